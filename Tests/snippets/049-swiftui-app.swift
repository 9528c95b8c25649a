import SwiftUI
import SwiftData

@main
struct NotesApp: App {
    @State private var store = NoteStore()
    @Environment(\.scenePhase) private var scenePhase

    var body: some Scene {
        WindowGroup {
            NavigationStack {
                NoteList()
                    .navigationTitle("Notes")
                    .navigationDestination(for: Note.self) { note in
                        NoteDetail(note: note)
                    }
            }
            .environment(store)
        }
        .modelContainer(for: [Note.self, Tag.self])
        .onChange(of: scenePhase) { oldPhase, newPhase in
            if newPhase == .background { store.save() }
        }
        #if os(macOS)
        Settings { SettingsView() }
        #endif
    }
}

@Model
final class Note {
    @Attribute(.unique) var id: UUID
    var title: String
    @Relationship(deleteRule: .cascade, inverse: \Tag.notes) var tags: [Tag] = []
    init(title: String) { self.id = UUID(); self.title = title }
}

struct NoteList: View {
    @Query(sort: \Note.title, order: .forward) private var notes: [Note]
    @Environment(\.modelContext) private var context
    @Bindable var settings: Settings
    @FocusState private var focused: Bool
    @AppStorage("compact") private var compact = false

    var body: some View {
        List {
            ForEach(notes) { note in
                NavigationLink(value: note) {
                    Label(note.title, systemImage: "note.text")
                }
                .swipeActions(edge: .trailing, allowsFullSwipe: true) {
                    Button(role: .destructive) {
                        context.delete(note)
                    } label: {
                        Label("Delete", systemImage: "trash")
                    }
                }
            }
            .onMove { from, to in move(from, to) }
        }
        .searchable(text: $query, prompt: "Search")
        .toolbar {
            ToolbarItemGroup(placement: .bottomBar) {
                Spacer()
                Button {
                    withAnimation(.spring(response: 0.3, dampingFraction: 0.8)) {
                        add()
                    }
                } label: {
                    Image(systemName: "plus")
                }
            }
        }
        .overlay {
            if notes.isEmpty {
                ContentUnavailableView("No Notes", systemImage: "tray", description: Text("Add one"))
            }
        }
        .task(id: query) {
            try? await Task.sleep(for: .milliseconds(200))
            await search()
        }
    }

    private func add() {
        let note = Note(title: "New")
        context.insert(note)
    }
}

#Preview("List", traits: .sizeThatFitsLayout) {
    NoteList(settings: .init())
        .modelContainer(for: Note.self, inMemory: true)
}
