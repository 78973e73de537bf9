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
    /// State (4 bytes: 0, or one of `Ending`), path length (4), rule length (4), file size in
    /// KiB (4), when the work began (8, monotonic nanoseconds, 0 when idle), path, rule.
    static let headerSize = 24
    static let slotSize = headerSize + pathCapacity + ruleCapacity
    public static let environmentKey = "UILINT_CRASH_JOURNAL"
    /// Seconds one rule (or the parser) may spend on one file before the watchdog ends the worker.

    /// How a piece of work ended the worker.
    public enum Ending: Int32, Sendable {
        case crashed = 1
        case timedOut = 2
    }

    /// What a worker was doing when it ended.
    public struct Work: Equatable, Sendable {
        public let rule: String
        public let path: String
        public let ending: Ending
    }

    private let memory: UnsafeMutableRawPointer
    private var nextSlot: Int32 = 0
    private let lock = NSLock()

    /// The journal whose crash handlers are installed: a signal handler reaches it only through a global.
    nonisolated(unsafe) fileprivate static var handling: CrashJournal?

    /// Creates the shared file a supervisor passes to the worker it spawns.
    public static func create(at path: String) -> Bool {
        FileManager.default.createFile(atPath: path, contents: Data(count: slotCount * slotSize))
    }

    init?(path: String) {
        let descriptor = open(path, O_RDWR)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        let size = Self.slotCount * Self.slotSize
        guard let mapped = mmap(nil, size, PROT_READ | PROT_WRITE, MAP_SHARED, descriptor, 0), mapped != MAP_FAILED
        else { return nil }
        memory = mapped
    }

    /// Memory shared with the processes this one forks.
    public init?() {
        let size = Self.slotCount * Self.slotSize
        guard let mapped = mmap(nil, size, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS, -1, 0),
            mapped != MAP_FAILED
        else {
            return nil
        }
        memory = mapped
    }

    /// The work of the slots marked as crashed or timed out, for a supervisor that forked.
    func endedWork() -> [Work] {
        Self.endedWork(in: [UInt8](UnsafeRawBufferPointer(start: memory, count: Self.slotCount * Self.slotSize)))
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
        Self.giveThreadAnAlternateSignalStack()
        return memory + slot * Self.slotSize
    }

    /// A stack overflow leaves no stack for the crash handler; without its own, the handler
    /// could not mark the slot and the supervisor could not tell what to skip.
    private static func giveThreadAnAlternateSignalStack() {
        let size = 256 * 1024
        guard let memory = malloc(size) else { return }
        var stack = stack_t()
        stack.ss_sp = memory
        stack.ss_size = size
        stack.ss_flags = 0
        // Kept for the life of the thread, which is the life of the run.
        sigaltstack(&stack, nil)
    }

    /// Records that this thread now runs `rule` (or "parser") on the file at `path`, of `size` bytes.
    public func enter(rule: String, path: String, size: Int) {
        let slot = slotForThread()
        // Idle while the names change, so that the watchdog never blames half-written work.
        (slot + 16).storeBytes(of: UInt64(0), as: UInt64.self)
        (slot + 12).storeBytes(of: Int32(clamping: size / 1024), as: Int32.self)
        write(path, to: slot + Self.headerSize, lengthAt: slot + 4, capacity: Self.pathCapacity)
        write(rule, to: slot + Self.headerSize + Self.pathCapacity, lengthAt: slot + 8, capacity: Self.ruleCapacity)
        (slot + 16).storeBytes(of: DispatchTime.now().uptimeNanoseconds, as: UInt64.self)
    }

    /// Records that this thread has finished its file.
    public func leave() {
        (slotForThread() + 16).storeBytes(of: UInt64(0), as: UInt64.self)
    }

    private func write(
        _ text: String, to destination: UnsafeMutableRawPointer, lengthAt length: UnsafeMutableRawPointer, capacity: Int
    ) {
        // One copy, not a store per byte: this runs before every rule on every file.
        var text = text
        let count = text.withUTF8 { bytes in
            let count = min(bytes.count, capacity)
            if let base = bytes.baseAddress { destination.copyMemory(from: base, byteCount: count) }
            return count
        }
        length.storeBytes(of: Int32(count), as: Int32.self)
    }

    /// Called from the signal handler: marks the crashing thread's slot.
    fileprivate func markCrash() {
        guard let stored = pthread_getspecific(Self.slotKey) else { return }
        (memory + (Int(bitPattern: stored) - 1) * Self.slotSize).storeBytes(of: Ending.crashed.rawValue, as: Int32.self)
    }

    /// The work of the slots marked as crashed or timed out, read by the supervisor.
    public static func endedWork(at path: String) -> [Work] {
        FileManager.default.contents(atPath: path).map { endedWork(in: [UInt8]($0)) } ?? []
    }

    private static func endedWork(in bytes: [UInt8]) -> [Work] {
        (0..<slotCount).compactMap { slot in
            let base = slot * slotSize
            guard base + slotSize <= bytes.count, let ending = Ending(rawValue: readInt(bytes, base)) else {
                return nil
            }
            let pathLength = max(0, min(Int(readInt(bytes, base + 4)), pathCapacity))
            let ruleLength = max(0, min(Int(readInt(bytes, base + 8)), ruleCapacity))
            let pathStart = base + headerSize
            let ruleStart = base + headerSize + pathCapacity
            return Work(
                rule: String(decoding: bytes[ruleStart..<(ruleStart + ruleLength)], as: UTF8.self),
                path: String(decoding: bytes[pathStart..<(pathStart + pathLength)], as: UTF8.self), ending: ending)
        }
    }

    private static func readInt(_ bytes: [UInt8], _ offset: Int) -> Int32 {
        bytes[offset..<offset + 4].withUnsafeBytes { $0.loadUnaligned(as: Int32.self) }
    }

    /// Ends the worker when one piece of work (a rule, or the parser, on one file) runs past
    /// the time limit: SwiftParser takes exponential time on some inputs, and a hang must
    /// cost that file, not the run. The supervisor then runs again without that work.
    ///
    /// Without a supervisor (`standalone`), nothing can run again: the watchdog says which
    /// work on which file ran too long and ends the process with exit code 2.
    ///
    /// `timeLimitSeconds` is what one piece of work may take on a small file; each MiB of the file
    /// adds two thirds of it, since generated files can be megabytes long.
    public func startWatchdog(
        standalone: Bool = false, timeLimitSeconds: Double = CrashJournal.standardTimeLimitSeconds
    ) {
        endsStandaloneProcess = standalone
        limitNanoseconds = timeLimitSeconds * 1e9
        limitNanosecondsPerKilobyte = 2 * timeLimitSeconds / 3 * 1e9 / 1024
        // It touches nothing but the journal's memory and the limits set above.
        let watchdog = Thread { [self] in
            while true {
                usleep(100_000)
                endOverdueWork()
            }
        }
        watchdog.stackSize = 256 * 1024
        watchdog.start()
    }

    /// The time one piece of work may take on a small file: ten times what parsing and modelling
    /// a 1 MiB source file take in a release build, yet short enough that a run with a few
    /// hanging files still ends in seconds. A debug build of SwiftParser is some 25 times slower.
    #if DEBUG
        public static let standardTimeLimitSeconds = 60.0
    #else
        public static let standardTimeLimitSeconds = 3.0
    #endif

    /// Set before the watchdog starts, so that its thread reads no lazily initialised global.
    private var endsStandaloneProcess = false
    private var limitNanoseconds: Double = 0
    private var limitNanosecondsPerKilobyte: Double = 0

    private func endOverdueWork() {
        let now = DispatchTime.now().uptimeNanoseconds
        /// Per slot: how much of its limit the work has used, or nil when idle.
        let used: [Double?] = (0..<Self.slotCount).map { slot in
            let base = memory + slot * Self.slotSize
            let began = (base + 16).load(as: UInt64.self)
            guard began != 0, now > began else { return nil }
            let limit = limitNanoseconds + limitNanosecondsPerKilobyte * Double((base + 12).load(as: Int32.self))
            return Double(now - began) / limit
        }
        guard used.contains(where: { ($0 ?? 0) > 1 }) else { return }
        // Work past half its limit when another's runs out is hanging too, almost surely
        // (real work takes a hundredth of it): ending it now saves a restart per hanging file.
        for (slot, fraction) in used.enumerated() where (fraction ?? 0) > 0.5 {
            (memory + slot * Self.slotSize).storeBytes(of: Ending.timedOut.rawValue, as: Int32.self)
        }
        if endsStandaloneProcess {
            for work in endedWork() {
                FileHandle.standardError.write(
                    Data(
                        "uilint: error: `\(work.rule)` ran past uilint's time limit on \(work.path); stopping\n".utf8))
            }
            _exit(2)
        }
        kill(getpid(), SIGKILL)
    }

    /// Marks the crashing thread's slot and lets the crash proceed, for a supervisor to see.
    public func installCrashHandlers() {
        Self.handling = self
        for signal in [SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE, SIGABRT] {
            var action = sigaction()
            #if canImport(Glibc)
                action.__sigaction_handler.sa_handler = crashSignalHandler
            #else
                action.__sigaction_u.__sa_handler = crashSignalHandler
            #endif
            action.sa_flags = Int32(bitPattern: UInt32(truncatingIfNeeded: SA_RESETHAND)) | Int32(SA_ONSTACK)
            sigaction(signal, &action, nil)
        }
    }
}

private func crashSignalHandler(_ signal: Int32) {
    CrashJournal.handling?.markCrash()
    // SA_RESETHAND restored the default action: re-raising ends the process with the signal.
    raise(signal)
}
