import Testing

/// The tool allocates with mimalloc (Package.swift links it into the executable): glibc's malloc and
/// free were a tenth of a build's instructions. What proves it is the dynamic linker's own account:
/// with every symbol bound at start-up (`LD_BIND_NOW`), `LD_DEBUG=bindings` names the library each
/// object's `malloc`, `free`, `calloc` and `realloc` were bound to.
@Suite struct AllocatorTests {
    @Test func everyLibraryOfTheToolAllocatesWithMimalloc() throws {
        let run = try PatternsBinary.run(["--version"], environment: ["LD_BIND_NOW": "1", "LD_DEBUG": "bindings"])
        #expect(run.status == 0)
        // "binding file /…/libswiftCore.so [0] to /…/libmimalloc.so.2 [0]: normal symbol `malloc' [GLIBC_2.2.5]"
        // (the version names glibc's symbol on x86-64; on other machines it differs, so it is not matched)
        let bindings = run.stderr.split(separator: "\n").compactMap { line -> (from: Substring, to: Substring)? in
            guard ["malloc", "free", "calloc", "realloc"].contains(where: { line.contains("normal symbol `\($0)'") }),
                  let from = line.firstRange(of: "binding file "), let to = line.firstRange(of: " to ") else { return nil }
            return (line[from.upperBound..<to.lowerBound], line[to.upperBound...])
        }
        #expect(!bindings.isEmpty, "LD_DEBUG printed no allocator bindings: \(run.stderr.prefix(400))")
        let elsewhere = bindings.filter { !$0.to.contains("libmimalloc") }
        #expect(elsewhere.isEmpty, "bound to another allocator: \(elsewhere.prefix(5))")
        for library in ["libswiftCore", "libcmark-gfm", "libyaml", "libxml2"] {
            #expect(bindings.contains { $0.from.contains(library) }, "no allocator binding of \(library)")
        }
    }
}
