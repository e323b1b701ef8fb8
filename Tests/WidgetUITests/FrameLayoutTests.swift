import Testing
import WidgetUI
import WidgetTestSupport

/// Frames, padding, fixedSize, aspect ratio, overlay and offset (rules A3-14 … A4-20).
@Suite("Frame and modifier layout")
struct FrameLayoutTests {
    @Test("padding() is 16 pt on every edge on iOS (A3-16)")
    func defaultPadding() throws {
        let l = try layout(Color.red.id("c").padding(), width: 100, height: 100)
        #expect(l.frame(of: "c") == Rect(x: 16, y: 16, width: 68, height: 68))
    }

    @Test("padding on some edges")
    func edgePadding() throws {
        let l = try layout(Color.red.id("c").padding(.horizontal, 10), width: 100, height: 100)
        #expect(l.frame(of: "c") == Rect(x: 10, y: 0, width: 80, height: 100))
        let e = try layout(Color.red.id("c").padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)), width: 100, height: 100)
        #expect(e.frame(of: "c") == Rect(x: 2, y: 1, width: 94, height: 96))
    }

    @Test("A fixed frame centers a child that keeps its own size (A3-14)")
    func fixedFrameCenters() throws {
        let img = Image(bitmap: solidBitmap(width: 20, height: 20))
        let l = try layout(img.id("i").frame(width: 100, height: 100).id("f"), width: 100, height: 100)
        #expect(l.frame(of: "i") == Rect(x: 40, y: 40, width: 20, height: 20))
        #expect(l.frame(of: "f")?.size == Size(width: 100, height: 100))
    }

    @Test("frame alignment bottomTrailing")
    func frameAlignment() throws {
        let img = Image(bitmap: solidBitmap(width: 20, height: 20))
        let l = try layout(img.id("i").frame(width: 100, height: 100, alignment: .bottomTrailing), width: 100, height: 100)
        #expect(l.frame(of: "i")?.origin == Point(x: 80, y: 80))
    }

    @Test("A frame fixed on one axis keeps the child's sizing on the other")
    func frameOneAxis() throws {
        let l = try layout(Color.red.frame(height: 30).id("f"), width: 120, height: 100)
        #expect(l.frame(of: "f")?.size == Size(width: 120, height: 30))
    }

    @Test("maxWidth: .infinity takes the whole proposal (A3-15)")
    func maxInfinity() throws {
        let l = try layout(Color.red.frame(maxWidth: .infinity, maxHeight: 50).id("f"), width: 300, height: 300)
        #expect(l.frame(of: "f") == Rect(x: 0, y: 125, width: 300, height: 50))
    }

    @Test("With min and max, a flexible frame is the clamped proposal whatever the child (A3-15)")
    func flexClampsProposal() throws {
        let img = Image(bitmap: solidBitmap(width: 20, height: 20))
        let l = try layout(img.id("i").frame(minWidth: 10, maxWidth: 200).id("f"), width: 300, height: 100)
        #expect(l.frame(of: "f")?.width == 200)
        #expect(l.frame(of: "f")?.height == 20)
        #expect(l.frame(of: "i")?.minX == 140)
        let small = try layout(Color.red.frame(minWidth: 50, maxWidth: 80).id("f"), width: 30, height: 10)
        #expect(small.frame(of: "f")?.width == 50)
    }

    @Test("A flexible frame with only a minimum hugs a smaller child, never below the minimum")
    func flexMinHugs() throws {
        let img = Image(bitmap: solidBitmap(width: 20, height: 20))
        let l = try layout(img.frame(minWidth: 50).id("f"), width: 300, height: 100)
        #expect(l.frame(of: "f")?.width == 50)
        let wide = Image(bitmap: solidBitmap(width: 80, height: 20))
        let w = try layout(wide.frame(minWidth: 50).id("f"), width: 300, height: 100)
        #expect(w.frame(of: "f")?.width == 80)
    }

    @Test("Colors and shapes report 10 on an axis proposed nil; ideal sizes apply under fixedSize")
    func idealSizes() throws {
        let l = try layout(Color.red.fixedSize().id("c"), width: 300, height: 300)
        #expect(l.frame(of: "c")?.size == Size(width: 10, height: 10))
        let i = try layout(Color.red.frame(idealWidth: 120, idealHeight: 40).fixedSize().id("c"), width: 300, height: 300)
        #expect(i.frame(of: "c")?.size == Size(width: 120, height: 40))
    }

    @Test("fixedSize keeps text on one line instead of wrapping (A3-17)")
    func fixedSizeText() throws {
        // 11 characters at 6 pt advance (12 pt font) = 66 pt on one line.
        let wrapped = try layout(Text("hello world").font(.system(size: 12)).id("t").frame(width: 40), width: 300, height: 300)
        #expect(wrapped.frame(of: "t")?.size == Size(width: 30, height: 24))
        let fixed = try layout(Text("hello world").font(.system(size: 12)).fixedSize().id("t").frame(width: 40), width: 300, height: 300)
        #expect(fixed.frame(of: "t")?.size == Size(width: 66, height: 12))
    }

    @Test("aspectRatio .fit fits inside, .fill covers (A3-18)")
    func aspectRatio() throws {
        let fit = try layout(Color.red.aspectRatio(2, contentMode: .fit).id("c"), width: 300, height: 300)
        #expect(fit.frame(of: "c") == Rect(x: 0, y: 75, width: 300, height: 150))
        let fill = try layout(Color.red.aspectRatio(2, contentMode: .fill).id("c"), width: 300, height: 300)
        #expect(fill.frame(of: "c") == Rect(x: -150, y: 0, width: 600, height: 300))
    }

    @Test("A resizable image scaledToFit / scaledToFill uses its own ratio")
    func imageScaledToFit() throws {
        let bmp = solidBitmap(width: 200, height: 100)
        let fit = try layout(Image(bitmap: bmp).resizable().scaledToFit().id("i"), width: 300, height: 300)
        #expect(fit.frame(of: "i")?.size == Size(width: 300, height: 150))
        let fill = try layout(Image(bitmap: bmp).resizable().scaledToFill().id("i"), width: 300, height: 300)
        #expect(fill.frame(of: "i")?.size == Size(width: 600, height: 300))
    }

    @Test("A non-resizable image keeps its size whatever it is offered; @3x file names divide by 3 (A3-19)")
    func imageIntrinsic() throws {
        let l = try layout(Image(bitmap: solidBitmap(width: 40, height: 20)).id("i").frame(width: 10), width: 300, height: 300)
        #expect(l.frame(of: "i")?.size == Size(width: 40, height: 20))
        let scaled = try layout(Image(bitmap: solidBitmap(width: 60, height: 30), scale: 3).id("i"), width: 300, height: 300)
        #expect(scaled.frame(of: "i")?.size == Size(width: 20, height: 10))
    }

    @Test("overlay is proposed the primary's size and aligned in it (A4-20)")
    func overlay() throws {
        let l = try layout(Color.red.frame(width: 100, height: 50).id("p")
            .overlay(alignment: .topTrailing) { Color.blue.frame(width: 10, height: 10).id("o") }, width: 100, height: 50)
        #expect(l.frame(of: "o") == Rect(x: 90, y: 0, width: 10, height: 10))
        let full = try layout(Color.red.frame(width: 100, height: 50).overlay(Color.blue.id("o")), width: 100, height: 50)
        #expect(full.frame(of: "o")?.size == Size(width: 100, height: 50))
    }

    @Test("background never changes the primary view's size")
    func backgroundKeepsSize() throws {
        let l = try layout(Text("abcd").font(.system(size: 10)).id("t").background(Color.red.id("bg")).id("all"), width: 300, height: 300)
        #expect(l.frame(of: "bg") == l.frame(of: "t"))
        #expect(l.frame(of: "all")?.size == Size(width: 20, height: 10))
    }

    @Test("offset moves the view but not its neighbours")
    func offsetKeepsLayout() throws {
        let l = try layout(VStack(spacing: 0) {
            Color.red.frame(height: 10).id("a").offset(x: 3, y: 5)
            Color.blue.frame(height: 10).id("b")
        }, width: 50, height: 20)
        #expect(l.frame(of: "a")?.origin == Point(x: 3, y: 5))
        #expect(l.frame(of: "b")?.minY == 10)
    }

    @Test("Negative and non-finite frame sizes are ignored with a diagnostic, not a crash")
    func invalidFrames() throws {
        let l = try layout(Color.red.frame(width: -5, height: .nan).id("c"), width: 80, height: 60)
        #expect(l.frame(of: "c")?.size == Size(width: 80, height: 60))
        #expect(l.diagnostics.contains { $0.code == .invalidFrameDimension })
        let c = try layout(Color.red.frame(minWidth: 100, maxWidth: 50).id("c"), width: 300, height: 60)
        #expect(c.frame(of: "c")?.width == 100)
        #expect(c.diagnostics.contains { $0.code == .contradictoryFrame })
    }
}
