import Foundation
import Networking
import Testing

/// "Same origin" has one home, ``Origin``: these pin its rule, and prove that the redirect policy
/// and the curl engine's per-origin admission, which once each had a copy, now agree on it.
@Suite("Origin: the one same-origin rule")
struct OriginTests {
  /// Pairs of URLs and whether they share an origin.
  static let pairs: [(String, String, Bool)] = [
    ("http://h/a", "http://h:80/b", true),
    ("https://h/a", "https://h:443/b", true),
    ("HTTPS://Api.Example.COM/a", "https://api.example.com/b", true),
    ("http://h/", "https://h/", false),
    ("http://h/", "http://h:443/", false),
    ("https://h/", "https://h:80/", false),
    ("http://h:8080/", "http://h:8081/", false),
    ("http://h:080/", "http://h/", true),
    ("http://a.test/", "http://b.test/", false),
    ("http://user:secret@h/x?q=1#f", "http://h/y", true),
    ("http://[::1]:8080/", "http://[::1]:8080/x", true),
    ("http://[FE80::1]/", "http://[fe80::1]:80/", true),
    ("http://[::1]/", "http://127.0.0.1/", false),
    ("http://[::1]/", "http://[0:0:0:0:0:0:0:1]/", false),  // spellings compare as written
    ("http://h./", "http://h/", false),  // a trailing dot names another host string
    ("http://h/", "ftp://h/", false),
    ("ftp://h/", "ftp://h/", false),  // no origin at all: never "same"
  ]

  @Test("The rule: scheme and host case-insensitive, the scheme's default port", arguments: pairs)
  func rule(first: String, second: String, same: Bool) throws {
    let a = try #require(URL(string: first))
    let b = try #require(URL(string: second))
    #expect(Origin.same(a, b) == same)
    #expect(Origin.same(b, a) == same)
  }

  @Test("Only http and https URLs with a host have an origin; the default ports are 80 and 443")
  func whoHasAnOrigin() throws {
    #expect(Origin.defaultPort(forScheme: "http") == 80)
    #expect(Origin.defaultPort(forScheme: "HTTPS") == 443)
    #expect(Origin.defaultPort(forScheme: "ws") == nil)
    #expect(Origin(try #require(URL(string: "ftp://h/"))) == nil)
    #expect(Origin(try #require(URL(string: "http:///x"))) == nil)
    #expect(Origin(try #require(URL(string: "mailto:a@b.test"))) == nil)
  }

  @Test("Its text has no path, query or credentials, and brackets an IPv6 host")
  func text() throws {
    #expect(Origin(try #require(URL(string: "HTTP://me:pw@H.test/p?q")))?.description == "http://h.test:80")
    #expect(Origin(try #require(URL(string: "https://[::1]:8443/x")))?.description == "https://[::1]:8443")
  }

  @Test("A redirect is followed exactly when the rule says same origin", arguments: pairs)
  func redirectPolicyAgrees(first: String, second: String, same: Bool) throws {
    let from = try #require(URL(string: first))
    let result = Result { () throws(RedirectRefusal) -> URL in
      // An open transport policy, so only the origin rule decides.
      try RedirectPolicy.sameOrigin.destination(
        status: 307, location: second, from: from, method: "GET", hops: 0,
        transportSecurity: TransportSecurityPolicy(allowsLoopbackHTTP: true))
    }
    switch result {
    case .success: #expect(same, "followed \(first) → \(second)")
    case .failure(.crossOrigin): #expect(!same, "refused \(first) → \(second)")
    // Past the origin check, plain http off loopback is the transport policy's to refuse.
    case .failure(.notAllowed): #expect(same, "refused \(first) → \(second) as not allowed")
    case .failure(let other): Issue.record("unexpected refusal \(other)")
    }
  }

  #if canImport(FoundationNetworking)
    @Test("The curl engine queues two URLs under one origin exactly when the rule says so", arguments: pairs)
    func admissionAgrees(first: String, second: String, same: Bool) throws {
      let a = try #require(URL(string: first))
      let b = try #require(URL(string: second))
      let shared = OriginAdmission.origin(of: a) == OriginAdmission.origin(of: b)
      // URLs without an origin share one key: libcurl refuses them all at once.
      #expect(shared == same || Origin(a) == nil)
      if let origin = Origin(a) { #expect(OriginAdmission.origin(of: a) == origin.description) }
    }

    @Test("A redirect from http://localhost to http://localhost:80 is same-origin in both former homes of the rule")
    func formerCallersAgreeOnDefaultPorts() throws {
      for (from, to) in [("http://localhost/x", "http://localhost:80/y"), ("https://h/x", "https://h:443/y")] {
        let next = try RedirectPolicy.sameOrigin.destination(
          status: 302, location: to, from: try #require(URL(string: from)), method: "GET", hops: 0,
          transportSecurity: TransportSecurityPolicy(allowsLoopbackHTTP: true))
        #expect(next.absoluteString == to)
        #expect(
          OriginAdmission.origin(of: try #require(URL(string: from))) == OriginAdmission.origin(of: next))
      }
    }
  #endif
}
