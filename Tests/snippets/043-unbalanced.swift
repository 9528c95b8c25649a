func handle(_ event: Event) {
    switch event {
    case .tap(let point):
        print(point
    case .swipe(let direction):
        move(direction)
    }
