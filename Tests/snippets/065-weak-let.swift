// SE-0481: weak let for Sendable classes holding a weak reference.
final class Delegate: Sendable {
    weak let parent: Parent?
    weak let owner: (any Owner)?

    init(parent: Parent?, owner: (any Owner)?) {
        self.parent = parent
        self.owner = owner
    }
}

func observe(_ model: Model) {
    weak let weakModel = model
    Task { @MainActor in
        weakModel?.refresh()
    }
}

let handler = { [weak self] in
    self?.update()
}
