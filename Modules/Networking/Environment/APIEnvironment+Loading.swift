import Foundation

/// Why an environment could not be loaded.
public enum APIEnvironmentError: Error, Equatable, Sendable {
  /// The host asked for an environment it does not know (the module itself never throws this;
  /// it is here so hosts that map names to environments share one error type).
  case unknownEnvironment(String)
  /// The base URL is not an absolute http(s) URL, or breaks the transport policy.
  case invalidBaseURL(String)
  /// The JSON config file is missing or malformed.
  case unreadableConfig(path: String, reason: String)
  /// The base URL carries a user name or password (`https://user:secret@host`): refused, since it would be
  /// sent as `Authorization: Basic` and kept in logs and shell history. The value is the URL without them.
  case credentialsInBaseURL(String)
}

extension APIEnvironment {
  /// Reads a JSON config file (`{"name": "staging", "baseURL": "https://…"}`; other keys are
  /// ignored, so a host may keep its own settings beside them) and checks the URL against `policy`.
  public static func load(
    fileAt url: URL, policy: TransportSecurityPolicy = .standard
  ) throws(APIEnvironmentError) -> APIEnvironment {
    let environment: APIEnvironment
    do {
      environment = try JSONDecoder().decode(APIEnvironment.self, from: Data(contentsOf: url))
    } catch {
      throw .unreadableConfig(path: url.path, reason: String(describing: error))
    }
    do { try policy.validate(environment.baseURL) } catch {
      throw .invalidBaseURL(environment.baseURL.absoluteString)
    }
    return environment
  }

  /// A copy pointing at another server (as a `--api <url>` option would), checked against `policy`.
  public func overriding(
    baseURL text: String, policy: TransportSecurityPolicy = .standard
  ) throws(APIEnvironmentError) -> APIEnvironment {
    guard let url = URL(string: text), url.host != nil else { throw .invalidBaseURL(Self.withoutCredentials(text)) }
    try Self.refuseCredentials(in: url)
    do { try policy.validate(url) } catch { throw .invalidBaseURL(text) }
    var copy = self
    copy.baseURL = url
    return copy
  }

  /// Throws ``APIEnvironmentError/credentialsInBaseURL(_:)`` when `url` carries a user name or password.
  public static func refuseCredentials(in url: URL) throws(APIEnvironmentError) {
    guard let parts = URLComponents(url: url, resolvingAgainstBaseURL: false),
      parts.user != nil || parts.password != nil
    else { return }
    throw .credentialsInBaseURL(withoutCredentials(url.absoluteString))
  }

  /// `text` with any `user:password@` before the host removed (what an error may quote).
  static func withoutCredentials(_ text: String) -> String {
    guard var parts = URLComponents(string: text), parts.user != nil || parts.password != nil else {
      // Unparseable: drop everything up to the last "@" of the authority, if any.
      guard let scheme = text.range(of: "://"), let at = text[scheme.upperBound...].firstIndex(of: "@") else {
        return text
      }
      return String(text[..<scheme.upperBound]) + String(text[text.index(after: at)...])
    }
    parts.user = nil
    parts.password = nil
    return parts.string ?? ""
  }
}
