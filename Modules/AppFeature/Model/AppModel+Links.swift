import AuthFeature
import ChatterboxAPI
import DeepLink
import NetworkErrors

extension AppModel {
  /// What a link did, for the shell to say.
  public enum LinkOutcome: Equatable, Sendable {
    /// A sign-in link signed the learner in.
    case signedIn
    /// A sign-in link was refused (expired, used); the sign-in screen shows why.
    case signInFailed(SignInFailure)
    /// A cue link opened its cue.
    case openedCue(id: String)
    /// A cue link waits until someone with a practice language is signed in.
    case waitingForSignIn(cueID: String)
    /// No such cue in the learner's practice language.
    case cueNotFound(id: String)
    /// The cue could not be looked up (offline, server trouble).
    case cueUnavailable(id: String, NetworkError)
    /// The link waits until the take on screen is uploaded or thrown away (a link never drops a
    /// take, nor hands it to another account); then it does what it says.
    case waitingForTake
  }

  /// Hands a link to the app, as the system does when the learner taps one: refused with the
  /// reason, or accepted — held until launch has settled (a cold start) and then delivered once:
  /// a sign-in link signs in; a cue link opens its cue once someone is signed in.
  @discardableResult
  public func open(link: String) async -> Result<PendingDeepLinkBuffer.Delivery, DeepLinkRejection> {
    await router.handle(string: link)
  }

  /// Launch has settled: deliver the link that waited, and every later one at once.
  func linksReady() async {
    await router.attach { [weak self] route in await self?.deliver(route) }
  }

  func deliver(_ route: DeepLinkRoute) async {
    if practice?.hasUndecidedTake == true {
      holdUntilTakeIsDecided(route)
      return
    }
    switch AppLink(route) {
    case .magicLink(let token):
      let entry = await signInWithLink(token)
      guard case .signedIn = signIn.step else {
        if let failure = signIn.failure { linkOutcome = .signInFailed(failure) }
        return
      }
      linkOutcome = .signedIn
      linkEntry = entry
    case .cue(let id):
      waitingCueID = id
      await openWaitingCue()
    case nil:
      break
    }
  }

  /// Opens the cue a link named, once a learner with a practice language is in the app.
  func openWaitingCue() async {
    guard let id = waitingCueID else { return }
    guard let profile else {
      linkOutcome = .waitingForSignIn(cueID: id)
      return
    }
    waitingCueID = nil
    do throws(NetworkError) {
      if let cue = try await dependencies.findCue(id, profile) {
        open(cue)
        linkOutcome = .openedCue(id: id)
      } else {
        linkOutcome = .cueNotFound(id: id)
      }
    } catch {
      linkOutcome = .cueUnavailable(id: id, error)
    }
  }
}
