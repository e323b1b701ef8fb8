// `import Combine` on Linux: OpenCombine (github.com/OpenCombine/OpenCombine), an open-source
// implementation of Combine's API — publishers, subjects, `sink`, `AnyCancellable`,
// `ObservableObject`, `@Published`, `receive(on: DispatchQueue.main)`, Foundation's publishers.
#if os(Linux)
@_exported import OpenCombine
@_exported import OpenCombineDispatch
@_exported import OpenCombineFoundation
#endif
