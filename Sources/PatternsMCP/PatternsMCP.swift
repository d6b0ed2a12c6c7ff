/// PatternsMCP is `patterns mcp`: a loaded catalog answering AI assistants' tool calls and resource
/// reads over the Model Context Protocol (stdio), from Core and Exports only.
