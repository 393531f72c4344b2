import Foundation

/// Opaque page cursors. Clients must treat them as opaque; they are base64url so they survive
/// any transport, and they are validated on the way back in.
enum Cursor {
  /// Cursor after cue `id`.
  static func encode(cueID: String) -> String {
    Base64URL.encode(Array(cueID.utf8))
  }

  /// The cue id inside a cursor, or 400 naming `cursor`.
  static func decodeCueID(_ cursor: String) throws(APIError) -> String {
    guard let data = Base64URL.decode(cursor), let id = String(data: data, encoding: .utf8), Identifier.isValid(id)
    else { throw .invalidField("cursor", "is not a valid cursor") }
    return id
  }

  /// Cursor after a recording in newest-first order.
  static func encode(_ position: RecordingCursor) -> String {
    Base64URL.encode(Array("\(position.createdAt):\(position.id)".utf8))
  }

  /// The recording position inside a cursor, or 400 naming `cursor`.
  static func decodeRecording(_ cursor: String) throws(APIError) -> RecordingCursor {
    guard let data = Base64URL.decode(cursor), let text = String(data: data, encoding: .utf8) else {
      throw .invalidField("cursor", "is not a valid cursor")
    }
    let parts = text.split(separator: ":", maxSplits: 1).map(String.init)
    guard parts.count == 2, let createdAt = Int64(parts[0]), Identifier.isValid(parts[1]) else {
      throw .invalidField("cursor", "is not a valid cursor")
    }
    return RecordingCursor(createdAt: createdAt, id: parts[1])
  }
}
