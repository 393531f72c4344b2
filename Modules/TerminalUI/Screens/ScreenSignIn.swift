import AuthFeature
import ChatterboxComposition
import DesignTokens

/// Sign-in: the email field, then "check your email" with the resend countdown and one field
/// that takes the pasted link or the 6-digit code. Everything shown comes from
/// `SignInViewModel`; the field text for the link/code is the app's own.
///
/// ```swift
/// ScreenSignIn.render(.init(model: model, linkOrCode: "", chrome: chrome), size: size, theme: theme)
/// ```
package enum ScreenSignIn {
  @MainActor
  struct State {
    let model: SignInViewModel
    var linkOrCode: String
    var chrome: Chrome
  }

  @MainActor
  static func render(_ state: State, size: TerminalSize, theme: TerminalTheme) -> [String] {
    let width = ScreenFrame.contentWidth(size)
    let model = state.model
    let strings = state.chrome.strings
    var body: [Row] = [[]]
    switch model.step {
    case .enteringEmail:
      body.append(Rows.text(strings.string(.signInTitle), .accent, bold: true))
      body.append([])
      body += Rows.wrapped(strings.string(.signInIntro), width: width, .textSecondary)
      body.append([])
      body.append(field(strings.string(.signInEmailLabel), model.email, width: width))
    case .awaitingLink(let address):
      body += awaiting(address: address, state: state, width: width)
    case .signingIn:
      body.append(Rows.text(strings.string(.signInWorking), .accent, bold: true))
    case .signedIn(let account):
      body.append(Rows.text(strings.string(.signInSignedIn, EmailAddress.mask(account.email)), .success, bold: true))
    }
    var chrome = state.chrome
    if chrome.status == nil, let failure = model.failure {
      chrome.status = Notice(strings.text(for: failure), .error)
    }
    return ScreenFrame.compose(body: body, chrome: chrome, size: size, theme: theme)
  }

  @MainActor
  private static func awaiting(address: EmailAddress, state: State, width: Int) -> [Row] {
    let strings = state.chrome.strings
    var rows: [Row] = [Rows.text(strings.string(.signInCheckTitle), .accent, bold: true), []]
    rows += Rows.wrapped(strings.string(.signInSentTo, address.masked), width: width)
    rows += Rows.wrapped(strings.string(.signInPastePrompt), width: width, .textSecondary)
    rows.append([])
    rows.append(field(strings.string(.signInPasteLabel), state.linkOrCode, width: width))
    rows.append([])
    let cooldown = state.model.cooldownRemaining
    rows += Rows.wrapped(
      cooldown > 0 ? strings.plural(.signInResendIn, count: cooldown) : strings.string(.signInResendReady),
      width: width, .textSecondary)
    return rows
  }

  /// "Label  text█": when the text is wider than the field, its end (where typing happens) shows.
  static func field(_ label: String, _ text: String, width: Int) -> Row {
    let prefix = label + "  "
    let room = max(1, width - DisplayWidth.of(prefix) - 1)
    var visible = text
    while DisplayWidth.of(visible) > room { visible.removeFirst() }
    return [Span(prefix, bold: true), Span(visible), Span("█", .accent)]
  }
}
