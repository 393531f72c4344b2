import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A thin owner of a POSIX file descriptor.
///
/// WAV files are written and repaired with `open(2)`/`pwrite(2)` rather than `FileHandle` so the
/// mode (0600) is set atomically at creation, `O_EXCL` refuses to clobber an existing take, and
/// header fields can be patched in place without moving a shared offset.
final class PosixFile {
  let name: String
  private(set) var descriptor: Int32

  private init(descriptor: Int32, name: String) {
    self.descriptor = descriptor
    self.name = name
  }

  deinit { close() }

  /// Creates a new file readable and writable by the owner only; fails if it exists.
  static func createExclusive(_ url: URL) throws(WAVError) -> PosixFile {
    let fd = systemOpen(url, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode: 0o600)
    guard fd >= 0 else { throw .unwritable(url.lastPathComponent, reason: PosixFile.lastError()) }
    return PosixFile(descriptor: fd, name: url.lastPathComponent)
  }

  /// Opens an existing file for reading, or for reading and writing.
  static func openExisting(_ url: URL, writable: Bool = false) throws(WAVError) -> PosixFile {
    let fd = systemOpen(url, (writable ? O_RDWR : O_RDONLY) | O_CLOEXEC, mode: 0)
    guard fd >= 0 else {
      let reason = PosixFile.lastError()
      throw writable
        ? .unwritable(url.lastPathComponent, reason: reason) : .unreadable(url.lastPathComponent, reason: reason)
    }
    return PosixFile(descriptor: fd, name: url.lastPathComponent)
  }

  /// The current size in bytes.
  func size() throws(WAVError) -> UInt64 {
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { throw .unreadable(name, reason: PosixFile.lastError()) }
    return UInt64(max(0, info.st_size))
  }

  /// Reads up to `count` bytes at `offset`; fewer only at end of file.
  func read(count: Int, at offset: UInt64) throws(WAVError) -> [UInt8] {
    guard count > 0 else { return [] }
    var bytes = [UInt8](repeating: 0, count: count)
    var filled = 0
    while filled < count {
      let result = bytes.withUnsafeMutableBytes { raw -> Int in
        guard let base = raw.baseAddress else { return 0 }
        return pread(descriptor, base + filled, count - filled, off_t(offset) + off_t(filled))
      }
      if result < 0 {
        if errno == EINTR { continue }
        throw .unreadable(name, reason: PosixFile.lastError())
      }
      if result == 0 { break }
      filled += result
    }
    if filled < count { bytes.removeLast(count - filled) }
    return bytes
  }

  /// Appends all of `bytes` at the current offset, retrying short and interrupted writes.
  func append(_ bytes: UnsafeRawBufferPointer) throws(WAVError) {
    guard let start = bytes.baseAddress else { return }
    var done = 0
    while done < bytes.count {
      let written = systemWrite(descriptor, start + done, bytes.count - done)
      if written < 0 {
        if errno == EINTR { continue }
        throw .unwritable(name, reason: PosixFile.lastError())
      }
      done += written
    }
  }

  /// Appends raw bytes.
  func append(bytes: [UInt8]) throws(WAVError) {
    let failure: WAVError? = bytes.withUnsafeBytes { raw in
      do throws(WAVError) { try append(raw) } catch { return error }
      return nil
    }
    if let failure { throw failure }
  }

  /// Appends samples as little-endian 16-bit values.
  func append(samples: [Int16]) throws(WAVError) {
    #if _endian(little)
      let failure: WAVError? = samples.withUnsafeBytes { raw in
        do throws(WAVError) { try append(raw) } catch { return error }
        return nil
      }
    #else
      let failure: WAVError? = samples.littleEndianBytes().withUnsafeBytes { raw in
        do throws(WAVError) { try append(raw) } catch { return error }
        return nil
      }
    #endif
    if let failure { throw failure }
  }

  /// Writes all of `bytes` at `offset` without moving the append position.
  func write(_ bytes: [UInt8], at offset: UInt64) throws(WAVError) {
    var done = 0
    while done < bytes.count {
      let written = bytes.withUnsafeBytes { raw -> Int in
        guard let start = raw.baseAddress else { return 0 }
        return pwrite(descriptor, start + done, raw.count - done, off_t(offset) + off_t(done))
      }
      if written < 0 {
        if errno == EINTR { continue }
        throw .unwritable(name, reason: PosixFile.lastError())
      }
      done += written
    }
  }

  /// Cuts the file to `length` bytes.
  func truncate(to length: UInt64) throws(WAVError) {
    guard ftruncate(descriptor, off_t(length)) == 0 else { throw .unwritable(name, reason: PosixFile.lastError()) }
  }

  /// Flushes to stable storage, so a fixed header survives a power cut.
  func sync() throws(WAVError) {
    guard fsync(descriptor) == 0 else { throw .unwritable(name, reason: PosixFile.lastError()) }
  }

  /// Closes the descriptor; later calls do nothing.
  func close() {
    guard descriptor >= 0 else { return }
    systemClose(descriptor)
    descriptor = -1
  }

  static func lastError() -> String {
    String(cString: strerror(errno))
  }
}

// Module-qualified libc calls: inside `PosixFile` the bare names would mean its own methods.

private func systemOpen(_ url: URL, _ flags: Int32, mode: mode_t) -> Int32 {
  url.withUnsafeFileSystemRepresentation { path -> Int32 in
    guard let path else { return -1 }
    #if canImport(Darwin)
      return Darwin.open(path, flags, mode)
    #elseif canImport(Musl)
      return Musl.open(path, flags, mode)
    #else
      return Glibc.open(path, flags, mode)
    #endif
  }
}

private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
  #if canImport(Darwin)
    return Darwin.write(descriptor, bytes, count)
  #elseif canImport(Musl)
    return Musl.write(descriptor, bytes, count)
  #else
    return Glibc.write(descriptor, bytes, count)
  #endif
}

private func systemClose(_ descriptor: Int32) {
  #if canImport(Darwin)
    _ = Darwin.close(descriptor)
  #elseif canImport(Musl)
    _ = Musl.close(descriptor)
  #else
    _ = Glibc.close(descriptor)
  #endif
}
