/// Public configuration returned by `app_config`.
struct AppConfig: Sendable, Codable, Equatable {
  /// A language the app offers.
  struct Language: Sendable, Codable, Equatable {
    let code: String
    let englishName: String
    let nativeName: String

    enum CodingKeys: String, CodingKey {
      case code
      case englishName = "english_name"
      case nativeName = "native_name"
    }
  }

  /// Upload limits clients must respect before calling `create_recording_upload`.
  struct Upload: Sendable, Codable, Equatable {
    let maxBytes: Int64
    let contentTypes: [String]

    enum CodingKeys: String, CodingKey {
      case maxBytes = "max_bytes"
      case contentTypes = "content_types"
    }
  }

  let supportedLanguages: [Language]
  let featureFlags: [String: Bool]
  let minClientVersion: String
  let upload: Upload

  enum CodingKeys: String, CodingKey {
    case upload
    case supportedLanguages = "supported_languages"
    case featureFlags = "feature_flags"
    case minClientVersion = "min_client_version"
  }
}
