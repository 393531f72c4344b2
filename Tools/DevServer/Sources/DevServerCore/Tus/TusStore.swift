import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// tus uploads on disk, `blobs/tus/<id>.json` (who owns it, its length, its idempotency key, how
/// many body bytes arrived in all) beside `blobs/tus/<id>.bin` (the bytes so far). The offset is
/// the data file's size: what is on disk is what the server has. One process owns the folder (the
/// SQLite deployment); a `PATCH` and a `DELETE` of one upload hold its lock, so two writers never
/// interleave.
actor TusStore {
  /// One upload's record.
  struct Record: Codable, Sendable, Equatable {
    let id: String
    let owner: String
    let length: Int64
    let metadata: String
    let idempotencyKey: String?
    var receivedBytes: Int64
    let createdAt: Int64

    enum CodingKeys: String, CodingKey {
      case id, owner, length, metadata
      case idempotencyKey = "idempotency_key"
      case receivedBytes = "received_bytes"
      case createdAt = "created_at"
    }
  }

  let directory: String
  private var busy: Set<String> = []
  private var waiters: [String: [CheckedContinuation<Void, Never>]] = [:]

  init(directory: String) {
    self.directory = directory
  }

  func prepare() throws {
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
  }

  func dataPath(_ id: String) -> String { directory + "/" + id + ".bin" }
  private func recordPath(_ id: String) -> String { directory + "/" + id + ".json" }

  /// The record of `id`, if it exists (ids are validated by the caller: no `/`, no `..`).
  func record(_ id: String) -> Record? {
    guard let data = FileManager.default.contents(atPath: recordPath(id)) else { return nil }
    return try? JSONDecoder().decode(Record.self, from: data)
  }

  /// Bytes stored so far.
  func offset(_ id: String) -> Int64 {
    ((try? FileManager.default.attributesOfItem(atPath: dataPath(id)))?[.size] as? NSNumber)?.int64Value ?? 0
  }

  /// The upload `owner` already created with `key`, for replaying a repeated creation.
  func existing(owner: String, idempotencyKey key: String) -> Record? {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
    for name in names where name.hasSuffix(".json") {
      let id = String(name.dropLast(5))
      if let record = record(id), record.owner == owner, record.idempotencyKey == key { return record }
    }
    return nil
  }

  /// Creates an empty upload: the data file first, then the record (written atomically), so a
  /// record never names a missing file.
  func create(owner: String, length: Int64, metadata: String, idempotencyKey: String?, now: Int64) throws -> Record {
    let record = Record(
      id: Identifier.make(prefix: "tus"), owner: owner, length: length, metadata: metadata,
      idempotencyKey: idempotencyKey, receivedBytes: 0, createdAt: now)
    guard FileManager.default.createFile(atPath: dataPath(record.id), contents: nil) else {
      throw StorageError.fileSystem(operation: "create", path: dataPath(record.id), errno: errno)
    }
    try save(record)
    return record
  }

  func save(_ record: Record) throws {
    try JSONEncoder().encode(record).write(to: URL(fileURLWithPath: recordPath(record.id)), options: .atomic)
  }

  /// Adds `count` to the bytes received for `id` (the measure of what was sent twice).
  func countReceived(_ id: String, _ count: Int64) {
    guard count > 0, var record = record(id) else { return }
    record.receivedBytes += count
    try? save(record)
  }

  /// Removes an upload's files.
  func remove(_ id: String) {
    try? FileManager.default.removeItem(atPath: recordPath(id))
    try? FileManager.default.removeItem(atPath: dataPath(id))
  }

  /// Waits until no one else holds `id`, then holds it.
  func lock(_ id: String) async {
    while busy.contains(id) {
      await withCheckedContinuation { waiters[id, default: []].append($0) }
    }
    busy.insert(id)
  }

  func unlock(_ id: String) {
    busy.remove(id)
    for waiter in waiters.removeValue(forKey: id) ?? [] { waiter.resume() }
  }
}
