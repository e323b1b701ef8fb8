import Foundation

/// One timeline entry: the date it is shown at and the data its bindings read. The entry's
/// `date` is also in ``data`` (as ISO 8601 text), as `entry.date` is in WidgetKit.
public struct TemplateEntry: Sendable, Hashable {
    /// When the entry shows: the `now` it renders at.
    public var date: Date
    /// The values bindings read, `date` included.
    public var data: JSONObject
    /// Where the entry came from, for messages: the file and the entry's pointer.
    public var file: String
    /// The entry's place in its file.
    public var pointer: JSONPointer

    /// An entry at `date` with `data`; the data gets a `date` member (ISO 8601 text) unless it has one.
    public init(date: Date, data: JSONObject, file: String = "<data>", pointer: JSONPointer = .root) {
        var d = data
        if d["date"] == nil { d["date"] = .string(DateValues.iso(date)) }
        self.date = date; self.data = d; self.file = file; self.pointer = pointer
    }
}

/// Entries to render, one image each, and the configuration the entry file chose.
public struct TemplateTimeline: Sendable {
    /// In file order; each gives one image.
    public var entries: [TemplateEntry]
    /// The entry file's `configuration` (checked, defaults filled in).
    public var configuration: TemplateConfiguration
}

/// Parameter values, every parameter present: the user's choices over the template's defaults.
public struct TemplateConfiguration: Sendable, Hashable {
    /// Parameter name → value, for every parameter.
    public var values: JSONObject
}
