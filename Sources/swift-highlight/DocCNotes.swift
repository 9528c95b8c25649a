#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Highlight
import HighlightCompiler

// `swift-highlight docc --compiler`: the compiler's notes on the Swift listings of a DocC
// archive. DocC's renderer builds each listing in the browser from the render JSON, so:
// - each Swift listing of `data/**.json` is compiled (all the archive's listings in parallel,
//   with the cache), as a Markdown fence is: a whole program, or set-up lines above
//   `// ---cut---`, with `^?` queries and `// @errors:` lines;
// - its `code` array in the JSON becomes the code as shown (those lines gone), so that the
//   renderer, the copy button and search see the code the page shows;
// - the markup of each line, notes included, goes into `swift-highlight/docc-notes.js` (an ES
//   module: the shown code → its lines' markup), which docc.js gives the engine's page script
//   so that such a listing shows it instead of being highlighted in the browser;
// - `swift-highlight/docc-notes.css` holds the notes' rules, coloured from DocC's palette
//   variables, so that they follow its light and dark appearance.
// A listing whose code is already in the module (an earlier run's) is kept as it is: its
// set-up lines are gone from the JSON, and it is not compiled again.

/// The module of notes docc.js imports, and its stylesheet.
let doccNotesModuleName = "docc-notes.js"
let doccNotesStylesheetName = "docc-notes.css"

/// What `docc --compiler` writes into one archive, besides the engine and the pages' tags.
struct DocCNotes {
    /// Render JSON files with their Swift listings' code replaced by the code as shown.
    var jsonWrites: [DocCWrite] = []
    /// `docc-notes.js` and `docc-notes.css`.
    var assets: [(name: String, bytes: [UInt8])] = []
    /// The Swift listings found, and those compiled now (not kept from an earlier run).
    var listings = 0
    var compiled = 0
}

/// The highlighting options of the listings' markup: DocC's classes (as docc.js asks the engine
/// for them), or our classes with Xcode's finer kinds; one element per line.
func doccNoteOptions(xcodeKinds: Bool) -> HighlightOptions {
    var options = HighlightOptions()
    if xcodeKinds {
        options.scheme = .native
        options.classPrefix = "swh-"
        options.xcodeKinds = true
    } else {
        options.scheme = .hljs
        options.classPrefix = "syntax-"
    }
    options.lineElements = true
    return options
}

/// The notes' stylesheet for DocC: the engine's rules for notes, then their colours from DocC's
/// palette variables (code background and text, grid, line highlight, red and orange), scoped to
/// DocC's listings so that they take precedence and switch with DocC's appearance.
func doccNotesStylesheet(xcodeKinds: Bool) -> String {
    let options = doccNoteOptions(xcodeKinds: xcodeKinds)
    let p = options.classPrefix ?? "swh-"
    var css = (try? Highlighter.annotationCSS(options: options)) ?? ""
    let scope = ".code-listing "
    css += "\(scope).\(p)hover>.\(p)tip{background:var(--color-code-background);color:var(--color-code-plain);border-color:var(--color-grid)}\n"
    css += "\(scope).\(p)below{background:var(--color-code-line-highlight);color:var(--color-code-plain);white-space:pre-wrap}\n"
    css += "\(scope).\(p)error{text-decoration-color:var(--color-figure-red)}\n\(scope).\(p)below-error{border-color:var(--color-figure-red)}\n"
    css += "\(scope).\(p)warning{text-decoration-color:var(--color-figure-orange)}\n\(scope).\(p)below-warning{border-color:var(--color-figure-orange)}\n"
    return css
}

/// The inner markup of each line of the engine's line output (`<span class="PREFIXline" …>…</span>`
/// per line, separated by line feeds; a note shown below a line comes after that line's line
/// feed, before the next line's element): the notes below a line are put at the end of its
/// markup, inside DocC's line element. Nil when the output is not of that shape.
func doccLineMarkup(_ html: [UInt8], prefix: String) -> [String]? {
    let start = Array("<span class=\"\(prefix)line\"".utf8)
    let open = Array("<span".utf8), close = Array("</span>".utf8)
    var lines: [String] = []
    for piece in html.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
        let bytes = Array(piece)
        if bytes.isEmpty { continue }
        let at = firstIndex(of: start, in: bytes) ?? bytes.count
        if at > 0 {
            // Notes below the line before.
            guard !lines.isEmpty else { return nil }
            lines[lines.count - 1] += String(decoding: bytes[..<at], as: UTF8.self)
        }
        guard at < bytes.count, let inner = bytes[at...].firstIndex(of: UInt8(ascii: ">")) else { continue }
        // The line element's end tag: the engine's markup is well nested, and only spans.
        var depth = 0
        var i = at
        var end: Int?
        while i < bytes.count {
            if bytes[i...].starts(with: close) {
                depth -= 1
                if depth == 0 { end = i; break }
                i += close.count
            } else if bytes[i...].starts(with: open), i + open.count < bytes.count,
                      bytes[i + open.count] == UInt8(ascii: " ") || bytes[i + open.count] == UInt8(ascii: ">") {
                depth += 1
                i += open.count
            } else {
                i += 1
            }
        }
        guard let end, inner < end else { return nil }
        // Notes below this line that follow it without a line feed (after the last line).
        lines.append(String(decoding: bytes[(inner + 1)..<end] + bytes[(end + close.count)...], as: UTF8.self))
    }
    return lines
}

