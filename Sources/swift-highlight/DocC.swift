#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Highlight
import HighlightCompiler

// `swift-highlight docc ARCHIVE...`: makes a DocC documentation archive (`X.doccarchive`, as
// `docc convert` and `swift package generate-documentation` write it: for static hosting, a page
// per folder; with --no-transform-for-static-hosting, the root index.html alone) show
// our highlighting. DocC renders its pages in the browser from the render JSON, so the code is
// not in the HTML: the command copies the engine (the ES module and its WebAssembly) into the
// archive's `swift-highlight/` folder and adds one module script to every page (each
// `index.html` and `index-template.html`), which re-highlights DocC's Swift listings as they
// appear. The render JSON is not touched.
//
// Safety, as for `site`: everything is checked before anything is written (a folder that is
// not a DocC archive, a page without DocC's scripts, a symbolic link on the way: an error, and
// the archive stays as it was); every file is replaced whole (temporary file, then rename);
// nothing is written outside the archive; a second run changes nothing.

/// The folder of the archive that receives the engine.
let doccAssetFolder = "swift-highlight"

/// The browser files the archive receives, from the folder `--assets` (or the installation) gives:
/// `docc.js` and the modules it loads (each but `docc.js` preloaded by the pages), and the engine
/// (its SIMD build, which browsers with WebAssembly SIMD load, and the scalar one).
let doccAssetFiles = ["docc.js", "highlight.js", "engine.js", "options.js", "document.js", "runtime.js", "abi.js",
                      "swift_highlight.wasm", "swift_highlight_simd.wasm"]

/// Where the browser files are: `--assets DIR`, `SWIFT_HIGHLIGHT_JS`, the installation's
/// `share/swift-highlight/js` beside the binary's `bin`, or a source checkout's `js/` above it
/// (where scripts/build/wasm.sh writes the module). Nil when none has them all.
func doccAssetDirectory(_ given: String?) -> Result<String, InputError> {
    func hasAll(_ dir: String) -> Bool {
        doccAssetFiles.allSatisfy { name in
            var info = stat()
            return stat(dir + "/" + name, &info) == 0 && info.st_mode & S_IFMT == S_IFREG
        }
    }
    let missing = "the browser files of swift-highlight (\(doccAssetFiles.joined(separator: ", ")))"
    if let given {
        return hasAll(given) ? .success(given) : .failure(InputError(message: "--assets \(given) does not hold \(missing)"))
    }
    if let env = System.environment("SWIFT_HIGHLIGHT_JS"), !env.isEmpty {
        return hasAll(env) ? .success(env) : .failure(InputError(message: "SWIFT_HIGHLIGHT_JS=\(env) does not hold \(missing)"))
    }
    var candidates: [String] = []
    if var dir = executableDirectory() {
        candidates.append(dir + "/../share/swift-highlight/js")
        // A source checkout: .build/<triple>/<configuration>/swift-highlight, with js/ at the top.
        for _ in 0..<5 {
            guard let slash = dir.lastIndex(of: "/"), slash != dir.startIndex else { break }
            dir = String(dir[..<slash])
            candidates.append(dir + "/js")
        }
    }
    for candidate in candidates where hasAll(candidate) { return .success(candidate) }
    return .failure(InputError(message: "cannot find \(missing); give their folder with --assets DIR or SWIFT_HIGHLIGHT_JS, such as the folder of the npm package swift-highlight (the tool also looks in share/swift-highlight/js beside its bin folder, and in js/ of the source checkout it was built in, which has the WebAssembly module once scripts/build/wasm.sh has run)"))
}

