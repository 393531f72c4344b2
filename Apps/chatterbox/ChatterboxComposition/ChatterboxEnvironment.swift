import Foundation
import Networking

/// Chatterbox's backends: the API environment plus the hosts whose magic links the app trusts.
/// Networking knows only names and base URLs; the link hosts and the `CHATTERBOX_*` variables
/// are the app's, read here in the composition root (ADR 0014).
///
/// ```swift
/// let env = try ChatterboxEnvironment.load(from: ["CHATTERBOX_API_URL": "http://127.0.0.1:9000"])
/// env.api.baseURL.port // 9000
/// ```
public struct ChatterboxEnvironment: Sendable, Equatable, Codable {
  /// The API the client talks to.
  public var api: APIEnvironment
  /// Hosts whose universal links (`https://<host>/auth/magic?...`) the app accepts.
  public var universalLinkHosts: [String]
  /// The magic-link path on those hosts.
  public var magicLinkPath: String

  /// Creates an environment; no link hosts means the API's own host.
  ///
  /// ```swift
  /// ChatterboxEnvironment(api: APIEnvironment(name: .development, baseURL: URL(string: "http://127.0.0.1:8080")!))
  /// ```
  public init(api: APIEnvironment, universalLinkHosts: [String] = [], magicLinkPath: String = "/auth/magic") {
    self.api = api
    self.universalLinkHosts =
      universalLinkHosts.isEmpty ? [api.baseURL.host ?? ""].filter { !$0.isEmpty } : universalLinkHosts
    self.magicLinkPath = magicLinkPath
  }

  /// Production: the hosted API and its link domain.
  public static let production = ChatterboxEnvironment(
    api: APIEnvironment(name: .production, baseURL: URL(string: "https://api.chatterbox.app")!),
    universalLinkHosts: ["chatterbox.app", "links.chatterbox.app"])
  /// Staging.
  public static let staging = ChatterboxEnvironment(
    api: APIEnvironment(name: .staging, baseURL: URL(string: "https://api.staging.chatterbox.app")!),
    universalLinkHosts: ["staging.chatterbox.app"])
  /// The local dev server's default address.
  public static let development = ChatterboxEnvironment(
    api: APIEnvironment(name: .development, baseURL: URL(string: "http://127.0.0.1:8080")!),
    universalLinkHosts: ["127.0.0.1", "localhost"])

  // The config file keeps wave 1's flat shape: {name, baseURL, universalLinkHosts, magicLinkPath}.
  package enum CodingKeys: String, CodingKey { case universalLinkHosts, magicLinkPath }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      api: try APIEnvironment(from: decoder),
      universalLinkHosts: try container.decodeIfPresent([String].self, forKey: .universalLinkHosts) ?? [],
      magicLinkPath: try container.decodeIfPresent(String.self, forKey: .magicLinkPath) ?? "/auth/magic")
  }

  public func encode(to encoder: any Encoder) throws {
    try api.encode(to: encoder)
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(universalLinkHosts, forKey: .universalLinkHosts)
    try container.encode(magicLinkPath, forKey: .magicLinkPath)
  }
}
