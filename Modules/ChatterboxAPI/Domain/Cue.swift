import Foundation

/// A conversation prompt to answer out loud. `body` is the server's lightweight markdown.
public struct Cue: Sendable, Equatable, Hashable, Codable, Identifiable {
  /// How hard a cue is. The API's mapper reads a level this client does not know as `.intermediate`.
  public enum Difficulty: String, Sendable, Codable, CaseIterable { case beginner, intermediate, advanced }

  /// The server's id, e.g. `es-001` (the API's `Id` shape, ``ResourceID``; not checked here).
  public let id: String
  /// The title as the server sent it: plain text (only ``body`` is markdown), untrusted like any
  /// server text.
  public let title: String
  /// Prompt paragraphs and optional hints in the server's lightweight markdown: untrusted, render
  /// it through a safe parser (CuesFeature's `CueContent`).
  public let body: String
  /// `.intermediate` when the server sent a level this client does not know (see ``Difficulty``).
  public let difficulty: Difficulty
  /// Topic tags in the server's order; empty (never `nil`) when the server sends none.
  public let tags: [String]
  /// A short model answer in the cue's language, plain text, for the learner to listen to; `nil` when
  /// the server sent none (a server before this field, or a cue without one). Untrusted like any server text.
  public let sampleAnswer: String?

  /// Stores the values as given, without validation (tests and previews build cues this way), with no
  /// model answer.
  public init(id: String, title: String, body: String, difficulty: Difficulty, tags: [String]) {
    self.init(id: id, title: title, body: body, difficulty: difficulty, tags: tags, sampleAnswer: nil)
  }

  /// Stores the values as given, without validation, with `sampleAnswer` as the model answer.
  public init(
    id: String, title: String, body: String, difficulty: Difficulty, tags: [String], sampleAnswer: String?
  ) {
    self.id = id
    self.title = title
    self.body = body
    self.difficulty = difficulty
    self.tags = tags
    self.sampleAnswer = sampleAnswer
  }
}

/// One page of cues and the cursor for the next.
public struct CuePage: Sendable, Equatable, Codable {
  /// The cues on this page.
  public let items: [Cue]
  /// Opaque cursor for the next page; `nil` at the end.
  public let nextCursor: String?
  /// `true` exactly when ``nextCursor`` is not `nil`.
  public var hasMore: Bool { nextCursor != nil }

  /// Stores the values as given.
  public init(items: [Cue], nextCursor: String?) {
    self.items = items
    self.nextCursor = nextCursor
  }
}
