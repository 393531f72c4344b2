import Foundation

/// Which backend a client talks to: a name for people and logs, and the base URL every endpoint
/// path is appended to. The host decides where the values come from (a file, its own environment
/// variables, a settings screen); this module reads none.
public struct APIEnvironment: Sendable, Equatable, Codable {
  /// An environment's name: any string, with the common ones predefined.
  public struct Name: RawRepresentable, Hashable, Sendable, Codable, ExpressibleByStringLiteral,
    CustomStringConvertible
  {
    /// The name as written (compared exactly; ``init(rawValue:)`` lowercases nothing).
    public let rawValue: String
    /// Any string is a name; it is stored as written.
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { self.rawValue = value }
    public init(from decoder: any Decoder) throws { rawValue = try decoder.singleValueContainer().decode(String.self) }
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.singleValueContainer()
      try container.encode(rawValue)
    }
    public var description: String { rawValue }

    /// A developer's machine.
    public static let development: Name = "development"
    /// A pre-release backend.
    public static let staging: Name = "staging"
    /// The live backend.
    public static let production: Name = "production"
  }

  /// For people and logs; no behaviour depends on it.
  public var name: Name
  /// The API's base URL; endpoint paths are appended to it.
  public var baseURL: URL

  /// Stores the values unchecked; the client's ``TransportSecurityPolicy`` validates every request URL
  /// built on `baseURL` (by default, plain HTTP only to loopback).
  public init(name: Name, baseURL: URL) {
    self.name = name
    self.baseURL = baseURL
  }
}
