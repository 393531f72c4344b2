import Foundation

/// Reads a server's error body into the code and message that `NetworkError` carries. Servers
/// differ (`{code, message}`, RFC 9457 problem details, `{error: {…}}`), so the client takes the
/// parser as configuration; a body it cannot read still maps by status.
///
/// ```swift
/// let problems = ServerErrorBodyParser { body in
///   let json = try? JSONSerialization.jsonObject(with: body) as? [String: Any]
///   return ServerErrorDetails(code: json?["type"] as? String, message: json?["detail"] as? String)
/// }
/// ```
public struct ServerErrorBodyParser: Sendable {
  /// Returns the details, or `nil` when the body is not in this server's error format.
  public var parse: @Sendable (_ body: Data) -> ServerErrorDetails?

  /// `parse` must not throw or trap on any bytes: it sees the raw body of any error answer.
  public init(parse: @escaping @Sendable (_ body: Data) -> ServerErrorDetails?) {
    self.parse = parse
  }

  /// `{"code": "...", "message": "..."}`, the default (and PostgREST's shape).
  public static let codeAndMessage = ServerErrorBodyParser { body in
    guard let parsed = try? JSONDecoder().decode(CodeAndMessage.self, from: body) else { return nil }
    return ServerErrorDetails(code: parsed.code, message: parsed.message)
  }

  private struct CodeAndMessage: Decodable {
    let code: String?
    let message: String?
  }
}

/// A server's machine-readable error code and human message, either of which may be missing.
public struct ServerErrorDetails: Sendable, Equatable {
  /// A stable code to branch on.
  public var code: String?
  /// Text for logs (not for users: it is not localized).
  public var message: String?

  /// Stores the values as given.
  public init(code: String?, message: String?) {
    self.code = code
    self.message = message
  }
}
