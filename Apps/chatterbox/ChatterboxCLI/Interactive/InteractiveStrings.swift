/// The interactive app's English text, by key. Keys and `%@` placeholders follow the String
/// Catalog's conventions, so switching to the Localization module later is a change to
/// ``string(_:_:)`` only: `localizer.string(key.rawValue, arguments)`.
///
/// ```swift
/// InteractiveStrings.string(.historyProgress, 3, 60) // "3 of 60 cues practised"
/// ```
enum InteractiveStrings {
  /// A message's key; the raw value is its catalog key.
  enum Key: String, CaseIterable, Sendable {
    // Frame and navigation.
    case appName = "tui.app_name"
    case tabCues = "tui.tab.cues"
    case tabHistory = "tui.tab.history"
    case tabSettings = "tui.tab.settings"
    case tabDeveloper = "tui.tab.developer"
    case loading = "tui.loading"
    case tooSmall = "tui.too_small"
    case helpTitle = "tui.help.title"
    case helpGlobal = "tui.help.global"
    case helpDismiss = "tui.help.dismiss"
    // Key hint labels.
    case hintMove = "tui.hint.move"
    case hintOpen = "tui.hint.open"
    case hintBack = "tui.hint.back"
    case hintQuit = "tui.hint.quit"
    case hintHelp = "tui.hint.help"
    case hintNextTab = "tui.hint.next_tab"
    case hintPreviousTab = "tui.hint.previous_tab"
    case hintTabNumber = "tui.hint.tab_number"
    case hintSendLink = "tui.hint.send_link"
    case hintSignIn = "tui.hint.sign_in"
    case hintResend = "tui.hint.resend"
    case hintChangeEmail = "tui.hint.change_email"
    case hintMore = "tui.hint.more"
    case hintShuffle = "tui.hint.shuffle"
    case hintRefresh = "tui.hint.refresh"
    case hintRecord = "tui.hint.record"
    case hintRecordTone = "tui.hint.record_tone"
    case hintPause = "tui.hint.pause"
    case hintStop = "tui.hint.stop"
    case hintCancel = "tui.hint.cancel"
    case hintPlay = "tui.hint.play"
    case hintRedo = "tui.hint.redo"
    case hintDiscard = "tui.hint.discard"
    case hintUpload = "tui.hint.upload"
    case hintDelete = "tui.hint.delete"
    case hintSeek = "tui.hint.seek"
    case hintChoose = "tui.hint.choose"
    case hintYes = "tui.hint.yes"
    case hintNo = "tui.hint.no"
    case hintQueueAndQuit = "tui.hint.queue_and_quit"
    case hintDiscardAndQuit = "tui.hint.discard_and_quit"
    case hintStay = "tui.hint.stay"
    case hintFailedOnly = "tui.hint.failed_only"
    case hintHostFilter = "tui.hint.host_filter"
    case hintApply = "tui.hint.apply"
    case hintClear = "tui.hint.clear"
    case hintScroll = "tui.hint.scroll"
    case hintCues = "tui.hint.cues"
    case hintKeepUploading = "tui.hint.keep_uploading"
    case hintClose = "tui.hint.close"
    // Sign-in.
    case signInTitle = "tui.sign_in.title"
    case signInIntro = "tui.sign_in.intro"
    case signInEmailLabel = "tui.sign_in.email_label"
    case signInCheckTitle = "tui.sign_in.check_title"
    case signInSentTo = "tui.sign_in.sent_to"
    case signInPasteLabel = "tui.sign_in.paste_label"
    case signInPastePrompt = "tui.sign_in.paste_prompt"
    case signInResendIn = "tui.sign_in.resend_in"
    case signInResendReady = "tui.sign_in.resend_ready"
    case signInWorking = "tui.sign_in.working"
    case signInNotLinkOrCode = "tui.sign_in.not_link_or_code"
    case signInSignedIn = "tui.sign_in.signed_in"
    // Cues.
    case cuesHeading = "tui.cues.heading"
    case cuesMore = "tui.cues.more"
    case cuesOffline = "tui.cues.offline"
    case cuesEmpty = "tui.cues.empty"
    case cuesNoLanguage = "tui.cues.no_language"
    case cuesUnavailable = "tui.cues.unavailable"
    case cuesLoadingMore = "tui.cues.loading_more"
    case cuesPractised = "tui.cues.practised"
    // Practice.
    case cueHints = "tui.cue.hints"
    case cueRecordFailed = "tui.cue.record_failed"
    case cueToneOffer = "tui.cue.tone_offer"
    case recordTitle = "tui.record.title"
    case recordRecording = "tui.record.recording"
    case recordPaused = "tui.record.paused"
    case recordStopping = "tui.record.stopping"
    case recordSource = "tui.record.source"
    case recordSourceMicrophone = "tui.record.source_microphone"
    case recordSourceTone = "tui.record.source_tone"
    case reviewTitle = "tui.review.title"
    case reviewSummary = "tui.review.summary"
    case reviewKeptAfterQuit = "tui.review.kept_after_quit"
    case reviewUploadFailed = "tui.review.upload_failed"
    case reviewNoPlayer = "tui.review.no_player"
    case uploadTitle = "tui.upload.title"
    case uploadDoneTitle = "tui.upload.done_title"
    case uploadQueued = "tui.upload.queued"
    case uploadProgress = "tui.upload.progress"
    case uploadWaiting = "tui.upload.waiting"
    case uploadDone = "tui.upload.done"
    case uploadDoneHint = "tui.upload.done_hint"
    case uploadsPending = "tui.uploads.pending"
    // History.
    case historyProgress = "tui.history.progress"
    case historyEmpty = "tui.history.empty"
    case historyAttempt = "tui.history.attempt"
    case historyPlaying = "tui.history.playing"
    case historyPaused = "tui.history.paused"
    case historyDeleteConfirm = "tui.history.delete_confirm"
    case historyDeleted = "tui.history.deleted"
    case historyMoreBelow = "tui.history.more_below"
    // Settings.
    case settingsPracticeLanguage = "tui.settings.practice_language"
    case settingsUILanguage = "tui.settings.ui_language"
    case settingsSignOut = "tui.settings.sign_out"
    case settingsNotChosen = "tui.settings.not_chosen"
    case settingsChoosePractice = "tui.settings.choose_practice"
    case settingsChooseUI = "tui.settings.choose_ui"
    case settingsSwitchConfirm = "tui.settings.switch_confirm"
    case settingsSwitched = "tui.settings.switched"
    case settingsUISwitched = "tui.settings.ui_switched"
    case settingsSignOutConfirm = "tui.settings.sign_out_confirm"
    case settingsSignedOut = "tui.settings.signed_out"
    case settingsCurrent = "tui.settings.current"
    // Developer tools.
    case devTitle = "tui.dev.title"
    case devCount = "tui.dev.count"
    case devFilterFailed = "tui.dev.filter_failed"
    case devFilterHost = "tui.dev.filter_host"
    case devEmpty = "tui.dev.empty"
    case devHostPrompt = "tui.dev.host_prompt"
    // Quitting.
    case quitConfirmTake = "tui.quit.confirm_take"
    case quitUploadWillResume = "tui.quit.upload_will_resume"
    case quitTakeQueued = "tui.quit.take_queued"
    // Errors.
    case errorInvalidEmail = "tui.error.invalid_email"
    case errorCodeFormat = "tui.error.code_format"
    case errorRateLimited = "tui.error.rate_limited"
    case errorOffline = "tui.error.offline"
    case errorSignedOut = "tui.error.signed_out"
    case errorBusy = "tui.error.busy"
    case errorLinkExpired = "tui.error.link_expired"
    case errorLinkUsed = "tui.error.link_used"
    case errorLinkInvalid = "tui.error.link_invalid"
    case errorCodeInvalid = "tui.error.code_invalid"
    case errorPlayback = "tui.error.playback"
    case errorEnqueue = "tui.error.enqueue"
    case errorUnknownLanguage = "tui.error.unknown_language"
    case errorRequest = "tui.error.request"
    // Plain mode.
    case plainWelcome = "tui.plain.welcome"
    case plainChoose = "tui.plain.choose"
    case plainInvalidChoice = "tui.plain.invalid_choice"
    case plainEmailPrompt = "tui.plain.email_prompt"
    case plainCodePrompt = "tui.plain.code_prompt"
    case plainRecordingPrompt = "tui.plain.recording_prompt"
    case plainRecorded = "tui.plain.recorded"
    case plainUploadingPrompt = "tui.plain.uploading_prompt"
    case plainMenuBack = "tui.plain.menu_back"
    case plainMenuQuit = "tui.plain.menu_quit"
    case plainHostPrompt = "tui.plain.host_prompt"
    case plainConfirm = "tui.plain.confirm"
    case plainGoodbye = "tui.plain.goodbye"
  }

