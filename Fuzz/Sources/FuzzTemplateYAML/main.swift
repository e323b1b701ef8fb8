import FuzzSupport
import WidgetTemplates

// A template.yaml: parsed (aliases, anchors, nesting checks), checked, and built.
runFuzzer { bytes in
    guard let document = try? JSONDocument.parseYAML(bytes, file: "template.yaml") else { return }
    loadAndBuild(document, bytes: bytes)
}
