import SwiftUI

struct ContentView: View {
    @State private var count = 0
    @Binding var isPresented: Bool
    @Environment(\.dismiss) private var dismiss
    @StateObject private var model = ViewModel()

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Count: \(count)")
                .font(.headline)
                .foregroundStyle(.secondary)
            Button("Increment") {
                count += 1
            }
            .buttonStyle(.borderedProminent)
            if count > 10 {
                Text("That's a lot")
            } else {
                EmptyView()
            }
            ForEach(model.items, id: \.id) { item in
                Text(item.title)
            }
        }
        .padding()
        .onAppear {
            model.load()
        }
        .task {
            await model.refresh()
        }
        .sheet(isPresented: $isPresented) {
            DetailView(item: model.selected)
        }
    }
}

#Preview {
    ContentView(isPresented: .constant(false))
}
