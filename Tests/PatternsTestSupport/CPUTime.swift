#if canImport(Glibc)
import Glibc
#endif

/// The least CPU time the calling thread spent on `work` over `runs` runs, in seconds.
///
/// For ratio budgets (10× the input must cost less than 20× the time): thread CPU time leaves out
/// the time the thread waited for a core, which on a loaded two-core machine running tests in
/// parallel can be most of the wall-clock time and made such checks flaky.
public func bestCPUSeconds(runs: Int = 5, _ work: () -> Void) -> Double {
    (0..<runs).map { _ in
        let start = threadCPUSeconds()
        work()
        return threadCPUSeconds() - start
    }.min() ?? 0
}

private func threadCPUSeconds() -> Double {
    var now = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
    return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
}
