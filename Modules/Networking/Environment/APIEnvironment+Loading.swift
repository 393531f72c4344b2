import Foundation

/// Why an environment could not be loaded.
///
/// ```swift
/// catch APIEnvironmentError.invalidBaseURL(let text) { print("bad URL: \(text)") }
/// ```
public enum APIEnvironmentError: Error, Equatable, Sendable {
  /// `CHATTERBOX_ENV` names no known environment.
  case unknownEnvironment(String)
  /// The base URL is not an absolute http(s) URL, or breaks the transport policy.
  case invalidBaseURL(String)
  /// The JSON config file is missing or malformed.
  case unreadableConfig(path: String, reason: String)
}

extension APIEnvironment {
  /// Reads `CHATTERBOX_ENV_FILE` (a JSON file with this type's fields), else `CHATTERBOX_ENV`
  /// (`development`, `staging`, `production`; default `development`) with optional overrides
  /// `CHATTERBOX_API_URL` and `CHATTERBOX_LINK_HOSTS` (comma-separated).
  ///
  /// ```swift
  /// try APIEnvironment.load(from: ["CHATTERBOX_API_URL": "http://127.0.0.1:9000"])
  /// ```
  public static func load(from environment: [String: String]) throws(APIEnvironmentError) -> APIEnvironment {
    if let path = environment["CHATTERBOX_ENV_FILE"], !path.isEmpty {
      return try load(fileAt: URL(fileURLWithPath: path))
    }
    let nameText = environment["CHATTERBOX_ENV"] ?? Name.development.rawValue
    guard let name = Name(rawValue: nameText.lowercased()) else { throw .unknownEnvironment(nameText) }
    var result: APIEnvironment =
      switch name {
      case .development: .development
      case .staging: .staging
      case .production: .production
      }
    if let urlText = environment["CHATTERBOX_API_URL"], !urlText.isEmpty {
      result = try result.overriding(baseURL: urlText)
    }
    if let hosts = environment["CHATTERBOX_LINK_HOSTS"], !hosts.isEmpty {
      result.universalLinkHosts = hosts.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
    }
    return result
  }

  /// Reads a JSON config file.
  ///
  /// ```swift
  /// try APIEnvironment.load(fileAt: URL(fileURLWithPath: "config/staging.json"))
  /// ```
  public static func load(fileAt url: URL) throws(APIEnvironmentError) -> APIEnvironment {
    let environment: APIEnvironment
    do {
      environment = try JSONDecoder().decode(APIEnvironment.self, from: Data(contentsOf: url))
    } catch {
      throw .unreadableConfig(path: url.path, reason: String(describing: error))
    }
    do { try TransportSecurityPolicy.standard.validate(environment.baseURL) } catch {
      throw .invalidBaseURL(environment.baseURL.absoluteString)
    }
    return environment
  }

  /// A copy pointing at another server (as `--api <url>` does). A loopback base URL also trusts
  /// its own host for magic links, since the dev server links to itself.
  ///
  /// ```swift
  /// let local = try APIEnvironment.development.overriding(baseURL: "http://127.0.0.1:54321")
  /// ```
  public func overriding(baseURL text: String) throws(APIEnvironmentError) -> APIEnvironment {
    guard let url = URL(string: text), url.host != nil else { throw .invalidBaseURL(text) }
    do { try TransportSecurityPolicy.standard.validate(url) } catch { throw .invalidBaseURL(text) }
    var copy = self
    copy.baseURL = url
    if let host = url.host?.lowercased(), TransportSecurityPolicy.isLoopback(host), !copy.universalLinkHosts.contains(host) {
      copy.universalLinkHosts.append(host)
    }
    return copy
  }
}
