import Testing
import PatternsBuild

/// The progress line shows each phase's description, so its wording is part of the interface.
@Suite struct BuildPhaseTests {
    @Test func eachPhaseReadsAsTheProgressLineShowsIt() {
        #expect("\(BuildPhase.reading(files: 1234))" == "reading 1234 files")
        #expect("\(BuildPhase.rendering)" == "rendering")
    }
}
