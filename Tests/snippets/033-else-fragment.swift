} else if let cached = cache[url] {
    completion(.success(cached))
} else {
    fetch(url) { result in
        completion(result)
    }
}
