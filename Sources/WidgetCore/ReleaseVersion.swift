/// The version the tools report (`widget-render --version`): the package's release number and
/// the commit it was built from (each executable records its own with the BuildCommit plugin).
package enum ReleaseVersion {
    /// Semantic version of the package; no release is tagged yet, so the commit is what
    /// identifies a build.
    package static let number = "0.1.0"

    /// `widget-render 0.1.0 (commit 7850df5a…)`, or `… (not built from a Git checkout)`.
    package static func describe(tool: String, commit: String?) -> String {
        "\(tool) \(number) (" + (commit.map { "commit \($0)" } ?? "not built from a Git checkout") + ")"
    }
}
