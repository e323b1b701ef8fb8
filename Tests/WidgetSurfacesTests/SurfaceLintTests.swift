import Foundation
import Testing
import WidgetRender
import WidgetRaster
import ExampleWidgets

/// The seeds' views, as the system would draw them.
@MainActor var seedViews: [(String, WidgetFamily, AnyView)] {
    let countdown = ExampleWidgets.SimpleEntry(date: askedAt, model: AddTimePlanModel(title: "Anniversary"))
    return [
        ("Widget_Extension", .systemSmall, AnyView(Widget_ExtensionEntryView(entry: SimpleEntry(date: askedAt, configuration: ConfigurationIntent())))),
        ("Extension_Two", .systemSmall, AnyView(Extension_TwoEntryView(entry: Extension_Two_Entry(date: askedAt)))),
        ("Countdown", .systemSmall, AnyView(CountdownEntryView(entry: countdown))),
        ("Countdown", .systemMedium, AnyView(CountdownEntryView(entry: countdown))),
    ]
}

let smallSize = Size(width: 158, height: 158), mediumSize = Size(width: 338, height: 158)

@MainActor @Suite struct SurfaceLintTests {
    func codes(_ d: [Diagnostic]) -> [String] { d.map(\.code.rawValue) }

    @Test func textUnder11PointsIsReportedAndTheSeedsHaveNone() throws {
        let tiny = try WidgetRenderer.compose(Text("fine print").font(.system(size: 9)), options: RenderOptions(family: .systemSmall))
        #expect(codes(tiny.diagnostics).contains("textBelowMinimumSize"))
        for (name, family, view) in seedViews {
            let c = try WidgetRenderer.compose(view, options: RenderOptions(family: family, now: askedAt))
            #expect(!codes(c.diagnostics).contains("textBelowMinimumSize"), "\(name)")
        }
    }

    @Test func colorsThatVibrantModeMakesTheSameGreyAreReported() throws {
        // Red and indigo: luminances 0.39 and 0.40.
        let view = HStack {
            Text("Up").foregroundStyle(Color(red: 1, green: 0.231, blue: 0.188))
            Text("Down").foregroundStyle(Color(red: 0.369, green: 0.361, blue: 0.902))
        }
        let list = try Surface(family: .accessoryRectangular, size: SurfaceRenderTests.lockScreen.rectangular).compose(view).list
        let d = VibrantFlatteningLint.check(list, family: .accessoryRectangular)
        #expect(d.count == 1)
        #expect(d.first?.message.hasPrefix("#FF3B30FF and #5E5CE6FF become the same grey on the Lock Screen") == true)
        // The same view on the Home Screen is in full colour: nothing to say.
        #expect(VibrantFlatteningLint.check(list, family: .systemSmall).isEmpty)
        // A dark blue nearly vanishes.
        let dark = try Surface(family: .accessoryCircular, size: SurfaceRenderTests.lockScreen.circular)
            .compose(Circle().fill(Color(red: 0.1, green: 0.1, blue: 0.6))).list
        #expect(VibrantFlatteningLint.check(dark, family: .accessoryCircular).first?.message.contains("draws at 14 % opacity") == true)
    }

    @Test func lockScreenExamplesAndSeedsAreNotReportedByTheVibrantLint() throws {
        for (view, family, size) in [(AnyView(TemperatureGauge()), WidgetFamily.accessoryCircular, SurfaceRenderTests.lockScreen.circular),
                                     (AnyView(NextEventLine()), .accessoryRectangular, SurfaceRenderTests.lockScreen.rectangular)] {
            #expect(VibrantFlatteningLint.check(try Surface(family: family, size: size).compose(view).list, family: family).isEmpty)
        }
        for (name, _, view) in seedViews {
            let list = try Surface(family: .accessoryRectangular, size: SurfaceRenderTests.lockScreen.rectangular).compose(view).list
            #expect(VibrantFlatteningLint.check(list, family: .accessoryRectangular).isEmpty, "\(name)")
        }
    }

