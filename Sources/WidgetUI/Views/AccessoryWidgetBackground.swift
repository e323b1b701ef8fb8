/// The Lock Screen's translucent backing for accessory widgets (WidgetKit's
/// `AccessoryWidgetBackground`): a plate in the family's shape — a circle for
/// `accessoryCircular`, nothing for `accessoryInline` (which has no background), the widget's
/// container shape otherwise — filled with the wallpaper blurred (30 pt, as ``Material``) under
/// white at 18 % opacity.
///
/// Apple documents it only as "an adaptive background view that provides a standard
/// appearance based on the widget's environment". On the Lock Screen it reads as a light,
/// translucent disc over the blurred wallpaper; 18 % white is our approximation of that look
/// (between the 16 % quaternary and 30 % tertiary label fills), without the vibrancy iOS adds.
public nonisolated struct AccessoryWidgetBackground: View {
    static let fill = MaterialFill(blurRadius: Material.blurRadius, saturation: 1, tint: RGBA(red: 1, green: 1, blue: 1, alpha: 0.18))
    @Environment(\.widgetFamily) private var family
    /// The accessory background.
    public init() {}

    public var body: some View {
        switch family {
        case .accessoryCircular:
            Circle().fill(Material(thickness: 0, custom: Self.fill))
        case .accessoryInline:
            EmptyView()
        default:
            ContainerRelativeShape().fill(Material(thickness: 0, custom: Self.fill))
        }
    }
}
