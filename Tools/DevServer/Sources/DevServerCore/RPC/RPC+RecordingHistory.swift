/// Functions that read and delete recording history, and the progress made from it.
extension RPCEndpoint {
  private struct ListInput: Decodable {
    let profileID: String
    let cueID: String?
    let cursor: String?
    let count: Int?

    enum CodingKeys: String, CodingKey {
      case cursor, count
      case profileID = "profile_id"
      case cueID = "cue_id"
    }
  }

  private struct History: Encodable {
    let items: [Recording]
    let nextCursor: String?
    let practisedCueCount: Int64
    let cueCount: Int64

    enum CodingKeys: String, CodingKey {
      case items
      case nextCursor = "next_cursor"
      case practisedCueCount = "practised_cue_count"
      case cueCount = "cue_count"
    }

    /// Explicit so `next_cursor` is `null` on the last page.
    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(items, forKey: .items)
      try container.encode(nextCursor, forKey: .nextCursor)
      try container.encode(practisedCueCount, forKey: .practisedCueCount)
      try container.encode(cueCount, forKey: .cueCount)
    }
  }

  private struct ProgressInput: Decodable {
    let profileID: String
    let timeZone: String?

    enum CodingKeys: String, CodingKey {
      case profileID = "profile_id"
      case timeZone = "time_zone"
    }
  }

  static func recordingHistoryEndpoints(_ services: ServerServices) -> [RPCEndpoint] {
    let presenter = RecordingPresenter(services: services)
    return [
      RPCEndpoint("list_recordings", access: .authenticated) { call, transaction in
        let caller = try call.requireCaller()
        let input = try call.decode(ListInput.self)
        let profileID = try Identifier.validated(input.profileID, field: "profile_id")
        let cueID = try input.cueID.map { id throws(APIError) in try Identifier.validated(id, field: "cue_id") }
        let count = try FieldValidation.pageSize(input.count ?? ServerLimits.defaultRecordingPageSize)
        let after = try input.cursor.map { cursor throws(APIError) in try Cursor.decodeRecording(cursor) }
        let profile = try await ProfileStore(transaction).requireProfile(id: profileID, ownedBy: caller.accountID)
        let store = RecordingStore(transaction)
        let records = try await store.completed(profileID: profile.id, cueID: cueID, after: after, limit: count + 1)
        let page = Array(records.prefix(count))
        let evaluations = try await EvaluationStore(transaction).evaluations(recordingIDs: page.map(\.id))
        let next =
          records.count > count
          ? page.last.map { Cursor.encode(RecordingCursor(createdAt: $0.createdAt, id: $0.id)) } : nil
        return try .ok(
          History(
            items: page.map { presenter.recording($0, evaluation: evaluations[$0.id]) }, nextCursor: next,
            practisedCueCount: try await store.practisedCueCount(profileID: profile.id),
            cueCount: try await CatalogStore(transaction).cueCount(languageCode: profile.languageCode)))
      },
      // Read-only and bounded by one profile's takes; days are counted in Swift so both engines share one query.
      RPCEndpoint("get_progress", access: .authenticated) { call, transaction in
        let caller = try call.requireCaller()
        let input = try call.decode(ProgressInput.self)
        let profileID = try Identifier.validated(input.profileID, field: "profile_id")
        let timeZone = try FieldValidation.timeZone(input.timeZone ?? "UTC")
        let profile = try await ProfileStore(transaction).requireProfile(id: profileID, ownedBy: caller.accountID)
        let takes = try await RecordingStore(transaction).progressTakes(profileID: profile.id)
        return try .ok(Progress(takes: takes, timeZone: timeZone))
      },
      RPCEndpoint("delete_recording", access: .authenticated, idempotent: true) { call, transaction in
        let caller = try call.requireCaller()
        let id = try call.decode(RecordingIDInput.self).validatedID()
        let store = RecordingStore(transaction)
        _ = try await store.requireRecording(id: id, ownedBy: caller.accountID)
        try await store.delete(id: id)
        var reply = RPCReply.noContent
        // The file goes only once the row is gone for good; a rollback must not lose audio.
        reply.afterCommit = { services.blobs.removeBlob(for: id) }
        return reply
      },
    ]
  }
}
