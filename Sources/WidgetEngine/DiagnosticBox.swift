/// Diagnostics collected while laying out (content resolved late, such as a GeometryReader's).
package final class DiagnosticBox {
    package var items: [Diagnostic] = []
    package init() {}
}
