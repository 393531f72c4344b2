/// What the server said when the session asked it to revoke the tokens. `SessionController.signOut()`
/// revokes best effort and never reports the answer, so the composition root hands it a
/// ``TokenRefreshClient`` that writes the answer here (``TokenRefreshClient/recordingLogout(in:)``)
/// and `logout` reads it: "Signed out." is printed only when the server confirmed.
///
/// ```
/// let receipt = LogoutReceipt()
/// let session = SessionController(client: .live(repository).recordingLogout(in: receipt), store: store)
/// await session.signOut()
/// if case .failed(let error) = receipt.outcome { print("the server could not confirm: \(error.messageKey)") }
/// ```
package final class LogoutReceipt: Sendable {
  /// The server's answer to the last revocation.
  package enum Outcome: Sendable, Equatable {
    /// No revocation was sent (nobody was signed in, or there was no access token to revoke).
    case notAsked
    /// The server ended the session, or said the token no longer worked there (401).
    case confirmed
    /// The server did not confirm: it could not be reached, refused, redirected, or failed.
    case failed(NetworkError)
  }

  private let value = LockedValue(Outcome.notAsked)

  /// Starts with ``Outcome/notAsked``.
  package init() {}

  /// The answer to the last revocation, ``Outcome/notAsked`` if none was sent.
  package var outcome: Outcome { value.value }

  /// Records one revocation's answer: a 401 means the token already does not work there, which
  /// is what a sign-out wants.
  package func record(_ result: Result<Void, NetworkError>) {
    switch result {
    case .success: value.withLock { $0 = .confirmed }
    case .failure(let error) where error.kind == .unauthorized: value.withLock { $0 = .confirmed }
    case .failure(let error): value.withLock { $0 = .failed(error) }
    }
  }
}

extension TokenRefreshClient {
  /// This client, with every logout's answer recorded in `receipt` (and still thrown to the
  /// session, which logs it).
  ///
  /// ```
  /// SessionController(client: .live(repository).recordingLogout(in: receipt), store: store)
  /// ```
  package func recordingLogout(in receipt: LogoutReceipt) -> TokenRefreshClient {
    let logout = self.logout
    return TokenRefreshClient(
      refresh: refresh,
      logout: { accessToken throws(NetworkError) in
        do throws(NetworkError) {
          try await logout(accessToken)
          receipt.record(.success(()))
        } catch {
          receipt.record(.failure(error))
          throw error
        }
      })
  }
}
