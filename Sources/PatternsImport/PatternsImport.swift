/// PatternsImport is `patterns import jekyll`: a Jekyll catalog read into a plan of files to write,
/// with findings at file:line:column, and the writer of that plan.
