var value: Int32 = 0
withUnsafeMutablePointer(to: &value) { ptr in
    ptr.pointee = 42
}
let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 64, alignment: 8)
defer { buffer.deallocate() }
buffer.storeBytes(of: UInt32(7), toByteOffset: 0, as: UInt32.self)
let bytes = data.withUnsafeBytes { raw in
    Array(raw.bindMemory(to: UInt8.self))
}
let p = UnsafePointer<CChar>(strdup("hi"))
free(UnsafeMutableRawPointer(mutating: p))
memcpy(dest.baseAddress!, src.baseAddress!, count)
