import CHighlight
import HighlightLibc

// The `@_cdecl` functions of the header's "Documents edited incrementally" section: a
// `swh_document_t *` is an `IncrementalHighlighter` in memory the library allocated.

private func document(_ doc: OpaquePointer?) -> UnsafeMutablePointer<IncrementalHighlighter>? {
    doc.map { UnsafeMutablePointer<IncrementalHighlighter>($0) }
}

private func status(of error: HighlightError) -> swh_status_t {
    switch error {
    case .invalidUTF8: return SWH_ERROR_INVALID_UTF8
    case .inputTooLarge: return SWH_ERROR_TOO_LARGE
    case .outOfMemory: return SWH_ERROR_OUT_OF_MEMORY
    case .invalidOptions, .invalidFence: return SWH_ERROR_INVALID_ARGUMENT
    }
}

@_cdecl("swh_document_new")
package func swhDocumentNew(_ src: UnsafePointer<UInt8>?, _ len: Int, _ out: UnsafeMutablePointer<OpaquePointer?>?) -> swh_status_t {
    guard let out else { return SWH_ERROR_INVALID_ARGUMENT }
    out.pointee = nil
    if len != 0 && src == nil { return SWH_ERROR_INVALID_ARGUMENT }
    if len < 0 || len > Highlighter.maxInputLength { return SWH_ERROR_TOO_LARGE }
    let bytes = len == 0 ? [] : Array(UnsafeBufferPointer(start: src, count: len))
    do throws(HighlightError) {
        let highlighter = try IncrementalHighlighter(utf8: bytes)
        let doc = UnsafeMutablePointer<IncrementalHighlighter>.allocate(capacity: 1)
        doc.initialize(to: highlighter)
        out.pointee = OpaquePointer(doc)
        return SWH_OK
    } catch {
        return status(of: error)
    }
}

@_cdecl("swh_document_edit")
package func swhDocumentEdit(_ doc: OpaquePointer?, _ start: Int, _ end: Int, _ text: UnsafePointer<UInt8>?, _ len: Int,
                             _ changed: UnsafeMutablePointer<swh_span_t>?) -> swh_status_t {
    swhDocumentEditUntil(doc, start, end, text, len, -1, changed)
}

@_cdecl("swh_document_edit_until")
package func swhDocumentEditUntil(_ doc: OpaquePointer?, _ start: Int, _ end: Int, _ text: UnsafePointer<UInt8>?, _ len: Int,
                                  _ until: Int, _ changed: UnsafeMutablePointer<swh_span_t>?) -> swh_status_t {
    guard let d = document(doc) else { return SWH_ERROR_INVALID_ARGUMENT }
    if len != 0 && text == nil { return SWH_ERROR_INVALID_ARGUMENT }
    if len < 0 || len > Highlighter.maxInputLength { return SWH_ERROR_TOO_LARGE }
    // `size_t` values of 2^63 and above arrive negative.
    guard start >= 0, end >= start, end <= d.pointee.utf8.count else { return SWH_ERROR_INVALID_ARGUMENT }
    let bytes = len == 0 ? [] : Array(UnsafeBufferPointer(start: text, count: len))
    do throws(HighlightError) {
        // `size_t` values of 2^63 and above (SIZE_MAX) arrive negative: no bound.
        let range = try d.pointee.replace(start..<end, with: bytes, settlingUpTo: until < 0 ? Int.max : until)
        changed?.pointee = swh_span_t(start: range.lowerBound, end: range.upperBound)
        return SWH_OK
    } catch {
        return status(of: error)
    }
}

@_cdecl("swh_document_settle")
package func swhDocumentSettle(_ doc: OpaquePointer?, _ until: Int, _ changed: UnsafeMutablePointer<swh_span_t>?) -> swh_status_t {
    guard let d = document(doc) else { return SWH_ERROR_INVALID_ARGUMENT }
    // `size_t` values of 2^63 and above (SIZE_MAX) arrive negative: to the end.
    let range = d.pointee.settle(upTo: until < 0 ? Int.max : until)
    changed?.pointee = swh_span_t(start: range.lowerBound, end: range.upperBound)
    return SWH_OK
}

@_cdecl("swh_document_pending")
package func swhDocumentPending(_ doc: OpaquePointer?) -> Int {
    document(doc)?.pointee.pending ?? 0
}

@_cdecl("swh_document_tokens")
package func swhDocumentTokens(_ doc: OpaquePointer?, _ from: Int, _ to: Int, _ out: UnsafeMutablePointer<swh_tokens_t>?) -> swh_status_t {
    guard let out else { return SWH_ERROR_INVALID_ARGUMENT }
    out.pointee = swh_tokens_t(data: nil, len: 0)
    guard let d = document(doc) else { return SWH_ERROR_INVALID_ARGUMENT }
    // `size_t` values of 2^63 and above arrive negative: past the text.
    let length = d.pointee.utf8.count
    let lower = from < 0 ? length : min(from, length)
    let upper = to < 0 ? length : min(max(to, lower), length)
    let indices = d.pointee.tokenIndices(overlapping: lower..<upper)
    guard !indices.isEmpty else { return SWH_OK }
    guard let raw = malloc(indices.count * MemoryLayout<swh_token_t>.stride) else { return SWH_ERROR_OUT_OF_MEMORY }
    let data = raw.bindMemory(to: swh_token_t.self, capacity: indices.count)
    var k = 0
    for index in indices {
        let t = d.pointee.token(at: index)
        data[k] = swh_token_t(start: UInt32(truncatingIfNeeded: t.start), len: UInt32(truncatingIfNeeded: t.end - t.start), kind: t.kind.rawValue)
        k += 1
    }
    out.pointee = swh_tokens_t(data: data, len: indices.count)
    return SWH_OK
}

@_cdecl("swh_document_len")
package func swhDocumentLen(_ doc: OpaquePointer?) -> Int {
    document(doc)?.pointee.utf8.count ?? 0
}

@_cdecl("swh_document_state_bytes")
package func swhDocumentStateBytes(_ doc: OpaquePointer?) -> Int {
    document(doc)?.pointee.savedStateBytes ?? 0
}

@_cdecl("swh_document_free")
package func swhDocumentFree(_ doc: OpaquePointer?) {
    guard let d = document(doc) else { return }
    d.deinitialize(count: 1)
    d.deallocate()
}
