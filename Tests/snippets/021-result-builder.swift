@resultBuilder
struct HTMLBuilder {
    static func buildBlock(_ components: HTML...) -> [HTML] { components }
    static func buildOptional(_ component: [HTML]?) -> [HTML] { component ?? [] }
    static func buildEither(first component: [HTML]) -> [HTML] { component }
    static func buildEither(second component: [HTML]) -> [HTML] { component }
    static func buildArray(_ components: [[HTML]]) -> [HTML] { components.flatMap { $0 } }
}

func div(@HTMLBuilder _ content: () -> [HTML]) -> HTML {
    .element("div", children: content())
}

let page = div {
    h1("Title")
    if showSubtitle {
        p("Subtitle")
    }
    for item in items {
        li(item.name)
    }
}
