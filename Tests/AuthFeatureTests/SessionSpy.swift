import AuthFeature
import ChatterboxAPI
import DeepLink
import Foundation
import Networking

/// Records session calls.
final class SessionSpy: @unchecked Sendable {
  private let lock = NSLock()
  private var _signedIn: [AuthGrant] = []
  private var _signOuts = 0
  var signedIn: [AuthGrant] { lock.withLock { _signedIn } }
  var signOuts: Int { lock.withLock { _signOuts } }

  var gateway: SessionGateway {
    SessionGateway(
      signIn: { grant in self.lock.withLock { self._signedIn.append(grant) } },
      signOut: { self.lock.withLock { self._signOuts += 1 } })
  }
}

let validToken = LinkSecret(rawValue: String(repeating: "A", count: 43), rule: .exactly(43))!
