@objc protocol LegacyDelegate: AnyObject {
    @objc optional func didFinish(_ sender: Any?)
}

@objcMembers
final class Bridge: NSObject {
    @objc(sharedInstance) static let shared = Bridge()
    private var observation: NSKeyValueObservation?

    func start() {
        observation = player.observe(\.status, options: [.new]) { [weak self] player, change in
            self?.handle(change.newValue)
        }
        NotificationCenter.default.addObserver(self, selector: #selector(handle(_:)), name: .NSCalendarDayChanged, object: nil)
        perform(#selector(getter: description))
    }

    @objc private func handle(_ note: Notification) {}
}
