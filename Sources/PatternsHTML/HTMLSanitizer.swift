internal import CLibXML2

/// Cleans a fragment of HTML from content by `HTMLPolicy`: kept elements and attributes are written
/// again from libxml2's parse of the fragment (so stray end tags, unclosed elements and entities
/// come out well-formed), and every removal is listed.
///
/// This is the only file that touches libxml2. Each call parses into a document of its own and
/// frees it before returning, so calls may run on many threads at once: libxml2 (built with thread
/// support, as Debian's is) keeps its parser globals and error state per thread, and
/// `xmlInitParser`, which is not safe to race, runs exactly once before the first parse.
public struct HTMLSanitizer: Sendable {
    /// The fragment as the page shows it, and what was taken out, in document order.
    public struct Result: Sendable, Equatable {
        public var html: String
        public var removals: [HTMLRemoval]

        public init(html: String, removals: [HTMLRemoval]) {
            self.html = html
            self.removals = removals
        }
    }

    /// Comments whose text starts with this come through unchanged (a caller's placeholders);
    /// every other comment is dropped without a finding, as a reader never sees it.
    public var keptCommentPrefix: String?

    public init(keepingCommentsStartingWith prefix: String? = nil) {
        keptCommentPrefix = prefix
    }

    public func sanitize(_ fragment: String) -> Result {
        _ = Self.initialization
        // The fragment is parsed as a body's content; a stray `</body>` or `</html>` in it only
        // moves what follows next to the body, which the writer walks as well.
        var wrapped = "<html><body>" + fragment + "</body></html>"
        let document = wrapped.withUTF8 { buffer in
            buffer.withMemoryRebound(to: CChar.self) { chars in
                htmlReadMemory(chars.baseAddress, Int32(clamping: chars.count), nil, "UTF-8", Self.parseOptions)
            }
        }
        guard let document else { return Result(html: "", removals: []) }
        defer { xmlFreeDoc(document) }
        guard let root = xmlDocGetRootElement(document) else { return Result(html: "", removals: []) }
        var writer = Writer(keptCommentPrefix: keptCommentPrefix.map { Array($0.utf8) }, root: root)
        writer.writeChildren(of: root)
        return Result(html: String(decoding: writer.bytes, as: UTF8.self), removals: writer.removals)
    }

    static var sharedParseOptions: Int32 { parseOptions }
    static var sharedInitialization: Void { initialization }

    private static let parseOptions = Int32(bitPattern: HTML_PARSE_RECOVER.rawValue | HTML_PARSE_NOERROR.rawValue
        | HTML_PARSE_NOWARNING.rawValue | HTML_PARSE_NONET.rawValue | HTML_PARSE_NOIMPLIED.rawValue | HTML_PARSE_NODEFDTD.rawValue)

    /// `xmlInitParser` sets up libxml2's process-wide tables; a `static let` runs it exactly once.
    private static let initialization: Void = xmlInitParser()
}

/// Every element of an HTML document with its attributes, in document order, as libxml2's HTML parser
/// (the sanitiser's) reads it: what `HTMLResourceLinks` and `HTMLDocumentLinks` look through.
public enum HTMLElements {
    public struct Element: Sendable, Equatable {
        /// Lowercased.
        public var name: String
        /// Names lowercased, values with entities decoded (a bare attribute such as `open` has `""`), as written in order.
        public var attributes: [(name: String, value: String)]

        public func attribute(_ name: String) -> String? {
            attributes.first { $0.name == name }?.value
        }

        public static func == (lhs: Element, rhs: Element) -> Bool {
            lhs.name == rhs.name && lhs.attributes.elementsEqual(rhs.attributes) { $0 == $1 }
        }
    }

    /// Calls `visit` with each element of `html`, parents before their children.
    public static func forEach(in html: String, _ visit: (Element) -> Void) {
        _ = HTMLSanitizer.sharedInitialization
        var text = html
        let document = text.withUTF8 { buffer in
            buffer.withMemoryRebound(to: CChar.self) { chars in
                htmlReadMemory(chars.baseAddress, Int32(clamping: chars.count), nil, "UTF-8", HTMLSanitizer.sharedParseOptions)
            }
        }
        guard let document else { return }
        defer { xmlFreeDoc(document) }
        // Iterative, so a page nested thousands deep cannot exhaust the stack.
        var pending: [xmlNodePtr] = []
        if let root = xmlDocGetRootElement(document) { pending.append(root) }
        while let node = pending.popLast() {
            if let next = node.pointee.next { pending.append(next) }
            guard node.pointee.type == XML_ELEMENT_NODE else { continue }
            var attributes: [(name: String, value: String)] = []
            var attribute = node.pointee.properties
            while let property = attribute {
                attributes.append((String(cString: property.pointee.name).lowercased(), Writer.value(of: property) ?? ""))
                attribute = property.pointee.next
            }
            visit(Element(name: Writer.name(of: node), attributes: attributes))
            if let child = node.pointee.children { pending.append(child) }
        }
    }
}

