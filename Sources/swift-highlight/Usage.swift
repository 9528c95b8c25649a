/// The text of `swift-highlight --help`.
let usage = """
usage: swift-highlight [options] [FILE...|-]
       swift-highlight markdown [options] [FILE.md|FILE.html|-]...
       swift-highlight site [options] DIR...
       swift-highlight docc [--check|--dry-run] [--assets DIR] [--xcode-kinds] [--compiler] ARCHIVE.doccarchive...
       swift-highlight --css THEME [--scheme S] [--class-prefix P] [--dark-selector SEL]
       swift-highlight --version | --help

Input: each FILE is Swift source, highlighted in order; - or no FILE reads standard input.

Output:
  --format html         HTML spans (the default when standard output is not a terminal, or
                        when an HTML option is given)
  --format ansi         terminal colours (the default on a terminal; see --color)
  --format tokens       one token per line: start end kind text (--json: a JSON array)
  --format categories   the evaluation's label JSON (kinds collapsed to ten categories)
  Several files: HTML fragments follow each other; terminal and token lines get a
  '==> FILE <==' heading per file; JSON becomes one object keyed by file name.

HTML:
  --standalone          a complete HTML5 page: the theme's stylesheet, one <pre> per file
  --scheme S            class names: native (default), splash, hljs, pygments, treesitter, prism
  --class-prefix P      prefix of classes (only [A-Za-z0-9_-]; default: the scheme's own)
  --pre                 wrap in <pre class="swh-code"><code class="language-swift">
  --inline-styles       style="color:…" from --theme instead of classes (RSS, email)
  --lines               wrap each line in <span class="swh-line" data-line="N">
  --title T             with --pre or --standalone: a caption above the block (a file name)
  --dark-selector SEL   with --standalone (or --css): the dark colours also apply under SEL,
                        e.g. .dark or '[data-theme="dark"]' (a site's toggle), and the light
                        ones under its light twin (.light)

HTML and terminal:
  --line-numbers        number the lines (HTML: a gutter in each line element)
  --highlight-lines L   highlight lines, e.g. 3,5-7 (terminal: a '>' mark and, with 24-bit
                        colours, the theme's highlight background)
  --first-line N        number of the first line (default 1)
  --diff                the input is a diff: lines start with +, - or a space; the markers
                        are taken out, each side is highlighted as Swift, added and removed
                        lines are marked (HTML: swh-add, swh-del and a mark; terminal: +/-)
  --notation            Shiki's notation comments // [!code ++], [!code --],
                        [!code highlight], [!code focus] (and :N) mark lines and are removed
  --theme T             colours for --standalone, --inline-styles and terminals: xcode
                        (light+dark pair, default), xcode-light, xcode-dark, high-contrast
                        (pair), high-contrast-light, high-contrast-dark. Pairs: light for
                        inline styles, dark for terminals, both in stylesheets. Or an
                        Xcode theme file (.xccolortheme, .dvtcolortheme) for HTML and CSS,
                        which brings --xcode-kinds (unless --no-xcode-kinds)
  --css THEME           print a stylesheet for THEME (a name or an Xcode theme file),
                        --scheme and --class-prefix; a pair switches with prefers-color-scheme
  --xcode-kinds         Xcode's finer kinds (in every output): declared names, doc keywords,
                        marks, URLs in comments, classes, project and system names
  --no-xcode-kinds      the ordinary kinds even with an Xcode theme file as --theme
  --project-names FILE  more project names for --xcode-kinds (implies it): one name a line
                        (optionally after class, struct, func, var, case, macro …) or a
                        symbol graph (swift-symbolgraph-extract); may be repeated
  --system-names FILE   system names with their roles for --xcode-kinds (implies it), in
                        the same formats: listed classes and actors become system-class,
                        enum cases system-constant; may be repeated. Adds to the built-in
                        names of the Swift toolchain's modules (Swift, Foundation, Dispatch…)
  --no-system-names     leave out the built-in system names
  --builtin-system-names
                        print the built-in system names, a names file: with
                        --no-system-names --system-names FILE (or a library's system names)
                        it gives what --xcode-kinds gives here

The compiler (docs/compiler.md): what the Swift compiler knows of each FILE, a whole program
  --compiler            HTML: each name's declaration and documentation in a popup (on hover
                        and keyboard focus), the compiler's errors and warnings underlined
                        with their message below the line; a line '//  ^?' shows the type at
                        the caret in its place, '// @errors: MESSAGE' declares an error the
                        example is meant to have (any other error stops the run, naming the
                        file and line), '// ---cut---' hides the lines above it. With
                        --standalone the page has the popups' stylesheet; --css THEME
                        --compiler prints it. markdown --compiler: each ```swift fence, a
                        whole program, compiled (in parallel) and so shown (line numbers and
                        highlighted lines too; a diff fence is an error). site --compiler:
                        each Swift block of the pages so shown (--css-file gets the popups'
                        rules; a block with notes is kept by the next run). Without a
                        compiler it stops, naming what is missing, and writes nothing.
                        Reports are cached in $XDG_CACHE_HOME/swift-highlight (else
                        ~/.cache/...)
  --format hovers       with --compiler: [{"start", "end", "text"}], each name's declaration
                        and documentation summary at byte offsets of FILE
  --format diagnostics  with --compiler: [{"line", "column", "severity", "message"}]
                        With --xcode-kinds (or a theme file), the finer kinds of names come
                        from the compiler's resolution where it has one (project or system,
                        instance variables and globals or locals, classes, enum cases), in
                        every output; --format tokens and ansi then take --compiler too
  --swiftc PATH         the compiler (default: swiftc on PATH); sourcekit-lsp beside it
  -I DIR, -F DIR        module and framework search paths, for code that imports modules
  --package PATH        a SwiftPM package whose modules the code imports: built first (swift
                        build, incremental) and its modules searched
  --compiler-time-limit SECONDS
                        the most one file or block may take, compiler and language server
                        together (default: 120); past it the run stops naming the block

Terminal:
  --color WHEN          always, never or auto (default: colour when standard output is a
                        terminal and NO_COLOR is not set)
  --color-depth D       16 or 24 (default: 24 when COLORTERM is truecolor or 24bit, else 16)

Markdown (swift-highlight markdown FILE): every ```swift / ~~~swift fence becomes highlighted
  <pre><code> HTML, and <pre><code class="language-swift"> blocks in HTML are highlighted in
  place; everything else is copied unchanged. HTML options above apply to each block.
  Fence options: ```swift {3,5-7} (or hl_lines="3 5-7") highlights lines, showLineNumbers,
  linenums="10" and startLine=10 number them, title="Pager.swift" adds a caption, and
  ```swift diff (or ```diff-swift) shows a diff; a malformed range is an error naming the
  fence's line.
  --input markdown|html  how to read FILE (default: html for .html/.htm/.xhtml, else markdown)

Site (swift-highlight site DIR...): rewrites in place every Swift code block of every .html/.htm
  page under each DIR, whichever generator wrote it (Hugo, Jekyll, Sphinx, MkDocs, Pandoc,
  mdBook, Prism, Shiki, ...), as <pre class="swh-code"><code class="language-swift"> with the
  HTML options above; everything else stays byte for byte, and a second run changes nothing.
  Pages are replaced whole (temporary file, then rename); symbolic links are not followed.
  --check               write nothing; list the pages that would change, exit 1 if any
  --dry-run             write nothing; list the pages that would change
  -j, --jobs N          threads (default: one per processor)
  --css-file NAME       also write the stylesheet (--theme, --scheme, --class-prefix,
                        --dark-selector) to DIR/NAME
  --link-css            with --css-file: link it from the <head> of pages with Swift blocks

DocC (swift-highlight docc ARCHIVE...): makes a documentation archive built by DocC (docc
  convert, swift package generate-documentation; static-hosting layout, any --hosting-base-path)
  highlight its Swift listings with this engine when viewed: copies the engine (ES module and
  WebAssembly) into ARCHIVE/swift-highlight/ and adds one script to every page. The render JSON
  is not touched (but with --compiler); DocC's lines, annotations, line numbers, copy button and theme stay. A folder
  that is not such an archive is an error and stays as it was; a second run changes nothing.
  --check / --dry-run   as for site
  --assets DIR          where the browser files are (default: share/swift-highlight/js of the
                        installation, or js/ of a source checkout; SWIFT_HIGHLIGHT_JS)
  --xcode-kinds         Xcode's finer kinds in the listings, coloured from DocC's own palette
                        variables (--color-syntax-type-declarations, -marks, -urls, …)
  --compiler            the compiler's notes on the Swift listings (hovers, ^? queries,
                        diagnostics; --swiftc, -I, -F, --package, --compiler-time-limit): each
                        listing's code in the render JSON becomes the code as shown, and its
                        markup goes into ARCHIVE/swift-highlight/docc-notes.js

Other:
  --replace-invalid-utf8  highlight invalid UTF-8 as U+FFFD instead of failing
  --json                with --format tokens: a JSON array
  --bench N             render the HTML N times, print the time per run and MB/s to
                        standard error, no output
  --version             print the version
  -h, --help            print this help
  --                    the arguments after it are files, even when they start with -

An option that does not apply to the chosen output is an error. Exit status: 0 success,
1 an input could not be read or highlighted (the other inputs are still processed; for site:
a page could not be read or written, or has a Swift block it cannot read, or --check found a
page to change), 2 a usage error.

"""
