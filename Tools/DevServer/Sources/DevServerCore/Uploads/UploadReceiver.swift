import Hummingbird

/// What the client promised in `create_recording_upload`.
struct DeclaredUpload: Sendable {
  let recordingID: String
  let byteSize: Int64
  let sha256: String
}

/// Streams an upload body to a temporary file, verifying size and checksum on the way.
struct UploadReceiver {
  let blobs: BlobStore

  /// Writes `body` to a new temporary file and returns its path once it matches `declared`.
  ///
  /// The body is never held in memory: each buffer is hashed, counted and written, and the
  /// stream is abandoned (413) the moment it outgrows the declared size. On any failure the
  /// temporary file is deleted, so a failed upload leaves nothing behind.
  func receive(_ body: RequestBody, declared: DeclaredUpload, context: some RequestContext) async throws -> String {
    let meter = UploadMeter(limit: declared.byteSize)
    let temporaryPath = blobs.temporaryPath(for: declared.recordingID)
    do {
      try await FileIO().writeFile(
        contents: MeteredBody(base: body, meter: meter), path: temporaryPath, context: context)
      let (byteCount, sha256) = meter.finish()
      guard byteCount == declared.byteSize else { throw APIError.sizeMismatch }
      guard sha256 == declared.sha256 else { throw APIError.checksumMismatch }
      return temporaryPath
    } catch {
      blobs.remove(atPath: temporaryPath)
      throw meter.failure ?? error
    }
  }
}
