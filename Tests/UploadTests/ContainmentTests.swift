import Foundation
import Storage
import Testing
import Upload

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Issue 24: a job may touch only files in the queue's own `files/` folder and the declared take
/// folder, reached without following symbolic links. A tampered job file naming anything else is
/// moved aside as corrupt, and the file it names is not read, moved or deleted.
@Suite struct ContainmentTests {
  /// A decoy outside both folders, in the test's own temporary folder.
  struct Decoy {
    let url: URL
    let bytes: Data
    let inode: UInt64
    let modified: Date

    init(in folder: URL, name: String = "decoy.txt") throws {
      url = folder.appending(path: name, directoryHint: .notDirectory)
      bytes = Data("root:x:0:0:decoy, not a recording\n".utf8)
      try bytes.write(to: url)
      let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
      inode = (attributes[.systemFileNumber] as? NSNumber)?.uint64Value ?? 0
      modified = attributes[.modificationDate] as? Date ?? .distantPast
    }

    /// Same bytes, same inode, same modification time, same place.
    func expectUntouched(sourceLocation: SourceLocation = #_sourceLocation) throws {
      #expect(try Data(contentsOf: url) == bytes, sourceLocation: sourceLocation)
      let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
      #expect((attributes[.systemFileNumber] as? NSNumber)?.uint64Value == inode, sourceLocation: sourceLocation)
      #expect(attributes[.modificationDate] as? Date == modified, sourceLocation: sourceLocation)
    }
  }

