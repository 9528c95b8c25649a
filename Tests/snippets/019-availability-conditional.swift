#if canImport(UIKit)
import UIKit
typealias PlatformColor = UIColor
#elseif os(macOS) && !targetEnvironment(macCatalyst)
import AppKit
typealias PlatformColor = NSColor
#else
#error("Unsupported platform")
#endif

@available(iOS 16.0, macOS 13, *)
func modernAPI() {
    if #available(iOS 17, *) {
        useNewThing()
    } else {
        useOldThing()
    }
    guard #unavailable(watchOS 9) else { return }
}

@available(*, deprecated, renamed: "modernAPI()", message: "Use the new one")
func legacyAPI() {}

@objc(MYThing) class Thing: NSObject {
    @objc dynamic var name = ""
    @IBOutlet weak var label: UILabel!
    @IBAction func tapped(_ sender: Any) {}
    @discardableResult @inlinable func run() -> Bool { true }
}
#if DEBUG
let log = true
#endif
