/// PatternsMarkdown is the only user of cmark-gfm: Markdown read into a node tree with source
/// ranges that a walk may edit, and rendered back as HTML or CommonMark.
