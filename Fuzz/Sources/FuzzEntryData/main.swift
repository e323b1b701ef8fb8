import Foundation
import FuzzSupport
import WidgetTemplates

// An entry file (one entry, a timeline, a configuration) for a template that reads names,
// lists, dates and numbers from it.
let templateJSON = #"""
{"formatVersion": 1, "name": "fuzz", "displayName": "F", "description": "F", "families": ["systemSmall"],
 "parameters": {"accent": {"type": "color", "default": "blue"}, "count": {"type": "integer", "default": 3}},
 "body": {"type": "VStack", "children": [
   {"type": "Text", "text": "{{ title | default: 'none' | upper }}"},
   {"type": "Text", "text": "{{ value | number: 1 }} · {{ due | relative }}", "if": "value"},
   {"type": "ForEach", "items": "{{ items | prefix: count }}", "content": {"type": "Text", "text": "{{ item.name }} {{ item.n | percent }}"}},
   {"type": "Text", "text": "{{ tags | join: ', ' }}", "modifiers": [{"foregroundColor": "{{ accent }}"}]}
 ]}}
"""#
let template = try! WidgetTemplate.load(try! JSONDocument.parse(Array(templateJSON.utf8), file: "template.json"), url: scratchFolder)

runFuzzer { bytes in
    guard let document = try? JSONDocument.parse(bytes, file: "data.json"),
          let timeline = try? template.timeline(from: document) else { return }
    _ = try? template.instantiate(timeline: timeline, family: .systemSmall, images: offlineImages)
}
