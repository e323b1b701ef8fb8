import Foundation
import Testing
import WidgetRender

/// Pixels of shapes, geometry effects and layer effects, rendered at 1 px per point on white
/// (pixel (x, y) covers points x…x+1).
@Suite("Shapes and visual effects: pixels")
struct VisualEffectPixelTests {
    static func render<V: View>(_ v: V, _ w: Double = 100, _ h: Double = 100, scheme: ColorScheme = .light) throws -> Bitmap {
        try ViewRender.bitmap(v, size: Size(width: w, height: h), scale: 1, scheme: scheme)
    }
    static func isRed(_ c: (r: Int, g: Int, b: Int, a: Int)) -> Bool { c.r > 200 && c.g < 80 && c.b < 80 }
    static func isWhite(_ c: (r: Int, g: Int, b: Int, a: Int)) -> Bool { c.r > 245 && c.g > 245 && c.b > 245 }

    @Test("A circle trimmed to 0…0.25 runs from its rightmost point clockwise to its bottom, butt ends")
    func trimmedCircleEnds() throws {
        let b = try Self.render(Circle().trim(from: 0, to: 0.25).stroke(Color.red, lineWidth: 6).padding(10))
        // Arc centre (50, 50), radius 40: starts at (90, 50), ends at (50, 90).
        #expect(Self.isRed(ViewRender.rgba(b, 89, 52)))
        #expect(Self.isWhite(ViewRender.rgba(b, 89, 46)), "nothing before the start")
        #expect(Self.isRed(ViewRender.rgba(b, 52, 89)))
        #expect(Self.isWhite(ViewRender.rgba(b, 46, 89)), "nothing past the end")
        #expect(Self.isRed(ViewRender.rgba(b, 78, 78)), "the arc passes 45°")
        #expect(Self.isWhite(ViewRender.rgba(b, 21, 21)), "the opposite quarter is empty")
    }

    @Test("Round caps extend a trimmed arc by half the line width")
    func roundCaps() throws {
        let b = try Self.render(Circle().trim(from: 0, to: 0.25)
            .stroke(Color.red, style: StrokeStyle(lineWidth: 8, lineCap: .round)).padding(10))
        #expect(Self.isRed(ViewRender.rgba(b, 89, 47)), "the cap reaches 4 pt before the start")
    }

    @Test("rotationEffect(45°) turns a square into a diamond about its centre")
    func rotatedRectangleCorner() throws {
        let b = try Self.render(Color.red.frame(width: 40, height: 40).rotationEffect(.degrees(45)))
        // The corner now points up at y = 50 − 20√2 ≈ 21.7.
        #expect(Self.isRed(ViewRender.rgba(b, 49, 24)))
        #expect(Self.isWhite(ViewRender.rgba(b, 49, 19)))
        #expect(Self.isWhite(ViewRender.rgba(b, 31, 31)), "the unrotated corner is empty")
        #expect(Self.isRed(ViewRender.rgba(b, 25, 49)), "the left point reaches x ≈ 21.7")
    }

    @Test("scaleEffect(0.5) draws at half size about the centre; the anchor moves it")
    func scaled() throws {
        let b = try Self.render(Color.red.frame(width: 40, height: 40).scaleEffect(0.5))
        #expect(Self.isWhite(ViewRender.rgba(b, 35, 50)))
        #expect(Self.isRed(ViewRender.rgba(b, 45, 50)))
        let tl = try Self.render(Color.red.frame(width: 40, height: 40).scaleEffect(0.5, anchor: .topLeading))
        #expect(Self.isRed(ViewRender.rgba(b: tl, 31, 31)))
        #expect(Self.isWhite(ViewRender.rgba(b: tl, 55, 55)))
    }

    @Test("Path: addArc, addQuadCurve and closeSubpath fill like a shape")
    func customPath() throws {
        struct Pie: Shape {
            func path(in rect: Rect) -> Path {
                Path { p in
                    let c = Point(x: rect.midX, y: rect.midY)
                    p.move(to: c)
                    p.addArc(center: c, radius: rect.width / 2, startAngle: .degrees(0), endAngle: .degrees(90), clockwise: false)
                    p.closeSubpath()
                }
            }
        }
        let b = try Self.render(Pie().fill(Color.red))
        #expect(Self.isRed(ViewRender.rgba(b, 70, 70)), "the quarter below right (clockwise on screen)")
        #expect(Self.isWhite(ViewRender.rgba(b, 70, 30)))
        #expect(Self.isWhite(ViewRender.rgba(b, 30, 70)))
    }

