#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Highlight
import HighlightCompiler

// `swift-highlight site DIR...`: re-highlights, in place, the Swift code blocks of every HTML
// page under the directories. Each page is written to a temporary file in its own folder and
// renamed over the original, so that an interrupted run leaves every page whole (the old or the
// new version); the next run removes the temporary files an interrupted one left. Symbolic
// links are never followed (nor rewritten), so nothing outside the directories is written.

/// The marker in the names of our temporary files: `.PAGE.swift-highlight-XXXXXX`.
let temporaryMarker = ".swift-highlight-"

/// One page to rewrite.
struct SitePage {
    /// The path as given (DIR/relative/path.html).
    var path: String
    /// Folders between the site's root and the page (for the stylesheet link).
    var depth: Int
}

/// What the walk of the directories found.
struct SiteWalk {
    var pages: [SitePage] = []
    /// Temporary files an interrupted run left.
    var leftovers: [String] = []
    var symlinksSkipped = 0
    var errors: [String] = []
}

/// What happened to one page.
struct PageOutcome {
    var bytes = 0
    var changed = false
    var report = CodeBlockReport()
    /// Messages of failures (the page was left as it was).
    var errors: [String] = []
}

/// The name of a directory entry.
private func entryName(_ entry: UnsafeMutablePointer<dirent>) -> String {
    withUnsafePointer(to: &entry.pointee.d_name) { p in
        String(cString: UnsafeRawPointer(p).assumingMemoryBound(to: CChar.self))
    }
}

/// Whether `name` is one of our temporary files: `.PAGE.swift-highlight-` and six letters or digits.
func isTemporaryName(_ name: String) -> Bool {
    let bytes = Array(name.utf8)
    let marker = Array(temporaryMarker.utf8)
    guard bytes.count > 1 + marker.count + 6, bytes[0] == UInt8(ascii: ".") else { return false }
    let suffix = bytes.suffix(6)
    guard suffix.allSatisfy({ ($0 >= 0x30 && $0 <= 0x39) || ($0 | 0x20 >= 0x61 && $0 | 0x20 <= 0x7A) }) else { return false }
    return Array(bytes.dropLast(6).suffix(marker.count)) == marker
}

/// Whether `name` is an HTML page by its extension.
func isHTMLName(_ name: String) -> Bool {
    let lower = name.lowercased()
    return (lower.hasSuffix(".html") || lower.hasSuffix(".htm")) && !isTemporaryName(name)
}

/// Walks `root` depth-first without following symbolic links: the files whose names `wanted`
/// accepts (HTML pages unless told), and the temporary files of an interrupted run.
func walkSite(_ root: String, into walk: inout SiteWalk, matching wanted: (String) -> Bool = isHTMLName) {
    var stack: [(String, Int)] = [(root, 0)]
    while let (dir, depth) = stack.popLast() {
        guard let handle = opendir(dir) else {
            walk.errors.append("cannot read the folder \(dir): \(String(cString: strerror(errno)))")
            continue
        }
        var subfolders: [String] = []
        var files: [String] = []
        while let entry = readdir(handle) {
            let name = entryName(entry)
            if name == "." || name == ".." { continue }
            let path = dir.hasSuffix("/") ? dir + name : dir + "/" + name
            var info = stat()
            guard lstat(path, &info) == 0 else {
                walk.errors.append("cannot examine \(path): \(String(cString: strerror(errno)))")
                continue
            }
            switch info.st_mode & S_IFMT {
            case S_IFLNK:
                if wanted(name) { walk.symlinksSkipped += 1 }
            case S_IFDIR:
                subfolders.append(path)
            case S_IFREG:
                if isTemporaryName(name) {
                    walk.leftovers.append(path)
                } else if wanted(name) {
                    files.append(path)
                }
            default:
                break
            }
        }
        closedir(handle)
        for f in files.sorted() { walk.pages.append(SitePage(path: f, depth: depth)) }
        for d in subfolders.sorted().reversed() { stack.append((d, depth + 1)) }
    }
}

