import Foundation
import FuzzSupport
import HomeScreen

// A geometry file (the device catalog's schema, --geometry): parsed, checked, merged into the
// built-in catalog, and every device's slots placed.
let builtIn = try! DeviceCatalog.builtIn()

let slot = try! WidgetSlot(family: .systemMedium, position: nil)

runFuzzer { bytes in
    guard let extra = try? DeviceCatalog(data: Data(bytes), file: "geometry.json") else { return }
    let merged = builtIn.merging(extra)
    for device in extra.devices.prefix(8) {
        _ = try? merged.placement(for: device.screenshot, source: "fuzz", slot: slot)
    }
}
