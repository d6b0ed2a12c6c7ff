/// PatternsExports is what a loaded site is written out as besides its HTML pages: criteria exports
/// (JSON, CSV, Gherkin, Markdown, `llms.txt`), coverage, audit, defect and change reports, JSON Schemas,
/// tips as Markdown for assistants, and the search index (writer, cache, ranking and the query `patterns mcp` runs).
