import Foundation
import FuzzSupport
import WidgetTemplates

// A binding expression: the input is what stands between {{ and }} in a Text, evaluated
// against an entry with numbers, strings, lists, objects and dates.
let entryJSON = #"{"date": "2026-05-20T09:00:00Z", "n": 42.5, "s": "Hello", "xs": [1, 2, 3], "tasks": [{"title": "a", "done": true}, {"title": "b", "done": false}], "o": {"k": "v"}, "due": "2026-06-01"}"#
let entryDocument = try! JSONDocument.parse(Array(entryJSON.utf8), file: "entry.json")

runFuzzer { bytes in
    let expression = String(decoding: bytes, as: UTF8.self)
    guard let quoted = try? JSONSerialization.data(withJSONObject: ["{{" + expression + "}}"]) else { return }
    let text = String(decoding: quoted, as: UTF8.self).dropFirst().dropLast()
    let json = #"{"formatVersion": 1, "name": "fuzz", "displayName": "F", "description": "F", "families": ["systemSmall"], "body": {"type": "Text", "text": \#(text)}}"#
    guard let document = try? JSONDocument.parse(Array(json.utf8), file: "template.json"),
          let template = try? WidgetTemplate.load(document, url: scratchFolder),
          let timeline = try? template.timeline(from: entryDocument) else { return }
    _ = try? template.instantiate(timeline: timeline, family: .systemSmall, images: offlineImages)
}
