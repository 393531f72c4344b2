import Foundation
import NetworkLog
import Testing

@Suite("Redaction rules")
struct RedactionRulesTests {
  static let fragmentNames = [
    "access_token", "X-Refresh-Token", "client_secret", "Password", "new_passwd", "code", "otp_code", "email",
    "userEmail", "api_key", "X-Api-Key", "signature", "X-Authorization-Context", "cookie_jar", "session_id",
    "SESSION",
  ]

  @Test(arguments: ["Authorization", "Proxy-Authorization", "Cookie", "Set-Cookie", "X-New-Access-Token"])
  func defaultHeadersAreSensitiveInAnyCase(name: String) {
    let rules = RedactionRules.standard
    #expect(rules.isSensitive(name))
    #expect(rules.isSensitive(name.uppercased()))
    #expect(rules.isSensitive(name.lowercased()))
  }

  @Test(arguments: fragmentNames)
  func namesContainingAFragmentAreSensitive(name: String) {
    #expect(RedactionRules.standard.isSensitive(name))
    #expect(RedactionRules.standard.isSensitive(name.uppercased()))
  }

  @Test(arguments: ["Content-Type", "Accept", "expires", "cue_id", "Retry-After", "X-Request-Id", "cursor", "title"])
  func otherNamesAreNot(name: String) {
    #expect(!RedactionRules.standard.isSensitive(name))
  }

  /// Names are matched byte-wise when they are ASCII; anything else is lower-cased by Unicode's rules
  /// first, where U+212A KELVIN SIGN becomes an ASCII "k".
  @Test func nonASCIINamesAreLowerCasedByUnicodeRules() {
    #expect(RedactionRules.standard.isSensitive("\u{212A}EY"))
    #expect(RedactionRules.standard.isSensitive("ÄPI-TOKEN"))
    #expect(!RedactionRules.standard.isSensitive("ÄPI-NAME"))
    #expect(RedactionRules(denyList: ["Ünïcode"]).isSensitive("x-ÜNÏCODE-y"))
  }

  @Test func theDefaultAllowListKeepsIdempotencyKeysAndLanguageCodes() {
    #expect(!RedactionRules.standard.isSensitive("Idempotency-Key"))
    #expect(!RedactionRules.standard.isSensitive("IDEMPOTENCY-KEY"))
    #expect(!RedactionRules.standard.isSensitive("language_code"))
    // Without the allow list they would be caught by "key" and "code".
    #expect(RedactionRules(allowList: []).isSensitive("Idempotency-Key"))
    #expect(RedactionRules(allowList: []).isSensitive("language_code"))
  }

  @Test func allowListedNamesAreKeptButDefaultHeadersNeverAre() {
    let rules = RedactionRules(allowList: ["country_code", "Authorization"])
    #expect(!rules.isSensitive("COUNTRY_CODE"))
    #expect(rules.isSensitive("Authorization"))
  }

  @Test func theDenyListAddsFragmentsAndBeatsTheAllowList() {
    let rules = RedactionRules(allowList: ["next_cursor"], denyList: ["Cursor", "profile_id"])
    #expect(rules.isSensitive("next_cursor"))
    #expect(rules.isSensitive("CURSOR"))
    #expect(rules.isSensitive("profile_id"))
    #expect(!rules.isSensitive("cue_id"))
  }

  @Test func customRulesReachEveryPlace() {
    let redactor = Redactor(rules: RedactionRules(denyList: ["cursor"]))
    let entry = redactor.redact(
      Attempts.json(
        request: #"{"cursor":"c-1","count":5}"#, url: "https://api.test/rpc/get_cues?cursor=c-2",
        startedAt: Attempts.epoch))
    #expect(entry.url == "https://api.test/rpc/get_cues?cursor=<redacted>")
    #expect(entry.requestBody?.text == #"{"cursor":"<redacted>","count":5}"#)
  }
}
