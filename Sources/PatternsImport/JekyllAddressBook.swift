/// Where each published page and file of the Jekyll site went in the new site: by its old address
/// (for `{{ site.baseurl }}/checklist-web/button/`) and by its source path (for `{% link %}`).
struct JekyllAddressBook: Hashable, Sendable {
    private var byAddress: [String: String] = [:]
    private var bySource: [String: String] = [:]

    /// Records that the file at `source` (relative to SRC), published at `address`, is now `destination` (relative to DEST).
    mutating func add(source: String, address: String, destination: String) {
        byAddress[Self.key(address)] = destination
        bySource[source] = destination
    }

    func destination(forAddress address: String) -> String? { byAddress[Self.key(address)] }

    func destination(forSource source: String) -> String? {
        bySource[source.hasPrefix("/") ? String(source.dropFirst()) : source]
    }

    /// One spelling for the addresses Jekyll serves alike: `/a/b/`, `/a/b`, `/a/b.html`, `/a/b/index.html`.
    static func key(_ address: String) -> String {
        var path = Substring(address)
        for suffix in ["/index.html", ".html", "/"] where path.hasSuffix(suffix) {
            path = path.dropLast(suffix.count)
            break
        }
        return "/" + path.drop { $0 == "/" }
    }
}
