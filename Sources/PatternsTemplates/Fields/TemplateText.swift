/// A value printed as text: `String` and the numbers the contexts count with.
///
/// Each writes its own UTF-8 into the page, so printing needs neither `String(describing:)` nor a cast.
public protocol TemplateText: Sendable {
    /// Appends the value as swift-mustache prints it (`String(describing:)`), escaped as `escaping` says.
    func appendTemplateText(to output: inout TemplateOutput, escaping: TemplateEscaping)
}

extension String: TemplateText {
    public func appendTemplateText(to output: inout TemplateOutput, escaping: TemplateEscaping) {
        output.append(self, escaping: escaping)
    }
}

extension Int: TemplateText {
    /// Digits and a minus sign need no escaping.
    public func appendTemplateText(to output: inout TemplateOutput, escaping: TemplateEscaping) {
        output.appendDecimal(self)
    }
}
