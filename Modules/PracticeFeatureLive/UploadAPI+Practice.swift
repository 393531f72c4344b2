import ChatterboxAPI
import NetworkErrors
import Upload

// The Upload module knows nothing of the API's types; the practice feature's live side adapts them.

extension UploadAPI {
  /// Create, renew and complete over `practice`, for one account's queue only: every call first checks that
  /// `owner` is still `signedInUserID()`, so a job can never be sent under another learner's session (ADR 0011);
  /// when it is not, the call throws `unauthorized` with the code `account_changed` and sends nothing.
  package static func practice(
    _ practice: any PracticeRepository, owner: String, signedInUserID: @escaping @Sendable () -> String?
  ) -> UploadAPI {
    let checkOwner = { @Sendable () throws(NetworkError) in
      guard signedInUserID() == owner else { throw .unauthorized(code: "account_changed") }
    }
    return UploadAPI(
      createUpload: { metadata, contentType, byteSize, sha256, key throws(NetworkError) in
        try checkOwner()
        let cueID = metadata[UploadQueue.cueMetadataKey] ?? ""
        return UploadTarget(
          try await practice.createUpload(
            cueID: cueID, contentType: contentType, byteSize: byteSize, sha256: sha256, idempotencyKey: key,
            recordedAt: UploadQueue.recordedAt(in: metadata)))
      },
      renewUpload: { id throws(NetworkError) in
        try checkOwner()
        return UploadTarget(try await practice.renewUpload(recordingID: id))
      },
      completeUpload: { id throws(NetworkError) in
        try checkOwner()
        let recording = try await practice.completeUpload(recordingID: id)
        return CompletedUpload(remoteID: recording.id, sha256: recording.sha256, byteSize: recording.byteSize)
      })
  }
}

extension UploadTarget {
  /// The queue's target for the contract's upload answer: where and how to send the bytes, until when.
  package init(_ upload: RecordingUpload) {
    self.init(
      remoteID: upload.recordingID, url: upload.uploadURL, method: upload.method, headers: upload.headers,
      expiresAt: upload.expiresAt)
  }
}