/// Writes the kept parts of a parsed fragment as HTML, recording what it leaves out.
private struct Writer {
    var bytes: [UInt8] = []
    var removals: [HTMLRemoval] = []
    let keptCommentPrefix: [UInt8]?
    /// The `<html>` and first `<body>` the sanitiser wrapped the fragment in: written as their content only.
    let root: xmlNodePtr
    let body: xmlNodePtr?

    init(keptCommentPrefix: [UInt8]?, root: xmlNodePtr) {
        self.keptCommentPrefix = keptCommentPrefix
        self.root = root
        var child = root.pointee.children
        while let current = child, !(current.pointee.type == XML_ELEMENT_NODE && Self.name(of: current) == "body") {
            child = current.pointee.next
        }
        body = child
    }

    mutating func writeChildren(of node: xmlNodePtr) {
        var child = node.pointee.children
        while let current = child {
            write(current)
            child = current.pointee.next
        }
    }

    private mutating func write(_ node: xmlNodePtr) {
        switch node.pointee.type {
        case XML_TEXT_NODE:
            appendEscaped(node.pointee.content, inAttribute: false)
        case XML_COMMENT_NODE:
            guard let prefix = keptCommentPrefix, let content = node.pointee.content,
                  Self.bytes(of: content).starts(with: prefix) else { return }
            bytes += Array("<!--".utf8) + Self.bytes(of: content) + Array("-->".utf8)
        case XML_ELEMENT_NODE:
            writeElement(node)
        default:
            // CDATA (only ever a script's or style's content, which goes with it), processing instructions.
            break
        }
    }

    private mutating func writeElement(_ node: xmlNodePtr) {
        let name = Self.name(of: node)
        if node == root || node == body {
            writeChildren(of: node)
            return
        }
        if let reason = HTMLPolicy.removedWithContent[name] {
            removals.append(HTMLRemoval(element: name, reason: reason))
            if HTMLPolicy.voidElements.contains(name) { writeChildren(of: node) }
            return
        }
        guard HTMLPolicy.elements[name] != nil else {
            removals.append(HTMLRemoval(element: name, reason: .notAllowed, keepsContent: true))
            writeChildren(of: node)
            return
        }
        bytes += Array("<\(name)".utf8)
        var attribute = node.pointee.properties
        while let current = attribute {
            attribute = current.pointee.next
            let attributeName = String(cString: current.pointee.name).lowercased()
            let value = Self.value(of: current)
            if !HTMLPolicy.allows(attributeName, on: name) {
                removals.append(HTMLRemoval(element: name, attribute: attributeName, reason: HTMLPolicy.reason(forRemoving: attributeName)))
                continue
            }
            if HTMLPolicy.urlAttributes.contains(attributeName), let value, HTMLPolicy.isUnsafeURL(value, isImage: name == "img") {
                removals.append(HTMLRemoval(element: name, attribute: attributeName, value: value, reason: .unsafeURL))
                continue
            }
            bytes += Array(" \(attributeName)".utf8)
            if let value {
                bytes += Array("=\"".utf8)
                value.withCString { appendEscaped(UnsafeRawPointer($0).assumingMemoryBound(to: UInt8.self), inAttribute: true) }
                bytes.append(UInt8(ascii: "\""))
            }
        }
        bytes.append(UInt8(ascii: ">"))
        guard !HTMLPolicy.voidElements.contains(name) else { return }
        // A browser drops a newline right after `<pre>`, so one that is content needs another before it.
        if name == "pre", let first = node.pointee.children, first.pointee.type == XML_TEXT_NODE,
           first.pointee.content?.pointee == UInt8(ascii: "\n") {
            bytes.append(UInt8(ascii: "\n"))
        }
        writeChildren(of: node)
        bytes += Array("</\(name)>".utf8)
    }

    private mutating func appendEscaped(_ text: UnsafePointer<UInt8>?, inAttribute: Bool) {
        guard var pointer = text else { return }
        while pointer.pointee != 0 {
            switch pointer.pointee {
            case UInt8(ascii: "&"): bytes += Array("&amp;".utf8)
            case UInt8(ascii: "<"): bytes += Array("&lt;".utf8)
            case UInt8(ascii: ">"): bytes += Array("&gt;".utf8)
            case UInt8(ascii: "\"") where inAttribute: bytes += Array("&quot;".utf8)
            case let byte: bytes.append(byte)
            }
            pointer += 1
        }
    }

    fileprivate static func name(of node: xmlNodePtr) -> String {
        node.pointee.name.map { String(cString: $0).lowercased() } ?? ""
    }

    /// An attribute's text, entities decoded; nil for a bare attribute such as `open`.
    fileprivate static func value(of attribute: xmlAttrPtr) -> String? {
        guard var child = attribute.pointee.children else { return nil }
        var value = ""
        while true {
            if let content = child.pointee.content { value += String(cString: content) }
            guard let next = child.pointee.next else { break }
            child = next
        }
        return value
    }

    private static func bytes(of text: UnsafePointer<UInt8>) -> [UInt8] {
        var end = text
        while end.pointee != 0 { end += 1 }
        return Array(UnsafeBufferPointer(start: text, count: end - text))
    }
}
