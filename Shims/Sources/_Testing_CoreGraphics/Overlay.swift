// Swift Testing declares a cross-import overlay for `CoreGraphics` (the toolchain's
// Testing.swiftcrossimport/CoreGraphics.swiftoverlay names `_Testing_CoreGraphics`): a file importing both
// `Testing` and this package's `CoreGraphics` looks the overlay up. It adds nothing on Linux, so this
// module is empty; without it such a test file fails with "no such module '_Testing_CoreGraphics'".
