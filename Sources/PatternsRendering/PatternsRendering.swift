/// PatternsRendering is the HTML site: bodies as HTML (links, heading ids, highlighting, examples,
/// tips), one context per page kind, the template library with its check, and `SiteRenderer`, which
/// renders every page of a site.
