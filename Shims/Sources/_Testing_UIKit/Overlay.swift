// Swift Testing declares a cross-import overlay for `UIKit` (the toolchain's
// Testing.swiftcrossimport/UIKit.swiftoverlay names `_Testing_UIKit`): a file importing both
// `Testing` and this package's `UIKit` looks the overlay up. It adds nothing on Linux, so this
// module is empty; without it such a test file fails with "no such module '_Testing_UIKit'".
