/// Site-wide facts the page contexts and the exports share.
public struct SiteContext: Sendable {
    public let title: String
    public let baseURL: String?

    public init(title: String, baseURL: String?) {
        self.title = title
        self.baseURL = baseURL
    }

    /// The page's public address when the site's base URL is known (`…/patterns/button/`).
    public func absoluteURL(for pagePath: OutputPath) -> String? {
        guard let baseURL else { return nil }
        return baseURL + SiteLayout.directoryURL(ofPage: pagePath)
    }
}
