import AuthFeature
import ChatterboxAPI
import Foundation
import Networking
import Session
import Storage

extension AccountSnapshotCache.Persistence {
  /// The last `me` + `app_config` of the signed-in account on this server, in
  /// `<caches>/servers/<server>/accounts/<account>/snapshot.json` (0600): what read commands show
  /// when the server cannot be reached. Keyed by the account signed in at the time of the call,
  /// and checked against it on read, so one learner never sees another's (ADR 0011). The email is
  /// stored masked: no file outside the secure store holds an address.
  package static func savedSnapshot(server: AppDirectories, session: SessionController) -> Self {
    let file = { @Sendable () -> URL? in session.currentUser.map { savedSnapshotURL(server: server, userID: $0.id) } }
    return Self(
      load: {
        guard let url = file(), let data = try? AtomicFile.read(from: url),
          let snapshot = try? JSONCoding.decoder.decode(AccountSnapshotCache.Snapshot.self, from: data),
          snapshot.me.account.id == session.currentUser?.id
        else { return nil }
        return snapshot
      },
      save: { snapshot in
        guard let url = file(), snapshot.me.account.id == session.currentUser?.id,
          let data = try? JSONCoding.encoder.encode(snapshot.withMaskedEmail)
        else { return }
        _ = try? server.createIfNeeded(url.deletingLastPathComponent())
        try? AtomicFile.write(data, to: url, permissions: 0o600)
      })
  }
}

extension AccountSnapshotCache.Persistence {
  /// Where one account's snapshot is saved on this server.
  package static func savedSnapshotURL(server: AppDirectories, userID: String) -> URL {
    server.scoped("accounts", userID).cachesDirectory.appending(path: "snapshot.json", directoryHint: .notDirectory)
  }

  /// Removes every account's saved snapshot on this server (sign-out, ADR 0012).
  package static func removeAllSavedSnapshots(server: AppDirectories) {
    let accounts = server.cachesDirectory.appending(path: "accounts", directoryHint: .isDirectory)
    for folder in (try? FileManager.default.contentsOfDirectory(atPath: accounts.path)) ?? [] {
      try? FileManager.default.removeItem(at: accounts.appending(path: folder).appending(path: "snapshot.json"))
    }
  }
}

extension AccountSnapshotCache.Snapshot {
  /// The same snapshot with the account's email masked (`a•••@example.com`), as every screen shows it.
  package var withMaskedEmail: Self {
    let account = me.account
    let masked = Account(id: account.id, email: EmailAddress.mask(account.email), flags: account.flags)
    return Self(me: Me(account: masked, activeProfile: me.activeProfile), config: config, savedAt: savedAt)
  }
}
