/// Every non-generic struct, enum and class the program's images declare, read from the Swift
/// runtime's type metadata records (the `swift5_type_metadata` section of each ELF image, which
/// the runtime registers and `swift_enumerateAllMetadataSections` hands out). This is how a
/// `#Preview` block, which expands into a type no source can name, is found at run time, the
/// way swift-testing found `@Test` functions before its own section existed.
///
/// Layouts read (stable ABI since Swift 5.0, `include/swift/ABI/Metadata.h`): a type metadata
/// record is a 32-bit relative pointer whose low two bits say direct (0) or indirect (1); a type
/// context descriptor starts with its flags (kind in bits 0–4: class 16, struct 17, enum 18;
/// bit 7 generic), then relative pointers to its parent, its name and its metadata accessor.
enum TypeMetadataScan {
    /// A type the scan found, with the module that declares it.
    struct Found {
        var module: String
        var name: String
        var type: Any.Type
    }

    /// Modules whose types are never a widget's, skipped before their metadata is made (`__C`
    /// holds the C types Swift imports).
    static let systemModules: Set<String> = [
        "Swift", "_Concurrency", "_StringProcessing", "_RegexParser", "Synchronization", "Distributed", "Observation",
        "Foundation", "FoundationEssentials", "FoundationInternationalization", "FoundationNetworking", "FoundationXML",
        "CoreFoundation", "Dispatch", "XCTest", "Testing", "_Testing_Foundation", "_TestDiscovery", "_TestingInternals",
        "__C", "Glibc", "SwiftGlibc", "Musl", "Android", "WinSDK",
    ]

    /// The types of the modules `module` accepts whose names `name` accepts, in the order the
    /// images list them (only those are made, so the rest of the program's types cost nothing).
    /// Empty where the runtime keeps no such sections (Apple's platforms, whose images Xcode
    /// previews itself).
    static func types(module: @escaping (String) -> Bool, name: @escaping (String) -> Bool) -> [Found] {
        #if canImport(Darwin)
        return []
        #else
        let scan = Scan(include: module, name: name)
        withExtendedLifetime(scan) {
            _enumerateMetadataSections({ sections, context in
                guard let context else { return false }
                Unmanaged<Scan>.fromOpaque(context).takeUnretainedValue().read(sections)
                return true
            }, Unmanaged.passUnretained(scan).toOpaque())
        }
        return scan.found
        #endif
    }

    private final class Scan {
        let include: (String) -> Bool
        let accept: (String) -> Bool
        var found: [Found] = []
        init(include: @escaping (String) -> Bool, name: @escaping (String) -> Bool) { self.include = include; accept = name }

        func read(_ sections: UnsafeRawPointer) {
            // `MetadataSections`: version, base address, two unused words, then ranges of
            // (start, length); the third range is swift5_type_metadata.
            guard sections.load(as: UInt.self) >= 1 else { return }
            let range = sections + 4 * MemoryLayout<UInt>.stride + 2 * 2 * MemoryLayout<UInt>.stride
            let length = range.load(fromByteOffset: MemoryLayout<UInt>.stride, as: Int.self)
            guard let start = range.load(as: UnsafeRawPointer?.self), length > 0 else { return }
            for offset in stride(from: 0, to: length, by: 4) {
                if let type = describe(record: start + offset) { found.append(type) }
            }
        }

        private func describe(record: UnsafeRawPointer) -> Found? {
            let raw = record.loadUnaligned(as: Int32.self)
            var descriptor = record + Int(raw & ~3)
            switch raw & 3 {
            case 0: break
            case 1: guard let target = descriptor.load(as: UnsafeRawPointer?.self) else { return nil }; descriptor = target
            default: return nil
            }
            let flags = descriptor.load(as: UInt32.self)
            guard (16...18).contains(flags & 0x1F), flags & 0x80 == 0 else { return nil }
            guard let module = moduleName(of: descriptor), include(module),
                  let name = relative(descriptor + 8).map({ String(cString: $0.assumingMemoryBound(to: CChar.self)) }), accept(name),
                  let accessor = relative(descriptor + 12) else { return nil }
            // A non-generic type's accessor takes the metadata request (0: complete) and returns
            // the metadata in the first return register under both the Swift and C conventions.
            let access = unsafeBitCast(accessor, to: (@convention(c) (Int) -> UnsafeRawPointer?).self)
            guard let metadata = access(0) else { return nil }
            return Found(module: module, name: name, type: unsafeBitCast(metadata, to: Any.Type.self))
        }

        private func moduleName(of descriptor: UnsafeRawPointer) -> String? {
            var context = indirectable(descriptor + 4)
            var depth = 0
            while let current = context, depth < 64 {
                if current.load(as: UInt32.self) & 0x1F == 0 {  // a module context
                    return relative(current + 8).map { String(cString: $0.assumingMemoryBound(to: CChar.self)) }
                }
                context = indirectable(current + 4)
                depth += 1
            }
            return nil
        }

        private func relative(_ field: UnsafeRawPointer) -> UnsafeRawPointer? {
            let offset = field.loadUnaligned(as: Int32.self)
            return offset == 0 ? nil : field + Int(offset)
        }

        private func indirectable(_ field: UnsafeRawPointer) -> UnsafeRawPointer? {
            let offset = field.loadUnaligned(as: Int32.self)
            if offset == 0 { return nil }
            if offset & 1 == 1 { return (field + Int(offset & ~1)).load(as: UnsafeRawPointer?.self) }
            return field + Int(offset)
        }
    }
}

#if !canImport(Darwin)
/// The Swift runtime's walk over every image's metadata sections (`ImageInspectionCommon.h`; the
/// sections' layout is `MetadataSections.h`'s). Mach-O runtimes do not define it.
@_silgen_name("swift_enumerateAllMetadataSections")
private func _enumerateMetadataSections(
    _ body: @convention(c) (_ sections: UnsafeRawPointer, _ context: UnsafeMutableRawPointer?) -> Bool,
    _ context: UnsafeMutableRawPointer?)
#endif
