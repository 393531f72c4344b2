import Testing

@testable import ChatterboxComposition
@testable import TerminalUI

@Suite("Interactive app: keys")
struct InteractiveKeyTests {
  @Test func listScreens() {
    let cues = KeyContext(screen: .cues, capabilities: [.more, .shuffle])
    #expect(KeyMap.action(for: .down, in: cues) == .moveDown)
    #expect(KeyMap.action(for: .character("j"), in: cues) == .moveDown)
    #expect(KeyMap.action(for: .character("k"), in: cues) == .moveUp)
    #expect(KeyMap.action(for: .enter, in: cues) == .open)
    #expect(KeyMap.action(for: .character("n"), in: cues) == .loadMore)
    #expect(KeyMap.action(for: .character("s"), in: cues) == .shuffle)
    #expect(KeyMap.action(for: .character("q"), in: cues) == .quit)
    #expect(KeyMap.action(for: .character("?"), in: cues) == .help)
    #expect(KeyMap.action(for: .tab, in: cues) == .nextTab)
    #expect(KeyMap.action(for: .backTab, in: cues) == .previousTab)
    #expect(KeyMap.action(for: .character("2"), in: cues) == .goToTab(2))
    #expect(KeyMap.action(for: .character("4"), in: cues) == nil)  // no developer tab here
    // Without the capability the key does nothing (and its hint is not shown).
    let bare = KeyContext(screen: .cues)
    #expect(KeyMap.action(for: .character("n"), in: bare) == nil)
    #expect(KeyMap.action(for: .character("s"), in: bare) == nil)
    #expect(!KeyMap.bindings(for: bare).contains { $0.action == .shuffle })
  }

  @Test func recordingAndReview() {
    let recording = KeyContext(screen: .recording)
    #expect(KeyMap.action(for: .character(" "), in: recording) == .togglePause)
    #expect(KeyMap.action(for: .enter, in: recording) == .stopRecording)
    #expect(KeyMap.action(for: .character("q"), in: recording) == .cancelRecording)
    #expect(KeyMap.action(for: .interrupt, in: recording) == .quit)  // Ctrl-C: stop, keep, review
    #expect(KeyMap.action(for: .tab, in: recording) == nil)  // no leaving mid-take
    let review = KeyContext(screen: .review)
    #expect(KeyMap.action(for: .character("u"), in: review) == .upload)
    #expect(KeyMap.action(for: .enter, in: review) == nil)
    #expect(KeyMap.action(for: .character("r"), in: review) == .redo)
    #expect(KeyMap.action(for: .character("d"), in: review) == .discard)
    #expect(KeyMap.action(for: .character("p"), in: review) == nil)
    #expect(KeyMap.action(for: .character("p"), in: KeyContext(screen: .review, capabilities: [.player])) == .play)
    #expect(KeyMap.action(for: .character("q"), in: review) == .quit)
    #expect(KeyMap.action(for: .tab, in: review) == nil)
    #expect(KeyMap.action(for: .character("t"), in: KeyContext(screen: .cueDetail)) == .recordTone)
    #expect(KeyMap.action(for: .escape, in: KeyContext(screen: .uploading)) == .back)
  }

  @Test func textFieldsTypeLetters() {
    let email = KeyContext(screen: .signInEmail)
    #expect(KeyMap.action(for: .character("q"), in: email) == .type("q"))
    #expect(KeyMap.action(for: .character("?"), in: email) == .type("?"))
    #expect(KeyMap.action(for: .character("2"), in: email) == .type("2"))
    #expect(KeyMap.action(for: .enter, in: email) == .submit)
    #expect(KeyMap.action(for: .backspace, in: email) == .deleteBackward)
    #expect(KeyMap.action(for: .interrupt, in: email) == .quit)
    let code = KeyContext(screen: .signInCode, capabilities: [.resend])
    #expect(KeyMap.action(for: .control("r"), in: code) == .resend)
    #expect(KeyMap.action(for: .control("r"), in: KeyContext(screen: .signInCode)) == nil)  // cooling down
    #expect(KeyMap.action(for: .escape, in: code) == .changeEmail)
    #expect(KeyMap.action(for: .paste("https://x"), in: code) == .paste("https://x"))
  }

  @Test func dialogs() {
    let delete = KeyContext(screen: .history, modal: .confirm(.deleteRecording(id: "r", title: "t")))
    #expect(KeyMap.action(for: .character("y"), in: delete) == .confirm)
    #expect(KeyMap.action(for: .character("n"), in: delete) == .deny)
    #expect(KeyMap.action(for: .escape, in: delete) == .deny)
    #expect(KeyMap.action(for: .character("d"), in: delete) == nil)
    let quit = KeyContext(screen: .review, modal: .confirm(.quitWithTake))
    #expect(KeyMap.action(for: .character("y"), in: quit) == .confirm)
    #expect(KeyMap.action(for: .character("d"), in: quit) == .discardAndQuit)
    #expect(KeyMap.action(for: .escape, in: quit) == .deny)
    #expect(KeyMap.action(for: .character("x"), in: KeyContext(screen: .cues, modal: .help)) == .dismiss)
  }

  /// The footer and help can never advertise a key that does something else.
  @Test(arguments: ScreenID.allCases)
  func everyBindingsFirstKeyTriggersIt(screen: ScreenID) {
    let context = KeyContext(
      screen: screen, capabilities: [.more, .shuffle, .player, .playback, .resend, .hostFilter],
      tabs: [.cues, .history, .settings, .developer])
    for binding in KeyMap.bindings(for: context) {
      guard let key = binding.keys.first else { continue }
      #expect(KeyMap.action(for: key, in: context) == binding.action, "\(screen): \(key) should \(binding.action)")
    }
  }

  @Test func footerKeepsHelpAndQuitWhenNarrow() {
    let bindings = KeyMap.bindings(for: KeyContext(screen: .cues, capabilities: [.more, .shuffle]))
    let narrow = ScreenFrame.footer(bindings, width: 40, strings: .english).plainText
    #expect(narrow.hasSuffix("? help  q quit"))
    #expect(DisplayWidth.of(narrow) <= 40)
    // Longer words in another language: still within the width, help and quit still kept.
    let german = ScreenFrame.footer(bindings, width: 40, strings: InteractiveStrings(language: "de")).plainText
    #expect(german.hasSuffix("? Hilfe  q beenden"))
    #expect(DisplayWidth.of(german) <= 40)
  }
}
