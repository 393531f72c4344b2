import Foundation
import HTTPTypes
import HummingbirdTesting
import NIOCore

@testable import DevServerCore

extension TestClientProtocol {
  /// `POST /rpc/<name>` with a JSON body.
  func rpc(
    _ name: String, _ body: [String: Any] = [:], token: String? = nil, headers: HTTPFields = [:]
  ) async throws -> TestResponse {
    let data = try JSONSerialization.data(withJSONObject: body)
    return try await rpc(name, rawBody: String(decoding: data, as: UTF8.self), token: token, headers: headers)
  }

  /// `POST /rpc/<name>` with a literal body and content type.
  func rpc(
    _ name: String, rawBody: String, contentType: String? = "application/json", token: String? = nil,
    headers: HTTPFields = [:]
  ) async throws -> TestResponse {
    var headers = headers
    if let contentType { headers[.contentType] = contentType }
    if let token { headers[.authorization] = "Bearer \(token)" }
    return try await execute(
      uri: "/rpc/\(name)", method: .post, headers: headers, body: ByteBuffer(string: rawBody))
  }

  /// Signs `email` in through request_magic_link, the dev outbox and login_with_magic_token.
  func signIn(_ email: String = "learner@example.com") async throws -> Tokens {
    let requested = try await rpc("request_magic_link", ["email": email])
    guard requested.status == .accepted else { throw TestFailure("request_magic_link: \(requested.status)") }
    let token = try await latestMessage(for: email).magicToken
    let session = try await rpc("login_with_magic_token", ["token": token])
    guard session.status == .ok else { throw TestFailure("login: \(session.status) \(session.text)") }
    return try Tokens(session.json)
  }

  /// Signs in and activates a profile for `language`.
  func signInWithProfile(_ email: String = "learner@example.com", language: String = "en") async throws
    -> (Tokens, profileID: String)
  {
    let tokens = try await signIn(email)
    let profile = try await rpc("set_active_profile", ["language_code": language], token: tokens.access)
    guard let id = profile.json["id"] as? String else { throw TestFailure("set_active_profile: \(profile.text)") }
    return (tokens, id)
  }

  /// The newest outbox message for `email`.
  func latestMessage(for email: String) async throws -> OutboxEntry {
    let response = try await execute(uri: "/dev/outbox?email=\(email)", method: .get)
    guard let messages = response.json["messages"] as? [[String: Any]], let first = messages.first else {
      throw TestFailure("no outbox message")
    }
    return OutboxEntry(first)
  }
}

/// The parts of an outbox message tests use.
struct OutboxEntry {
  let link: String
  let code: String

  init(_ json: [String: Any]) {
    link = json["link"] as? String ?? ""
    code = json["code"] as? String ?? ""
  }

  var magicToken: String {
    link.components(separatedBy: "token=").last ?? ""
  }
}

/// A session's tokens.
struct Tokens {
  let access: String
  let refresh: String

  init(_ json: [String: Any]) throws {
    guard let access = json["access_token"] as? String, let refresh = json["refresh_token"] as? String else {
      throw TestFailure("not a session")
    }
    self.access = access
    self.refresh = refresh
  }
}

struct TestFailure: Error, CustomStringConvertible {
  let description: String

  init(_ description: String) {
    self.description = description
  }
}

extension TestResponse {
  /// The body parsed as a JSON object (empty when it is not one).
  var json: [String: Any] {
    (try? JSONSerialization.jsonObject(with: Data(body.readableBytesView))) as? [String: Any] ?? [:]
  }

  /// The body as text.
  var text: String {
    String(buffer: body)
  }

  /// `code` of an error body.
  var errorCode: String? {
    json["code"] as? String
  }
}
