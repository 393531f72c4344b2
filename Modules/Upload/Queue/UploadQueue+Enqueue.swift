import Foundation
import Storage

extension UploadQueue {
  /// Takes a finished file into the queue and returns its job id.
  ///
  /// Order, chosen so a crash at any point loses nothing: hash the file (streamed, off the actor),
  /// write the job (with its new idempotency key) to disk, then *move* the file into the queue's
  /// own folder, so the recorder may clean its folder as soon as this returns. A crash before the
  /// move leaves the original where it was. Starts processing when the queue is started.
  ///
  /// The file must be complete and no longer written to. `metadata` is yours: the queue stores it
  /// with the job, passes it to ``UploadAPI/createUpload`` and shows it in snapshots.
  /// - Throws: ``UploadQueueError`` when the file is unreadable or empty, an argument breaks the
  ///   contract, or the queue's folder is not writable.
  @discardableResult
  public func enqueue(
    file: URL, metadata: [String: String] = [:], contentType: String
  ) async throws(UploadQueueError) -> UploadJobID {
    try Self.validate(metadata: metadata, contentType: contentType)
    try ensureLoaded()
    let (byteSize, sha256) = try await Self.measure(file)
    let id = UploadJobID()
    var job = UploadJob(
      id: id, sequence: nextSequence, metadata: metadata, fileName: Self.dataFileName(for: id, source: file),
      contentType: contentType, byteSize: byteSize, sha256: sha256,
      idempotencyKey: UUID().uuidString.lowercased(), createdAt: configuration.time.now())
    // Remembered only inside an allowed folder: a job file naming any other path is refused as
    // corrupt on load, and a kill before the move then simply leaves the original in place.
    if store.containment.allows(file) { job.sourcePath = file.standardizedFileURL.path(percentEncoded: false) }
    nextSequence += 1
    do {
      try store.save(job)
    } catch {
      throw .storage("\(id.rawValue).json", reason: "cannot write the job file")
    }
    do {
      try store.adopt(file, as: job.fileName)
    } catch {
      store.removeJob(id)
      throw error
    }
    records[id] = job
    logger.info(
      "enqueued upload job \(id, privacy: .public): \(byteSize, privacy: .public) bytes, \(contentType, privacy: .public)"
    )
    publish()
    if isStarted { process() }
    return id
  }

  /// Size and SHA-256, read in chunks. `nonisolated` so a long file is hashed on the global
  /// executor while the actor keeps answering.
  nonisolated static func measure(_ file: URL) async throws(UploadQueueError) -> (Int, String) {
    let name = file.lastPathComponent
    let attributes = try? FileManager.default.attributesOfItem(atPath: file.path)
    guard let attributes, attributes[.type] as? FileAttributeType == .typeRegular,
      let size = (attributes[.size] as? NSNumber)?.intValue
    else { throw .fileUnreadable(name) }
    guard size > 0 else { throw .emptyFile(name) }
    do {
      return (size, try SHA256.hash(fileAt: file).hexString)
    } catch {
      throw .fileUnreadable(name)
    }
  }

  /// `<job id>.<extension>`, keeping a short alphanumeric extension (handy when inspecting the
  /// folder) and nothing else of the caller's name.
  static func dataFileName(for id: UploadJobID, source: URL) -> String {
    let ext = source.pathExtension
    let safe =
      !ext.isEmpty && ext.count <= 8
      && ext.unicodeScalars.allSatisfy { $0.isASCII && CharacterSet.alphanumerics.contains($0) }
    return "\(id.rawValue).\(safe ? ext.lowercased() : "bin")"
  }

  /// Metadata stays small and printable (at most 32 entries; keys 1–64 of `[A-Za-z0-9_.-]`, values
  /// at most 1,024 UTF-8 bytes without control characters), since it lives in every job file and
  /// snapshot; a content type is `type/subtype`.
  static func validate(metadata: [String: String], contentType: String) throws(UploadQueueError) {
    let keyCharacters = CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_.-")
    guard metadata.count <= 32 else { throw .invalidArgument("metadata") }
    for (key, value) in metadata {
      guard (1...64).contains(key.count), key.unicodeScalars.allSatisfy(keyCharacters.contains),
        value.utf8.count <= 1_024, !value.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
      else { throw .invalidArgument("metadata") }
    }
    let parts = contentType.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty }), contentType.count <= 127,
      contentType.unicodeScalars.allSatisfy({ $0.isASCII && $0.value >= 32 && $0.value != 127 })
    else { throw .invalidArgument("contentType") }
  }
}
