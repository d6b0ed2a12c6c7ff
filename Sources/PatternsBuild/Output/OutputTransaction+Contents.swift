import Foundation

extension OutputTransaction {
    /// Replaces the output folder's items with the staging folder's, for an output that cannot be
    /// renamed itself (a mount point). The previous items are first moved into a folder inside the
    /// output (renames on its own file system), then the new ones in (a copy when the staging folder
    /// is on another file system); a failure removes what came in and moves the previous items back.
    func replaceContents() throws(Failure) {
        let manager = FileManager.default
        let asideName = StagingFolders.insidePrefixes[1] + token
        let aside = output + "/" + asideName
        /// A concurrent build's staging folder inside the output is not the previous output: it stays.
        func items(of folder: String, except: Set<String>) -> [String] {
            ((try? manager.contentsOfDirectory(atPath: folder)) ?? []).filter { !except.contains($0) && !StagingFolders.isOwnInside($0) }.sorted()
        }
        do {
            try manager.createDirectory(atPath: aside, withIntermediateDirectories: false)
        } catch {
            abort()
            throw .io("cannot set the previous contents of \(output) aside: \(error.localizedDescription)")
        }
        var movedOld: [String] = [], movedNew: [String] = []
        func rollBack() {
            for name in movedNew { try? manager.removeItem(atPath: output + "/" + name) }
            for name in movedOld { _ = renameFolder(aside + "/" + name, output + "/" + name) }
            try? manager.removeItem(atPath: aside)
            abort()
        }
        for name in items(of: output, except: []) {
            let problem = Glibc.rename(output + "/" + name, aside + "/" + name) == 0 ? 0 : errno
            guard problem == 0 else {
                rollBack()
                throw .io("cannot move \(name) aside in \(output): \(String(cString: strerror(problem)))")
            }
            movedOld.append(name)
        }
        for name in items(of: staging, except: []) {
            do {
                try manager.moveItem(atPath: staging + "/" + name, toPath: output + "/" + name)
            } catch {
                rollBack()
                throw .io("cannot move \(name) into \(output): \(error.localizedDescription)")
            }
            movedNew.append(name)
        }
        try? manager.removeItem(atPath: aside)
        removeStaging()
    }
}
