struct ContentView: View {
    ...
    var body: some View {
        List {
            ...
        }
        .toolbar {
            ToolbarItem(placement: .primaryAction) {
                Button("Add", systemImage: "plus") { ... }
            }
        }
    }
}

// Somewhere else:
let store = Store(initialState: AppFeature.State()) {
    AppFeature()
}