/// Reads a regular file whole, without following a symbolic link.
func readRegularFile(_ path: String) -> Result<(bytes: [UInt8], mode: mode_t), InputError> {
    let fd = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
    guard fd >= 0 else { return .failure(InputError(message: "cannot open \(path): \(String(cString: strerror(errno)))")) }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
        return .failure(InputError(message: "\(path) is not a regular file"))
    }
    guard info.st_size <= Highlighter.maxInputLength else {
        return .failure(InputError(message: "\(path) is too large (above \(Highlighter.maxInputLength) bytes)"))
    }
    var data = [UInt8](repeating: 0, count: Int(info.st_size))
    var got = 0
    while got < data.count {
        let n = data.withUnsafeMutableBytes { read(fd, $0.baseAddress! + got, $0.count - got) }
        if n < 0 {
            if errno == EINTR { continue }
            return .failure(InputError(message: "cannot read \(path): \(String(cString: strerror(errno)))"))
        }
        if n == 0 { break }
        got += n
    }
    // A file that grew while we read it: read the rest.
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    if got == data.count {
        while true {
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { break }
            data.append(contentsOf: chunk[0..<n])
        }
    } else {
        data.removeLast(data.count - got)
    }
    return .success((data, info.st_mode))
}

/// Writes `bytes` to a temporary file next to `path` and renames it over `path`: readers see
/// the old file or the new one, never a part. The new file gets `mode`.
func replaceFile(_ path: String, with bytes: [UInt8], mode: mode_t) -> String? {
    let slash = path.lastIndex(of: "/")
    let folder = slash.map { String(path[...$0]) } ?? ""
    let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
    var template = Array((folder + "." + name + temporaryMarker + "XXXXXX").utf8CString)
    let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard fd >= 0 else { return "cannot create a temporary file next to \(path): \(String(cString: strerror(errno)))" }
    let temporary = String(cString: template)
    var failure: String?
    var written = 0
    while written < bytes.count && failure == nil {
        let n = bytes.withUnsafeBytes { write(fd, $0.baseAddress! + written, $0.count - written) }
        if n < 0 {
            if errno == EINTR { continue }
            failure = "cannot write \(temporary): \(String(cString: strerror(errno)))"
        } else {
            written += n
        }
    }
    if failure == nil && fchmod(fd, mode & 0o7777) != 0 {
        failure = "cannot set the permissions of \(temporary): \(String(cString: strerror(errno)))"
    }
    if close(fd) != 0 && failure == nil {
        failure = "cannot write \(temporary): \(String(cString: strerror(errno)))"
    }
    if failure == nil && rename(temporary, path) != 0 {
        failure = "cannot replace \(path): \(String(cString: strerror(errno)))"
    }
    if failure != nil { unlink(temporary) }
    return failure
}

/// Why `root/relative` cannot be written without leaving `root`: a folder on the way that is a
/// symbolic link or not a folder, or the file itself a symbolic link; nil when it can.
func linkOnTheWay(_ root: String, _ relative: String) -> String? {
    var path = root.hasSuffix("/") ? String(root.dropLast()) : root
    let parts = relative.split(separator: "/")
    for (k, part) in parts.enumerated() {
        path += "/" + part
        var info = stat()
        if lstat(path, &info) != 0 {
            if k == parts.count - 1 && errno == ENOENT { return nil }
            return "cannot examine \(path): \(String(cString: strerror(errno)))"
        }
        if info.st_mode & S_IFMT == S_IFLNK { return "\(path) is a symbolic link" }
        if k < parts.count - 1 && info.st_mode & S_IFMT != S_IFDIR { return "\(path) is not a folder" }
    }
    return nil
}

/// The 1-based line and column of byte `offset` of `bytes`.
func lineAndColumn(_ bytes: [UInt8], _ offset: Int) -> (Int, Int) {
    var line = 1, lineStart = 0
    for i in 0..<min(offset, bytes.count) where bytes[i] == UInt8(ascii: "\n") {
        line += 1
        lineStart = i + 1
    }
    return (line, offset - lineStart + 1)
}

/// `page` with `<link rel="stylesheet" href="HREF">` before its `</head>`, unless a `<link>` of
/// it has that href already or it has no `</head>` end tag. The page is read by the engine's HTML
/// reader (`HTMLPageTag`): a `</head>` or `<link>` inside a comment or a script's text is no tag.
func linkingStylesheet(_ page: [UInt8], href: String) -> [UInt8] {
    let tags = HTMLPageTag.tags(of: page)
    if tags.contains(where: { $0.names("link") && $0.value(of: "href")?.elementsEqual(href.utf8) == true }) { return page }
    guard let headEnd = tags.first(where: { $0.names("head", isEnd: true) }) else { return page }
    let at = headEnd.range.lowerBound
    return Array(page[..<at]) + Array("<link rel=\"stylesheet\" href=\"\(href)\">\n".utf8) + Array(page[at...])
}

