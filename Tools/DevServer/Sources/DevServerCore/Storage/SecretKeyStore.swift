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
/// Keeping it in `<data-dir>/secret.key` means tokens and signed URLs stay valid across restarts.
enum SecretKeyStore {
    /// Size of the key in bytes.
    static let keyLength = 32

    /// Returns the key at `path`, generating it with mode 0600 if the file does not exist.
    static func loadOrCreate(at path: String) throws -> SymmetricKey {
        if let existing = FileManager.default.contents(atPath: path) {
            guard existing.count == keyLength else { throw StorageError.corruptSecretKey(path: path) }
            return SymmetricKey(data: existing)
        }
        let bytes = SecureRandom.bytes(keyLength)
        // O_EXCL + mode 0600 at creation: the key is never readable by others, not even briefly.
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL, 0o600)
        guard descriptor >= 0 else { throw StorageError.fileSystem(operation: "create", path: path, errno: errno) }
        defer { close(descriptor) }
        let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        guard written == keyLength, fsync(descriptor) == 0 else {
            let code = errno
            unlink(path)
            throw StorageError.fileSystem(operation: "write", path: path, errno: code)
        }
        return SymmetricKey(data: bytes)
    }
}
