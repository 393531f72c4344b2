import Foundation
import NetworkLog
import TestSupport
import Testing

/// `code` is redacted by name (it is the one-time code of `verify_otp`), except a language's code in
/// `app_config`'s `supported_languages`, which is kept when it is shaped like a language tag.
@Suite("Language codes and one-time codes")
struct LanguageCodeRedactionTests {
  func redacted(_ json: String, redactor: Redactor = Redactor(), url: String = "https://api.test/rpc/app_config")
    -> String?
  {
    redactor.redact(Attempts.json(response: json, url: url)).responseBody?.text
  }

  static let appConfig = #"""
    {"supported_languages":[{"code":"es","english_name":"Spanish","native_name":"Español"},{"code":"pt-BR","english_name":"Portuguese (Brazil)","native_name":"Português"},{"code":"zh-Hant","english_name":"Chinese (Traditional)","native_name":"中文"}],"feature_flags":{"practice_limits":true},"min_client_version":"1.0.0","upload":{"max_bytes":10485760,"content_types":["audio/wav"]}}
    """#

  @Test func appConfigKeepsItsLanguageCodes() {
    #expect(redacted(Self.appConfig) == Self.appConfig)
  }

  @Test func theLanguageListIsRecognisedAnywhereAndWithEscapedNames() {
    let nested = #"{"config":{"supported_languages":[{"code":"fr"}]}}"#
    #expect(redacted(nested) == nested)
    let escaped = #"{"supported\u005flanguages":[{"c\u006fde":"de"}]}"#
    #expect(redacted(escaped) == escaped)
  }

  @Test func theOneTimeCodeOfASignInIsStillRedacted() {
    let attempt = Attempts.json(
      request: #"{"email":"ana@example.com","code":"654321"}"#,
      response: #"{"code":"otp_invalid","message":"Wrong code."}"#,
      url: "https://api.test/rpc/verify_otp", status: 401)
    let entry = Redactor().redact(attempt)
    #expect(entry.requestBody?.text == #"{"email":"<redacted>","code":"<redacted>"}"#)
    #expect(entry.responseBody?.text == #"{"code":"<redacted>","message":"Wrong code."}"#)
  }

  @Test(arguments: [
    // Not in a language list.
    #"{"code":"es"}"#,
    #"{"languages":[{"code":"es"}]}"#,
    #"{"supported_languages":{"code":"es"}}"#,
    #"{"supported_languages":[[{"code":"es"}]]}"#,
    #"{"supported_languages":[{"profile":{"code":"es"}}]}"#,
    // In one, but not shaped like a language tag.
    #"{"supported_languages":[{"code":"654321"}]}"#,
    #"{"supported_languages":[{"code":"ana@example.com"}]}"#,
    #"{"supported_languages":[{"code":"eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ1In0.c2ln"}]}"#,
    #"{"supported_languages":[{"code":"e"}]}"#,
    #"{"supported_languages":[{"code":"english"}]}"#,
    #"{"supported_languages":[{"code":"es-"}]}"#,
    #"{"supported_languages":[{"code":"es-toolongsubtag"}]}"#,
    #"{"supported_languages":[{"code":123456}]}"#,
    #"{"supported_languages":[{"code":{"otp":"654321"}}]}"#,
    #"{"supported_languages":[{"code":["es"]}]}"#,
    // Another name containing "code".
    #"{"supported_languages":[{"otp_code":"es"}]}"#,
    #"{"supported_languages":[{"Code":"es"}]}"#,
  ])
  func everyOtherCodeIsRedacted(json: String) throws {
    let text = try #require(redacted(json))
    #expect(text.contains(Redactor.placeholder), "\(text)")
    #expect(!text.contains("654321") && !text.contains("example.com") && !text.contains("c2ln"))
  }

  @Test func theDenyListStillWins() {
    let redactor = Redactor(rules: RedactionRules(denyList: ["code"]))
    #expect(
      redacted(#"{"supported_languages":[{"code":"es"}]}"#, redactor: redactor)
        == #"{"supported_languages":[{"code":"<redacted>"}]}"#)
  }

  /// A value cut off by the body limit could be the start of anything (`"de` of `"de-AT"`, or of a
  /// secret): not kept.
  @Test func aCodeCutOffByTheBodyLimitIsRedacted() throws {
    let json = #"{"supported_languages":[{"code":"es"},{"code":"de-AT"}]}"#
    let cut = json.utf8.count - 7  // leaves `"de` of the second value
    let text = try #require(redacted(json, redactor: Redactor(bodyLimit: cut)))
    #expect(text.hasPrefix(#"{"supported_languages":[{"code":"es"},{"code":"<"#), "\(text)")
    #expect(!text.contains(#""de"#))
  }

  @Test func keptCodesSurviveAReloadFromDisk() async throws {
    let temporary = try TemporaryDirectory()
    let store = NetworkLogStore(directory: temporary.logDirectory, time: TestClock().source)
    await store.append(
      Redactor().redact(Attempts.json(response: Self.appConfig, url: "https://api.test/rpc/app_config")))
    await store.flush()
    let reloaded = NetworkLogStore(directory: temporary.logDirectory, time: TestClock().source)
    #expect(await reloaded.entries().first?.responseBody?.text == Self.appConfig)
    #expect(await reloaded.statistics.rewrites == 0, "re-redacting the stored entry changes nothing")
  }

  @Test(arguments: [
    ("es", true), ("pt-BR", true), ("zh-Hant-TW", true), ("ast", true), ("sr-Latn", true), ("x", false),
    ("spanish", false), ("654321", false), ("es_ES", false), ("", false), ("es--ES", false), ("e1", false),
  ])
  func theLanguageTagShape(value: String, looksLikeOne: Bool) {
    #expect(RedactionRules.looksLikeLanguageTag(value) == looksLikeOne)
  }
}
