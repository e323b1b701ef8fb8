import FuzzSupport
import WidgetImageIO

// PNG and JPEG bytes: the header, then a full decode (4 million pixels at most here, so a
// claimed 40-million-pixel image does not dominate the run).
runFuzzer { bytes in
    _ = try? ImageHeader.read(from: bytes, source: "fuzz")
    _ = try? ImageDecoder.decode(bytes, source: "fuzz", maxPixels: 4_000_000)
}
