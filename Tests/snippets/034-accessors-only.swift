get {
    return storage[key] ?? defaultValue
}
set {
    storage[key] = newValue
    notify()
}
