/// The CLI's version, printed by `chatterbox --version` and sent as `User-Agent`.
///
/// ```swift
/// AppVersion.current // "0.1.0"
/// ```
public enum AppVersion {
  /// Semantic version of this build.
  public static let current = "0.1.0"
  /// `User-Agent` header value.
  public static var userAgent: String { "chatterbox-cli/\(current)" }
}
