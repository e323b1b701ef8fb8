import FuzzSupport
import WidgetTemplates

// A template.json: parsed, checked, and built for a small widget with no data.
runFuzzer { bytes in
    guard let document = try? JSONDocument.parse(bytes, file: "template.json") else { return }
    loadAndBuild(document, bytes: bytes)
}