    @Test func textCutOffAtALargerDynamicTypeSizeIsReported() throws {
        let view = VStack(alignment: .leading, spacing: 8) {
            Text("Up").font(.headline).lineLimit(1)
            Text("Dentist at three").font(.body).lineLimit(1)
        }
        var env = EnvironmentValues()
        env.widgetFamily = .systemSmall
        let rect = Rect(x: 16, y: 16, width: 126, height: 126)
        let d = try DynamicTypeClippingLint.check(view, in: rect, environment: env)
        // "Dentist at three" no longer fits one line from xLarge; at AX5 the two lines overflow
        // the widget's height and "Up" is pushed out too.
        #expect(codes(d) == ["contentClippedAtDynamicTypeSize", "contentClippedAtDynamicTypeSize"])
        #expect(d.map { $0.location?.split(separator: "/").last.map(String.init) } == ["Text(\"Dentist at three\")", "Text(\"Up\")"])
        #expect(d.map { $0.message.contains("size xLarge (xl)") } == [true, false])
        #expect(d.last?.message.contains("size accessibility5 (ax5)") == true)
        // Capped at the default size, nothing is cut off.
        #expect(try DynamicTypeClippingLint.check(view.dynamicTypeSize(...DynamicTypeSize.large), in: rect, environment: env).isEmpty)
    }

    /// Up to AX4. At AX5 the seed 002 clock ("9:00 AM" in body, 53 pt) needs two lines of
    /// Inter's 64 pt in a 126 pt content area and is cut: a finding, not a false alarm.
    @Test func theSeedsAreNotCutOffUpToAccessibility4() throws {
        for (name, family, view) in seedViews {
            var env = EnvironmentValues()
            env.widgetFamily = family
            env.now = askedAt
            let size = family == .systemSmall ? smallSize : mediumSize
            let rect = Rect(x: 16, y: 16, width: size.width - 32, height: size.height - 32)
            let d = try DynamicTypeClippingLint.check(view, in: rect, environment: env, sizes: Array(DynamicTypeSize.allCases.dropLast()))
            #expect(d.isEmpty, "\(name) \(family): \(d)")
        }
    }

    @Test func lowContrastTextIsReportedFromThePixels() throws {
        let view = VStack {
            Text("Faint").foregroundStyle(Color(red: 0.8, green: 0.8, blue: 0.8))
            Text("Clear")
        }
        let surface = Surface(family: .systemSmall, size: smallSize, colorScheme: .light, margins: EdgeInsets(all: 16))
        let list = try surface.compose(view).list
        let bitmap = try CairoRasterizer.shared.renderWithDiagnostics(list, scale: 3).bitmap
        let d = ContrastLint.check(list, bitmap: bitmap, scale: 3)
        #expect(d.count == 1)
        #expect(d.first?.message.hasPrefix("Text drawn #CCCCCCFF on #FFFFFFFF has a contrast of 1.61:1") == true)
        #expect(d.first?.location == "text \"Faint\"")
        #expect(ContrastLint.contrastRatio(.black, .white) == 21)
        // The advice is the mode's: tinted mode's groups, the clear glass's wallpaper, else the colours.
        #expect(d.first?.message.contains("Put .widgetAccentable() on the text") == true)
        let clear = ContrastLint.check(list, bitmap: bitmap, scale: 3, mode: "clear").first?.message ?? ""
        #expect(clear.contains("the wallpaper behind the widget shows through it") && !clear.contains("widgetAccentable"))
        let standBy = ContrastLint.check(list, bitmap: bitmap, scale: 3, mode: "standby").first?.message ?? ""
        #expect(standBy.contains("Change one of the two colours"))
    }

    @Test("Text over a see-through widget (clear glass, AccessoryWidgetBackground) is not judged: the wallpaper is behind it")
    func seeThroughBackgroundsAreNotJudged() throws {
        let view = ZStack {
            Circle().fill(Color.white.opacity(0.2))
            Text("21°").foregroundStyle(.white)
        }
        let surface = Surface(family: .accessoryCircular, size: Size(width: 72, height: 72), colorScheme: .dark, margins: EdgeInsets())
        let list = try surface.compose(view).list
        let bitmap = try CairoRasterizer.shared.renderWithDiagnostics(list, scale: 3).bitmap
        #expect(ContrastLint.check(list, bitmap: bitmap, scale: 3).isEmpty)
        // The same text over an opaque white plate is reported.
        var opaque = list
        opaque.items.insert(.fill(.rect(Rect(x: 0, y: 0, width: 72, height: 72)), .color(.white)), at: 0)
        let plate = try CairoRasterizer.shared.renderWithDiagnostics(opaque, scale: 3).bitmap
        #expect(ContrastLint.check(opaque, bitmap: plate, scale: 3).map(\.location) == ["text \"21°\""])
    }

