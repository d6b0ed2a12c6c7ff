import PatternsCommandLine

PatternsCommand.runMain()
