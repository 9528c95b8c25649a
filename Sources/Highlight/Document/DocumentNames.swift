/// The project names of a whole document (a Markdown file, an HTML page) for Xcode's finer
/// kinds: the names that any of its Swift blocks declares, so that a type declared in one block
/// is the project's in the next, plus those the options list.
///
/// With finer kinds a document is read twice: a first pass that renders nothing collects the
/// names of every block (`renderBlock` with a `DocumentNames`), the second renders every block
/// with them (`renderBlock` without).
final class DocumentNames {
    var names: ProjectNames

    init(_ listed: ProjectNames) { names = listed }

    /// The names pass: `listed` with the names that the blocks `pass` reaches declare. `pass`
    /// runs the document with this collector; it copies no text (`isCollecting`), and what
    /// little else it writes is dropped.
    static func collect(_ listed: ProjectNames, _ pass: (DocumentNames, inout OutputBuffer) -> Void) -> ProjectNames {
        let collector = DocumentNames(listed)
        var scratch = OutputBuffer(initialCapacity: 256)
        pass(collector, &scratch)
        scratch.release()
        return collector.names
    }
}

extension DocumentNames {
    /// Appends the HTML of a document's Swift block (valid UTF-8 `input`) to `out`; in a names
    /// pass (`names` given) only adds the block's declared names to `names`.
    static func renderBlock(_ input: UnsafeBufferPointer<UInt8>, options: RenderOptions,
                            names: DocumentNames?, into out: inout OutputBuffer) {
        if let names {
            names.names = Tokenization.declaredNames(input, adding: names.names)
        } else {
            HTMLRenderer.renderHTML(validInput: input, options: options, into: &out)
        }
    }
}
