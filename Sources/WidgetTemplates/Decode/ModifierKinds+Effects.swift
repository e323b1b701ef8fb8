import Foundation

/// Geometry and visual effects, gauge and progress styles, and grid cell traits, as templates
/// write them in a `modifiers` list.
extension ModifierKinds {
    static let effectTable: [String: Apply] = [
        // MARK: Geometry effects
        "rotationEffect": { b, v, p, view in
            if case .object = v {
                guard let r = b.object(v, p, allowed: ["degrees", "anchor"], what: "rotationEffect", expected: "") else { return view }
                defer { r.unknownKeys(b) }
                guard let dv = r["degrees"], let d = b.number(dv, r.at("degrees"), -36000...36000, "an angle in degrees") else {
                    if !r.has("degrees") { b.issue(p, "rotationEffect needs \"degrees\".") }
                    return view
                }
                let anchor = r["anchor"].flatMap { b.unitPoint($0, r.at("anchor")) } ?? .center
                return AnyView(view.rotationEffect(.degrees(d), anchor: anchor))
            }
            return b.number(v, p, -36000...36000, "an angle in degrees, or {\"degrees\": 45, \"anchor\": \"center\"}")
                .map { AnyView(view.rotationEffect(.degrees($0))) } ?? view
        },
        "scaleEffect": { b, v, p, view in
            if case .object = v {
                guard let r = b.object(v, p, allowed: ["x", "y", "anchor"], what: "scaleEffect", expected: "") else { return view }
                defer { r.unknownKeys(b) }
                let x = r["x"].flatMap { b.number($0, r.at("x"), -100...100, "a scale from -100 to 100") } ?? 1
                let y = r["y"].flatMap { b.number($0, r.at("y"), -100...100, "a scale from -100 to 100") } ?? 1
                let anchor = r["anchor"].flatMap { b.unitPoint($0, r.at("anchor")) } ?? .center
                return AnyView(view.scaleEffect(x: x, y: y, anchor: anchor))
            }
            return b.number(v, p, -100...100, "a scale from -100 to 100, or {\"x\": 1, \"y\": 0.5, \"anchor\": \"bottom\"}")
                .map { AnyView(view.scaleEffect($0)) } ?? view
        },

        // MARK: Layer effects
        "blur": { b, v, p, view in
            if case .object = v {
                guard let r = b.object(v, p, allowed: ["radius", "opaque"], what: "blur", expected: "") else { return view }
                defer { r.unknownKeys(b) }
                let radius = r["radius"].flatMap { b.number($0, r.at("radius"), 0...1000, "a blur radius from 0 to 1000 points") } ?? 0
                let opaque = r["opaque"].flatMap { b.bool($0, r.at("opaque")) } ?? false
                return AnyView(view.blur(radius: radius, opaque: opaque))
            }
            return b.number(v, p, 0...1000, "a blur radius from 0 to 1000 points").map { AnyView(view.blur(radius: $0)) } ?? view
        },
        "brightness": value({ b, v, p in b.number(v, p, -1...1, "a brightness change from -1 to 1") }) { AnyView($0.brightness($1)) },
        "contrast": value({ b, v, p in b.number(v, p, 0...10, "a contrast from 0 to 10") }) { AnyView($0.contrast($1)) },
        "saturation": value({ b, v, p in b.number(v, p, 0...10, "a saturation from 0 to 10") }) { AnyView($0.saturation($1)) },
        "grayscale": value({ b, v, p in b.number(v, p, 0...1, "a grayscale amount from 0 to 1") }) { AnyView($0.grayscale($1)) },
        "colorMultiply": value({ b, v, p in b.color(v, p) }) { AnyView($0.colorMultiply($1)) },
        "colorInvert": flag { AnyView($0.colorInvert()) },
        "blendMode": value({ b, v, p in b.choice(v, p, BlendMode.allCases.map { ($0.rawValue, $0) }, "a blend mode") }) { AnyView($0.blendMode($1)) },
        "compositingGroup": flag { AnyView($0.compositingGroup()) },

        // MARK: Control styles
        "gaugeStyle": value({ b, v, p in b.choice(v, p, GaugeStyleKind.allCases.map { ($0.rawValue, $0) }, "a gauge style") }) { view, kind in
            AnyView(view.environment(\.gaugeStyle, kind))
        },
        "progressViewStyle": value({ b, v, p in
            b.choice(v, p, ProgressViewStyleKind.allCases.map { ($0.rawValue, $0) }, "a progress view style")
        }) { view, kind in AnyView(view.environment(\.progressViewStyle, kind)) },

        // MARK: Grid cells
        "gridCellColumns": value({ b, v, p in b.integer(v, p, 1...100) }) { AnyView($0.gridCellColumns($1)) },
        "gridColumnAlignment": value({ b, v, p in b.choice(v, p, TemplateBuilder.horizontalAlignments, "a horizontal alignment") }) {
            AnyView($0.gridColumnAlignment($1))
        },
        "gridCellUnsizedAxes": value({ b, v, p in b.choice(v, p, ViewKinds.axisSets, "an axis set") }) { AnyView($0.gridCellUnsizedAxes($1)) },
    ]
}
