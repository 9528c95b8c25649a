.padding()
.background(Color.red.opacity(0.2))
.clipShape(RoundedRectangle(cornerRadius: 12))
.onTapGesture {
    isExpanded.toggle()
}
