import ChatterboxAPI
import Foundation

struct MeDTO: Decodable, Sendable {
  let account: AccountDTO
  let activeProfile: ProfileDTO?

  var domain: Me { Me(account: account.domain, activeProfile: activeProfile?.domain) }
}

struct ProfileDTO: Decodable, Sendable {
  let id: String
  let languageCode: String
  let createdAt: Date

  var domain: Profile { Profile(id: id, languageCode: languageCode, createdAt: createdAt) }
}

struct AppConfigDTO: Decodable, Sendable {
  struct LanguageDTO: Decodable, Sendable {
    let code: String
    let englishName: String
    let nativeName: String
  }
  struct UploadDTO: Decodable, Sendable {
    let maxBytes: Int
    let contentTypes: [String]
  }
  let supportedLanguages: [LanguageDTO]
  let featureFlags: [String: Bool]?
  let minClientVersion: String
  let upload: UploadDTO

  var domain: AppConfig {
    AppConfig(
      supportedLanguages: supportedLanguages.map {
        Language(code: $0.code, englishName: $0.englishName, nativeName: $0.nativeName)
      },
      featureFlags: featureFlags ?? [:], minClientVersion: minClientVersion,
      upload: UploadLimits(maxBytes: upload.maxBytes, contentTypes: upload.contentTypes))
  }
}

struct LanguageCodeBody: Encodable { let languageCode: String }
