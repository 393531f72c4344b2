import Foundation

/// A parsed JSON document, stored flat: every value is a slot in one array with a parent link and a
/// list of child ids. Parsing, path building, search and release are all loops over that array, so
/// a 5 MB body or a document nested 100,000 levels deep is handled without recursion and without
/// `JSONSerialization` (which refuses anything nested deeper than 512 levels).
///
/// ```swift
/// let tree = try JSONTree(parsing: Data(#"{"items":[{"title":"Hi"}]}"#.utf8))
/// tree.root.value                                   // .object(count: 1)
/// tree.children(of: tree.root.id).map(\.path)       // ["$.items"]
/// tree.node(at: "$.items[0].title")?.value          // .string("Hi")
/// ```
public struct JSONTree: Sendable {
  struct Slot: Sendable {
    var kind: JSONNode.Kind
    /// -1 for the root.
    var parent: Int
    /// Position among the parent's children.
    var index: Int
    /// The member name when the parent is an object.
    var key: String?
    /// Unescaped string, number lexeme, or empty for containers, booleans and null.
    var scalar: String
    var flag: Bool
    var children: [Int]
    /// Bytes of the value in the source: containers include their brackets; a value cut off by the
    /// end of a truncated input runs to the end.
    var range: Range<Int>
    /// Bytes of the member name token, quotes included.
    var keyRange: Range<Int>?
    /// Set by a parse for the redactor (``JSONParser/parse(_:allowingTruncation:forRedaction:)``):
    /// `key` is empty and the name is exactly the bytes inside `keyRange`'s quotes (it had no escapes).
    var keyIsInSource = false
    /// The same for a string value: `scalar` is empty and the text is the bytes inside `range`'s quotes.
    var scalarIsInSource = false
  }

  var slots: [Slot]

  /// Whether the input ended early and the lenient parser closed what was open.
  public let isPartial: Bool

  init(slots: [Slot], isPartial: Bool) {
    self.slots = slots
    self.isPartial = isPartial
  }

  /// Parses `data` (UTF-8 JSON, any top-level value, an optional BOM).
  ///
  /// With `allowingTruncation`, input that simply stops (a body cut at the size limit) is accepted:
  /// the value being read when the input ends is kept if it is a string and dropped otherwise, and
  /// open containers are closed. Syntax errors still throw.
  ///
  /// - Throws: ``JSONParseError``.
  public init(parsing data: Data, allowingTruncation: Bool = false) throws(JSONParseError) {
    self = try JSONParser.parse(Array(data), allowingTruncation: allowingTruncation)
  }

  /// Parses UTF-8 text, like the `Data` initializer.
  ///
  /// - Throws: ``JSONParseError``.
  public init(parsing text: String, allowingTruncation: Bool = false) throws(JSONParseError) {
    self = try JSONParser.parse(Array(text.utf8), allowingTruncation: allowingTruncation)
  }

  /// A tree holding one string: how a body that is not JSON is shown.
  public init(text: String) {
    let slot = Slot(
      kind: .string, parent: -1, index: 0, key: nil, scalar: text, flag: false, children: [], range: 0..<0,
      keyRange: nil)
    self.init(slots: [slot], isPartial: false)
  }

  /// How many values the document holds (containers and scalars).
  public var count: Int { slots.count }

  /// The top-level value; its path is `$`.
  public var root: JSONNode { makeNode(0, path: "$") }

  /// The node with this id, or `nil` if there is none.
  public func node(id: Int) -> JSONNode? {
    guard slots.indices.contains(id) else { return nil }
    return makeNode(id, path: path(of: id))
  }

  /// The children of a node, in document order (empty for scalars and unknown ids).
  public func children(of id: Int) -> [JSONNode] {
    guard slots.indices.contains(id) else { return [] }
    let base = path(of: id)
    return slots[id].children.map { child in makeNode(child, path: base + component(of: child)) }
  }

  /// The path of a node, built by walking parent links (a loop, not recursion).
  public func path(of id: Int) -> String {
    guard slots.indices.contains(id) else { return "" }
    var components: [String] = []
    var current = id
    while slots[current].parent >= 0 {
      components.append(component(of: current))
      current = slots[current].parent
    }
    return "$" + components.reversed().joined()
  }

  /// The node at a path such as `$.items[3].title` or `$["odd key"][0]`, or `nil`. For duplicate
  /// keys the first member wins.
  public func node(at path: String) -> JSONNode? {
    guard let id = id(at: path) else { return nil }
    return makeNode(id, path: self.path(of: id))
  }

  /// The id of the node at `path`, or `nil`.
  func id(at path: String) -> Int? {
    guard let components = JSONPath.parse(path) else { return nil }
    var current = 0
    for component in components {
      let slot = slots[current]
      switch component {
      case .key(let key):
        guard slot.kind == .object, let child = slot.children.first(where: { slots[$0].key == key }) else { return nil }
        current = child
      case .index(let index):
        guard slot.kind == .array, slot.children.indices.contains(index) else { return nil }
        current = slot.children[index]
      }
    }
    return current
  }

  /// `.key`, `["key"]` or `[index]` for one node under its parent.
  func component(of id: Int) -> String {
    let slot = slots[id]
    guard slot.parent >= 0 else { return "" }
    if slots[slot.parent].kind == .object { return JSONPath.component(key: slot.key ?? "") }
    return "[\(slot.index)]"
  }

  func makeNode(_ id: Int, path: String) -> JSONNode {
    let slot = slots[id]
    let parentIsObject = slot.parent >= 0 && slots[slot.parent].kind == .object
    let value: JSONNode.Value =
      switch slot.kind {
      case .object: .object(count: slot.children.count)
      case .array: .array(count: slot.children.count)
      case .string: .string(slot.scalar)
      case .number: .number(slot.scalar)
      case .bool: .bool(slot.flag)
      case .null: .null
      }
    return JSONNode(
      id: id, path: path, key: parentIsObject ? slot.key : nil,
      index: slot.parent >= 0 && !parentIsObject ? slot.index : nil, value: value)
  }
}
