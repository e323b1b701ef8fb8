/// WidgetKit's `AccessoryWidgetBackground`: the standard backdrop of a Lock Screen widget, a
/// translucent plate in the family's shape (a circle for `accessoryCircular`, a rounded
/// rectangle otherwise; nothing for `accessoryInline`, which has no background).
///
/// Apple draws it with a material; WidgetRender paints white at ``opacity`` (in vibrant mode it
/// stays white at that opacity, as on a Lock Screen), an approximation of the material's look
/// over a wallpaper. The rectangle's corner radius is not published: 12 pt is used.
public struct AccessoryWidgetBackground: View {
    public static let opacity = 0.2
    public static let rectangularCornerRadius = 12.0
    @Environment(\.widgetFamily) private var family
    public init() {}

    public var body: some View {
        switch family {
        case .accessoryCircular:
            Circle().fill(Color.white.opacity(Self.opacity))
        case .accessoryInline:
            EmptyView()
        default:
            RoundedRectangle(cornerRadius: Self.rectangularCornerRadius).fill(Color.white.opacity(Self.opacity))
        }
    }
}
