import Foundation

/// The model behind a JSON body viewer: browse by path, read values, search. Never fails: a body
/// that is not JSON becomes a tree with one string node holding the text (``parseError`` says why),
/// so the viewer always has something to show.
public struct JSONExplorer: Sendable {
  /// The parsed document, or a single string node when the input was not JSON.
  public let tree: JSONTree
  /// Why the input was shown as text, or `nil` when it parsed.
  public let parseError: JSONParseError?

  /// Parses `data`; invalid JSON (or invalid UTF-8) falls back to a text node.
  public init(data: Data, allowingTruncation: Bool = false) {
    do {
      tree = try JSONTree(parsing: data, allowingTruncation: allowingTruncation)
      parseError = nil
    } catch {
      tree = JSONTree(text: String(decoding: data, as: UTF8.self))
      parseError = error
    }
  }

  /// Parses text; see ``init(data:allowingTruncation:)``.
  public init(text: String, allowingTruncation: Bool = false) {
    do {
      tree = try JSONTree(parsing: text, allowingTruncation: allowingTruncation)
      parseError = nil
    } catch {
      tree = JSONTree(text: text)
      parseError = error
    }
  }

  /// Explores a recorded body; a truncated body is parsed leniently so what was kept is browsable.
  /// A binary body (no text) is an empty string node.
  public init(body: NetworkLogBody) {
    self.init(text: body.text ?? "", allowingTruncation: body.isTruncated)
  }

  /// The top-level node (`$`).
  public var root: JSONNode { tree.root }

  /// The node at `path` (`$.items[3].title`), or `nil` when there is none.
  public func value(at path: String) -> JSONNode? { tree.node(at: path) }

  /// The children of the node at `path`, in document order; empty for scalars, `nil` for an
  /// unknown path.
  public func children(of path: String) -> [JSONNode]? {
    guard let id = tree.id(at: path) else { return nil }
    return tree.children(of: id)
  }

  /// Paths of the nodes whose key or scalar value contains `text` (case-insensitive), in document
  /// order, at most `limit` of them. An empty query matches nothing.
  public func search(_ text: String, limit: Int = 500) -> [String] {
    guard !text.isEmpty, limit > 0 else { return [] }
    var paths: [String] = []
    for (id, slot) in tree.slots.enumerated() {
      let scalar: String =
        switch slot.kind {
        case .string, .number: slot.scalar
        case .bool: slot.flag ? "true" : "false"
        case .null: "null"
        case .object, .array: ""
        }
      let keyMatches = slot.key.map { $0.range(of: text, options: .caseInsensitive) != nil } ?? false
      if keyMatches || (!scalar.isEmpty && scalar.range(of: text, options: .caseInsensitive) != nil) {
        paths.append(tree.path(of: id))
        if paths.count == limit { break }
      }
    }
    return paths
  }
}
