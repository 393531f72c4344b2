/// A page of items with an opaque continuation cursor.
struct Page<Item: Codable & Sendable>: Sendable, Codable {
  let items: [Item]
  /// Pass back as `cursor` to continue; null on the last page.
  let nextCursor: String?

  enum CodingKeys: String, CodingKey {
    case items
    case nextCursor = "next_cursor"
  }

  /// Spelled out so `next_cursor` is an explicit `null` on the last page.
  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(items, forKey: .items)
    try container.encode(nextCursor, forKey: .nextCursor)
  }
}
