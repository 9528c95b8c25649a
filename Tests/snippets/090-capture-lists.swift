import Foundation

final class ImageLoader {
    private var cache: [URL: Data] = [:]
    private let session: URLSession
    var onFinish: ((Data) -> Void)?

    init(session: URLSession = .shared) {
        self.session = session
    }

    func load(_ url: URL) {
        let task = session.dataTask(with: url) { [weak self] data, _, error in
            guard let self, let data else { return }
            self.cache[url] = data
            self.onFinish?(data)
        }
        task.resume()
    }

    func prefetch(_ urls: [URL]) {
        urls.forEach { [unowned self] url in
            self.load(url)
        }
    }

    func fastPath(_ buffer: UnsafeMutableRawBufferPointer) -> () -> Int {
        return { [unowned(unsafe) self] in
            self.cache.count + buffer.count
        }
    }

    func checked() -> () -> Int {
        { [unowned(safe) self] in self.cache.count }
    }

    func renamed(_ delegate: AnyObject) {
        let handler = { [weak delegate, unowned(unsafe) loader = self, count = cache.count] in
            print(delegate as Any, loader, count)
        }
        handler()
    }

    func multiline(_ other: ImageLoader) {
        let work = {
            [
                weak self,
                unowned(unsafe) other,
                unowned limit = other
            ] in
            self?.prefetch([])
            _ = limit
        }
        work()
    }

    func nested() {
        DispatchQueue.main.async { [weak self] in
            guard let self else { return }
            DispatchQueue.global().async { [unowned(unsafe) self] in
                self.prefetch([])
            }
        }
    }

    func withParameters(_ v: ImageLoader) -> (Int) async throws -> Int {
        return { [unowned(unsafe) v] (p: Int) async throws -> Int in
            p + v.cache.count
        }
    }

    func attributed() -> @Sendable () -> Void {
        { @Sendable [weak self] in
            _ = self
        }
    }
}

let unowned = 1
let safe = 2
let values = [unowned, safe]
let first = values[unowned]
var table: [Int] = [safe, unowned]
weak var parent: ImageLoader?
unowned(unsafe) let raw: ImageLoader = ImageLoader()
unowned(safe) var owner: ImageLoader = raw
