    if let cached = cache[key] {
        return cached
    }
    let value = compute(key)
    cache[key] = value
    return value
