import Foundation
import Storage

extension UploadQueue {
  /// Takes a finished recording into the queue and returns its job id.
  ///
  /// Order, chosen so a crash at any point loses nothing: hash the file (streamed, off the actor),
  /// write the job (with its new idempotency key) to disk, then *move* the file into the queue's
  /// own folder, so the recorder may clean its folder as soon as this returns. A crash before the
  /// move leaves the original where it was. Starts processing when the queue is started.
  ///
  /// The file must be complete and no longer written to.
  ///
  /// ```swift
  /// let id = try await queue.enqueue(file: take.url, cueID: cue.id, contentType: "audio/wav")
  /// ```
  /// - Throws: ``UploadQueueError`` when the file is unreadable or empty, an argument breaks the
  ///   contract, or the queue's folder is not writable.
  @discardableResult
  public func enqueue(file: URL, cueID: String, contentType: String) async throws(UploadQueueError) -> UploadJobID {
    try Self.validate(cueID: cueID, contentType: contentType)
    try ensureLoaded()
    let (byteSize, sha256) = try await Self.measure(file)
    let id = UploadJobID()
    var job = UploadJob(
      id: id, sequence: nextSequence, cueID: cueID, fileName: Self.dataFileName(for: id, source: file),
      contentType: contentType, byteSize: byteSize, sha256: sha256,
      idempotencyKey: UUID().uuidString.lowercased(), createdAt: configuration.now())
    job.sourcePath = file.path
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
    logger.info("enqueued upload job \(id, privacy: .public): \(byteSize, privacy: .public) bytes, \(contentType, privacy: .public)")
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
    let safe = !ext.isEmpty && ext.count <= 8 && ext.unicodeScalars.allSatisfy { $0.isASCII && CharacterSet.alphanumerics.contains($0) }
    return "\(id.rawValue).\(safe ? ext.lowercased() : "bin")"
  }

  /// The contract's shapes: ids are 1–64 of `[A-Za-z0-9_-]`; a content type is `type/subtype`.
  static func validate(cueID: String, contentType: String) throws(UploadQueueError) {
    let idCharacters = CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-")
    guard (1...64).contains(cueID.count), cueID.unicodeScalars.allSatisfy(idCharacters.contains) else {
      throw .invalidArgument("cueID")
    }
    let parts = contentType.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty }), contentType.count <= 127,
      contentType.unicodeScalars.allSatisfy({ $0.isASCII && $0.value >= 32 && $0.value != 127 })
    else { throw .invalidArgument("contentType") }
  }
}
