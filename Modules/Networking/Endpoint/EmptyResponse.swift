/// The response type for endpoints that answer `204 No Content` or a body we ignore.
///
/// ```swift
/// let logout = Endpoint<EmptyResponse>.rpc("logout")
/// ```
public struct EmptyResponse: Decodable, Sendable, Equatable {
  /// Creates the empty value.
  ///
  /// ```swift
  /// EmptyResponse()
  /// ```
  public init() {}

  public init(from decoder: any Decoder) throws {}
}
