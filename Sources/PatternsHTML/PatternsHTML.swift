/// PatternsHTML is the only user of libxml2: raw HTML from content cleaned by one allow-list, and
/// the links of HTML pages read for the output link check.
