// README:begin
import Foundation
import Session

// Your token endpoint behind two closures (here an in-process fake that rotates refresh tokens),
// and a file-backed secure store: 0600 files in a 0700 folder.
let refreshCount = LockedValue(0)
let tokenClient = TokenRefreshClient(
  refresh: { refreshToken throws(NetworkError) in
    let n = refreshCount.withLock { count in
      count += 1
      return count
    }
    return AuthenticatedSession(
      tokens: SessionTokens(accessToken: "access-\(n)", refreshToken: "refresh-\(n)", expiresAt: Date() + 3600),
      user: SessionUser(id: "user-1", email: "ada@example.org"))
  },
  logout: { _ throws(NetworkError) in })

let folder = FileManager.default.temporaryDirectory.appending(path: "session-example-\(UUID().uuidString)")
let session = SessionController(client: tokenClient, store: FileSecureStore(directory: folder))
await session.signIn(
  AuthenticatedSession(
    tokens: SessionTokens(accessToken: "access-0", refreshToken: "refresh-0", expiresAt: Date()),
    user: SessionUser(id: "user-1", email: "ada@example.org")))
let token = try await session.accessToken()  // "access-1": access-0 has expired, so it is refreshed first
// README:end

defer { try? FileManager.default.removeItem(at: folder) }
guard token == "access-1", refreshCount.value == 1 else {
  fatalError("expected one refresh, got \(String(describing: token))")
}

// The next launch: a new controller over the same folder restores the rotated session from disk.
let relaunched = SessionController(client: tokenClient, store: FileSecureStore(directory: folder))
let restored = await relaunched.restore()
guard restored.user?.id == "user-1", try await relaunched.accessToken() == "access-1" else {
  fatalError("restore lost the session: \(restored)")
}

// Secrets are files only the owner can read.
let files = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
for file in files {
  let mode = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int
  guard mode == 0o600 else { fatalError("\(file.lastPathComponent) has mode \(String(mode ?? 0, radix: 8))") }
}

// Sign-out clears the store, so a third launch starts signed out.
await relaunched.signOut()
guard await SessionController(client: tokenClient, store: FileSecureStore(directory: folder)).restore() == .signedOut
else {
  fatalError("signed-out session came back")
}
print("Session: refreshed once (\(token!)), restored from \(files.count) 0600 file(s), sign-out cleared the store")
