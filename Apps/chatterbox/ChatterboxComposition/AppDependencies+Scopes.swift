import ChatterboxPresentation
import Foundation
import Networking
import Observability
import Storage
import Upload

extension AppDependencies {
  /// The secure-store key of the session issued by this server: one per server identity, so a
  /// command pointed at another server finds no session there and sends nothing (ADR 0011).
  package static func sessionStorageKey(for environment: APIEnvironment) -> String {
    "session.\(AppDirectories.safeComponent(environment.serverIdentity))"
  }

  /// Wave 1 kept one session under `session.credentials` without saying which server issued it.
  /// Sending it anywhere could hand it to the wrong server, so it is removed (ADR 0011).
  package static func removeUnboundSession(from store: any SecureStore) {
    guard (try? store.data(for: "session.credentials")) != nil else { return }
    try? store.removeValue(for: "session.credentials")
    Logger(category: .session).notice("removed a stored session that was not bound to a server; sign in again")
  }

  /// The folders of one account on this server: its recordings and its upload queue.
  package func accountDirectories(userID: String) -> AppDirectories {
    server.scoped("accounts", userID)
  }

  /// The signed-in account's folders, or "not signed in".
  package func signedInAccountDirectories() throws -> AppDirectories {
    guard let user = session.currentUser else { throw CLIError.notSignedIn(strings) }
    return accountDirectories(userID: user.id)
  }
}

extension AppDependencies {
  /// How many uploads on this server wait for an account other than the signed-in one: held for
  /// their owner, never sent under this session (ADR 0011).
  package func uploadsHeldForOtherAccounts() -> Int {
    let accounts = server.dataDirectory.appending(path: "accounts", directoryHint: .isDirectory)
    let mine = session.currentUser.map { accountDirectories(userID: $0.id).dataDirectory.lastPathComponent }
    let folders = (try? FileManager.default.contentsOfDirectory(atPath: accounts.path)) ?? []
    return folders.filter { $0 != mine }.reduce(0) { count, folder in
      let uploads = accounts.appending(path: folder).appending(path: "uploads", directoryHint: .isDirectory)
      return count + UploadQueue.peek(directory: uploads).filter { $0.phase != .done }.count
    }
  }
}
