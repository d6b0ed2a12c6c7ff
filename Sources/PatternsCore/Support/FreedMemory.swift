#if canImport(Glibc)
import Glibc

/// glibc's `malloc_trim` (malloc.h, which the Glibc module does not import), declared by its C name.
@_silgen_name("malloc_trim")
private func mallocTrim(_ pad: Int) -> Int32
#endif

/// Returns to the system the memory a phase freed but the allocator kept.
///
/// glibc's allocator keeps freed memory in each thread's arena for reuse; after the rendering jobs,
/// which make and drop many pages' worth of strings on every core, a large build's resident memory
/// stays tens of megabytes above what is alive just when the search index is ranked, the build's
/// peak. `malloc_trim` hands the free pages back (with `madvise`), so the peak is what is alive.
public enum FreedMemory {
    public static func giveBack() {
        #if canImport(Glibc)
        _ = mallocTrim(0)
        #endif
    }
}
