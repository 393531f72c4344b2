import Analytics
import Observability
import Testing

/// The PII policy's extension for evaluations (issue 28 item 5): content keys (transcript, audio) and
/// email-looking values are stripped and reported, whatever the key; ordinary values pass.
@Suite("Property policy")
struct PropertyPolicyTests {
  func sanitized(_ properties: [String: AnalyticsValue]) -> (AnalyticsEvent, [String]) {
    let violations = LockedValue<[String]>([])
    let policy = PropertyPolicy(onViolation: { _, key in violations.withLock { $0.append(key) } })
    return (policy.sanitize(AnalyticsEvent(name: "evaluation_shown", properties: properties)), violations.value)
  }

  @Test func contentKeysAreStripped() {
    let (event, violations) = sanitized([
      "transcript": .string("hola"), "audio_url": .string("https://x"), "rate_tenths": .int(31),
    ])
    #expect(Set(violations) == ["transcript", "audio_url"])
    #expect(event.properties == ["rate_tenths": .int(31)])
  }

  @Test func emailLookingValuesAreStrippedWhateverTheKey() {
    let (event, violations) = sanitized([
      "reason": .string("ana@example.com"), "note": .string("mail me: bo.x@mail.example.org please"),
      "handle": .string("@someone"), "at": .string("a @ b"), "state": .string("ready"),
    ])
    #expect(Set(violations) == ["reason", "note"])
    #expect(event.properties == ["handle": .string("@someone"), "at": .string("a @ b"), "state": .string("ready")])
  }

  @Test func numbersAndFlagsAreNeverPersonal() {
    let policy = PropertyPolicy(onViolation: { _, _ in })
    #expect(!policy.isPersonal(.int(42)) && !policy.isPersonal(.double(3.1)) && !policy.isPersonal(.bool(true)))
  }
}
