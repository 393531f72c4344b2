/// Functions that create and finish recording uploads.
extension RPCEndpoint {
  private struct CreateUploadInput: Decodable {
    let cueID: String
    let contentType: String
    let byteSize: Int64
    let sha256: String
    let timeZone: String?
    let recordedAt: String?

    enum CodingKeys: String, CodingKey {
      case sha256
      case cueID = "cue_id"
      case contentType = "content_type"
      case byteSize = "byte_size"
      case timeZone = "time_zone"
      case recordedAt = "recorded_at"
    }
  }

  /// How far back a take's own `recorded_at` is believed: a take queued on a device offline for longer
  /// counts when it arrives, so a wrong device clock can move a take by at most this much.
  static let recordedAtTrust: Int64 = 30 * 24 * 60 * 60

  /// The instant a new recording is stored under: the take's `recorded_at` when it lies within
  /// ``recordedAtTrust`` before `now`, `now` otherwise (later than `now`, older, or absent).
  /// Throws 400 naming `recorded_at` when it is not an RFC 3339 date-time.
  static func recordingInstant(recordedAt: String?, now: Int64) throws(APIError) -> Int64 {
    guard let recordedAt else { return now }
    let seconds = try FieldValidation.unixSeconds(recordedAt, field: "recorded_at")
    return (now - recordedAtTrust...now).contains(seconds) ? seconds : now
  }

  struct RecordingIDInput: Decodable {
    let recordingID: String

    enum CodingKeys: String, CodingKey {
      case recordingID = "recording_id"
    }

    /// The id, validated.
    func validatedID() throws(APIError) -> String {
      try Identifier.validated(recordingID, field: "recording_id")
    }
  }

  static func recordingUploadEndpoints(_ services: ServerServices) -> [RPCEndpoint] {
    let presenter = RecordingPresenter(services: services)
    return [
      RPCEndpoint("create_recording_upload", access: .authenticated, idempotent: true) { call, transaction in
        let caller = try call.requireCaller()
        let input = try call.decode(CreateUploadInput.self)
        // Shape errors (400) first, then what the server supports (415, 413), then state (422, 404).
        let cueID = try Identifier.validated(input.cueID, field: "cue_id")
        guard Hex.isLowercaseHex(input.sha256, length: 64) else {
          throw APIError.invalidField("sha256", "must be 64 lowercase hex characters")
        }
        guard input.byteSize > 0 else { throw APIError.invalidField("byte_size", "must be a positive integer") }
        let timeZone = try input.timeZone.map { zone throws(APIError) in try FieldValidation.timeZone(zone) }
        let createdAt = try recordingInstant(recordedAt: input.recordedAt, now: services.now)
        let contentType = try validatedContentType(input.contentType)
        let maxBytes = services.configuration.maxUploadBytes
        guard input.byteSize <= maxBytes else {
          throw APIError.payloadTooLarge("Recordings are limited to \(maxBytes) bytes.")
        }
        guard let profileID = try await AccountStore(transaction).activeProfileID(accountID: caller.accountID),
          let profile = try await ProfileStore(transaction).profile(id: profileID, ownedBy: caller.accountID)
        else { throw APIError.noActiveProfile }
        guard try await CatalogStore(transaction).cueLanguage(id: cueID) == profile.languageCode else {
          throw APIError.notFound("No such cue in the active profile's language.")
        }
        let record = RecordingRecord(
          id: Identifier.makeOrdered(prefix: "rec", at: services.clock.now()), profileID: profile.id, cueID: cueID,
          status: .pending,
          contentType: contentType, byteSize: input.byteSize, sha256: input.sha256, durationMS: nil,
          createdAt: createdAt, timeZone: timeZone)
        try await RecordingStore(transaction).insert(record)
        return try .json(.created, presenter.uploadTicket(for: record))
      },
      RPCEndpoint("renew_recording_upload", access: .authenticated) { call, transaction in
        let caller = try call.requireCaller()
        let id = try call.decode(RecordingIDInput.self).validatedID()
        let record = try await RecordingStore(transaction).requireRecording(id: id, ownedBy: caller.accountID)
        guard record.status != .complete else { throw APIError.alreadyCompleted }
        return try .ok(presenter.uploadTicket(for: record))
      },
      RPCEndpoint("complete_recording_upload", access: .authenticated, idempotent: true) { call, transaction in
        let caller = try call.requireCaller()
        let id = try call.decode(RecordingIDInput.self).validatedID()
        let store = RecordingStore(transaction)
        var record = try await store.requireRecording(id: id, ownedBy: caller.accountID)
        var enqueued = false
        switch record.status {
        case .pending:
          throw APIError.uploadIncomplete
        case .complete:
          break  // Completing twice is harmless; answer as the first time did.
        case .uploaded:
          // Uploads are committed inside a transaction, so an `uploaded` row always has its blob.
          record.durationMS =
            record.contentType == "audio/wav"
            ? WAVDuration.milliseconds(ofFileAt: services.blobs.path(for: id)) : nil
          record.status = .complete
          try await store.markComplete(id: id, durationMS: record.durationMS, now: services.now)
          // Same transaction: a complete recording always has its evaluation job (ADR 0031).
          try await EvaluationStore(transaction).enqueue(recordingID: id, now: services.now)
          enqueued = true
        }
        let evaluation = try await EvaluationStore(transaction).evaluation(recordingID: id)
        var reply = try RPCReply.ok(presenter.recording(record, evaluation: evaluation))
        if enqueued {
          // After commit: a worker woken earlier would not see the job yet.
          reply.afterCommit = { services.evaluationSignal.notify(.jobs) }
        }
        return reply
      },
    ]
  }

  /// The declared media type if uploads accept it, else 415.
  private static func validatedContentType(_ raw: String) throws(APIError) -> String {
    let mediaType = MediaType.essence(of: raw)
    guard ServerLimits.uploadContentTypes.contains(mediaType) else {
      throw .unsupportedMediaType(
        "Recordings must be one of: \(ServerLimits.uploadContentTypes.joined(separator: ", ")).")
    }
    return mediaType
  }
}
