import Foundation
import FuzzDriver

/// The harness body; set once before libFuzzer starts, read only by libFuzzer's one thread.
nonisolated(unsafe) private var harness: (([UInt8]) -> Void)?

/// Hands the process to libFuzzer: `body` runs once per input (a crash or sanitizer report is
/// a finding; thrown errors are expected and must be caught inside `body`).
public func runFuzzer(_ body: @escaping ([UInt8]) -> Void) -> Never {
    harness = body
    var argc = CommandLine.argc
    var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
    let status = LLVMFuzzerRunDriver(&argc, &argv) { data, size in
        let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
        harness?(bytes)
        return 0
    }
    exit(status)
}

/// libFuzzer's callback, also defined under its standard name: the archive's main (pulled in
/// by the link) refers to it. Runs the harness set by ``runFuzzer(_:)``.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    harness?(bytes)
    return 0
}

/// An empty folder standing for a template's folder (images resolve inside it; none exist).
public let scratchFolder: URL = {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("widget-render-fuzz-\(getpid())")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}()
