import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension UploadJobStore {
  /// What became of a job's remembered source when its data file was missing.
  enum SourceAdoption: Equatable {
    /// Moved into `files/` under the job's file name.
    case adopted
    /// Nothing at the source path (or no source path): the file is gone.
    case missing
    /// The source has another size or checksum than the job declares: left where it is.
    case changed
  }

  /// The job's data file under `files/`, opened without following a symbolic link; `nil` when it
  /// is gone.
  ///
  /// - Throws: ``UploadContainmentError`` when `files/` or the entry is a symbolic link, not a
  ///   regular file, or hard-linked: the job is then corrupt and the entry is not read.
  func openDataFile(_ job: UploadJob) throws(UploadContainmentError) -> OpenedSource? {
    try containment.openSource(dataURL(job).standardizedFileURL.path(percentEncoded: false))
  }

  /// Finishes a move a kill interrupted: the job's `source_path` is checked (``UploadSourceContainment``),
  /// its size and SHA-256 compared with the job's through the checked descriptor, and only then is
  /// the entry renamed (or, across file systems, copied and unlinked) into `files/`.
  ///
  /// - Throws: ``UploadContainmentError`` when the source path is refused; nothing was read,
  ///   moved or deleted then.
  func adoptSource(of job: UploadJob) throws(UploadContainmentError) -> SourceAdoption {
    guard let path = job.sourcePath, let source = try containment.openSource(path) else { return .missing }
    guard source.size == job.byteSize, try source.sha256() == job.sha256 else { return .changed }
    try? FileManager.default.createDirectory(
      at: filesDirectory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    let files = filesDirectory.path(percentEncoded: false).withCString {
      open($0, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
    }
    guard files >= 0 else { throw UploadSourceContainment.refusal(errno) }
    defer { _ = close(files) }
    guard source.isStillInPlace else { return .missing }
    if renameat(source.directory, source.name, files, job.fileName) == 0 {
      _ = fchmod(source.file, 0o600)
      return .adopted
    }
    let code = errno
    guard code == EXDEV else { throw .unreadable(errno: code) }
    try copy(source, into: files, as: job.fileName)
    if source.isStillInPlace { _ = unlinkat(source.directory, source.name, 0) }
    return .adopted
  }

  /// Copies the checked descriptor's bytes to a hidden temporary name in `files/`, syncs it and
  /// renames it into place (0600).
  private func copy(_ source: OpenedSource, into files: Int32, as name: String) throws(UploadContainmentError) {
    let temporary = ".\(name).\(UUID().uuidString).tmp"
    let target = openat(files, temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
    guard target >= 0 else { throw .unreadable(errno: errno) }
    var renamed = false
    defer {
      _ = close(target)
      if !renamed { _ = unlinkat(files, temporary, 0) }
    }
    guard lseek(source.file, 0, SEEK_SET) == 0 else { throw .unreadable(errno: errno) }
    var chunk = [UInt8](repeating: 0, count: 256 * 1024)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(source.file, $0.baseAddress, $0.count) }
      if count == 0 { break }
      if count < 0 {
        if errno == EINTR { continue }
        throw .unreadable(errno: errno)
      }
      var offset = 0
      while offset < count {
        let written = chunk.withUnsafeBytes { write(target, $0.baseAddress! + offset, count - offset) }
        if written < 0, errno != EINTR { throw .unreadable(errno: errno) }
        offset += max(0, written)
      }
    }
    guard fsync(target) == 0, renameat(files, temporary, files, name) == 0 else { throw .unreadable(errno: errno) }
    renamed = true
  }
}
