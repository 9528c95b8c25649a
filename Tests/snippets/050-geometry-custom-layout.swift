struct FlowLayout: Layout {
    var spacing: CGFloat = 8

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let rows = computeRows(proposal: proposal, subviews: subviews)
        return CGSize(width: proposal.width ?? 0, height: rows.reduce(0) { $0 + $1.height + spacing })
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var point = bounds.origin
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            if point.x + size.width > bounds.maxX {
                point.x = bounds.minX
                point.y += size.height + spacing
            }
            subview.place(at: point, proposal: ProposedViewSize(size))
            point.x += size.width + spacing
        }
    }
}

struct Card: View {
    var body: some View {
        GeometryReader { proxy in
            let width = proxy.size.width
            RoundedRectangle(cornerRadius: width * 0.1, style: .continuous)
                .fill(LinearGradient(colors: [.blue, .purple], startPoint: .top, endPoint: .bottom))
                .frame(width: width, height: width * 0.6)
                .shadow(color: .black.opacity(0.2), radius: 8, x: 0, y: 4)
        }
        .aspectRatio(5 / 3, contentMode: .fit)
        .accessibilityElement(children: .combine)
        .accessibilityLabel(Text("Card"))
    }
}

extension View {
    @ViewBuilder
    func `if`<Content: View>(_ condition: Bool, transform: (Self) -> Content) -> some View {
        if condition { transform(self) } else { self }
    }
}
