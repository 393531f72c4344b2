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

  /// Writes `{refresh_token, user}`. If that fails the session still works in memory, but the
  /// old entry is removed: it holds a refresh token that is now spent, and presenting a spent
  /// token at the next launch trips the server's reuse detection.
  func persist(_ credentials: Credentials) {
    let reason: String
    do {
      try store.set(try credentials.stored.encoded(), for: configuration.storageKey)
      return
    } catch let error as StorageError {
      reason = String(describing: error)
    } catch {
      reason = "encoding failed"  // an EncodingError may quote the value, i.e. the token
    }
    logger.error("could not persist the session; it will not survive a relaunch (\(reason, privacy: .public))")
    clearStoredSession()
  }

  func clearStoredSession() {
    do {
      try store.removeValue(for: configuration.storageKey)
    } catch {
      logger.error("could not clear the stored session (\(String(describing: error), privacy: .public))")
    }
  }
}
