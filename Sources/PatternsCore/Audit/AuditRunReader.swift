import PatternsDiagnostics

/// Reads a results file (JSON, `AuditRun.format`) with every problem at its line and column, and
/// keeps every result it can read: one bad result costs that result, not the file.
public struct AuditRunReader {
    public init() {}

    /// The run in a file's bytes, which must be UTF-8 text.
    public func read(bytes: [UInt8], file: String, diagnostics: FileDiagnosticSink) -> AuditRun? {
        guard let text = String(validating: bytes, as: UTF8.self) else {
            diagnostics.diagnose(.resultsShape("the file is not UTF-8 text; is it a results file?"), at: nil)
            return nil
        }
        return read(text, file: file, diagnostics: diagnostics)
    }

    /// The run in `text`, or nil when the file is not a results file at all; problems go to `diagnostics`.
    public func read(_ text: String, file: String, diagnostics: FileDiagnosticSink) -> AuditRun? {
        let document: JSONReader.Value
        switch JSONReader.read(text) {
        case .failure(let failure):
            diagnostics.diagnose(.resultsNotJSON(failure.message), at: failure.location)
            return nil
        case .success(let value):
            document = value
        }
        guard document.members != nil else {
            diagnostics.diagnose(.resultsShape("the file holds \(document.kindName), not an object"), at: document.location)
            return nil
        }
        guard document[Key.format.rawValue]?.string == AuditRun.format else {
            diagnostics.diagnose(.resultsShape("\"format\" is not \"\(AuditRun.format)\": this is not a results file"),
                                 at: document[Key.format.rawValue]?.location ?? document.location)
            return nil
        }
        if let version = document[Key.version.rawValue], case .number(let number) = version.kind, number != String(AuditRun.version) {
            diagnostics.diagnose(.resultsShape("results format version \(number) is not one this tool reads (\(AuditRun.version))"), at: version.location)
            return nil
        }
        var run = AuditRun(file: file)
        run.tester = member(Key.tester.rawValue, in: document, diagnostics)
        run.date = member(Key.date.rawValue, in: document, diagnostics)
        run.platform = member(Key.platform.rawValue, in: document, diagnostics)
        run.assistiveTechnology = member(Key.assistiveTechnology.rawValue, in: document, diagnostics)
        run.browser = member(Key.browser.rawValue, in: document, diagnostics)
        run.environment = member(Key.environment.rawValue, in: document, diagnostics)
        guard let results = document[Key.results.rawValue]?.array else {
            diagnostics.diagnose(.resultsShape("\"results\" must be an array of results"), at: document[Key.results.rawValue]?.location ?? document.location)
            return run
        }
        run.results = results.compactMap { result(from: $0, diagnostics) }
        return run
    }

    private func result(from value: JSONReader.Value, _ diagnostics: FileDiagnosticSink) -> AuditRun.Result? {
        guard value.members != nil else {
            diagnostics.diagnose(.resultsShape("a result must be an object, not \(value.kindName)"), at: value.location)
            return nil
        }
        guard let criterion = member(ResultKey.criterion.rawValue, in: value, diagnostics), !criterion.isEmpty else {
            diagnostics.diagnose(.resultsShape("a result needs \"criterion\": the criterion's id, such as \"native/button#keyboard.tab\""),
                                 at: value.location)
            return nil
        }
        guard let written = member(ResultKey.outcome.rawValue, in: value, diagnostics) else {
            diagnostics.diagnose(.resultsShape("the result for \(criterion) needs \"outcome\""), at: value.location)
            return nil
        }
        guard let outcome = AuditOutcome(rawValue: written) else {
            let known = AuditOutcome.allCases.map(\.rawValue)
            diagnostics.diagnose(.resultsShape("unknown outcome \"\(written)\"; use one of \(known.joined(separator: ", "))"
                                               + (closestMatch(to: written, in: known).map { " (did you mean \"\($0)\"?)" } ?? "")),
                                 at: value[ResultKey.outcome.rawValue]?.location ?? value.location)
            return nil
        }
        return AuditRun.Result(criterion: criterion, outcome: outcome, note: member(ResultKey.note.rawValue, in: value, diagnostics) ?? "",
                               expected: member(ResultKey.expected.rawValue, in: value, diagnostics), location: value.location)
    }

    private typealias Key = AuditRun.Key
    private typealias ResultKey = AuditRun.ResultKey

    /// A member that must be a string when present; null counts as absent.
    private func member(_ key: String, in object: JSONReader.Value, _ diagnostics: FileDiagnosticSink) -> String? {
        guard let value = object[key] else { return nil }
        if case .null = value.kind { return nil }
        guard let text = value.string else {
            diagnostics.diagnose(.resultsShape("\"\(key)\" must be a string, not \(value.kindName)"), at: value.location)
            return nil
        }
        return text
    }
}
