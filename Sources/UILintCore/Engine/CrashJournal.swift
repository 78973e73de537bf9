import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What each worker thread is doing — which rule on which file — kept in memory
/// shared with a supervising process, so that when a rule crashes the process,
/// the supervisor knows what to skip in the next run. A signal handler marks the
/// crashing thread's slot; nothing here allocates once the journal is open.
public final class CrashJournal: @unchecked Sendable {
    static let slotCount = 64
    static let pathCapacity = 1024
    static let ruleCapacity = 64
    /// crashed flag (4 bytes), path length (4), rule length (4), path, rule.
    static let slotSize = 12 + pathCapacity + ruleCapacity
    public static let environmentKey = "UILINT_CRASH_JOURNAL"

    private let memory: UnsafeMutableRawPointer
    private var nextSlot: Int32 = 0
    private let lock = NSLock()

    /// The journal of this process, when it runs supervised: set by the supervisor before it
    /// forks a worker, or read from the environment when it spawned one.
    public nonisolated(unsafe) static var current: CrashJournal? = ProcessInfo.processInfo.environment[environmentKey]
        .flatMap(CrashJournal.init(path:))

    /// Creates the shared file a supervisor passes to the worker it spawns.
    public static func create(at path: String) -> Bool {
        FileManager.default.createFile(atPath: path, contents: Data(count: slotCount * slotSize))
    }

    init?(path: String) {
        let descriptor = open(path, O_RDWR)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        let size = Self.slotCount * Self.slotSize
        guard let mapped = mmap(nil, size, PROT_READ | PROT_WRITE, MAP_SHARED, descriptor, 0), mapped != MAP_FAILED else { return nil }
        memory = mapped
    }

    /// Memory shared with the processes this one forks.
    init?() {
        let size = Self.slotCount * Self.slotSize
        guard let mapped = mmap(nil, size, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS, -1, 0), mapped != MAP_FAILED else {
            return nil
        }
        memory = mapped
    }

    /// The rule and file of the slot marked as crashed, for a supervisor that forked.
    func crashedWork() -> (rule: String, path: String)? {
        Self.crashedWork(in: [UInt8](UnsafeRawBufferPointer(start: memory, count: Self.slotCount * Self.slotSize)))
    }

    func reset() {
        memset(memory, 0, Self.slotCount * Self.slotSize)
    }

    /// Which slot this thread writes to.
    private static let slotKey: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()

    private func slotForThread() -> UnsafeMutableRawPointer {
        if let stored = pthread_getspecific(Self.slotKey) {
            return memory + (Int(bitPattern: stored) - 1) * Self.slotSize
        }
        lock.lock()
        let slot = Int(nextSlot % Int32(Self.slotCount))
        nextSlot += 1
        lock.unlock()
        pthread_setspecific(Self.slotKey, UnsafeRawPointer(bitPattern: slot + 1))
        return memory + slot * Self.slotSize
    }

    /// Records that this thread now runs `rule` (or "parser") on the file at `path`.
    public func enter(rule: String, path: String) {
        let slot = slotForThread()
        write(path, to: slot + 12, lengthAt: slot + 4, capacity: Self.pathCapacity)
        write(rule, to: slot + 12 + Self.pathCapacity, lengthAt: slot + 8, capacity: Self.ruleCapacity)
    }

    private func write(_ text: String, to destination: UnsafeMutableRawPointer, lengthAt length: UnsafeMutableRawPointer, capacity: Int) {
        var count = 0
        for byte in text.utf8.prefix(capacity) {
            destination.storeBytes(of: byte, toByteOffset: count, as: UInt8.self)
            count += 1
        }
        length.storeBytes(of: Int32(count), as: Int32.self)
    }

    /// Called from the signal handler: marks the crashing thread's slot.
    fileprivate func markCrash() {
        guard let stored = pthread_getspecific(Self.slotKey) else { return }
        (memory + (Int(bitPattern: stored) - 1) * Self.slotSize).storeBytes(of: Int32(1), as: Int32.self)
    }

    /// The rule and file of the slot marked as crashed, read by the supervisor.
    public static func crashedWork(at path: String) -> (rule: String, path: String)? {
        FileManager.default.contents(atPath: path).flatMap { crashedWork(in: [UInt8]($0)) }
    }

    private static func crashedWork(in bytes: [UInt8]) -> (rule: String, path: String)? {
        for slot in 0..<slotCount {
            let base = slot * slotSize
            guard base + slotSize <= bytes.count, readInt(bytes, base) == 1 else { continue }
            let pathLength = min(Int(readInt(bytes, base + 4)), pathCapacity)
            let ruleLength = min(Int(readInt(bytes, base + 8)), ruleCapacity)
            let file = String(decoding: bytes[(base + 12)..<(base + 12 + pathLength)], as: UTF8.self)
            let rule = String(decoding: bytes[(base + 12 + pathCapacity)..<(base + 12 + pathCapacity + ruleLength)], as: UTF8.self)
            return (rule, file)
        }
        return nil
    }

    private static func readInt(_ bytes: [UInt8], _ offset: Int) -> Int32 {
        bytes[offset..<offset + 4].withUnsafeBytes { $0.loadUnaligned(as: Int32.self) }
    }

    /// Marks the crashing thread's slot and lets the crash proceed, for a supervisor to see.
    public func installCrashHandlers() {
        for signal in [SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE, SIGABRT] {
            var action = sigaction()
            #if canImport(Glibc)
            action.__sigaction_handler.sa_handler = crashSignalHandler
            #else
            action.__sigaction_u.__sa_handler = crashSignalHandler
            #endif
            action.sa_flags = Int32(bitPattern: UInt32(truncatingIfNeeded: SA_RESETHAND))
            sigaction(signal, &action, nil)
        }
    }
}

private func crashSignalHandler(_ signal: Int32) {
    CrashJournal.current?.markCrash()
    // SA_RESETHAND restored the default action: re-raising ends the process with the signal.
    raise(signal)
}
