// SE-0522: source-level control over warnings.
@diagnose(DeprecatedDeclaration, as: warning, reason: "Must maintain compatibility until end of release cycle")
func bridgeToLegacySystem() {
    oldAPI()
}

@diagnose(UnsafeImportedAPI, as: ignored)
import LegacyParser

struct LegacyFormatReader {
    @diagnose(UnsafeImportedAPI, as: error)
    func read(_ data: UnsafeRawPointer, _ count: Int) -> Header {
        c_read_bundle(data, count)
    }
}
