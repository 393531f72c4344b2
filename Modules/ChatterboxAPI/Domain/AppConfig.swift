import Foundation

/// Server-driven configuration: languages, feature flags, upload limits.
public struct AppConfig: Sendable, Equatable, Codable {
  /// Languages that can be practised, in the server's order.
  public let supportedLanguages: [Language]
  /// Boolean feature flags by name; unknown names are kept, absent ones default elsewhere.
  public let featureFlags: [String: Bool]
  /// The oldest client version the server still supports, as `major.minor.patch` text.
  public let minClientVersion: String
  /// What the server accepts for a recording: check before uploading to fail before the transfer.
  public let upload: UploadLimits

  /// Stores the values as given.
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
  /// BCP 47 language code, e.g. `es`.
  public let code: String
  /// The name in English, e.g. `Spanish`.
  public let englishName: String
  /// The name in the language itself, e.g. `Español`.
  public let nativeName: String

  /// Stores the values as given.
  public init(code: String, englishName: String, nativeName: String) {
    self.code = code
    self.englishName = englishName
    self.nativeName = nativeName
  }
}

/// What the server accepts for recordings.
public struct UploadLimits: Sendable, Equatable, Codable {
  /// Largest accepted upload, in bytes.
  public let maxBytes: Int
  /// Accepted MIME types, e.g. `audio/wav`.
  public let contentTypes: [String]

  /// Stores the values as given.
  public init(maxBytes: Int, contentTypes: [String]) {
    self.maxBytes = maxBytes
    self.contentTypes = contentTypes
  }
}
