import Foundation
import Testing
import WidgetRender

/// Radial, elliptical and angular gradients, probed at pixels whose colours follow from the
/// geometry (medium canvas 338 x 158 pt at 3x, no margins, no mask).
@Suite("Radial, elliptical and angular gradients")
struct GradientPixelTests {
    func render<V: View>(_ view: V, _ name: String = #function) throws -> RenderedWidget {
        let w = try WidgetRenderer.render(view, options: RenderOptions(family: .systemMedium, contentMargins: nil, cornerRadius: nil))
        ViewRender.save(w.bitmap, "gradient-" + name.prefix { $0 != "(" })
        return w
    }
    func rgb(_ w: RenderedWidget, _ x: Double, _ y: Double) -> [Int] {
        let c = w.bitmap.color(atX: Int(x * 3), y: Int(y * 3))!
        return [c.red, c.green, c.blue].map { Int(($0 * 255).rounded()) }
    }

    @Test("RadialGradient: the start colour inside startRadius, the end colour past endRadius, halfway between at the mid radius")
    func radial() throws {
        let w = try render(RadialGradient(colors: [.black, .white], center: .center, startRadius: 10, endRadius: 60))
        #expect(rgb(w, 169, 79) == [0, 0, 0])              // the centre
        #expect(rgb(w, 169 + 100, 79) == [255, 255, 255])  // past 60 pt
        let mid = rgb(w, 169 + 35, 79)                     // 35 pt out: location 0.5
        #expect(abs(mid[0] - 128) <= 4, "\(mid)")
    }

    @Test("EllipticalGradient stretches to the region: 0.5 reaches the middle of every edge")
    func elliptical() throws {
        let w = try render(EllipticalGradient(colors: [.black, .white], center: .center, startRadiusFraction: 0, endRadiusFraction: 0.5))
        // Halfway to the right edge (84.5 pt) and halfway to the bottom edge (39.5 pt) are both location 0.5.
        let right = rgb(w, 169 + 84.5, 79), down = rgb(w, 169, 79 + 39.5)
        #expect(abs(right[0] - 128) <= 4 && abs(down[0] - 128) <= 4, "\(right) \(down)")
    }

    @Test("AngularGradient sweeps clockwise from 0° (pointing right): red at 0°, blue halfway round")
    func angular() throws {
        let w = try render(AngularGradient(colors: [.red, .blue], center: .center))
        let justBelowRight = rgb(w, 169 + 50, 79 + 2)   // just past 0° clockwise: red
        let left = rgb(w, 169 - 50, 79)                  // 180°: half red, half blue
        #expect(justBelowRight[0] > 240 && justBelowRight[2] < 75, "\(justBelowRight)")  // system red is (255, 56, 60)
        #expect(abs(left[0] - left[2]) < 40 && left[0] > 80, "\(left)")
    }

    @Test("Gradients are shape styles: a circle filled with a conic gradient draws it inside only")
    func asShapeStyle() throws {
        let w = try render(Circle().fill(.conicGradient(colors: [.green, .yellow], center: .center)).frame(width: 100, height: 100))
        #expect(w.bitmap.color(atX: 3, y: 3)?.alpha == 1)            // the white widget background
        #expect(rgb(w, 3, 3) == [255, 255, 255])
        #expect(rgb(w, 169 + 30, 79 + 1)[1] > 150)                    // inside: green-ish
    }
}
