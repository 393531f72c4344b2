/// The response type for endpoints that answer `204 No Content` or a body we ignore.
public struct EmptyResponse: Decodable, Sendable, Equatable {
  /// Creates the empty value.
  public init() {}

  public init(from decoder: any Decoder) throws {}
}
