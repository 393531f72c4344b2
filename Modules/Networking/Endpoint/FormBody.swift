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
/// let body: FormBody = ["grant_type": "refresh_token", "refresh_token": token, "scope": "read write"]
/// String(decoding: body.encoded, as: UTF8.self) // grant_type=refresh_token&refresh_token=…&scope=read+write
/// ```
public struct FormBody: Sendable, Hashable, ExpressibleByDictionaryLiteral {
  /// One `name=value` pair.
  ///
  /// ```swift
  /// FormBody.Field(name: "grant_type", value: "refresh_token")
  /// ```
  public struct Field: Sendable, Hashable {
    /// The field's name, unencoded.
    public var name: String
    /// The field's value, unencoded.
    public var value: String

    /// Creates a field.
    ///
    /// ```swift
    /// FormBody.Field(name: "scope", value: "read write")
    /// ```
    public init(name: String, value: String) {
      self.name = name
      self.value = value
    }
  }

  /// The `Content-Type` these bodies are sent with.
  ///
  /// ```swift
  /// request.setValue(FormBody.contentType, forHTTPHeaderField: "Content-Type")
  /// ```
  public static let contentType = "application/x-www-form-urlencoded"

  /// The fields, in the order they are sent.
  ///
  /// ```swift
  /// body.fields.append(FormBody.Field(name: "client_id", value: "my-tool"))
  /// ```
  public var fields: [Field]

  /// A body from fields, sent in this order.
  ///
  /// ```swift
  /// FormBody(fields: [FormBody.Field(name: "a", value: "1"), FormBody.Field(name: "a", value: "2")])
  /// ```
  public init(fields: [Field]) {
    self.fields = fields
  }

  /// A body from a literal, sent in the literal's order (repeated names allowed).
  ///
  /// ```swift
  /// let body: FormBody = ["grant_type": "password", "username": "ada", "password": secret]
  /// ```
  public init(dictionaryLiteral elements: (String, String)...) {
    fields = elements.map { Field(name: $0.0, value: $0.1) }
  }

  /// The bytes on the wire: `name=value` pairs joined by `&`, each side encoded by
  /// ``encode(_:)``. An empty body is empty.
  ///
  /// ```swift
  /// (["q": "a b"] as FormBody).encoded // Data("q=a+b".utf8)
  /// ```
  public var encoded: Data {
    Data(fields.map { Self.encode($0.name) + "=" + Self.encode($0.value) }.joined(separator: "&").utf8)
  }

  /// One name or value, encoded: UTF-8, space as `+`, every byte but `A–Z a–z 0–9 * - . _`
  /// as `%XX` (upper-case hex). Never fails; every string has an encoding.
  ///
  /// ```swift
  /// FormBody.encode(" %&+£€") // "+%25%26%2B%C2%A3%E2%82%AC"
  /// ```
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
  /// token request, an HTML form post).
  ///
  /// ```swift
  /// let refresh = Endpoint<TokenAnswer>.form(
  ///   .post, "/token", body: ["grant_type": "refresh_token", "refresh_token": token], requiresAuth: false)
  /// ```
  public static func form(_ method: HTTPMethod, _ path: String, body form: FormBody, requiresAuth: Bool = true)
    -> Endpoint
  {
    Endpoint(
      path: path, method: method, headers: ["Content-Type": FormBody.contentType], body: form.encoded,
      requiresAuth: requiresAuth)
  }
}