  /// Writes a version 2 job file by hand, as an attacker with write access to the folder would.
  static func writeJob(
    _ harness: Harness, id: UploadJobID = UploadJobID(), fileName: String? = nil, byteSize: Int, sha256: String,
    sourcePath: String?
  ) throws -> UploadJobID {
    try FileManager.default.createDirectory(at: harness.jobsFolder, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(at: harness.filesFolder, withIntermediateDirectories: true)
    var job: [String: Any] = [
      "version": 2, "id": id.rawValue, "sequence": 0, "metadata": ["cue_id": "en-001"],
      "file_name": fileName ?? "\(id.rawValue).wav", "content_type": "audio/wav", "byte_size": byteSize,
      "sha256": sha256, "idempotency_key": UUID().uuidString.lowercased(), "phase": "queued", "attempts": 0,
      "non_transient_failures": 0, "created_at": "2027-01-15T08:00:00Z",
    ]
    if let sourcePath { job["source_path"] = sourcePath }
    try JSONSerialization.data(withJSONObject: job).write(to: harness.jobFile(id))
    return id
  }

  static func expectMovedAside(_ harness: Harness, _ id: UploadJobID, sourceLocation: SourceLocation = #_sourceLocation)
  {
    #expect(harness.jobFiles().contains("\(id).json.corrupt"), sourceLocation: sourceLocation)
    #expect(!harness.jobFiles().contains("\(id).json"), sourceLocation: sourceLocation)
    #expect(harness.queue.jobs.isEmpty, sourceLocation: sourceLocation)
  }

  @Test func aJobNamingAFileOutsideTheQueueIsMovedAsideAndTheFileIsUntouched() async throws {
    let harness = try Harness()
    let decoy = try Decoy(in: try harness.temp.subdirectory("elsewhere"))
    let id = try Self.writeJob(
      harness, byteSize: decoy.bytes.count, sha256: SHA256.hash(decoy.bytes).hexString, sourcePath: decoy.url.path)

    await harness.queue.settle()

    Self.expectMovedAside(harness, id)
    try decoy.expectUntouched()
    #expect(harness.server.snapshot.log.isEmpty, "refused on load: not even a create")
    #expect(harness.dataFiles().isEmpty)
    #expect(harness.logs.allText.contains("outside the queue"))
  }

  @Test func aWrongChecksumDoesNotMoveTheFileEither() async throws {
    let harness = try Harness()
    let decoy = try Decoy(in: try harness.temp.subdirectory("elsewhere"))
    let id = try Self.writeJob(
      harness, byteSize: 9, sha256: String(repeating: "0", count: 64), sourcePath: decoy.url.path)

    await harness.queue.settle()

    Self.expectMovedAside(harness, id)
    try decoy.expectUntouched()
  }

  @Test(arguments: ["relative/decoy.txt", "/../decoy.txt", "RECORDER/../elsewhere/decoy.txt", "RECORDER/./x.wav"])
  func pathsWhoseTextLeadsAnywhereElseAreRefused(_ pattern: String) async throws {
    let harness = try Harness()
    let decoy = try Decoy(in: try harness.temp.subdirectory("elsewhere"))
    let path = pattern.replacingOccurrences(of: "RECORDER", with: harness.recorder.path)
    let id = try Self.writeJob(
      harness, byteSize: decoy.bytes.count, sha256: SHA256.hash(decoy.bytes).hexString, sourcePath: path)

    await harness.queue.settle()

    Self.expectMovedAside(harness, id)
    try decoy.expectUntouched()
    #expect(harness.server.snapshot.puts.isEmpty)
  }

  @Test func aSymbolicLinkInTheTakeFolderIsNotFollowed() async throws {
    let harness = try Harness()
    let decoy = try Decoy(in: try harness.temp.subdirectory("elsewhere"))
    let link = harness.recorder.appending(path: "take.wav")
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: decoy.url)
    let id = try Self.writeJob(
      harness, byteSize: decoy.bytes.count, sha256: SHA256.hash(decoy.bytes).hexString, sourcePath: link.path)

    await harness.queue.settle()

    Self.expectMovedAside(harness, id)
    try decoy.expectUntouched()
    #expect(harness.server.snapshot.puts.isEmpty)
    #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: link.path)) == decoy.url.path)
  }

  @Test func aSymbolicLinkInPlaceOfTheTakeFolderIsNotFollowed() async throws {
    let harness = try Harness()
    let elsewhere = try harness.temp.subdirectory("elsewhere")
    let decoy = try Decoy(in: elsewhere, name: "take.wav")
    try FileManager.default.removeItem(at: harness.recorder)
    try FileManager.default.createSymbolicLink(at: harness.recorder, withDestinationURL: elsewhere)
    let id = try Self.writeJob(
      harness, byteSize: decoy.bytes.count, sha256: SHA256.hash(decoy.bytes).hexString,
      sourcePath: harness.recorder.appending(path: "take.wav").path)

    await harness.queue.settle()

    Self.expectMovedAside(harness, id)
    try decoy.expectUntouched()
    #expect(harness.server.snapshot.puts.isEmpty)
  }

  @Test func aSymbolicLinkAsTheQueuedFileIsNotFollowed() async throws {
    let harness = try Harness()
    let decoy = try Decoy(in: try harness.temp.subdirectory("elsewhere"))
    let id = UploadJobID()
    _ = try Self.writeJob(
      harness, id: id, byteSize: decoy.bytes.count, sha256: SHA256.hash(decoy.bytes).hexString, sourcePath: nil)
    try FileManager.default.createSymbolicLink(
      at: harness.filesFolder.appending(path: "\(id.rawValue).wav"), withDestinationURL: decoy.url)

    await harness.queue.settle()

    Self.expectMovedAside(harness, id)
    try decoy.expectUntouched()
    #expect(harness.server.snapshot.puts.isEmpty)
  }

  @Test func aHardLinkedTakeIsNotMoved() async throws {
    let harness = try Harness()
    let decoy = try Decoy(in: try harness.temp.subdirectory("elsewhere"))
    let link = harness.recorder.appending(path: "take.wav")
    try FileManager.default.linkItem(at: decoy.url, to: link)
    let id = try Self.writeJob(
      harness, byteSize: decoy.bytes.count, sha256: SHA256.hash(decoy.bytes).hexString, sourcePath: link.path)

    await harness.queue.settle()

    Self.expectMovedAside(harness, id)
    try decoy.expectUntouched()
    #expect(FileManager.default.fileExists(atPath: link.path))
    #expect(harness.server.snapshot.puts.isEmpty)
  }

  @Test func aFIFOInTheTakeFolderIsRefusedWithoutBlocking() async throws {
    let harness = try Harness()
    let fifo = harness.recorder.appending(path: "take.wav")
    #expect(mkfifo(fifo.path, 0o600) == 0)
    let id = try Self.writeJob(harness, byteSize: 10, sha256: String(repeating: "a", count: 64), sourcePath: fifo.path)

    await harness.queue.settle()

    Self.expectMovedAside(harness, id)
    #expect(FileManager.default.fileExists(atPath: fifo.path))
  }

  @Test func aChangedTakeInTheTakeFolderFailsTheJobAndStaysWhereItIs() async throws {
    let harness = try Harness()
    let take = try harness.makeRecording("take.wav")
    let before = try Data(contentsOf: take)
    let id = try Self.writeJob(
      harness, byteSize: before.count, sha256: String(repeating: "0", count: 64), sourcePath: take.path)

    await harness.queue.settle()

    #expect(harness.queue.jobs.map(\.phase) == [.failed])
    #expect(harness.queue.jobs.first?.id == id)
    #expect(try Data(contentsOf: take) == before, "not moved, not changed")
    #expect(harness.server.snapshot.puts.isEmpty)
  }

  @Test func enqueueRemembersASourceOnlyInsideADeclaredFolder() async throws {
    let harness = try Harness()
    let blocking = harness.reopen(time: harness.clock.source)
    let inside = try await blocking.enqueue(
      file: try harness.makeRecording("a.wav"), metadata: ["item": "en-001"], contentType: "audio/wav")
    let outsideFile = try harness.temp.subdirectory("elsewhere").appending(path: "b.wav")
    try Data(repeating: 7, count: 512).write(to: outsideFile)
    let outside = try await blocking.enqueue(file: outsideFile, metadata: ["item": "en-002"], contentType: "audio/wav")

    #expect(try harness.jobJSON(inside)["source_path"] as? String == harness.recorder.appending(path: "a.wav").path)
    #expect(try harness.jobJSON(outside)["source_path"] == nil)
    #expect(harness.dataFiles().count == 2, "both moved in: the caller chose them")
  }

  @Test func byDefaultOnlyTheQueuesOwnFolderIsASource() async throws {
    let harness = try Harness()
    let take = try harness.makeRecording("take.wav")
    let bytes = try Data(contentsOf: take)
    let id = try Self.writeJob(
      harness, byteSize: bytes.count, sha256: SHA256.hash(bytes).hexString, sourcePath: take.path)

    let queue = harness.reopen(sourceFolders: [])
    await queue.settle()

    #expect(harness.jobFiles().contains("\(id).json.corrupt"))
    #expect(try Data(contentsOf: take) == bytes)
  }
}
