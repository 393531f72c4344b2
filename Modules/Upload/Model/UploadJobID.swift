import Foundation

/// Identifies one upload job (one file) in the queue. A lowercase UUID, also used as
/// the job's file name, so it is safe to log publicly: it names a local job, nothing on the
/// server.
public struct UploadJobID: RawRepresentable, Hashable, Sendable, Codable, CustomStringConvertible {
  /// The lowercase UUID text; always a valid UUID, so safe as a file name.
  public let rawValue: String

  /// Wraps an existing id, normalised to lowercase; `nil` unless it is a UUID (it becomes a file
  /// name, so nothing else is accepted).
  public init?(rawValue: String) {
    guard let uuid = UUID(uuidString: rawValue) else { return nil }
    self.rawValue = uuid.uuidString.lowercased()
  }

  /// A fresh random (version 4) UUID, lowercase; never collides with a stored job in practice.
  public init() {
    rawValue = UUID().uuidString.lowercased()
  }

  /// Decodes the bare UUID string (the job file's `"id"`); throws `DecodingError.dataCorrupted`
  /// for anything else, which makes the job file corrupt (moved aside, never a path).
  public init(from decoder: any Decoder) throws {
    let text = try decoder.singleValueContainer().decode(String.self)
    guard let id = UploadJobID(rawValue: text) else {
      throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "not a job id"))
    }
    self = id
  }

  /// Encodes the bare lowercase UUID string, the form ``init(from:)`` reads back.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }

  /// The raw value, so ids interpolate cleanly into (public) log lines.
  public var description: String { rawValue }
}
