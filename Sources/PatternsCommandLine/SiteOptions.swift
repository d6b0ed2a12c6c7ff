import ArgumentParser
import Foundation

/// Options shared by the commands that read a site.
struct SiteOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("The site folder, holding patterns.yml, content/ and templates/.", valueName: "dir"))
    var site: String = "."

    /// The site folder as an absolute path.
    var siteRoot: String { CommandLinePath.absolute(site) }

    /// The output folder `build` and `serve` write: `--output` if given, else `public/` in the site.
    func outputFolder(_ output: String?) -> String {
        output.map(CommandLinePath.absolute) ?? siteRoot + "/public"
    }
}
