import ChatterboxComposition

/// What a key asks the app to do. ``KeyMap`` maps keys to actions; ``TerminalShell`` turns
/// actions into view-model calls, so the mapping is testable without a terminal.
///
/// ```swift
/// KeyMap.action(for: .character("s"), in: KeyContext(screen: .cues)) // .shuffle
/// ```
package enum InteractiveAction: Equatable, Sendable {
  // Everywhere.
  case quit, back, help, dismiss, nextTab, previousTab
  /// Ctrl-Z: hand the terminal back and stop until `fg` (the full-screen loop does the stopping).
  case suspend
  case goToTab(Int)
  // Lists.
  case moveUp, moveDown, pageUp, pageDown, moveToFirst, moveToLast, open
  // Text fields.
  case type(Character)
  case paste(String)
  case deleteBackward, submit
  // Sign-in.
  case resend, changeEmail
  // Cues.
  case loadMore, shuffle, refresh
  // Practice.
  case record, recordTone, togglePause, stopRecording, cancelRecording
  case play, redo, discard, upload
  /// On the cue: the model answer, spoken and played (again: stopped), at the normal pace or slowly.
  case listen, listenSlowly
  /// The feedback's numbers, shown or hidden (the terminal's view state, like the help).
  case toggleDetails
  /// From the feedback (or while it is awaited): the same cue, for a new take.
  case practiseAgain
  // History.
  case delete, seekBackward, seekForward
  /// The progress over days in place of the list (again: the list), like the feedback's details.
  case toggleProgress
  // Dialogs.
  case confirm, deny, discardAndQuit
  // Developer tools.
  case toggleFailedOnly, editHostFilter, clearHostFilter
}

/// Things a binding needs before it is offered (and shown in the footer).
package enum Capability: Hashable, Sendable {
  /// Another page of cues or recordings exists.
  case more
  /// The shuffle gate is open.
  case shuffle
  /// An audio player is installed.
  case player
  /// The cue has a model answer and the app can speak one.
  case modelAnswer
  /// The learner's progress over days is in (history shows it on `s`).
  case progress
  /// Something is playing or paused in history (seek applies).
  case playback
  /// The resend cooldown is over.
  case resend
  /// A host filter is set.
  case hostFilter
  /// Feedback with numbers is shown (not a failed evaluation).
  case details
}

/// Everything the key map needs to know about the moment.
///
/// ```swift
/// KeyContext(screen: .history, capabilities: [.player, .more])
/// ```
package struct KeyContext: Equatable, Sendable {
  var screen: ScreenID
  var modal: Modal?
  var capabilities: Set<Capability> = []
  /// Tabs the user can reach now (developer only when the gate is open).
  var tabs: [Tab] = [.cues, .history, .settings]
}
