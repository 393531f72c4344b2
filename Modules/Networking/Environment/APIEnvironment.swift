import Foundation

/// Which backend the app talks to, and the link hosts it trusts. Loaded from a JSON file or from
/// environment variables, so the same binary runs against the dev server, staging or production.
///
/// ```swift
/// let env = try APIEnvironment.load(from: ProcessInfo.processInfo.environment)
/// let client = APIClient(configuration: .init(environment: env))
/// ```
public struct APIEnvironment: Sendable, Equatable, Codable {
  /// The well-known environments.
  public enum Name: String, Sendable, Codable, CaseIterable { case development, staging, production }

  /// Which environment this is.
  public var name: Name
  /// The API's base URL; RPC paths are appended to it.
  public var baseURL: URL
  /// Hosts whose universal links (`https://<host>/auth/magic?...`) the app accepts.
  public var universalLinkHosts: [String]
  /// The magic-link path on those hosts.
  public var magicLinkPath: String

  /// Creates an environment.
  ///
  /// ```swift
  /// APIEnvironment(name: .development, baseURL: URL(string: "http://127.0.0.1:8080")!)
  /// ```
  public init(name: Name, baseURL: URL, universalLinkHosts: [String] = [], magicLinkPath: String = "/auth/magic") {
    self.name = name
    self.baseURL = baseURL
    self.universalLinkHosts = universalLinkHosts.isEmpty ? [baseURL.host ?? ""].filter { !$0.isEmpty } : universalLinkHosts
    self.magicLinkPath = magicLinkPath
  }

  /// Production: the hosted API and its link domain.
  public static let production = APIEnvironment(
    name: .production, baseURL: URL(string: "https://api.chatterbox.app")!,
    universalLinkHosts: ["chatterbox.app", "links.chatterbox.app"])
  /// Staging.
  public static let staging = APIEnvironment(
    name: .staging, baseURL: URL(string: "https://api.staging.chatterbox.app")!,
    universalLinkHosts: ["staging.chatterbox.app"])
  /// The local dev server's default address.
  public static let development = APIEnvironment(
    name: .development, baseURL: URL(string: "http://127.0.0.1:8080")!,
    universalLinkHosts: ["127.0.0.1", "localhost"])
}
