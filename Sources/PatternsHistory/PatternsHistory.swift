/// PatternsHistory is what git knows about a site: the day each source file last changed
/// (`GitHistory`, `SourceDates`), a site as one revision held it (`SiteSnapshot`), and the
/// acceptance-criteria diff between two versions (`CatalogDiff`, `ChangeLog`) behind `patterns diff` and `build --since`.
