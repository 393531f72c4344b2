import Foundation
import NetworkLog
import Networking
import TestSupport
import Testing

@Suite("Filter")
struct FilterTests {
  let entries: [NetworkLogEntry] = [
    Attempts.entry(Attempts.make(method: "POST", url: "https://api.test/rpc/me", status: 200)),
    Attempts.entry(Attempts.make(method: "GET", url: "https://cdn.test/audio/1", status: 304)),
    Attempts.entry(Attempts.make(method: "POST", url: "https://api.test/rpc/verify_otp", status: 401)),
    Attempts.entry(Attempts.make(method: "PUT", url: "https://API.test/uploads/r1?signature=x", status: 503)),
    Attempts.entry(
      Attempts.make(
        method: "POST", url: "https://api.test/rpc/track", status: nil, error: .offline, outcome: .failed(.offline))),
  ]

  func matching(_ filter: NetworkLogFilter) -> [String] {
    entries.filter(filter.matches).map(\.url)
  }

  @Test func theDefaultMatchesEverything() {
    #expect(matching(.all).count == 5)
  }

  @Test func byStatusClass() {
    #expect(matching(NetworkLogFilter(statusClasses: [.success])) == ["https://api.test/rpc/me"])
    #expect(matching(NetworkLogFilter(statusClasses: [.redirection])) == ["https://cdn.test/audio/1"])
    #expect(matching(NetworkLogFilter(statusClasses: [.clientError, .serverError])).count == 2)
    #expect(NetworkLogFilter.StatusClass(status: 99) == nil)
    #expect(NetworkLogFilter.StatusClass(status: 600) == nil)
  }

  @Test func failedOnlyMeansAnErrorOrAStatusOf400OrMore() {
    #expect(
      matching(NetworkLogFilter(failedOnly: true)) == [
        "https://api.test/rpc/verify_otp", "https://API.test/uploads/r1?signature=<redacted>",
        "https://api.test/rpc/track",
      ])
  }

  @Test func byHostMethodAndText() {
    #expect(matching(NetworkLogFilter(host: "CDN.test")) == ["https://cdn.test/audio/1"])
    #expect(matching(NetworkLogFilter(host: "api.test")).count == 4)
    #expect(matching(NetworkLogFilter(methods: ["put", "GET"])).count == 2)
    #expect(matching(NetworkLogFilter(text: "RPC/V")) == ["https://api.test/rpc/verify_otp"])
  }

  @Test func criteriaCombine() {
    let filter = NetworkLogFilter(failedOnly: true, host: "api.test", methods: ["POST"], text: "rpc")
    #expect(matching(filter) == ["https://api.test/rpc/verify_otp", "https://api.test/rpc/track"])
  }

  @Test func theStoreFilters() async throws {
    let temporary = try TemporaryDirectory()
    let store = NetworkLogStore(directory: temporary.logDirectory, time: TestClock().source)
    await store.append(contentsOf: entries)
    #expect(await store.entries(filter: NetworkLogFilter(statusClasses: [.serverError])).map(\.status) == [503])
  }
}
