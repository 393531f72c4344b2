import Networking
import Testing

/// `NetworkError` as a struct over a kind (issue 36 item 5, ADR 0064): the keys, details and equality
/// that the enum had, read through accessors.
@Suite("NetworkError: a struct over a kind")
struct NetworkErrorShapeTests {
  static let everyKind: [(NetworkError, String)] = [
    (.offline, "error.network.offline"),
    (.timeout, "error.network.timeout"),
    (.cancelled, "error.network.cancelled"),
    (.unauthorized(code: "magic_link_expired"), "error.network.unauthorized"),
    (.forbidden(code: nil), "error.network.forbidden"),
    (.notFound, "error.network.not_found"),
    (.rateLimited(retryAfter: 30), "error.network.rate_limited"),
    (.server(status: 503, code: "unavailable", message: "later"), "error.network.server"),
    (.decoding(details: "bad body"), "error.network.decoding"),
    (.encoding(details: "NaN"), "error.network.encoding"),
    (.invalidResponse, "error.network.invalid_response"),
    (.insecureURL("plain http"), "error.network.insecure_url"),
    (.redirectRefused(.noLocation), "error.network.redirect_refused"),
    (.answerTooLarge(limit: 64), "error.network.answer_too_large"),
    (.untrustedCertificate(host: "a.example"), "error.network.untrusted_certificate"),
    (.tlsHandshakeFailed(host: "a.example"), "error.network.tls_handshake_failed"),
    (.identityChanged, "error.network.identity_changed"),
    (.proxyRefused(proxy: "http://proxy:3128", status: 407), "error.network.proxy_refused"),
  ]

  @Test("Every kind keeps the message key the enum's case had")
  func messageKeysAreStable() {
    for (error, key) in Self.everyKind {
      #expect(error.messageKey == key)
      #expect(error.messageKey == "error.network.\(error.kind)")
    }
    #expect(Set(Self.everyKind.map(\.0.kind)).count == Self.everyKind.count)
  }

  @Test("The details are read through accessors, nil where a kind carries none")
  func detailsThroughAccessors() {
    let server = NetworkError.server(status: 422, code: "no_such_language", message: "Unknown")
    #expect(server.kind == .server && server.status == 422)
    #expect(server.serverCode == "no_such_language" && server.serverMessage == "Unknown")
    #expect(server.retryAfter == nil && server.host == nil && server.proxy == nil)
    let limited = NetworkError.rateLimited(retryAfter: 5, code: "cooldown")
    #expect(limited.retryAfter == 5 && limited.serverCode == "cooldown" && limited.status == nil)
    let proxy = NetworkError.proxyRefused(proxy: "http://p:1", status: nil)
    #expect(proxy.proxy == "http://p:1" && proxy.status == nil)
    #expect(NetworkError.redirectRefused(.tooMany(limit: 5)).redirectRefusal == .tooMany(limit: 5))
    #expect(NetworkError.answerTooLarge(limit: 8).limit == 8)
    #expect(NetworkError.offline.serverCode == nil && NetworkError.offline.details == nil)
  }

  @Test("Equality compares the kind and its details, as the enum's cases did")
  func equality() {
    #expect(NetworkError.server(status: 503, code: nil, message: nil) == .server(status: 503, code: nil, message: nil))
    #expect(NetworkError.server(status: 503, code: nil, message: nil) != .server(status: 502, code: nil, message: nil))
    #expect(NetworkError.unauthorized(code: nil) != .unauthorized(code: "x"))
    #expect(NetworkError.offline != .timeout)
  }

  @Test("Transient: connectivity, 429 and the retried 502-504; not other statuses")
  func transience() {
    #expect(NetworkError.offline.isTransient && NetworkError.timeout.isTransient)
    #expect(NetworkError.rateLimited(retryAfter: nil).isTransient)
    for status in 502...504 { #expect(NetworkError.server(status: status, code: nil, message: nil).isTransient) }
    for status in [500, 501, 505, 404] {
      #expect(!NetworkError.server(status: status, code: nil, message: nil).isTransient)
    }
    #expect(!NetworkError.identityChanged.isTransient)
  }

  @Test("A switch over the kind needs a default, so a new kind is not a source break")
  func switchingOverTheKind() {
    func reaction(_ error: NetworkError) -> String {
      switch error.kind {
      case .offline, .timeout: "wait"
      case .unauthorized: "sign out"
      default: "say so"
      }
    }
    #expect(reaction(.offline) == "wait" && reaction(.unauthorized(code: nil)) == "sign out")
    #expect(reaction(.notFound) == "say so")
  }

  @Test("debugDescription carries the details for logs")
  func debugDescriptions() {
    #expect(
      NetworkError.server(status: 503, code: nil, message: nil).debugDescription
        == "server(503, code: nil, message: nil)")
    #expect(NetworkError.rateLimited(retryAfter: 5).debugDescription == "rateLimited(retryAfter: 5.0s, code: nil)")
    #expect(NetworkError.offline.debugDescription == "error.network.offline")
    #expect("\(NetworkError.proxyRefused(proxy: "http://p:1", status: 407))" == "proxyRefused(http://p:1, status: 407)")
  }
}
