import Foundation

/// An `application/x-www-form-urlencoded` request body: ordered `name=value` fields, as RFC 6749
/// token requests (Appendix B) and HTML forms send them.
///
/// Names and values are UTF-8, then every byte but ASCII letters, digits and `*` `-` `.` `_` is
/// percent-encoded (`%2B`, upper-case hex), and a space becomes `+` (the WHATWG serializer, which
/// RFC 6749's Appendix B example agrees with: `" %&+£€"` → `+%25%26%2B%C2%A3%E2%82%AC`). Order
/// and repeated names are kept.
///
/// A logged body with this content type is redacted by NetworkLog like a query string: the value
/// of a field named like a secret (`refresh_token`, `password`, `client_secret`, `code`, …) is
/// never stored (ADR 0007).
///
/// ```swift
/// import Networking
///
/// // An RFC 6749 refresh: a token endpoint that must not itself need the (expired) access token.
/// struct TokenAnswer: Decodable, Sendable {  // the client maps `access_token` to `accessToken`
///   let accessToken: String
///   let expiresIn: Int?
/// }
///
/// func refreshEndpoint(refreshToken: String) -> Endpoint<TokenAnswer> {
///   // Body: grant_type=refresh_token&refresh_token=…&scope=read+write
///   .form(.post, "/token", body: ["grant_type": "refresh_token", "refresh_token": refreshToken, "scope": "read write"],
///     requiresAuth: false)
/// }
/// ```
public struct FormBody: Sendable, Hashable, ExpressibleByDictionaryLiteral {
  /// One `name=value` pair, stored unencoded; ``FormBody/encode(_:)`` encodes both sides when sent.
  public struct Field: Sendable, Hashable {
    /// The field's name, unencoded; any string, the empty one included (sent as `=value`).
    public var name: String
    /// The field's value, unencoded; any string (a secret here is redacted in the network log only
    /// when the name is one NetworkLog knows as secret).
    public var value: String

    /// Stores both as given, without validation: every string has an encoding.
    public init(name: String, value: String) {
      self.name = name
      self.value = value
    }
  }

  /// The `Content-Type` these bodies are sent with, without a `charset` parameter (the body is
  /// always UTF-8 before percent-encoding, so only ASCII goes on the wire).
  public static let contentType = "application/x-www-form-urlencoded"

  /// The fields, in the order they are sent; repeated names are sent repeatedly, never merged.
  public var fields: [Field]

  /// A body from fields, sent in this order, repeats kept; an empty array is an empty body.
  public init(fields: [Field]) {
    self.fields = fields
  }

  /// A body from a literal, sent in the literal's order; repeated names are kept (a `Dictionary`
  /// literal would trap on them).
  public init(dictionaryLiteral elements: (String, String)...) {
    fields = elements.map { Field(name: $0.0, value: $0.1) }
  }

  /// The bytes on the wire: `name=value` pairs joined by `&`, each side encoded by
  /// ``encode(_:)``, so `["q": "a b"]` is `q=a+b`. An empty body is empty.
  public var encoded: Data {
    Data(fields.map { Self.encode($0.name) + "=" + Self.encode($0.value) }.joined(separator: "&").utf8)
  }

  /// One name or value, encoded: UTF-8, space as `+`, every byte but `A–Z a–z 0–9 * - . _`
  /// as `%XX` (upper-case hex), so `" %&+£€"` is `+%25%26%2B%C2%A3%E2%82%AC`. Never fails; every
  /// string has an encoding.
  public static func encode(_ text: String) -> String {
    var out: [UInt8] = []
    out.reserveCapacity(text.utf8.count)
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "*"), UInt8(ascii: "-"), UInt8(ascii: "."),
        UInt8(ascii: "_"):
        out.append(byte)
      case UInt8(ascii: " "):
        out.append(UInt8(ascii: "+"))
      default:
        out.append(UInt8(ascii: "%"))
        out.append(hexDigits[Int(byte >> 4)])
        out.append(hexDigits[Int(byte & 0x0F)])
      }
    }
    return String(decoding: out, as: UTF8.self)
  }

  private static let hexDigits = Array("0123456789ABCDEF".utf8)
}

extension Endpoint {
  /// A request whose body is `form`, sent as `application/x-www-form-urlencoded` (an OAuth2
  /// token request, an HTML form post), with ``FormBody/contentType`` as its only header. Other
  /// properties keep ``Endpoint``'s defaults (the method's idempotency); pass `requiresAuth: false`
  /// for a token endpoint, which must not need the token it issues. The type's example uses it.
  public static func form(_ method: HTTPMethod, _ path: String, body form: FormBody, requiresAuth: Bool = true)
    -> Endpoint
  {
    Endpoint(
      path: path, method: method, headers: ["Content-Type": FormBody.contentType], body: form.encoded,
      requiresAuth: requiresAuth)
  }
}
