/// Cue browsing functions.
extension RPCEndpoint {
  private struct CuePageInput: Decodable {
    let profileID: String
    let count: Int
    let cursor: String?

    enum CodingKeys: String, CodingKey {
      case count, cursor
      case profileID = "profile_id"
    }
  }

  static func cueEndpoints(_ services: ServerServices) -> [RPCEndpoint] {
    [
      RPCEndpoint("get_cues", access: .authenticated) { call, transaction in
        let caller = try call.requireCaller()
        let input = try call.decode(CuePageInput.self)
        let profileID = try Identifier.validated(input.profileID, field: "profile_id")
        let count = try FieldValidation.pageSize(input.count)
        let after = try input.cursor.map { cursor throws(APIError) in try Cursor.decodeCueID(cursor) }
        let profile = try await ProfileStore(transaction).requireProfile(id: profileID, ownedBy: caller.accountID)
        // One extra row tells whether another page exists without a COUNT query.
        let cues = try await CatalogStore(transaction).cues(
          languageCode: profile.languageCode, after: after, limit: count + 1)
        let page = Array(cues.prefix(count))
        let next = cues.count > count ? page.last.map { Cursor.encode(cueID: $0.id) } : nil
        return try .ok(Page(items: page, nextCursor: next))
      },
      RPCEndpoint("shuffle_cues", access: .authenticated) { call, transaction in
        let caller = try call.requireCaller()
        let input = try call.decode(CuePageInput.self)
        let profileID = try Identifier.validated(input.profileID, field: "profile_id")
        let count = try FieldValidation.pageSize(input.count)
        let profile = try await ProfileStore(transaction).requireProfile(id: profileID, ownedBy: caller.accountID)
        let cues = try await CatalogStore(transaction).randomCues(languageCode: profile.languageCode, count: count)
        return try .ok(Page(items: cues, nextCursor: nil))
      },
    ]
  }
}
