import Foundation

/// Server-driven configuration: languages, feature flags, upload limits.
public struct AppConfig: Sendable, Equatable, Codable {
  /// Languages that can be practised.
  public let supportedLanguages: [Language]
  /// Boolean feature flags by name; unknown names are kept, absent ones default elsewhere.
  public let featureFlags: [String: Bool]
  /// The oldest client version the server still supports.
  public let minClientVersion: String
  /// Upload limits.
  public let upload: UploadLimits

  /// Creates the value.
  public init(
    supportedLanguages: [Language], featureFlags: [String: Bool], minClientVersion: String, upload: UploadLimits
  ) {
    self.supportedLanguages = supportedLanguages
    self.featureFlags = featureFlags
    self.minClientVersion = minClientVersion
    self.upload = upload
  }
}

/// A practice language with its English and native names.
public struct Language: Sendable, Equatable, Hashable, Codable {
  /// Language code, e.g. `es`.
  public let code: String
  /// The English name.
  public let englishName: String
  /// The endonym.
  public let nativeName: String

  /// Creates the value.
  public init(code: String, englishName: String, nativeName: String) {
    self.code = code
    self.englishName = englishName
    self.nativeName = nativeName
  }
}

/// What the server accepts for recordings.
public struct UploadLimits: Sendable, Equatable, Codable {
  /// Largest accepted upload.
  public let maxBytes: Int
  /// Accepted MIME types.
  public let contentTypes: [String]

  /// Creates the value.
  public init(maxBytes: Int, contentTypes: [String]) {
    self.maxBytes = maxBytes
    self.contentTypes = contentTypes
  }
}
