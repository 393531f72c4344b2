import Foundation

/// Identifies one upload job (one file) in the queue. A lowercase UUID, also used as
/// the job's file name, so it is safe to log publicly: it names a local job, nothing on the
/// server.
///
/// ```swift
/// let id = try await queue.enqueue(file: take, contentType: "audio/wav")
/// await queue.cancel(id)
/// ```
public struct UploadJobID: RawRepresentable, Hashable, Sendable, Codable, CustomStringConvertible {
  /// The lowercase UUID text.
  ///
  /// ```swift
  /// id.rawValue // "6f1c…"
  /// ```
  public let rawValue: String

  /// Wraps an existing id; `nil` unless it is a UUID (it becomes a file name, so nothing else is
  /// accepted).
  ///
  /// ```swift
  /// UploadJobID(rawValue: "6f1c2a4e-0b7e-4c36-9d51-0f4f4e7f1c2a")
  /// ```
  public init?(rawValue: String) {
    guard let uuid = UUID(uuidString: rawValue) else { return nil }
    self.rawValue = uuid.uuidString.lowercased()
  }

  /// A fresh random id.
  ///
  /// ```swift
  /// let id = UploadJobID()
  /// ```
  public init() {
    rawValue = UUID().uuidString.lowercased()
  }

  /// Decodes the bare UUID string (the job file's `"id"`), rejecting anything else.
  ///
  /// ```swift
  /// let id = try JSONDecoder().decode(UploadJobID.self, from: Data(#""6f1c2a4e-0b7e-4c36-9d51-0f4f4e7f1c2a""#.utf8))
  /// ```
  public init(from decoder: any Decoder) throws {
    let text = try decoder.singleValueContainer().decode(String.self)
    guard let id = UploadJobID(rawValue: text) else {
      throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "not a job id"))
    }
    self = id
  }

  /// Encodes the bare UUID string.
  ///
  /// ```swift
  /// try JSONEncoder().encode(id) // "\"6f1c…\""
  /// ```
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }

  /// The raw value, so ids interpolate cleanly into (public) log lines.
  ///
  /// ```swift
  /// logger.info("job \(id, privacy: .public) done")
  /// ```
  public var description: String { rawValue }
}
