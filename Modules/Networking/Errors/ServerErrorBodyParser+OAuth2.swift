import Foundation

extension ServerErrorBodyParser {
  /// An OAuth 2.0 error answer (RFC 6749 §5.2): `{"error": "invalid_grant", "error_description":
  /// "…"}`. `error` becomes the code (so a dead refresh token reads
  /// `.server(status: 400, code: "invalid_grant", …)`), `error_description` the message. A body
  /// whose `error` is missing or not a string is not in this format (`nil`).
  ///
  /// ```swift
  /// ServerErrorBodyParser.oauth2.parse(Data(#"{"error":"invalid_grant"}"#.utf8))?.code // "invalid_grant"
  /// ```
  public static let oauth2 = ServerErrorBodyParser { body in
    guard let parsed = try? JSONDecoder().decode(OAuth2Error.self, from: body) else { return nil }
    return ServerErrorDetails(code: parsed.error, message: parsed.errorDescription)
  }

  private struct OAuth2Error: Decodable {
    let error: String
    let errorDescription: String?

    enum CodingKeys: String, CodingKey {
      case error
      case errorDescription = "error_description"
    }
  }
}
