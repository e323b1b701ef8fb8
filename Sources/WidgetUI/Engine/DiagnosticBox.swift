/// Diagnostics collected while laying out (content resolved late, such as a GeometryReader's).
final class DiagnosticBox {
    var items: [Diagnostic] = []
}
