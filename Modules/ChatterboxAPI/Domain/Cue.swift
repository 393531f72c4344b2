import Foundation

/// A conversation prompt to answer out loud. `body` is the server's lightweight markdown.
public struct Cue: Sendable, Equatable, Hashable, Codable, Identifiable {
  /// How hard a cue is.
  public enum Difficulty: String, Sendable, Codable, CaseIterable { case beginner, intermediate, advanced }

  /// Server id, e.g. `es-001`.
  public let id: String
  /// Short title.
  public let title: String
  /// Prompt paragraphs and optional hints, as lightweight markdown.
  public let body: String
  /// Difficulty level.
  public let difficulty: Difficulty
  /// Topic tags.
  public let tags: [String]

  /// Creates a cue.
  public init(id: String, title: String, body: String, difficulty: Difficulty, tags: [String]) {
    self.id = id
    self.title = title
    self.body = body
    self.difficulty = difficulty
    self.tags = tags
  }
}

/// One page of cues and the cursor for the next.
public struct CuePage: Sendable, Equatable, Codable {
  /// The cues on this page.
  public let items: [Cue]
  /// Opaque cursor for the next page; `nil` at the end.
  public let nextCursor: String?
  /// Whether another page exists.
  public var hasMore: Bool { nextCursor != nil }

  /// Creates a page.
  public init(items: [Cue], nextCursor: String?) {
    self.items = items
    self.nextCursor = nextCursor
  }
}