    @Test("A custom shape draws in its own space: (0, 0) is its frame's corner, as in SwiftUI")
    func localShapeSpace() throws {
        struct LeftHalf: Shape {
            func path(in rect: Rect) -> Path {
                Path { p in p.addRect(Rect(x: 0, y: 0, width: rect.width / 2, height: rect.height)) }
            }
        }
        let b = try Self.render(HStack(spacing: 0) { Color.clear.frame(width: 50); LeftHalf().fill(Color.red).frame(width: 50) })
        #expect(Self.isWhite(ViewRender.rgba(b, 10, 50)), "not at the canvas origin")
        #expect(Self.isRed(ViewRender.rgba(b, 60, 50)))
        #expect(Self.isWhite(ViewRender.rgba(b, 90, 50)))
        let clipped = try Self.render(Color.red.frame(width: 50, height: 50).clipShape(LeftHalf()))
        #expect(Self.isRed(ViewRender.rgba(clipped, 30, 50)) && Self.isWhite(ViewRender.rgba(clipped, 60, 50)))
    }

    @Test("Canvas: fills and strokes in order, under translateBy, scaleBy and opacity, in the canvas's own space")
    func canvas() throws {
        let view = HStack(spacing: 0) {
            Color.clear.frame(width: 20)
            Canvas { context, size in
                context.fill(Path(Rect(x: 0, y: 0, width: size.width, height: 10)), with: .color(Color(red: 1, green: 0, blue: 0)))
                context.translateBy(x: 10, y: 40)
                context.scaleBy(x: 2, y: 2)
                context.fill(Path(ellipseIn: Rect(x: 0, y: 0, width: 10, height: 10)), with: .color(Color(red: 1, green: 0, blue: 0)))
                context.opacity = 0.5
                context.stroke(Path(Rect(x: 20, y: 0, width: 10, height: 10)), with: .color(Color(red: 1, green: 0, blue: 0)), lineWidth: 2)
            }
        }
        let b = try Self.render(view)
        #expect(Self.isWhite(ViewRender.rgba(b, 10, 5)) && Self.isRed(ViewRender.rgba(b, 25, 5)) && Self.isRed(ViewRender.rgba(b, 95, 5)),
                "the first fill spans the canvas, which starts at x = 20")
        #expect(Self.isRed(ViewRender.rgba(b, 40, 50)), "the circle: 20 + 10 + 2 × 5 = 40, 40 + 2 × 5 = 50")
        let edge = ViewRender.rgba(b, 70, 50)
        #expect(edge.r > 250 && abs(edge.g - 128) <= 8, "the stroke's left edge at 20 + 10 + 40 = 70, 4 pt wide, at half opacity: \(edge)")
        #expect(Self.isWhite(ViewRender.rgba(b, 80, 50)), "inside the stroked square")
    }

    @Test("UnevenRoundedRectangle rounds only the corners given")
    func uneven() throws {
        let b = try Self.render(UnevenRoundedRectangle(topLeadingRadius: 30).fill(Color.red))
        #expect(Self.isWhite(ViewRender.rgba(b, 2, 2)))
        #expect(Self.isRed(ViewRender.rgba(b, 97, 2)))
        #expect(Self.isRed(ViewRender.rgba(b, 2, 97)))
    }

    @Test("ContainerRelativeShape: the container radius minus the inset (22 − 16 = 6)")
    func containerRelative() throws {
        let b = try Self.render(ContainerRelativeShape().fill(Color.red).padding(16))
        // WidgetLayout's container is the canvas (content margins 16 around a 68-pt rect would
        // be outside it): here the 100-pt canvas is the layout rect, so its container is
        // 132 pt, inset 16 + 16 = 32 > 22: square corners.
        #expect(Self.isRed(ViewRender.rgba(b, 16, 16)))
        let inset = try ViewRender.bitmap(ContainerRelativeShape().fill(Color.red).padding(16), size: Size(width: 100, height: 100), scale: 1) {
            $0.widgetContainerShape = ContainerShapeValue(frame: Rect(x: 0, y: 0, width: 100, height: 100), cornerRadius: 22)
        }
        #expect(Self.isWhite(ViewRender.rgba(inset, 16, 16)), "a 6-pt corner cuts the corner pixel")
        #expect(Self.isRed(ViewRender.rgba(inset, 24, 16)))
        let flush = try ViewRender.bitmap(ContainerRelativeShape().fill(Color.red), size: Size(width: 100, height: 100), scale: 1) {
            $0.widgetContainerShape = ContainerShapeValue(frame: Rect(x: 0, y: 0, width: 100, height: 100), cornerRadius: 22)
        }
        #expect(Self.isWhite(ViewRender.rgba(flush, 3, 3)), "flush with the container: its 22-pt corner")
    }

    @Test("blur spreads colour past the edge and softens the inside")
    func blur() throws {
        let b = try Self.render(Color.red.frame(width: 30, height: 30).blur(radius: 10))
        let outside = ViewRender.rgba(b, 30, 50)  // 5 pt left of the square
        #expect(outside.g < 235 && outside.r > 245, "pinkish: \(outside)")
        let centre = ViewRender.rgba(b, 50, 50)
        #expect(centre.g > 20 && centre.r > 240, "softened: \(centre)")
        let far = ViewRender.rgba(b, 2, 2)
        #expect(Self.isWhite(far))
    }

    @Test("grayscale(1) gives Rec. 709 luma; saturation(0) the same; brightness(1) white; colorInvert")
    func colorMatrices() throws {
        let pure = Color(red: 1, green: 0, blue: 0)
        let g = ViewRender.rgba(try Self.render(pure.grayscale(1)), 50, 50)
        #expect(abs(g.r - 54) <= 1 && g.r == g.g && g.g == g.b, "0.2126 × 255: \(g)")
        // iOS's system red (255, 56, 60): 0.2126·255 + 0.7152·59 + 0.0722·48 ≈ 100.
        let system = ViewRender.rgba(try Self.render(Color.red.grayscale(1)), 50, 50)
        #expect(abs(system.r - 100) <= 1, "\(system)")
        let s = ViewRender.rgba(try Self.render(pure.saturation(0)), 50, 50)
        #expect(s.r == g.r && s.b == g.b)
        let w = ViewRender.rgba(try Self.render(pure.brightness(1)), 50, 50)
        #expect(Self.isWhite(w))
        let inv = ViewRender.rgba(try Self.render(pure.colorInvert()), 50, 50)
        #expect(inv.r < 5 && inv.g > 250 && inv.b > 250, "\(inv)")
    }

    @Test("blendMode(.multiply): yellow over cyan gives green; .screen gives white")
    func blendModes() throws {
        let yellow = Color(red: 1, green: 1, blue: 0), cyan = Color(red: 0, green: 1, blue: 1)
        let m = ViewRender.rgba(try Self.render(ZStack { cyan; yellow.blendMode(.multiply) }), 50, 50)
        #expect(m.r < 5 && m.g > 250 && m.b < 5, "\(m)")
        let s = ViewRender.rgba(try Self.render(ZStack { cyan; yellow.blendMode(.screen) }), 50, 50)
        #expect(Self.isWhite(s), "\(s)")
    }

    @Test("mask with a gradient masks by its alpha; a smaller mask hides what lies outside it")
    func alphaMask() throws {
        let faded = try Self.render(Color(red: 1, green: 0, blue: 0)
            .mask(LinearGradient(colors: [.black, .clear], startPoint: .leading, endPoint: .trailing)))
        #expect(Self.isRed(ViewRender.rgba(faded, 1, 50)))
        let mid = ViewRender.rgba(faded, 50, 50)
        #expect(abs(mid.g - 128) <= 6 && mid.r > 250, "half covered: \(mid)")
        #expect(Self.isWhite(ViewRender.rgba(faded, 98, 50)))
        let small = try Self.render(Color(red: 1, green: 0, blue: 0).mask { Color.black.opacity(0.5).frame(width: 20, height: 20).compositingGroup() })
        #expect(Self.isWhite(ViewRender.rgba(small, 10, 10)), "outside the mask's frame")
        let inside = ViewRender.rgba(small, 50, 50)
        #expect(abs(inside.g - 128) <= 6, "half-opaque mask: \(inside)")
    }

    @Test("An opacity group under a rotation is bounded by the rotated box (no corner cut off)")
    func rotatedOpacity() throws {
        let b = try Self.render(Color(red: 1, green: 0, blue: 0).opacity(0.5).frame(width: 40, height: 40).rotationEffect(.degrees(45)))
        let tip = ViewRender.rgba(b, 49, 24)
        #expect(tip.r > 250 && abs(tip.g - 128) <= 6, "the top point is drawn at half opacity: \(tip)")
    }

    @Test("A material blurs what is behind it and tints it")
    func material() throws {
        let view = ZStack {
            HStack(spacing: 0) { Color.black; Color.white }
            Rectangle().fill(.thinMaterial).frame(width: 80, height: 80)
        }
        let b = try Self.render(view)
        let left = ViewRender.rgba(b, 15, 50), mid = ViewRender.rgba(b, 49, 50), right = ViewRender.rgba(b, 85, 50)
        // Black under 55 % white ≈ 140; white stays white; the edge between them is mixed.
        #expect(abs(left.r - 140) <= 25, "left \(left)")
        #expect(right.r > 245, "right \(right)")
        #expect(mid.r > left.r + 20 && mid.r < right.r - 20, "mid \(mid)")
        #expect(Self.isWhite(ViewRender.rgba(b, 95, 50)) && ViewRender.rgba(b, 5, 50).r < 5, "outside untouched")
    }

    @Test("The open accessoryCircular gauge leaves its bottom gap empty; capacity fills clockwise from the top")
    func systemGauges() throws {
        let open = try Self.render(Gauge(value: 0.5) { EmptyView() }.gaugeStyle(.accessoryCircular).tint(.red))
        #expect(Self.isWhite(ViewRender.rgba(open, 50, 97)), "gap at the bottom")
        #expect(Self.isRed(ViewRender.rgba(open, 3, 50)), "ring at the left")
        let cap = try Self.render(Gauge(value: 0.25) { EmptyView() }.gaugeStyle(.accessoryCircularCapacity).tint(.red))
        #expect(Self.isRed(ViewRender.rgba(cap, 96, 50)), "filled to 3 o'clock")
        let track = ViewRender.rgba(cap, 3, 50)
        #expect(!Self.isRed(track) && track.r > 240 && track.g > 150, "the track is the tint at 25 %: \(track)")
    }
}

