import ChatterboxAPI
import DeepLink
import Foundation
import Observability
import Observation

/// The sign-in screen's state and actions, platform-neutral: the SwiftUI shell and the terminal app
/// both bind to it. Email entry → "check your email" with a resend countdown → link or code → done.
@MainActor
@Observable
public final class SignInViewModel {
  /// Where the flow is; a failure never leaves it at `.signingIn`.
  public enum Step: Equatable, Sendable {
    /// Typing the address.
    case enteringEmail
    /// The link was sent to this address.
    case awaitingLink(EmailAddress)
    /// Exchanging a link or code.
    case signingIn
    /// Done, as this account.
    case signedIn(Account)
  }

  /// The address as typed; replaced by the normalized address once a link is requested.
  public var email = ""
  /// The one-time code as typed; emptied by ``signOut()``.
  public var code = ""
  /// `.enteringEmail` at first and after ``editEmail()``, ``signOut()`` or a failure that needs a new
  /// address or link.
  public private(set) var step: Step = .enteringEmail
  /// Seconds until "resend" is allowed again (also set by the server's rate limit).
  public private(set) var cooldownRemaining = 0
  /// The last failure, shown until the next action.
  public private(set) var failure: SignInFailure?
  /// Whether a request is in flight (disable buttons).
  public private(set) var isWorking = false

  private let auth: AuthUseCases
  private let time: TimeSource
  @ObservationIgnored private var countdown: Task<Void, Never>?

  /// Starts at `.enteringEmail` with no request sent; `time` drives the resend countdown, one second a
  /// step (a test clock moves it without waiting).
  public init(auth: AuthUseCases, time: TimeSource = .system) {
    self.auth = auth
    self.time = time
  }

  /// `true` when the cooldown is over and no request is in flight; ``resend()`` does nothing otherwise.
  public var canResend: Bool { cooldownRemaining == 0 && !isWorking }

  /// Requests a link for ``email``. An invalid address or a refusal sets ``failure`` (nothing is
  /// thrown); a rate limit starts the cooldown with the server's seconds.
  public func submitEmail() async {
    await perform { () throws(SignInFailure) in
      let (address, receipt) = try await auth.requestLink(email: email)
      email = address.value
      step = .awaitingLink(address)
      startCooldown(receipt.cooldownSeconds)
    }
  }

  /// Requests another link once the cooldown is over.
  public func resend() async {
    guard canResend else { return }
    await submitEmail()
  }

  /// Signs in with a token from an incoming link. A dead link returns to email entry.
  public func open(_ token: LinkSecret) async {
    let previous = step
    step = .signingIn
    await perform(restoring: previous) { () throws(SignInFailure) in
      step = .signedIn(try await auth.signIn(magicToken: token))
    }
  }

  /// Signs in with the 6-digit ``code`` for ``email``. A failure sets ``failure`` and restores the
  /// step before it, or returns to email entry when ``SignInFailure/returnsToEmailEntry``.
  public func submitCode() async {
    let previous = step
    step = .signingIn
    await perform(restoring: previous) { () throws(SignInFailure) in
      step = .signedIn(try await auth.signIn(email: email, code: code))
    }
  }

  /// Goes back to email entry (for "use another address").
  public func editEmail() {
    step = .enteringEmail
    failure = nil
  }

  /// Signs out through the use case and resets the screen.
  public func signOut() async {
    await auth.signOut()
    step = .enteringEmail
    code = ""
  }

  private func perform(restoring previous: Step? = nil, _ work: () async throws(SignInFailure) -> Void) async {
    failure = nil
    isWorking = true
    defer { isWorking = false }
    do {
      try await work()
    } catch {
      failure = error
      if case .rateLimited(let seconds) = error { startCooldown(seconds) }
      if case .resendTooSoon(let seconds) = error { startCooldown(seconds) }
      if error.returnsToEmailEntry {
        step = .enteringEmail
      } else if let previous {
        step = previous
      }
    }
  }

  private func startCooldown(_ seconds: Int) {
    countdown?.cancel()
    cooldownRemaining = max(0, seconds)
    guard seconds > 0 else { return }
    countdown = Task { [time] in
      while !Task.isCancelled, self.cooldownRemaining > 0 {
        do { try await time.sleep(.seconds(1)) } catch { return }
        if Task.isCancelled { return }
        self.cooldownRemaining -= 1
      }
    }
  }

  /// Waits for the running countdown to finish (tests and the terminal app use it).
  public func cooldownFinished() async {
    await countdown?.value
  }
}
