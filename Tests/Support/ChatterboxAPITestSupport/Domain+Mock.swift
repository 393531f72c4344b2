import ChatterboxAPI
import Foundation

// Domain values for tests: every field has a plain default, so a test names only what it is
// about (`Cue.mock(id: "c1")`), and a field added to a type later gets its default here once.

extension Cue {
  /// A beginner cue with a title and a one-sentence body (`en-001`, "Mornings"), and no model answer.
  public static func mock(
    id: String = "en-001", title: String = "Mornings", body: String = "Describe your morning.",
    difficulty: Difficulty = .beginner, tags: [String] = [], sampleAnswer: String? = nil
  ) -> Cue {
    Cue(id: id, title: title, body: body, difficulty: difficulty, tags: tags, sampleAnswer: sampleAnswer)
  }
}

extension Recording {
  /// A complete one-second WAV take of `en-001` in profile `p-en`, made at `.distantPast`, with no
  /// playback URL.
  public static func mock(
    id: String = "rec_1", cueID: String = "en-001", profileID: String = "p-en", status: Status = .complete,
    byteSize: Int = 1, sha256: String = "", contentType: String = "audio/wav", durationMilliseconds: Int? = 1_000,
    createdAt: Date = .distantPast, audioURL: URL? = nil
  ) -> Recording {
    Recording(
      id: id, cueID: cueID, profileID: profileID, status: status, byteSize: byteSize, sha256: sha256,
      contentType: contentType, durationMilliseconds: durationMilliseconds, createdAt: createdAt, audioURL: audioURL)
  }
}

extension Profile {
  /// The profile practising `languageCode`, with the id `p-<code>` unless given, made at `.distantPast`.
  public static func mock(languageCode: String = "en", id: String? = nil, createdAt: Date = .distantPast) -> Profile {
    Profile(id: id ?? "p-\(languageCode)", languageCode: languageCode, createdAt: createdAt)
  }
}

extension Account {
  /// `acc_1`, `ana@example.com` (a reserved example domain), no flags.
  public static func mock(id: String = "acc_1", email: String = "ana@example.com", flags: [String] = []) -> Account {
    Account(id: id, email: email, flags: flags)
  }
}

extension AppConfig {
  /// English, Spanish and French; no feature flags; client 0.1.0 or later; WAV up to 1,000,000 bytes.
  public static func mock(
    supportedLanguages: [Language] = [
      Language(code: "en", englishName: "English", nativeName: "English"),
      Language(code: "es", englishName: "Spanish", nativeName: "Español"),
      Language(code: "fr", englishName: "French", nativeName: "Français"),
    ],
    featureFlags: [String: Bool] = [:], minClientVersion: String = "0.1.0",
    upload: UploadLimits = UploadLimits(maxBytes: 1_000_000, contentTypes: ["audio/wav"])
  ) -> AppConfig {
    AppConfig(
      supportedLanguages: supportedLanguages, featureFlags: featureFlags, minClientVersion: minClientVersion,
      upload: upload)
  }
}
