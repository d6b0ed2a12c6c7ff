/// PatternsYAML is the only user of libyaml: YAML read into a node tree with source ranges, its
/// syntax errors, duplicate keys and alias abuse reported as diagnostics.
