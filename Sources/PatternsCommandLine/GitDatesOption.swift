import ArgumentParser

/// `--no-git-dates`, shared by `build` and `serve`, which write the same output folder.
struct GitDatesOption: ParsableArguments {
    @Flag(name: .customLong("no-git-dates"),
          help: "Do not date entry and guide pages (\"Last updated\", sitemap <lastmod>) from git history.")
    var noGitDates = false

    var gitDates: Bool { !noGitDates }
}
