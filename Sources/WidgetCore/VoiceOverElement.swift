/// One element VoiceOver reads in a widget: what it says, what it is, and where it is, in the
/// order VoiceOver moves through them. Derived from the view tree as SwiftUI derives it: text
/// reads its string, an image its label, a `Link` or button the labels of its content combined,
/// and the accessibility modifiers (`accessibilityLabel`, `accessibilityHidden`,
/// `accessibilityElement(children:)`, …) change that.
public struct VoiceOverElement: Hashable, Sendable, Codable {
    /// What kind of view the element is.
    public enum Role: String, Hashable, Sendable, Codable {
        /// Text, read as it shows.
        case text
        /// An image or a symbol.
        case image
        /// A `Link`: VoiceOver adds "link".
        case link
        /// A button or toggle with an App Intent: VoiceOver adds "button".
        case button
        /// An element `accessibilityElement(children:)` made.
        case element
    }

    /// Where the label comes from.
    public enum LabelSource: String, Hashable, Sendable, Codable {
        /// An accessibility modifier set it.
        case explicit
        /// The text the element shows.
        case text
        /// An image asset's name (`Image("cover")` reads "cover", as in SwiftUI).
        case imageName
        /// An SF Symbol's name in words (iOS reads its own description; WidgetRender has no
        /// table of them and reads `cloud.sun.fill` as "cloud sun").
        case symbolName
        /// The labels of the views it combines (a `Link`, a button, `.combine`).
        case children
        /// Nothing: VoiceOver has nothing to say but the role ("image", "button").
        case none
    }

    /// What VoiceOver says first; empty when nothing labels the element.
    public var label: String
    /// `accessibilityValue`, read after the label.
    public var value: String?
    /// `accessibilityHint`, read after a pause.
    public var hint: String?
    /// What the element is.
    public var role: Role
    /// SwiftUI's trait names (`isButton`, `isHeader`, `isImage`, `isLink`, `isStaticText`…).
    public var traits: [String]
    /// Where ``label`` comes from.
    public var labelSource: LabelSource
    /// The element's frame in points, in the widget's coordinates.
    public var frame: Rect
    /// `accessibilityIdentifier`.
    public var identifier: String?
    /// The view's path in the tree (`VStack/Image`), as diagnostics name it.
    public var path: String
    /// Where the view was written, when a template built it.
    public var source: SourceLocation?

    /// An element; see each property.
    public init(label: String, value: String? = nil, hint: String? = nil, role: Role, traits: [String], labelSource: LabelSource,
                frame: Rect, identifier: String? = nil, path: String, source: SourceLocation? = nil) {
        self.label = label; self.value = value; self.hint = hint; self.role = role; self.traits = traits
        self.labelSource = labelSource; self.frame = frame; self.identifier = identifier; self.path = path; self.source = source
    }

    /// What VoiceOver reads for the element: label, value, role, then hint (`"Rain, 80 %, image"`).
    public var spoken: String {
        var parts = [label, value ?? ""].filter { !$0.isEmpty }
        switch role {
        case .image: parts.append("image")
        case .link: parts.append("link")
        case .button: parts.append("button")
        case .text, .element: break
        }
        if let hint, !hint.isEmpty { parts.append(hint) }
        return parts.joined(separator: ", ")
    }

    private enum CodingKeys: String, CodingKey { case label, value, hint, role, traits, labelSource, frame, identifier, path, source }

    /// Decodes an element; `frame` is `[x, y, width, height]` in points.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let f = try c.decode([Double].self, forKey: .frame)
        guard f.count == 4 else { throw DecodingError.dataCorruptedError(forKey: .frame, in: c, debugDescription: "a frame is [x, y, width, height]") }
        self.init(label: try c.decode(String.self, forKey: .label), value: try c.decodeIfPresent(String.self, forKey: .value),
                  hint: try c.decodeIfPresent(String.self, forKey: .hint), role: try c.decode(Role.self, forKey: .role),
                  traits: try c.decode([String].self, forKey: .traits), labelSource: try c.decode(LabelSource.self, forKey: .labelSource),
                  frame: Rect(x: f[0], y: f[1], width: f[2], height: f[3]), identifier: try c.decodeIfPresent(String.self, forKey: .identifier),
                  path: try c.decode(String.self, forKey: .path), source: try c.decodeIfPresent(SourceLocation.self, forKey: .source))
    }

    /// Encodes the element; `frame` as `[x, y, width, height]` in points.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(label, forKey: .label)
        try c.encodeIfPresent(value, forKey: .value)
        try c.encodeIfPresent(hint, forKey: .hint)
        try c.encode(role, forKey: .role)
        try c.encode(traits, forKey: .traits)
        try c.encode(labelSource, forKey: .labelSource)
        try c.encode([frame.minX, frame.minY, frame.width, frame.height], forKey: .frame)
        try c.encodeIfPresent(identifier, forKey: .identifier)
        try c.encode(path, forKey: .path)
        try c.encodeIfPresent(source, forKey: .source)
    }
}