    /// The contrast lint's findings on a seed view rendered as a Home Screen widget over the
    /// example wallpaper (the PNG is kept with SURFACES_RENDER_DIR).
    func contrastFindings(_ name: String, _ family: WidgetFamily, _ view: AnyView,
                          _ appearance: WidgetAppearance, _ scheme: ColorScheme) throws -> [Diagnostic] {
        let size = family == .systemSmall ? smallSize : mediumSize
        let surface = Surface(family: family, size: size, appearance: appearance, colorScheme: scheme,
                              cornerRadius: 22, margins: EdgeInsets(all: 16))
        var list = try surface.compose(view).list
        list.items.insert(.fill(.rect(Rect(origin: .zero, size: size)), wallpaper(size)), at: 0)
        let bitmap = try CairoRasterizer.shared.renderWithDiagnostics(list, scale: 3).bitmap
        try keep(bitmap, "seed-\(name)-\(family.shortName)-\(scheme.rawValue)-\(appearance.name)")
        return ContrastLint.check(list, bitmap: bitmap, scale: 3)
    }

    /// In full colour, light and dark (the seeds were written for iOS 14, before tinted and clear).
    @Test func theSeedsHaveNoLowContrastTextInFullColour() throws {
        for (name, family, view) in seedViews {
            for scheme in ColorScheme.allCases {
                let d = try contrastFindings(name, family, view, .fullColor, scheme)
                #expect(d.isEmpty, "\(name) \(family) \(scheme): \(d)")
            }
        }
    }

    /// Tinted and clear paint an opaque photo one flat colour (Apple: "Opaque images are tinted
    /// with a single white color"), so seed 003's white title over its mountain photo vanishes
    /// there: the lint reports it; seed 002's text stays readable.
    @Test func theCountdownTitleVanishesInTintedAndClearAndTheLintSaysSo() throws {
        for (name, family, view) in seedViews {
            for appearance in [WidgetAppearance.tinted(WidgetAppearance.defaultTint), .clear] {
                let d = try contrastFindings(name, family, view, appearance, .dark)
                if name == "Countdown" {
                    #expect(d.count >= 4 && d.allSatisfy { $0.code == .lowContrast }, "\(family) \(appearance.name): \(d.count) \(d.map(\.location))")
                } else {
                    #expect(d.isEmpty, "\(name) \(appearance.name): \(d)")
                }
            }
        }
    }
}

@MainActor @Suite struct AccessoryInlineLintTests {
    func lint(_ v: some View) throws -> [Diagnostic] {
        AccessoryInlineLint.check(try Surface(family: .accessoryInline, size: SurfaceRenderTests.lockScreen.inline).compose(v).layout)
    }

    @Test func shapesSecondImagesAndWrappedTextAreReportedOnTheInlineFamily() throws {
        let b = try #require(Bitmap(width: 10, height: 10, fill: 0xFFFFFFFF))
        let d = try lint(HStack {
            Image(bitmap: b)
            Image(bitmap: b)
            Text("A long line that cannot fit in one inline row")
            Capsule().fill(Color.red).frame(width: 10)
        })
        #expect(d.map { String($0.message.prefix(40)) } == ["An inline Lock Screen widget shows at mo", "An inline Lock Screen widget shows one l",
                                               "An inline Lock Screen widget shows only "])
    }

    @Test func theInlineCountdownAndOtherFamiliesAreNotReported() throws {
        #expect(try lint(LaunchCountdown()).isEmpty)
        let rect = try Surface(family: .accessoryRectangular, size: SurfaceRenderTests.lockScreen.rectangular).compose(TemperatureGauge()).layout
        #expect(AccessoryInlineLint.check(rect).isEmpty)
    }
}
