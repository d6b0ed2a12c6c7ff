#if canImport(Glibc)
import Glibc

/// glibc's `malloc_trim` (malloc.h, which the Glibc module does not import), declared by its C name.
@_silgen_name("malloc_trim")
private func mallocTrim(_ pad: Int) -> Int32
#endif

/// Returns to the system the memory a phase freed but the allocator kept.
///
/// An allocator keeps freed memory in each thread's heap for reuse; after the rendering jobs, which
/// make and drop many pages' worth of strings on every core, a large build's resident memory stays
/// tens of megabytes above what is alive just when the search index is ranked, the build's peak.
/// The `patterns` tool links mimalloc (Package.swift), whose `mi_collect(true)` hands the free pages
/// back; a process without it (the test bundles) has glibc's allocator, and `malloc_trim` does that.
/// mimalloc is looked up by name, so no library but the tool depends on it.
public enum FreedMemory {
    public static func giveBack() {
        #if canImport(Glibc)
        if let collect = mimallocCollect {
            collect(true)
        } else {
            _ = mallocTrim(0)
        }
        #endif
    }

    #if canImport(Glibc)
    private typealias Collect = @convention(c) (Bool) -> Void

    /// `mi_collect` when mimalloc is linked into the process (RTLD_DEFAULT: every loaded object).
    private static let mimallocCollect: Collect? = dlsym(nil, "mi_collect")
        .map { unsafeBitCast($0, to: Collect.self) }
    #endif
}
