/// Hashes that are the same on every run and machine, unlike `Hasher`: FNV-1a over bytes.
enum StableHash {
    static func fnv1a64<Bytes: Sequence>(_ bytes: Bytes, seed: UInt64 = 0xcbf2_9ce4_8422_2325) -> UInt64
    where Bytes.Element == UInt8 {
        var hash = seed
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return hash
    }

    /// 128 bits from two differently seeded passes: enough that a cache key never collides in practice.
    static func hex128(_ bytes: [UInt8]) -> String {
        hex(fnv1a64(bytes)) + hex(fnv1a64(bytes, seed: 0x6c62_272e_07bb_0142 ^ UInt64(bytes.count)))
    }

    static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
