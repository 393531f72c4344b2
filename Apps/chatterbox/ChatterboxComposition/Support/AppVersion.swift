/// The app's version: the one constant `chatterbox --version`, `chatterbox version`, the
/// `User-Agent` header and the analytics context read. Raise it here for a release.
public enum AppVersion {
  /// Semantic version of this build.
  public static let current = "0.4.0"
  /// `User-Agent` header value (`chatterbox-cli/0.3.0`).
  public static var userAgent: String { "chatterbox-cli/\(current)" }
}