/// The prefix of the ids of a listing's notes: from a hash of its code (64-bit FNV-1a), so that
/// listings kept from an earlier run and new ones do not share ids on a page.
func doccNoteIDPrefix(_ code: [UInt8]) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in code {
        hash ^= UInt64(byte)
        hash = hash &* 0x0000_0100_0000_01b3
    }
    let hex = String(hash, radix: 16)
    return "swh-note-" + String(repeating: "0", count: 16 - hex.count) + hex + "-"
}

/// The notes module's entries of an earlier run (`export default {…};`): the shown code → its
/// lines' markup; empty when there is none or it is not ours.
func doccEarlierNotes(_ bytes: [UInt8]) -> [String: JSON] {
    let head = Array("export default ".utf8), tail = Array(";\n".utf8)
    guard bytes.starts(with: head), bytes.count >= head.count + tail.count, Array(bytes.suffix(tail.count)) == tail,
          case .success(let value) = JSON.parse(Array(bytes[head.count..<(bytes.count - tail.count)])),
          case .object(let members) = value else { return [:] }
    var notes: [String: JSON] = [:]
    for member in members { notes[member.key] = member.value }
    return notes
}

/// The notes of the archive at `root` (its render JSON read and compiled); nil after the
/// messages of every listing that is not as it declares or could not be compiled (the JSON
/// file's path and the listing's number), or of a file that cannot be read.
func doccNotes(_ root: String, compiler: Compiler, xcodeKinds: Bool) -> DocCNotes? {
    var walk = SiteWalk()
    walkSite(root + "/data", into: &walk) { $0.lowercased().hasSuffix(".json") && !isTemporaryName($0) }
    for error in walk.errors { System.warn(error) }
    if !walk.errors.isEmpty { return nil }
    var earlier: [String: JSON] = [:]
    if case .success(let read) = readRegularFile(root + "/" + doccAssetFolder + "/" + doccNotesModuleName) {
        earlier = doccEarlierNotes(read.bytes)
    }
    var files: [(path: String, bytes: [UInt8], mode: mode_t, listings: [DocCListing])] = []
    var failed = false
    for file in walk.pages {
        switch readRegularFile(file.path) {
        case .success(let read):
            switch doccSwiftListings(read.bytes) {
            case .success(let listings):
                if !listings.isEmpty { files.append((file.path, read.bytes, read.mode, listings)) }
            case .failure(let error):
                System.warn("\(file.path) \(error.message)")
                failed = true
            }
        case .failure(let error):
            System.warn(error.message)
            failed = true
        }
    }
    if failed { return nil }
    var notes = DocCNotes()
    var blocks: [(name: String, line: Int, code: [UInt8])] = []
    var queued = Set<[UInt8]>()
    for file in files {
        for listing in file.listings {
            notes.listings += 1
            let code = listing.code
            if earlier[String(decoding: code, as: UTF8.self)] != nil || !queued.insert(code).inserted { continue }
            blocks.append(("\(file.path), listing \(listing.number)", 1, code))
        }
    }
    notes.compiled = blocks.count
    guard let examples = annotatedExamples(blocks, compiler) else { return nil }
    let options = doccNoteOptions(xcodeKinds: xcodeKinds)
    var entries: [(key: String, value: JSON)] = []
    var entered = Set<String>()
    for file in files {
        var replacements: [(range: Range<Int>, lines: [String])] = []
        for listing in file.listings {
            let code = listing.code
            guard let example = examples[code] else {
                let key = String(decoding: code, as: UTF8.self)
                if let kept = earlier[key], entered.insert(key).inserted { entries.append((key, kept)) }
                continue
            }
            // A directive on the last line leaves a line feed behind: DocC would show an empty
            // line that the listing did not have.
            var shownCode = example.code
            var annotations = example.annotations
            if shownCode.last == UInt8(ascii: "\n"), listing.lines.last != "" {
                shownCode.removeLast()
                annotations = annotations.compactMap { note in
                    guard note.start < shownCode.count else { return nil }
                    var clamped = note
                    clamped.end = min(note.end, shownCode.count)
                    return clamped
                }
            }
            let shown = String(decoding: shownCode, as: UTF8.self)
            let lines = shown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            if shownCode != code { replacements.append((listing.codeRange, lines)) }
            guard entered.insert(shown).inserted else { continue }
            let markup: [String]
            var listingOptions = options
            // The compiler's kinds of names, with Xcode's finer kinds.
            if listingOptions.xcodeKinds { listingOptions.resolvedNames = example.names }
            do {
                let html = try Highlighter.html(utf8: shownCode, options: listingOptions, annotations: annotations,
                                                idPrefix: doccNoteIDPrefix(shownCode))
                guard let split = doccLineMarkup(html, prefix: options.classPrefix ?? "swh-") else {
                    System.warn("\(file.path), listing \(listing.number): the engine's line markup could not be read")
                    return nil
                }
                markup = split
            } catch {
                System.warn("\(file.path), listing \(listing.number): \(error)")
                return nil
            }
            entries.append((shown, .array(markup.map { .string($0) })))
        }
        if !replacements.isEmpty {
            notes.jsonWrites.append(DocCWrite(path: file.path, bytes: doccReplacingCode(file.bytes, replacements), mode: file.mode))
        }
    }
    let module = "export default " + JSON.object(entries).text + ";\n"
    notes.assets = [(doccNotesModuleName, Array(module.utf8)), (doccNotesStylesheetName, Array(doccNotesStylesheet(xcodeKinds: xcodeKinds).utf8))]
    return notes
}
