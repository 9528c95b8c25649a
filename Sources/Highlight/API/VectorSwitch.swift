#if SWH_VECTOR_SWITCH && (arch(x86_64) || arch(arm64))
/// The fuzzer's switch between the engine's vector and scalar scans. Only the fuzzer's build
/// has it (`scripts/test/fuzz.sh` compiles the engine with `-D SWH_VECTOR_SWITCH`); it is no
/// part of the C API, and no library or package exports it. The harness runs each input with
/// the vector loops of `SIMDScan` on and again with them off (0), and checks that both give
/// the same bytes.
@_cdecl("swh_fuzz_set_vector_scans")
func fuzzSetVectorScans(_ on: Int32) {
    SIMDScan.enabled = on != 0
}
#endif
