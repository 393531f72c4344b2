import AuthFeature
import DeepLink

extension AppModel {
  /// Why the link-or-code field was not submitted.
  public enum SignInEntryRefusal: Error, Equatable, Sendable {
    /// A request is already running.
    case busy
    /// Neither six digits nor a sign-in link of this app (the field keeps its text).
    case notLinkOrCode
  }

  /// Submits the e-mail step; `nil` while a request runs.
  @discardableResult
  public func submitEmail() -> Task<Void, Never>? {
    guard !signIn.isWorking else { return nil }
    return Task { [signIn] in await signIn.submitEmail() }
  }

  /// Back to the e-mail step: the link-or-code field empties.
  public func editEmail() {
    signIn.editEmail()
    linkOrCode = ""
  }

  /// Submits ``linkOrCode``: six digits are a code, anything else must be a sign-in link of this
  /// app (judged by the same parser and delivery as a tapped link, ``open(link:)``). On success
  /// the field empties and the app is entered; the task's value is that entry (`nil`: the code
  /// or link was refused, and `signIn.failure` says why).
  public func submitLinkOrCode() -> Result<Task<EntryOutcome?, Never>, SignInEntryRefusal> {
    guard !signIn.isWorking else { return .failure(.busy) }
    switch SignInEntry(linkOrCode) {
    case .code(let digits):
      signIn.code = digits
      return .success(
        Task { [weak self, signIn] in
          await signIn.submitCode()
          return await self?.enterAfterTypedSignIn()
        })
    case .link(let text):
      guard case .success(.magicLink(let token)) = dependencies.links.parse(text) else {
        return .failure(.notLinkOrCode)
      }
      return .success(Task { [weak self] in await self?.signInWithLink(token) })
    }
  }

  /// Signs in with a magic link's token; then into the app. Shared by tapped and pasted links.
  func signInWithLink(_ token: LinkSecret) async -> EntryOutcome? {
    await signIn.open(token)
    return await enterAfterTypedSignIn()
  }

  private func enterAfterTypedSignIn() async -> EntryOutcome? {
    guard case .signedIn = signIn.step else { return nil }
    linkOrCode = ""
    return await afterSignInAttempt()
  }
}
