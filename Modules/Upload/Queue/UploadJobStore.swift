import Foundation
import Networking
import Observability
import Storage

/// The queue's folder on disk:
///
/// ```
/// <directory>/jobs/<id>.json           one job, 0600, written with AtomicFile
/// <directory>/jobs/<id>.json.corrupt   a job file that did not decode, moved aside for inspection
/// <directory>/files/<id>.<ext>         the file, moved in at enqueue, deleted after completion
/// ```
///
/// Plain synchronous file operations; the actor serialises them.
struct UploadJobStore: Sendable {
  let directory: URL
  let logger: Logger
  /// Which files a job may name (``UploadSourceContainment``).
  let containment: UploadSourceContainment
  /// The wall clock a temporary file's age and a moved-aside name are read from.
  let time: TimeSource

  init(directory: URL, logger: Logger, sourceFolders: [URL] = [], time: TimeSource = .system) {
    self.directory = directory
    self.logger = logger
    self.time = time
    self.containment = UploadSourceContainment(
      queueFiles: directory.appending(path: "files", directoryHint: .isDirectory), declared: sourceFolders)
  }

  var jobsDirectory: URL { directory.appending(path: "jobs", directoryHint: .isDirectory) }
  var filesDirectory: URL { directory.appending(path: "files", directoryHint: .isDirectory) }

  func jobURL(_ id: UploadJobID) -> URL {
    jobsDirectory.appending(path: "\(id.rawValue).json", directoryHint: .notDirectory)
  }

  func dataURL(_ job: UploadJob) -> URL {
    filesDirectory.appending(path: job.fileName, directoryHint: .notDirectory)
  }

