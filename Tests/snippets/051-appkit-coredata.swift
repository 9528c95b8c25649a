import AppKit
import CoreData

@objc(Item)
public class Item: NSManagedObject {
    @NSManaged public var name: String?
    @NSManaged public var createdAt: Date
    @nonobjc public class func fetchRequest() -> NSFetchRequest<Item> {
        NSFetchRequest<Item>(entityName: "Item")
    }
}

final class WindowController: NSWindowController, NSWindowDelegate {
    override func windowDidLoad() {
        super.windowDidLoad()
        window?.titleVisibility = .hidden
        window?.delegate = self
        let menu = NSMenu(title: "Actions")
        menu.addItem(withTitle: "Open", action: #selector(open(_:)), keyEquivalent: "o")
        NSApp.mainMenu?.item(at: 0)?.submenu = menu
    }

    @IBAction func open(_ sender: Any?) {
        let panel = NSOpenPanel()
        panel.allowedContentTypes = [.plainText]
        panel.beginSheetModal(for: window!) { response in
            guard response == .OK, let url = panel.url else { return }
            self.load(url)
        }
    }

    func windowShouldClose(_ sender: NSWindow) -> Bool { true }
}

let request: NSFetchRequest<Item> = Item.fetchRequest()
request.predicate = NSPredicate(format: "name CONTAINS[cd] %@", query)
request.sortDescriptors = [NSSortDescriptor(keyPath: \Item.createdAt, ascending: false)]
let items = try context.fetch(request)
