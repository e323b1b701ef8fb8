// The scene measured side by side with other renderers (issue 14; the peer table in
// shared/research/perf-and-style.md, A.3): a 1014x474 px medium widget over a full-canvas crop
// of a home-screen wallpaper, with a photo clipped to a rounded rectangle as its background,
// four text runs (a bold 22 pt title, a bold 40 pt number, two 13 pt captions at 80 % white)
// and two 50x50 pt rounded rectangles. Built from the example wallpaper and the countdown's
// photo, so the benchmarks and tests share one definition.
import Foundation
import WidgetRender

/// The peer-comparison widget's content.
public struct PeerSceneView: View {
    /// The photo clipped to the widget's rounded rectangle.
    public var photo: String

    nonisolated public init(photo: String = resourcePath("mountains.png")) {
        self.photo = photo
    }

    public var body: some View {
        HStack(alignment: .top) {
            VStack(alignment: .leading, spacing: 2) {
                Text("Cupertino").font(.system(size: 22, weight: .bold))
                Text("72°").font(.system(size: 40, weight: .bold))
                Spacer(minLength: 0)
                Text("Partly Cloudy").font(.system(size: 13)).foregroundColor(Color.white.opacity(0.8))
                Text("H:78° L:61°").font(.system(size: 13)).foregroundColor(Color.white.opacity(0.8))
            }
            Spacer(minLength: 0)
            VStack(spacing: 8) {
                RoundedRectangle(cornerRadius: 12).fill(Color.orange).frame(width: 50, height: 50)
                RoundedRectangle(cornerRadius: 12).fill(Color.teal).frame(width: 50, height: 50)
            }
        }
        .foregroundColor(.white)
        .containerBackground(for: .widget) {
            Image(photo).resizable().scaledToFill().clipShape(RoundedRectangle(cornerRadius: 22))
        }
    }
}

/// The peer scene rendered as measured: medium, over the medium-top slot's crop of the
/// 1170x2532 example wallpaper (light), on the iPhone that screenshot size belongs to.
/// The screenshots are read once per process, as the command-line tool and the server do, so a
/// render measures the view, its layout and its pixels rather than reading two files.
public enum PeerScene {
    private static let setup = Result { () throws -> (DeviceCatalog, Wallpapers) in
        let catalog = try DeviceCatalog.builtIn()
        return (catalog, try ExampleWallpapers.load(PixelSize(width: 1170, height: 2532), catalog: catalog))
    }

    /// The render options with the wallpaper crop as backdrop, and the view.
    public static func render(options: RenderOptions = RenderOptions()) throws -> RenderedWidget {
        let (catalog, wallpapers) = try setup.get()
        guard let slot = WidgetSlot.all.first(where: { $0.id == "medium-top" }) else {
            throw PeerSceneError.slotMissing
        }
        return try WidgetRenderer.renderTransparent(PeerSceneView(), wallpapers: wallpapers, slot: slot,
                                                    catalog: catalog, options: options).widget
    }
}

/// Why ``PeerScene/render(options:)`` could not build the scene.
public enum PeerSceneError: Error {
    /// The catalog has no medium-top slot.
    case slotMissing
}