  /// Creates the folders (0700: queued files are often personal data).
  func prepare() throws(UploadQueueError) {
    for folder in [directory, jobsDirectory, filesDirectory] {
      do {
        try FileManager.default.createDirectory(
          at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
      } catch {
        throw .storage(folder.lastPathComponent, reason: "cannot create directory")
      }
    }
  }

  // MARK: Jobs

  /// Every readable job. A file that does not decode is renamed to `<name>.corrupt` and logged;
  /// a file from a newer app version is left in place and skipped; leftovers of interrupted
  /// atomic writes are removed.
  func loadAll() -> [UploadJob] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: jobsDirectory.path)) ?? []
    var jobs: [UploadJob] = []
    for name in names.sorted() {
      let url = jobsDirectory.appending(path: name, directoryHint: .notDirectory)
      if name.hasPrefix("."), name.hasSuffix(".tmp") {
        // AtomicFile's temporary: the write never happened — unless another process on this
        // folder is writing it right now, so only old ones go.
        if isStale(url) { try? FileManager.default.removeItem(at: url) }
        continue
      }
      guard name.hasSuffix(".json") else { continue }
      do {
        guard let data = try AtomicFile.read(from: url) else { continue }
        if let version = Self.version(of: data), version > UploadJob.currentVersion {
          logger.warning(
            "skipping job file \(name, privacy: .public): format version \(version, privacy: .public) is newer than this app's"
          )
          continue
        }
        let job = try Self.decoder.decode(UploadJob.self, from: data)
        guard name == "\(job.id.rawValue).json" else { throw CorruptJob.nameMismatch }
        // A source outside the allowed folders is refused by its text, before anything is opened.
        if let source = job.sourcePath { _ = try containment.locate(source) }
        jobs.append(job)
      } catch {
        moveAside(url, reason: error)
      }
    }
    return jobs.sorted { $0.sequence < $1.sequence }
  }

  /// Writes the job atomically with mode 0600 (the file holds a signed URL).
  func save(_ job: UploadJob) throws(StorageError) {
    let data: Data
    do {
      data = try Self.encoder.encode(job)
    } catch {
      throw .unwritable("\(job.id.rawValue).json", reason: "cannot encode job")
    }
    try AtomicFile.write(data, to: jobURL(job.id), permissions: 0o600)
  }

  func removeJob(_ id: UploadJobID) {
    try? FileManager.default.removeItem(at: jobURL(id))
    try? FileManager.default.removeItem(at: lockURL(id))
  }

  /// Every readable job, oldest first, without touching the folder.
  func peekAll() -> [UploadJob] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: jobsDirectory.path)) ?? []
    return names.filter { !$0.hasPrefix(".") && $0.hasSuffix(".json") }
      .compactMap { UploadJobID(rawValue: String($0.dropLast(5))).flatMap(load) }
      .sorted { $0.sequence < $1.sequence }
  }

  /// Reads one job again (another process on this folder may have moved it on); `nil` when its
  /// file is gone or unreadable.
  func load(_ id: UploadJobID) -> UploadJob? {
    guard let data = try? AtomicFile.read(from: jobURL(id)) else { return nil }
    return try? Self.decoder.decode(UploadJob.self, from: data)
  }

  // MARK: Locks

  var locksDirectory: URL { directory.appending(path: "locks", directoryHint: .isDirectory) }

  func lockURL(_ id: UploadJobID) -> URL {
    locksDirectory.appending(path: "\(id.rawValue).lock", directoryHint: .notDirectory)
  }

  /// Whether this process may work on a job now.
  enum JobLock {
    /// Ours until released.
    case held(FileLock)
    /// Another process on this folder is working on the job.
    case busy
    /// No lock can be had here (e.g. a read-only folder): go on alone rather than never upload.
    case unavailable
  }

  /// The job's lock between processes sharing this folder.
  func lock(_ id: UploadJobID) -> JobLock {
    do {
      guard let lock = try FileLock.tryLock(lockURL(id)) else { return .busy }
      return .held(lock)
    } catch {
      logger.warning("cannot lock upload job \(id, privacy: .public): \(String(describing: error), privacy: .public)")
      return .unavailable
    }
  }

  /// A temporary file untouched for a minute of ``time``'s wall clock belongs to a write that died.
  /// The file's date comes from the file system, not from ``time``.
  func isStale(_ url: URL) -> Bool {
    let modified = (try? FileManager.default.attributesOfItem(atPath: url.path))?[.modificationDate] as? Date
    return modified.map { time.now().timeIntervalSince($0) > 60 } ?? true
  }

  private enum CorruptJob: Error { case nameMismatch }

  /// Moves a job file aside as `<name>.corrupt` (logged), leaving every file it names alone.
  func moveAside(_ url: URL, reason: any Error) {
    var target = url.appendingPathExtension("corrupt")
    if FileManager.default.fileExists(atPath: target.path) {
      target = url.appendingPathExtension("\(Int(time.now().timeIntervalSince1970)).corrupt")
    }
    do {
      try FileManager.default.moveItem(at: url, to: target)
      logger.error(
        "job file \(url.lastPathComponent, privacy: .public) is corrupt (\(Self.summary(reason), privacy: .public)); moved aside to \(target.lastPathComponent, privacy: .public)"
      )
    } catch {
      logger.error(
        "job file \(url.lastPathComponent, privacy: .public) is corrupt and could not be moved aside; skipping it")
    }
  }

  private static func summary(_ error: any Error) -> String {
    switch error {
    case is DecodingError: "does not decode"
    case let error as StorageError:
      switch error {
      case .unreadable(_, let reason), .unwritable(_, let reason), .corrupt(_, let reason): reason
      default: "unreadable"
      }
    case CorruptJob.nameMismatch: "file name does not match its id"
    case let error as UploadContainmentError: "names a file outside the queue (\(error))"
    default: "unreadable"
    }
  }

  private struct VersionProbe: Decodable { let version: Int }

  private static func version(of data: Data) -> Int? {
    (try? JSONDecoder().decode(VersionProbe.self, from: data))?.version
  }

  static var encoder: JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
    encoder.dateEncodingStrategy = .iso8601
    return encoder
  }

  static var decoder: JSONDecoder {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .custom { decoder in
      let container = try decoder.singleValueContainer()
      let text = try container.decode(String.self)
      if let date = JSONCoding.parseISO8601(text) { return date }
      throw DecodingError.dataCorruptedError(in: container, debugDescription: "Expected an ISO-8601 date")
    }
    return decoder
  }

  // MARK: Data files

  /// Moves the file into `files/<name>`: a rename when both folders are on one file system,
  /// else copy to a hidden temporary name, rename into place, then delete the source. Mode 0600.
  func adopt(_ source: URL, as name: String) throws(UploadQueueError) {
    let manager = FileManager.default
    let destination = filesDirectory.appending(path: name, directoryHint: .notDirectory)
    do {
      try manager.moveItem(at: source, to: destination)
    } catch {
      let temporary = filesDirectory.appending(path: ".\(name).\(UUID().uuidString).tmp", directoryHint: .notDirectory)
      do {
        try manager.copyItem(at: source, to: temporary)
        try manager.moveItem(at: temporary, to: destination)
        try manager.removeItem(at: source)
      } catch {
        try? manager.removeItem(at: temporary)
        throw .storage(source.lastPathComponent, reason: "cannot move the file into the upload queue")
      }
    }
    try? manager.setAttributes([.posixPermissions: 0o600], ofItemAtPath: destination.path)
  }

  /// Deletes a job's file. Callers make sure the server confirmed it first (or the user
  /// cancelled the job).
  func removeDataFile(_ job: UploadJob) {
    try? FileManager.default.removeItem(at: dataURL(job))
  }

  /// Removes leftovers: data files of finished jobs (a crash between "done" and the delete) and
  /// interrupted copies. Data files no job claims are kept and logged: they may belong to a job
  /// file that was moved aside as corrupt, and deleting a file is the one unrecoverable act.
  func sweepDataFiles(jobs: [UploadJob]) {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: filesDirectory.path)) ?? []
    let byName = Dictionary(jobs.map { ($0.fileName, $0) }, uniquingKeysWith: { first, _ in first })
    for name in names {
      let url = filesDirectory.appending(path: name, directoryHint: .notDirectory)
      if name.hasPrefix("."), name.hasSuffix(".tmp") {
        if isStale(url) { try? FileManager.default.removeItem(at: url) }
      } else if let job = byName[name] {
        if job.phase == .done { try? FileManager.default.removeItem(at: url) }
      } else {
        logger.warning("file \(name, privacy: .public) belongs to no upload job; keeping it")
      }
    }
  }
}