/// Re-highlights one page (and writes it unless `dryRun`); with `examples` (`--compiler`), each
/// Swift block that is one of them gets the compiler's notes.
func processPage(_ page: SitePage, _ inv: Invocation, examples: [[UInt8]: AnnotatedExample]? = nil) -> PageOutcome {
    var outcome = PageOutcome()
    let read: (bytes: [UInt8], mode: mode_t)
    switch readRegularFile(page.path) {
    case .success(let r): read = r
    case .failure(let error):
        outcome.errors.append(error.message)
        return outcome
    }
    outcome.bytes = read.bytes.count
    let result: RehighlightedHTML
    do {
        if let examples {
            result = try Highlighter.rehighlightHTML(utf8: read.bytes, options: inv.options, annotateWithNames: { block in
                examples[block.code].map { ($0.code, $0.annotations, $0.names) }
            })
        } else {
            result = try Highlighter.rehighlightHTML(utf8: read.bytes, options: inv.options)
        }
    } catch {
        outcome.errors.append(describe(error, .file(page.path)))
        return outcome
    }
    outcome.report = result.report
    if !result.report.skipped.isEmpty {
        for block in result.report.skipped {
            let (line, column) = lineAndColumn(read.bytes, block.offset)
            outcome.errors.append("\(page.path):\(line):\(column): cannot read this Swift block (\(block.reason.description)); the page is left as it was")
        }
        return outcome
    }
    var html = result.html
    if inv.linkCSS, let css = inv.cssFile, result.report.found > 0 {
        html = linkingStylesheet(html, href: String(repeating: "../", count: page.depth) + css)
    }
    outcome.changed = html != read.bytes
    if outcome.changed && !inv.check && !inv.dryRun {
        if let failure = replaceFile(page.path, with: html, mode: read.mode) {
            outcome.changed = false
            outcome.errors.append(failure)
        }
    }
    return outcome
}

/// The work shared by the threads: the next page to take, the outcomes, the progress line.
final class SiteWork {
    let pages: [SitePage]
    let invocation: Invocation
    /// `--compiler`: the site's blocks as the compiler's examples, by their code.
    var examples: [[UInt8]: AnnotatedExample]?
    var outcomes: [PageOutcome]
    var next = 0
    var done = 0
    var lastProgress = 0.0
    let showProgress: Bool
    /// Guards `next`, `done`, `outcomes` and the progress line (allocated: a lock needs a fixed address).
    let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)

    init(pages: [SitePage], invocation: Invocation, showProgress: Bool) {
        self.pages = pages
        self.invocation = invocation
        self.outcomes = Array(repeating: PageOutcome(), count: pages.count)
        self.showProgress = showProgress
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// Takes pages until none is left.
    func work() {
        while true {
            pthread_mutex_lock(mutex)
            let i = next
            next += 1
            pthread_mutex_unlock(mutex)
            if i >= pages.count { return }
            let outcome = processPage(pages[i], invocation, examples: examples)
            pthread_mutex_lock(mutex)
            outcomes[i] = outcome
            done += 1
            if showProgress {
                let now = System.now()
                if now - lastProgress >= 0.1 || done == pages.count {
                    lastProgress = now
                    fputs("\rswift-highlight site: \(done)/\(pages.count) pages\u{1B}[K", stderr)
                }
            }
            pthread_mutex_unlock(mutex)
        }
    }
}

/// Runs `work.work()` on `threads` threads (the calling one included) and waits for them.
func runThreads(_ work: SiteWork, threads: Int) {
    var ids: [pthread_t] = []
    for _ in 1..<max(threads, 1) {
        let context = Unmanaged.passRetained(work).toOpaque()
        var id = pthread_t()
        let started = pthread_create(&id, nil, { context in
            let work = Unmanaged<SiteWork>.fromOpaque(context!).takeRetainedValue()
            work.work()
            return nil
        }, context)
        if started == 0 {
            ids.append(id)
        } else {
            Unmanaged<SiteWork>.fromOpaque(context).release()
        }
    }
    work.work()
    for id in ids { pthread_join(id, nil) }
}

/// The number of processors online.
func processorCount() -> Int {
    max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
}

