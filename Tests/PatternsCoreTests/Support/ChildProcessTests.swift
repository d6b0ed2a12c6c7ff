import Foundation
import PatternsCore
import Testing

@Suite("Child process")
struct ChildProcessTests {
    @Test("a child that fills its error pipe before it writes its output finishes, and nothing it printed is lost")
    func bothPipesAtOnce() throws {
        // 1 MB on standard error first: read one pipe after the other, the child would wait on us forever.
        let finished = try ChildProcess.run(["sh", "-c", "head -c 1000000 /dev/zero | tr '\\\\0' e >&2; printf done"])
        #expect(finished.succeeded)
        #expect(finished.outputText == "done")
        #expect(finished.errors.count == 1_000_000)
    }

    @Test("input reaches the child's standard input, which is closed after it")
    func input() throws {
        let text = String(repeating: "line\n", count: 40_000)
        let finished = try ChildProcess.run(["cat"], input: Data(text.utf8))
        #expect(finished.outputText == text)
    }

    @Test("a missing program exits 127; a child past its time limit is stopped")
    func failures() throws {
        let missing = try ChildProcess.run(["patterns-no-such-program"])
        #expect(!missing.succeeded && missing.status == 127 && !missing.endedBySignal)
        let slow = try ChildProcess.run(["sleep", "30"], timeLimit: 0.2)
        #expect(slow.endedBySignal && !slow.succeeded)
    }
}