/// The folder of the running executable (Linux: /proc/self/exe; elsewhere argv[0] when it is a path).
func executableDirectory() -> String? {
    var buffer = [CChar](repeating: 0, count: 4096)
    var path: String?
    let n = readlink("/proc/self/exe", &buffer, buffer.count - 1)
    if n > 0 {
        path = String(decoding: buffer[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    } else if let first = CommandLine.arguments.first, first.contains("/") {
        var resolved = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        path = realpath(first, &resolved) != nil ? String(cString: resolved) : first
    }
    guard let path, let slash = path.lastIndex(of: "/") else { return nil }
    return slash == path.startIndex ? "/" : String(path[..<slash])
}

/// The first index of `needle` in `bytes` at or after `from`.
func firstIndex(of needle: [UInt8], in bytes: [UInt8], from: Int = 0) -> Int? {
    guard !needle.isEmpty, bytes.count >= needle.count else { return nil }
    var i = from
    while i + needle.count <= bytes.count {
        var k = 0
        while k < needle.count && bytes[i + k] == needle[k] { k += 1 }
        if k == needle.count { return i }
        i += 1
    }
    return nil
}

/// What a DocC page becomes: the page with our script, or an error when it is not a DocC page.
enum DocCPageEdit: Equatable {
    case unchanged
    case changed([UInt8])
    case notDocC(String)
}

/// `page` with our module script before DocC's first script, and preloads of the modules it
/// imports and of the WebAssembly, so that all are fetched at once, alongside DocC's own. The
/// archive's base path is taken from the src of DocC's `js/chunk-vendors.*.js` (`/js/…`,
/// `/BASE/js/…`, or `{{BASE_PATH}}/js/…` in index-template.html), so the engine is loaded from
/// the same archive however it is hosted. With `xcodeKinds`, the page also links the stylesheet
/// that colours Xcode's finer kinds from DocC's palette (`doccXcodeStylesheet`), which tells
/// docc.js to ask for them. With `notes` (`--compiler`), it also links the notes' stylesheet and
/// preloads the notes module (`DocCNotes`), which tells docc.js to import it. The page is read by the engine's HTML reader (`HTMLPageTag`): a tag
/// inside a comment or a script's text is no tag. Our tags of an earlier run (links into the
/// archive's `swift-highlight/` folder and the script of its docc.js) are replaced.
func doccPageEdit(_ page: [UInt8], xcodeKinds: Bool = false, notes: Bool = false) -> DocCPageEdit {
    let tags = HTMLPageTag.tags(of: page)
    let vendors = Array("/js/chunk-vendors.".utf8)
    var script: (tag: HTMLPageTag, src: [UInt8], vendorsAt: Int)?
    for tag in tags where tag.names("script") {
        if let src = tag.value(of: "src"), let at = firstIndex(of: vendors, in: src) {
            script = (tag, src, at)
            break
        }
    }
    guard let script, tags.contains(where: { $0.names("div") && $0.value(of: "id") == Array("app".utf8) }) else {
        return .notDocC("it has no DocC app (no <div id=\"app\"> and js/chunk-vendors script)")
    }
    // The src attribute's value before /js/: the base path.
    let base = script.src[..<script.vendorsAt]
    guard !base.contains(where: { $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">") || $0 == UInt8(ascii: "\"") }) else {
        return .notDocC("its DocC script's src is malformed")
    }
    let prefix = String(decoding: base, as: UTF8.self) + "/" + doccAssetFolder + "/"
    // The module browsers with WebAssembly SIMD load (all current ones); the others fetch theirs.
    let tagsToAdd = "<link rel=\"preload\" href=\"\(prefix)swift_highlight_simd.wasm\" as=\"fetch\" type=\"application/wasm\" crossorigin>"
        + doccAssetFiles.filter { $0.hasSuffix(".js") && $0 != "docc.js" }
            .map { "<link rel=\"modulepreload\" href=\"\(prefix)\($0)\">" }.joined()
        + (xcodeKinds ? "<link rel=\"stylesheet\" href=\"\(prefix)\(doccXcodeStylesheetName)\" data-swift-highlight-xcode-kinds>" : "")
        + (notes ? "<link rel=\"stylesheet\" href=\"\(prefix)\(doccNotesStylesheetName)\"><link rel=\"modulepreload\" href=\"\(prefix)\(doccNotesModuleName)\" data-swift-highlight-notes>" : "")
        + "<script type=\"module\" src=\"\(prefix)docc.js\"></script>"
    let block = Array(tagsToAdd.utf8)
    // Ours, from this run or an earlier one: links into our folder, our script and its end tag.
    let ourFolder = Array(prefix.utf8)
    let ourScript = Array((prefix + "docc.js").utf8)
    var ours: [Range<Int>] = []
    for (i, tag) in tags.enumerated() {
        if tag.names("link"), let href = tag.value(of: "href"), href.starts(with: ourFolder) {
            ours.append(tag.range)
        } else if tag.names("script"), tag.value(of: "src") == ourScript {
            ours.append(tag.range)
            if i + 1 < tags.count && tags[i + 1].names("script", isEnd: true) { ours.append(tags[i + 1].range) }
        }
    }
    if let first = ours.first, let last = ours.last,
       zip(ours, ours.dropFirst()).allSatisfy({ $0.upperBound == $1.lowerBound }),
       page[first.lowerBound..<last.upperBound].elementsEqual(block) {
        return .unchanged
    }
    // Ours removed; the block before the <script …> element that loads chunk-vendors, so that
    // ours runs first of the deferred scripts.
    let at = script.tag.range.lowerBound
    var edited: [UInt8] = []
    edited.reserveCapacity(page.count + block.count)
    var copied = 0
    var inserted = false
    for range in ours {
        if !inserted && at <= range.lowerBound {
            edited += page[copied..<at] + block
            copied = at
            inserted = true
        }
        edited += page[copied..<range.lowerBound]
        copied = range.upperBound
    }
    if !inserted {
        edited += page[copied..<at] + block
        copied = at
    }
    edited += page[copied...]
    return .changed(edited)
}

/// One file to write into an archive.
struct DocCWrite {
    var path: String
    var bytes: [UInt8]
    var mode: mode_t
}

/// What one archive needs: the writes, or the errors that leave it as it was.
struct DocCPlan {
    var writes: [DocCWrite] = []
    var pages = 0
    var pagesToChange = 0
    /// Render JSON files whose listings get the code as shown (`--compiler`).
    var jsonFiles = 0
    var errors: [String] = []
    var leftovers: [String] = []
}

/// Whether `path` is a folder (not following a symbolic link).
private func isFolder(_ path: String) -> Bool {
    var info = stat()
    return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
}

/// Plans the changes to one archive; writes nothing.
func planDocC(_ archive: String, assets: [(name: String, bytes: [UInt8])], xcodeKinds: Bool = false,
              notes: DocCNotes? = nil) -> DocCPlan {
    var plan = DocCPlan()
    let root = archive.hasSuffix("/") && archive.count > 1 ? String(archive.dropLast()) : archive
    var info = stat()
    guard stat(root, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else {
        plan.errors.append("\(archive) is not a folder (docc takes documentation archives, X.doccarchive)")
        return plan
    }
    var top = stat()
    guard lstat(root + "/index.html", &top) == 0, top.st_mode & S_IFMT == S_IFREG, isFolder(root + "/data"), isFolder(root + "/js") else {
        plan.errors.append("\(archive) is not a DocC archive: it needs index.html, data/ and js/ (docc convert and swift package generate-documentation write them)")
        return plan
    }
    var walk = SiteWalk()
    walkSite(root, into: &walk)
    plan.errors += walk.errors
    plan.leftovers = walk.leftovers
    let pages = walk.pages.filter { page in
        let name = page.path.split(separator: "/").last.map(String.init) ?? page.path
        return name == "index.html" || name == "index-template.html"
    }
    for page in pages {
        let read: (bytes: [UInt8], mode: mode_t)
        switch readRegularFile(page.path) {
        case .success(let r): read = r
        case .failure(let error):
            plan.errors.append(error.message)
            continue
        }
        plan.pages += 1
        switch doccPageEdit(read.bytes, xcodeKinds: xcodeKinds, notes: notes != nil) {
        case .unchanged:
            break
        case .changed(let bytes):
            plan.pagesToChange += 1
            plan.writes.append(DocCWrite(path: page.path, bytes: bytes, mode: read.mode))
        case .notDocC(let why):
            plan.errors.append("\(page.path) is not a DocC page: \(why)")
        }
    }
    // The engine first, so that no page names a file that is not there yet.
    var assetWrites: [DocCWrite] = []
    var folder = stat()
    let folderExists = lstat(root + "/" + doccAssetFolder, &folder) == 0
    if folderExists && folder.st_mode & S_IFMT != S_IFDIR {
        plan.errors.append("cannot write into \(root)/\(doccAssetFolder): it is not a folder (a symbolic link or a file)")
        return plan
    }
    for asset in assets + (notes?.assets ?? []) {
        let relative = doccAssetFolder + "/" + asset.name
        if folderExists, let link = linkOnTheWay(root, relative) {
            plan.errors.append("cannot write \(root)/\(relative): \(link)")
            continue
        }
        let path = root + "/" + relative
        if case .success(let existing) = readRegularFile(path), existing.bytes == asset.bytes { continue }
        assetWrites.append(DocCWrite(path: path, bytes: asset.bytes, mode: 0o644))
    }
    // Then the listings' code (which the notes module already knows), then the pages.
    var jsonWrites: [DocCWrite] = []
    for write in notes?.jsonWrites ?? [] {
        let relative = String(write.path.dropFirst(root.count + 1))
        if let link = linkOnTheWay(root, relative) {
            plan.errors.append("cannot write \(write.path): \(link)")
            continue
        }
        jsonWrites.append(write)
    }
    plan.jsonFiles = jsonWrites.count
    plan.writes = assetWrites + jsonWrites + plan.writes
    return plan
}

/// `swift-highlight docc`: false when an archive failed or, with --check, when one would change.
func runDocC(_ inv: Invocation) -> Bool {
    let writes = !inv.check && !inv.dryRun
    let assetDir: String
    switch doccAssetDirectory(inv.assetDirectory) {
    case .success(let dir): assetDir = dir
    case .failure(let error): System.fail(error.message, code: 1)
    }
    var assets: [(name: String, bytes: [UInt8])] = []
    for name in doccAssetFiles {
        switch readRegularFile(assetDir + "/" + name) {
        case .success(let r): assets.append((name, r.bytes))
        case .failure(let error): System.fail(error.message, code: 1)
        }
    }
    if inv.options.xcodeKinds { assets.append((doccXcodeStylesheetName, Array(doccXcodeStylesheet().utf8))) }
    // --compiler: the compiler is found before any archive is read.
    var compiler: Compiler?
    if let settings = inv.compiler {
        guard let made = makeCompiler(settings, resolvesNames: inv.options.xcodeKinds) else { return false }
        compiler = made
    }
    defer { compiler?.shutDown() }
    var ok = true
    for input in inv.inputs {
        guard case .file(let archive) = input else { continue }
        var notes: DocCNotes?
        if let compiler {
            let root = archive.hasSuffix("/") && archive.count > 1 ? String(archive.dropLast()) : archive
            if isFolder(root + "/data") {
                guard let made = doccNotes(root, compiler: compiler, xcodeKinds: inv.options.xcodeKinds) else {
                    System.warn("docc: \(archive) left as it was")
                    ok = false
                    continue
                }
                notes = made
            }
        }
        let plan = planDocC(archive, assets: assets, xcodeKinds: inv.options.xcodeKinds, notes: notes)
        if !plan.errors.isEmpty {
            for error in plan.errors { System.warn(error) }
            System.warn("docc: \(archive) left as it was")
            ok = false
            continue
        }
        for path in plan.leftovers {
            if writes {
                if unlink(path) == 0 { System.warn("removed \(path), left by an interrupted run") }
            } else {
                System.warn("\(path) was left by an interrupted run (a run without --check or --dry-run removes it)")
            }
        }
        var added = 0
        var failed = false
        for write in plan.writes {
            if !writes {
                System.write("\(write.path)\n")
                continue
            }
            let folder = write.path.lastIndex(of: "/").map { String(write.path[..<$0]) } ?? "."
            if !isFolder(folder) && mkdir(folder, 0o755) != 0 {
                System.warn("cannot create \(folder): \(String(cString: strerror(errno)))")
                failed = true
                break
            }
            if let failure = replaceFile(write.path, with: write.bytes, mode: write.mode) {
                System.warn(failure)
                failed = true
                break
            }
            added += 1
        }
        if failed { ok = false }
        if inv.check && !plan.writes.isEmpty { ok = false }
        let verb = writes ? "written" : "to write"
        let listings = notes.map { "; \($0.listings) Swift listings, \($0.compiled) compiled, \(plan.jsonFiles) data files \(writes ? "given" : "to give") their shown code" } ?? ""
        System.warn("docc: \(archive): \(plan.pages) pages, \(plan.pagesToChange) \(writes ? "given" : "to give") the script; \(plan.writes.count - plan.pagesToChange - plan.jsonFiles) engine files \(verb)" + listings + (failed ? "; stopped after an error (\(added) files written)" : ""))
    }
    return ok
}
