import AuthFeature
import DesignTokens

/// Sign-in: the email field, then "check your email" with the resend countdown and one field
/// that takes the pasted link or the 6-digit code. Everything shown comes from
/// `SignInViewModel`; the field text for the link/code is the app's own.
///
/// ```swift
/// ScreenSignIn.render(.init(model: model, linkOrCode: "", chrome: chrome), size: size, theme: theme)
/// ```
enum ScreenSignIn {
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
    var body: [Row] = [[]]
    switch model.step {
    case .enteringEmail:
      body.append(Rows.text(InteractiveStrings.string(.signInTitle), .accent, bold: true))
      body.append([])
      body += Rows.wrapped(InteractiveStrings.string(.signInIntro), width: width, .textSecondary)
      body.append([])
      body.append(field(InteractiveStrings.string(.signInEmailLabel), model.email, width: width))
    case .awaitingLink(let address):
      body += awaiting(address: address, state: state, width: width)
    case .signingIn:
      body.append(Rows.text(InteractiveStrings.string(.signInWorking), .accent, bold: true))
    case .signedIn(let account):
      body.append(Rows.text(InteractiveStrings.string(.signInSignedIn, EmailAddress.mask(account.email)), .success, bold: true))
    }
    var chrome = state.chrome
    if chrome.status == nil, let failure = model.failure { chrome.status = Notice(InteractiveMessages.text(for: failure), .error) }
    return ScreenFrame.compose(body: body, chrome: chrome, size: size, theme: theme)
  }

  @MainActor
  private static func awaiting(address: EmailAddress, state: State, width: Int) -> [Row] {
    var rows: [Row] = [Rows.text(InteractiveStrings.string(.signInCheckTitle), .accent, bold: true), []]
    rows += Rows.wrapped(InteractiveStrings.string(.signInSentTo, address.masked), width: width)
    rows += Rows.wrapped(InteractiveStrings.string(.signInPastePrompt), width: width, .textSecondary)
    rows.append([])
    rows.append(field(InteractiveStrings.string(.signInPasteLabel), state.linkOrCode, width: width))
    rows.append([])
    let cooldown = state.model.cooldownRemaining
    rows += Rows.wrapped(
      cooldown > 0 ? InteractiveStrings.string(.signInResendIn, cooldown) : InteractiveStrings.string(.signInResendReady),
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
