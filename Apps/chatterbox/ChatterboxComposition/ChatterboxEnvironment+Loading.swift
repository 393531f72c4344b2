import Foundation
import Networking

extension ChatterboxEnvironment {
  /// Reads `CHATTERBOX_ENV_FILE` (a JSON file with this type's fields), else `CHATTERBOX_ENV`
  /// (`development`, `staging`, `production`; default `development`) with optional overrides
  /// `CHATTERBOX_API_URL` and `CHATTERBOX_LINK_HOSTS` (comma-separated).
  ///
  /// ```swift
  /// try ChatterboxEnvironment.load(from: ["CHATTERBOX_API_URL": "http://127.0.0.1:9000"])
  /// ```
  public static func load(from environment: [String: String]) throws(APIEnvironmentError) -> ChatterboxEnvironment {
    if let path = environment["CHATTERBOX_ENV_FILE"], !path.isEmpty {
      return try load(fileAt: URL(fileURLWithPath: path))
    }
    let nameText = environment["CHATTERBOX_ENV"] ?? APIEnvironment.Name.development.rawValue
    var result: ChatterboxEnvironment
    switch APIEnvironment.Name(rawValue: nameText.lowercased()) {
    case .development: result = .development
    case .staging: result = .staging
    case .production: result = .production
    default: throw .unknownEnvironment(nameText)
    }
    if let urlText = environment["CHATTERBOX_API_URL"], !urlText.isEmpty {
      result = try result.overriding(baseURL: urlText)
    }
    if let hosts = environment["CHATTERBOX_LINK_HOSTS"], !hosts.isEmpty {
      result.universalLinkHosts = hosts.split(separator: ",").map {
        $0.trimmingCharacters(in: .whitespaces).lowercased()
      }
    }
    return result
  }

  /// Reads a JSON config file and checks its URL against the transport policy.
  ///
  /// ```swift
  /// try ChatterboxEnvironment.load(fileAt: URL(fileURLWithPath: "config/staging.json"))
  /// ```
  public static func load(fileAt url: URL) throws(APIEnvironmentError) -> ChatterboxEnvironment {
    let environment: ChatterboxEnvironment
    do {
      environment = try JSONDecoder().decode(ChatterboxEnvironment.self, from: Data(contentsOf: url))
    } catch {
      throw .unreadableConfig(path: url.path, reason: String(describing: error))
    }
    try APIEnvironment.refuseCredentials(in: environment.api.baseURL)
    do { try TransportSecurityPolicy.standard.validate(environment.api.baseURL) } catch {
      throw .invalidBaseURL(environment.api.baseURL.absoluteString)
    }
    return environment
  }

  /// A copy pointing at another server (as `--api <url>` does). A loopback base URL also trusts
  /// its own host for magic links, since the dev server links to itself.
  ///
  /// ```swift
  /// let local = try ChatterboxEnvironment.development.overriding(baseURL: "http://127.0.0.1:54321")
  /// ```
  public func overriding(baseURL text: String) throws(APIEnvironmentError) -> ChatterboxEnvironment {
    var copy = self
    copy.api = try api.overriding(baseURL: text)
    if let host = copy.api.baseURL.host?.lowercased(), TransportSecurityPolicy.isLoopback(host),
      !copy.universalLinkHosts.contains(host)
    {
      copy.universalLinkHosts.append(host)
    }
    return copy
  }
}
