/// The response type for endpoints that answer `204 No Content` or a body we ignore.
public struct EmptyResponse: Decodable, Sendable, Equatable {
  /// The only value: decoding accepts any body, or none, without reading it.
  public init() {}

  public init(from decoder: any Decoder) throws {}
}
