import ArgumentParser
import Foundation
import PatternsAuthoring
import PatternsCore

/// `patterns init DIR`: a new site that builds at once.
struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Create a new site: patterns.yml, a sample entry, a guide and a copy of the templates.",
        discussion: """
            The folder is created if needed and must be empty (files whose names start with a dot, such \
            as .git, do not count) unless --force is given; with --force, files of the same name are \
            replaced and others are left alone. 'patterns build' works on the new site straight away. \
            With --builtin-templates no templates/ folder is written, so the site keeps using the \
            templates built into patterns (and picks up their improvements).

            Examples:
              patterns init my-catalog && cd my-catalog && patterns build
              patterns init . --force --builtin-templates
            """)

    @Argument(help: ArgumentHelp("The folder of the new site.", valueName: "dir"))
    var directory: String

    @Flag(name: .long, help: "Write into a folder that is not empty, replacing files of the same name.")
    var force = false

    @Flag(name: .customLong("builtin-templates"), help: "Write no templates/ folder; use the built-in templates.")
    var builtinTemplates = false

    func run() throws {
        let root = CommandLinePath.absolute(directory)
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: root, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else { throw ExitCode.refusal("\(directory) is a file, not a folder") }
            let visible: [String]
            do {
                visible = try FileManager.default.contentsOfDirectory(atPath: root).filter { !$0.hasPrefix(".") }
            } catch {
                FileHandleOutput.standardError.write("error: cannot read \(directory): \(error.localizedDescription); check its permissions\n")
                throw ExitCode(ExitStatus.usageOrIO.rawValue)
            }
            if !visible.isEmpty, !force {
                throw ExitCode.refusal("\(directory) is not empty (\(visible.count) item\(visible.count == 1 ? "" : "s")); "
                    + "choose a new folder, or pass --force to write into it, replacing files of the same name")
            }
        }
        let files: [SiteScaffold.File]
        do {
            files = try SiteScaffold(copiesTemplates: !builtinTemplates).files()
            for file in files {
                let url = URL(fileURLWithPath: SiteLayout(root: root).absolute(file.path))
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(file.contents).write(to: url)
            }
        } catch {
            FileHandleOutput.standardError.write("error: cannot create the site in \(directory): \(error.localizedDescription); "
                + "check that you may write there, or choose another folder\n")
            throw ExitCode(ExitStatus.usageOrIO.rawValue)
        }
        let templates = files.filter { $0.path.hasPrefix(SiteLayout.templatesFolder + "/") }.count
        let listed = files.filter { !$0.path.hasPrefix(SiteLayout.templatesFolder + "/") }.map(\.path)
            + (templates > 0 ? ["\(SiteLayout.templatesFolder)/ (\(templates) files, a copy of the built-in templates)"] : [])
        FileHandleOutput.standardOutput.write(listed.map { "  " + $0 + "\n" }.joined())
        FileHandleOutput.standardError.write("created a site in \(directory); next: cd \(directory) && patterns build\n")
    }
}