extension ViewRender {
    static func rgba(b: Bitmap, _ x: Int, _ y: Int) -> (r: Int, g: Int, b: Int, a: Int) { rgba(b, x, y) }
}

@Suite("Materials over the home-screen backdrop")
struct MaterialBackdropTests {
    @Test("A material container background blurs and tints the wallpaper crop beneath it")
    func materialOverWallpaper() throws {
        var options = RenderOptions(family: .systemSmall, colorScheme: .light)
        let size = try #require(options.device.size(of: .systemSmall))
        let w = Int((size.width * options.device.scale).rounded()), h = Int((size.height * options.device.scale).rounded())
        // A wallpaper crop: black on the left half, white on the right.
        let pixels = (0..<(w * h)).map { i in i % w < w / 2 ? UInt32(0xFF00_0000) : 0xFFFF_FFFF }
        options.backdrop = Backdrop(bitmap: try #require(Bitmap(width: w, height: h, pixels: pixels)))
        let widget = try WidgetRenderer.render(Color.clear.containerBackground(.thinMaterial, for: .widget), options: options)
        ViewRender.save(widget.bitmap, "material-backdrop")
        let y = h / 2
        let left = ViewRender.rgba(widget.bitmap, w / 6, y), mid = ViewRender.rgba(widget.bitmap, w / 2, y), right = ViewRender.rgba(widget.bitmap, w * 5 / 6, y)
        #expect(abs(left.r - 140) <= 10, "black wallpaper under 55 % white: \(left)")
        #expect(right.r > 245, "white wallpaper stays white: \(right)")
        #expect(mid.r > left.r + 20 && mid.r < right.r - 20, "the wallpaper's edge is blurred: \(mid)")
    }
}

@Suite("ContainerRelativeShape in a rendered widget")
struct ContainerRelativeRenderTests {
    @Test("Inside the 16-pt content margins of a 22-pt widget, the shape's corners are 6 pt (concentric)")
    func concentric() throws {
        let w = try WidgetRenderer.render(ContainerRelativeShape().fill(Color(red: 1, green: 0, blue: 0)),
                                          options: RenderOptions(family: .systemSmall))
        ViewRender.save(w.bitmap, "container-relative")
        // @3x: the content starts at 48 px. A 6-pt continuous corner leaves (48, 48) empty but
        // reaches the edge 9.2 pt (27.5 px) from the corner.
        #expect(VisualEffectPixelTests.isWhite(ViewRender.rgba(w.bitmap, 48, 48)))
        #expect(VisualEffectPixelTests.isRed(ViewRender.rgba(w.bitmap, 48 + 28, 48)))
        #expect(VisualEffectPixelTests.isRed(ViewRender.rgba(w.bitmap, 56, 56)), "2.5 pt in along the diagonal: inside a 6-pt corner, outside a 22-pt one")
    }
}
