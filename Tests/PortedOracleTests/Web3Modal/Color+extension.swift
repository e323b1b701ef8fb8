import WidgetRender

public extension ShapeStyle where Self == Color {
    static var Background100: Color { Color(#function, bundle: .module) }
    static var Background125: Color { Color(#function, bundle: .module) }
    static var Background150: Color { Color(#function, bundle: .module) }
    static var Background175: Color { Color(#function, bundle: .module) }
    static var Background200: Color { Color(#function, bundle: .module) }
    static var Background225: Color { Color(#function, bundle: .module) }
    static var Background250: Color { Color(#function, bundle: .module) }
    static var Background275: Color { Color(#function, bundle: .module) }
    static var Background300: Color { Color(#function, bundle: .module) }
    static var BlackAndWhite100: Color { Color(#function, bundle: .module) }
    static var Blue080: Color { Color(#function, bundle: .module) }
    static var Blue090: Color { Color(#function, bundle: .module) }
    static var Blue100: Color { Color(#function, bundle: .module) }
    static var Error100: Color { Color(#function, bundle: .module) }
    static var Foreground100: Color { Color(#function, bundle: .module) }
    static var Foreground125: Color { Color(#function, bundle: .module) }
    static var Foreground150: Color { Color(#function, bundle: .module) }
    static var Foreground175: Color { Color(#function, bundle: .module) }
    static var Foreground200: Color { Color(#function, bundle: .module) }
    static var Foreground225: Color { Color(#function, bundle: .module) }
    static var Foreground250: Color { Color(#function, bundle: .module) }
    static var Foreground275: Color { Color(#function, bundle: .module) }
    static var Foreground300: Color { Color(#function, bundle: .module) }
    static var Glass75: Color { Color(#function, bundle: .module) }
    static var Glass88: Color { Color(#function, bundle: .module) }
    static var Indigo100: Color { Color(#function, bundle: .module) }
    static var Inverse000: Color { Color(#function, bundle: .module) }
    static var Inverse100: Color { Color(#function, bundle: .module) }
    static var Magenta100: Color { Color(#function, bundle: .module) }
    static var Orange100: Color { Color(#function, bundle: .module) }
    static var Overblue002: Color { Color(#function, bundle: .module) }
    static var Overblue005: Color { Color(#function, bundle: .module) }
    static var Overblue010: Color { Color(#function, bundle: .module) }
    static var Overblue015: Color { Color(#function, bundle: .module) }
    static var Overblue020: Color { Color(#function, bundle: .module) }
    static var Overblue080: Color { Color(#function, bundle: .module) }
    static var Overblue090: Color { Color(#function, bundle: .module) }
    static var Overgray001: Color { Color(#function, bundle: .module) }
    static var Overgray002: Color { Color(#function, bundle: .module) }
    static var Overgray005: Color { Color(#function, bundle: .module) }
    static var Overgray010: Color { Color(#function, bundle: .module) }
    static var Overgray015: Color { Color(#function, bundle: .module) }
    static var Overgray020: Color { Color(#function, bundle: .module) }
    static var Overgray025: Color { Color(#function, bundle: .module) }
    static var Overgray030: Color { Color(#function, bundle: .module) }
    static var Purple100: Color { Color(#function, bundle: .module) }
    static var Success100: Color { Color(#function, bundle: .module) }
    static var Teal100: Color { Color(#function, bundle: .module) }
    static var Yellow100: Color { Color(#function, bundle: .module) }
    static var Grey18: Color { Color(#function, bundle: .module) }
    static var Grey20: Color { Color(#function, bundle: .module) }
    static var Grey22: Color { Color(#function, bundle: .module) }
    static var GrayGlass002: Color { Color(#function, bundle: .module) }
    static var GrayGlass005: Color { Color(#function, bundle: .module) }
    static var GrayGlass010: Color { Color(#function, bundle: .module) }
    static var GrayGlass020: Color { Color(#function, bundle: .module) }
}

public extension UIColor {
    static var Blue100: UIColor { UIColor(named: #function, in: .module, compatibleWith: nil) ?? .blue }
    static var Background125: UIColor { UIColor(named: #function, in: .module, compatibleWith: nil) ?? .blue }
    static var Foreground100: UIColor { UIColor(named: #function, in: .module, compatibleWith: nil) ?? .blue }
}
