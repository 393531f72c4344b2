/// One value of a ``JSONTree``, as a self-contained snapshot: its kind and scalar value, where it
/// sits (`path`, `key` or `index`) and how many children it has. Children are fetched through the
/// tree or a ``JSONExplorer``, never stored inside the node: a node that owned its children would
/// make a 100,000-level document a 100,000-level chain of values, and releasing that recursively
/// overflows the stack.
///
/// ```swift
/// let node = try JSONTree(parsing: Data(#"{"items":[{"title":"Hi"}]}"#.utf8)).node(at: "$.items[0].title")
/// node?.path  // "$.items[0].title"
/// node?.value // .string("Hi")
/// ```
public struct JSONNode: Sendable, Hashable, Identifiable {
  /// The JSON type of a value.
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    case object, array, string, number, bool, null
  }

  /// A node's value: scalars carry it, containers their child count.
  public enum Value: Sendable, Hashable {
    /// An object with this many members.
    case object(count: Int)
    /// An array with this many elements.
    case array(count: Int)
    /// A string, unescaped.
    case string(String)
    /// A number, as written in the document (no precision lost to `Double`).
    case number(String)
    /// `true` or `false`.
    case bool(Bool)
    /// `null`.
    case null
  }

  /// The node's index in its tree; stable for the tree's lifetime.
  public let id: Int
  /// Where the node is: `$`, `$.items[3].title`, `$["odd key"]`.
  public let path: String
  /// The member name, when the parent is an object.
  public let key: String?
  /// The position, when the parent is an array.
  public let index: Int?
  /// The value.
  public let value: Value

  /// The node's JSON type.
  public var kind: Kind {
    switch value {
    case .object: .object
    case .array: .array
    case .string: .string
    case .number: .number
    case .bool: .bool
    case .null: .null
    }
  }

  /// How many children the node has (0 for scalars).
  public var childCount: Int {
    switch value {
    case .object(let count), .array(let count): count
    default: 0
    }
  }

  /// A one-line rendering of the value: strings quoted, containers as `{3}` / `[10]`.
  public var summary: String {
    switch value {
    case .object(let count): "{\(count)}"
    case .array(let count): "[\(count)]"
    case .string(let text): "\"\(text)\""
    case .number(let lexeme): lexeme
    case .bool(let flag): flag ? "true" : "false"
    case .null: "null"
    }
  }
}
