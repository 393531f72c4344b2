import Foundation
import Observability
import Storage

extension SessionController {
  /// What the secure store held at launch.
  enum StoredLookup {
    case empty
    case found(StoredSession)
    /// Garbled, wrong shape or refused as untrusted: clear it and start signed out.
    case unreadable(reason: String)
    /// The store cannot answer right now (a locked Keychain before first unlock): start signed
    /// out but keep the entry, because it is probably fine and a later ``restore()`` can use it.
    case unavailable(reason: String)
  }

  func lookUpStoredSession() -> StoredLookup {
    let data: Data?
    do {
      data = try store.data(for: configuration.storageKey)
    } catch {
      // StorageError carries key names and reasons, never contents: safe to log.
      if case .platform = error { return .unavailable(reason: String(describing: error)) }
      return .unreadable(reason: String(describing: error))
    }
    guard let data else { return .empty }
    guard let stored = StoredSession.decode(data) else {
      return .unreadable(reason: "not a stored session (\(data.count) bytes)")
    }
    return .found(stored)
  }

  /// Writes the credentials (tokens, expiry, lifetime, user). If that fails, the session still works in memory and the
  /// stored copy is left as it was: an older refresh token may be spent, but the server accepts it
  /// again within its reuse interval (ADR 0009), and a kept session that may work beats a deleted
  /// one that cannot (a refresh on a full disk used to sign the user out). The failure is
  /// kept in ``persistenceFailure`` for the host to report; a later successful write clears it.
  func persist(_ credentials: Credentials) {
    let failure: StorageError
    do {
      try store.set(try credentials.stored.encoded(), for: configuration.storageKey)
      persistenceFailure = nil
      return
    } catch let error as StorageError {
      failure = error
    } catch {
      // An EncodingError may quote the value, i.e. the token.
      failure = .unwritable(configuration.storageKey, reason: "encoding failed")
    }
    persistenceFailure = failure
    logger.error(
      "could not persist the session; the stored copy is kept as it was (\(String(describing: failure), privacy: .public))"
    )
  }

  func clearStoredSession() {
    do {
      try store.removeValue(for: configuration.storageKey)
    } catch {
      logger.error("could not clear the stored session (\(String(describing: error), privacy: .public))")
    }
  }
}
