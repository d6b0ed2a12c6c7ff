import Foundation

/// Arms one short timer on each clock the server sleeps on, before it accepts connections.
///
/// libdispatch opens a file descriptor (a timerfd) for a clock the first time a timer on it is
/// armed, and traps (SIGILL) when it cannot: a preview that had run out of descriptors crashed on
/// its first head timeout. Armed once while descriptors are free, the timers are reused after.
enum DispatchTimerPriming {
    static func prime() async {
        try? await Task.sleep(for: .milliseconds(1))
        try? await Task.sleep(for: .milliseconds(1), clock: .suspending)
        try? await Task.sleep(nanoseconds: 1_000_000)
        await withCheckedContinuation { done in
            DispatchQueue.global().asyncAfter(wallDeadline: .now() + .milliseconds(1)) { done.resume() }
        }
    }
}
