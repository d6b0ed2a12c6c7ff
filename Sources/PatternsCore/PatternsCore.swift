/// PatternsCore decides what a site is: its files loaded and checked (`SiteLoader`, the readers,
/// the rules with their messages), the typed model (`PatternEntry`, `Guide`, `SiteConfig`, `Site`),
/// and `SiteLayout`, every source and output path.
