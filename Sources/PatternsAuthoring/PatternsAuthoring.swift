/// PatternsAuthoring is what starts new content: `patterns new` (the request checked against the
/// site, then rendered from an archetype) and `patterns init` (the starter site and, if asked, a copy
/// of the built-in templates).