  /// English text with `%@` placeholders, filled in order.
  static let english: [Key: String] = [
    .appName: "Chatterbox",
    .tabCues: "Cues",
    .tabHistory: "History",
    .tabSettings: "Settings",
    .tabDeveloper: "Developer",
    .loading: "Loading…",
    .tooSmall: "Make the window at least %@ to use Chatterbox.",
    .helpTitle: "Keys",
    .helpGlobal: "Everywhere",
    .helpDismiss: "Press any key to close this help.",
    .hintMove: "move",
    .hintOpen: "open",
    .hintBack: "back",
    .hintQuit: "quit",
    .hintHelp: "help",
    .hintNextTab: "next screen",
    .hintPreviousTab: "previous screen",
    .hintTabNumber: "go to screen",
    .hintSendLink: "send link",
    .hintSignIn: "sign in",
    .hintResend: "send again",
    .hintChangeEmail: "other address",
    .hintMore: "more",
    .hintShuffle: "shuffle",
    .hintRefresh: "refresh",
    .hintRecord: "record",
    .hintRecordTone: "record a test tone",
    .hintPause: "pause",
    .hintStop: "stop",
    .hintCancel: "cancel",
    .hintPlay: "play",
    .hintRedo: "redo",
    .hintDiscard: "discard",
    .hintUpload: "upload",
    .hintDelete: "delete",
    .hintSeek: "seek 10 s",
    .hintChoose: "choose",
    .hintYes: "yes",
    .hintNo: "no",
    .hintQueueAndQuit: "queue it and quit",
    .hintDiscardAndQuit: "discard it and quit",
    .hintStay: "stay",
    .hintFailedOnly: "failed only",
    .hintHostFilter: "filter host",
    .hintApply: "apply",
    .hintClear: "clear",
    .hintScroll: "scroll",
    .hintCues: "cues",
    .hintKeepUploading: "cues (upload continues)",
    .hintClose: "close",
    .signInTitle: "Sign in",
    .signInIntro: "We'll email you a sign-in link and a 6-digit code. No password needed.",
    .signInEmailLabel: "Email",
    .signInCheckTitle: "Check your email",
    .signInSentTo: "We sent a sign-in link and a code to %@.",
    .signInPasteLabel: "Link or code",
    .signInPastePrompt: "Paste the link from the email, or type the 6-digit code.",
    .signInResendIn: "You can ask for another email in %@ s.",
    .signInResendReady: "Didn't get it? You can ask for another email now.",
    .signInWorking: "Signing in…",
    .signInNotLinkOrCode: "That is neither a sign-in link nor a 6-digit code.",
    .signInSignedIn: "Signed in as %@.",
    .cuesHeading: "%@ — %@ cues",
    .cuesMore: "more available",
    .cuesOffline: "Showing saved cues — you're offline.",
    .cuesEmpty: "No cues yet.",
    .cuesNoLanguage: "Choose a language to practise: press enter (or 3 for Settings).",
    .cuesUnavailable: "Your account could not be loaded. Press r to try again.",
    .cuesLoadingMore: "Loading more…",
    .cuesPractised: "practised",
    .cueHints: "Hints",
    .cueRecordFailed: "Could not record: %@",
    .cueToneOffer: "No microphone? Press t to record a generated test tone instead.",
    .recordTitle: "Recording — %@",
    .recordRecording: "Recording",
    .recordPaused: "Paused",
    .recordStopping: "Stopping…",
    .recordSource: "Source: %@",
    .recordSourceMicrophone: "microphone",
    .recordSourceTone: "generated test tone",
    .reviewTitle: "Review — %@",
    .reviewSummary: "Your answer: %@ s, %@.",
    .reviewKeptAfterQuit: "Recording stopped and kept. Upload it, redo it or discard it.",
    .reviewUploadFailed: "The upload failed (%@). The take is kept: press u to try again.",
    .reviewNoPlayer: "Playback needs ffplay or aplay.",
    .uploadTitle: "Uploading — %@",
    .uploadDoneTitle: "Uploaded — %@",
    .uploadQueued: "Queued…",
    .uploadProgress: "%@ of %@",
    .uploadWaiting: "Waiting for the network… the upload resumes by itself.",
    .uploadDone: "Uploaded. Find it under History.",
    .uploadDoneHint: "Nice work — pick another cue when you're ready.",
    .uploadsPending: "%@ uploading",
    .historyProgress: "%@ of %@ cues practised",
    .historyEmpty: "No recordings yet — pick a cue and answer it out loud.",
    .historyAttempt: "attempt %@",
    .historyPlaying: "▶ %@",
    .historyPaused: "❚❚ %@",
    .historyDeleteConfirm: "Delete this recording of “%@”? This cannot be undone.",
    .historyDeleted: "Recording deleted.",
    .historyMoreBelow: "More recordings below — press n.",
    .settingsPracticeLanguage: "Practice language",
    .settingsUILanguage: "App language",
    .settingsSignOut: "Sign out",
    .settingsNotChosen: "not chosen",
    .settingsChoosePractice: "Choose the language you practise",
    .settingsChooseUI: "Choose the app's language",
    .settingsSwitchConfirm: "Practise %@ from now on? Your cue list will change.",
    .settingsSwitched: "You now practise %@.",
    .settingsUISwitched: "Language names now shown in %@.",
    .settingsSignOutConfirm: "Sign out of %@?",
    .settingsSignedOut: "Signed out.",
    .settingsCurrent: "current",
    .devTitle: "Network console",
    .devCount: "%@ requests",
    .devFilterFailed: "failed only",
    .devFilterHost: "host %@",
    .devEmpty: "No requests recorded yet.",
    .devHostPrompt: "Host",
    .quitConfirmTake: "Quit with an unsent take? It will be queued and uploaded next time.",
    .quitUploadWillResume: "Your upload will resume: chatterbox uploads retry",
    .quitTakeQueued: "Your recording was kept and queued.",
    .errorInvalidEmail: "That does not look like an email address.",
    .errorCodeFormat: "The code is the 6 digits from the sign-in email.",
    .errorRateLimited: "Too many sign-in emails. Try again in %@ s.",
    .errorOffline: "Cannot reach the server. Check your connection (or that the server runs).",
    .errorSignedOut: "Your session ended. Please sign in again.",
    .errorBusy: "The server is busy. Try again in a moment.",
    .errorLinkExpired: "That sign-in link has expired. Ask for a new email.",
    .errorLinkUsed: "That sign-in link was already used. Ask for a new email.",
    .errorLinkInvalid: "That sign-in link is not valid. Ask for a new email.",
    .errorCodeInvalid: "That code is not valid (or was tried too often). Check the email, or ask for a new one.",
    .errorPlayback: "Could not play the take.",
    .errorEnqueue: "Could not queue the upload; the take is kept.",
    .errorUnknownLanguage: "That language is not available.",
    .errorRequest: "Something went wrong (%@).",
    .plainWelcome: "Chatterbox (plain mode). Answer with a number and Enter; an empty line or end of input quits.",
    .plainChoose: "Choose %@: ",
    .plainInvalidChoice: "Please type one of the numbers shown.",
    .plainEmailPrompt: "Email address: ",
    .plainCodePrompt: "Link, 6-digit code, or a number: ",
    .plainRecordingPrompt: "Recording… press Enter to stop, or type c and Enter to cancel.",
    .plainRecorded: "Recorded %@ s.",
    .plainUploadingPrompt: "Uploading… press Enter to go on while it finishes.",
    .plainMenuBack: "Back",
    .plainMenuQuit: "Quit",
    .plainHostPrompt: "Host to show (empty for all): ",
    .plainConfirm: "%@ Type y and Enter to confirm: ",
    .plainGoodbye: "Goodbye.",
  ]

  /// The text for `key` with `arguments` in place of its `%@` placeholders, in order.
  static func string(_ key: Key, _ arguments: any CustomStringConvertible...) -> String {
    format(english[key] ?? key.rawValue, arguments.map(\.description))
  }

  /// Fills `%@` placeholders in order; extra placeholders stay empty, `%%` is a percent sign.
  static func format(_ template: String, _ arguments: [String]) -> String {
    var result = ""
    var remaining = arguments[...]
    var index = template.startIndex
    while index < template.endIndex {
      let character = template[index]
      let next = template.index(after: index)
      if character == "%", next < template.endIndex {
        if template[next] == "@" {
          result += remaining.popFirst() ?? ""
          index = template.index(after: next)
          continue
        }
        if template[next] == "%" {
          result += "%"
          index = template.index(after: next)
          continue
        }
      }
      result.append(character)
      index = next
    }
    return result
  }
}
