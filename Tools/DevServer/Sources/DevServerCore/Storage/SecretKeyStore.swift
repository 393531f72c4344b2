import Crypto
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Loads, or creates once, the 32-byte HMAC key that signs access tokens and URLs.
///
/// Keeping it in `<data-dir>/secret.key` means tokens and signed URLs stay valid across restarts, and
/// server processes that share a data directory (several instances on one PostgreSQL database) share it.
enum SecretKeyStore {
  /// Size of the key in bytes.
  static let keyLength = 32

  /// Returns the key at `path`, generating it with mode 0600 if the file does not exist.
  static func loadOrCreate(at path: String) throws -> SymmetricKey {
    let bytes = try CreateOnceFile.contents(at: path) { SecureRandom.bytes(keyLength) }
    guard bytes.count == keyLength else { throw StorageError.corruptSecretKey(path: path) }
    return SymmetricKey(data: bytes)
  }
}

/// A small file written once and then only read, safe when several processes start at the same moment.
enum CreateOnceFile {
  /// The file's bytes; if it does not exist, `make()`'s bytes are written to a temporary file (mode 0600,
  /// fsynced) and `link(2)`ed into place, so no process ever reads it half-written, and when two
  /// processes race, both end up with the winner's bytes.
  static func contents(at path: String, make: () -> [UInt8]) throws -> [UInt8] {
    if let existing = FileManager.default.contents(atPath: path) {
      return Array(existing)
    }
    let bytes = make()
    let temporary = path + ".tmp-" + Identifier.make(prefix: "new")
    // O_EXCL + mode 0600 at creation: the file is never readable by others, not even briefly.
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o600)
    guard descriptor >= 0 else { throw StorageError.fileSystem(operation: "create", path: temporary, errno: errno) }
    defer { unlink(temporary) }
    let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    guard written == bytes.count, fsync(descriptor) == 0 else {
      let code = errno
      close(descriptor)
      throw StorageError.fileSystem(operation: "write", path: temporary, errno: code)
    }
    close(descriptor)
    guard link(temporary, path) == 0 else {
      let code = errno
      if code == EEXIST, let winner = FileManager.default.contents(atPath: path) {
        return Array(winner)
      }
      throw StorageError.fileSystem(operation: "link", path: path, errno: code)
    }
    return bytes
  }
}