/// `swift-highlight site`: false when a page failed or, with --check, when one would change.
func runSite(_ inv: Invocation) -> Bool {
    let start = System.now()
    let writes = !inv.check && !inv.dryRun
    var walk = SiteWalk()
    var roots: [String] = []
    for input in inv.inputs {
        guard case .file(let dir) = input else { continue }
        var info = stat()
        guard stat(dir, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else {
            walk.errors.append("\(dir) is not a folder (site takes the folders of built sites)")
            continue
        }
        roots.append(dir)
        walkSite(dir, into: &walk)
    }
    // With --compiler every block is compiled before anything is written: one that fails (no
    // compiler, an unexpected error) stops the run with the site as it was.
    var examples: [[UInt8]: AnnotatedExample]?
    if let settings = inv.compiler {
        guard let compiled = compileSite(walk.pages, inv, settings) else {
            System.warn("site: nothing written (the compiler's notes could not be made)")
            return false
        }
        examples = compiled
    }
    for path in walk.leftovers {
        if writes {
            if unlink(path) == 0 {
                System.warn("removed \(path), left by an interrupted run")
            } else {
                walk.errors.append("cannot remove \(path): \(String(cString: strerror(errno)))")
            }
        } else {
            System.warn("\(path) was left by an interrupted run (a run without --check or --dry-run removes it)")
        }
    }
    var ok = true
    if let css = inv.cssFile {
        do {
            var text = try Highlighter.css(options: inv.options)
            // With --compiler: the rules of the compiler's notes too.
            if inv.compiler != nil { text += try Highlighter.annotationCSS(options: inv.options) }
            let sheet = Array(text.utf8)
            for root in roots {
                let path = root.hasSuffix("/") ? root + css : root + "/" + css
                if let problem = linkOnTheWay(root, css) {
                    walk.errors.append("not writing the stylesheet \(path): \(problem)")
                    continue
                }
                let current = readRegularFile(path)
                if case .success(let existing) = current, existing.bytes == sheet { continue }
                if !writes {
                    System.write("\(path)\n")
                    if inv.check { ok = false }
                    continue
                }
                var mode: mode_t = 0o644
                if case .success(let existing) = current { mode = existing.mode }
                if let failure = replaceFile(path, with: sheet, mode: mode) { walk.errors.append(failure) }
            }
        } catch {
            walk.errors.append("cannot make the stylesheet: \(error)")
        }
    }
    let threads = min(inv.jobs ?? processorCount(), max(walk.pages.count, 1))
    let work = SiteWork(pages: walk.pages, invocation: inv, showProgress: System.stderrIsTerminal)
    work.examples = examples
    runThreads(work, threads: threads)
    if work.showProgress && !walk.pages.isEmpty { fputs("\r\u{1B}[K", stderr) }
    for error in walk.errors {
        System.warn(error)
        ok = false
    }
    var bytes = 0, changed = 0, failed = 0
    var blocks = CodeBlockReport()
    for (page, outcome) in zip(walk.pages, work.outcomes) {
        bytes += outcome.bytes
        blocks.found += outcome.report.found
        blocks.rewritten += outcome.report.rewritten
        blocks.unchanged += outcome.report.unchanged
        blocks.skipped += outcome.report.skipped
        if outcome.changed {
            changed += 1
            if !writes { System.write("\(page.path)\n") }
        }
        if !outcome.errors.isEmpty {
            failed += 1
            for e in outcome.errors { System.warn(e) }
        }
    }
    if failed > 0 { ok = false }
    if inv.check && changed > 0 { ok = false }
    let seconds = System.now() - start
    let mb = Double(bytes) / 1e6
    let verb = writes ? "rewritten" : "would change"
    var summary = "site: \(walk.pages.count) pages, \(changed) \(verb)"
    if failed > 0 { summary += ", \(failed) left as they were after errors" }
    summary += "; \(blocks.found) Swift blocks (\(blocks.rewritten) \(writes ? "rewritten" : "to rewrite"), \(blocks.unchanged) already highlighted"
    if !blocks.skipped.isEmpty { summary += ", \(blocks.skipped.count) unreadable" }
    summary += "); \(formatted(mb)) MB in \(formatted(seconds)) s (\(formatted(seconds > 0 ? mb / seconds : 0)) MB/s, \(threads) thread\(threads == 1 ? "" : "s"))"
    if walk.symlinksSkipped > 0 { summary += "; \(walk.symlinksSkipped) symbolic link\(walk.symlinksSkipped == 1 ? "" : "s") to pages not followed" }
    System.warn(summary)
    return ok
}

/// `x` with two decimals.
func formatted(_ x: Double) -> String {
    let hundredths = Int((x * 100).rounded())
    let frac = hundredths % 100
    return "\(hundredths / 100).\(frac < 10 ? "0" : "")\(frac)"
}
