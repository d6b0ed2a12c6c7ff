/// PatternsCommandLine is the `patterns` command: one ArgumentParser command per subcommand, each
/// reading its options and handing the work to the modules below.
