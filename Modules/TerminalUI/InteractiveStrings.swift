import ChatterboxAPI
import ChatterboxComposition
import ChatterboxPresentation
import Localization

/// The interactive app's text in one UI language, read from the String Catalog
/// (`Modules/ChatterboxPresentation/Resources/Localizable.xcstrings`, `tui.*` keys plus a few shared with
/// the commands). The session holds one for the language the app was started with (`--lang`,
/// `CHATTERBOX_LANG`, the system language) and replaces it when Settings switches the app
/// language, so every screen, notice and plain-mode line follows at once. A language without a
/// key falls back to English, then to the key itself — never a crash.
///
/// ```swift
/// let strings = InteractiveStrings(language: "es")
/// strings.string(.tabCues)                                 // "Tarjetas"
/// strings.plural(.historyProgress, count: 3, 60)           // "3 tarjetas practicadas de 60"
/// InteractiveStrings.english.string(.signInSentTo, "a•••@example.com")
/// ```
package struct InteractiveStrings: Sendable {
  /// A message's key; the raw value is its catalog key. Keys whose text counts something
  /// (``historyProgress``, ``cuesHeading``, ``devCount``, ``uploadsPending``, ``signInResendIn``,
  /// ``sizeBytes``) have plural variants: use ``plural(_:count:_:)``.
  ///
  /// ```swift
  /// InteractiveStrings.Key.tabCues.rawValue // "tui.tab.cues"
  /// ```
  enum Key: String, CaseIterable, Sendable {
    // Frame and navigation.
    case appName = "tui.app_name"
    case tabCues = "tui.tab.cues"
    case tabHistory = "tui.tab.history"
    case tabSettings = "tui.tab.settings"
    case tabDeveloper = "tui.tab.developer"
    // Shorter tab titles, for a header that is too narrow for the full ones.
    case tabCuesShort = "tui.tab.cues_short"
    case tabHistoryShort = "tui.tab.history_short"
    case tabSettingsShort = "tui.tab.settings_short"
    case tabDeveloperShort = "tui.tab.developer_short"
    case loading = "tui.loading"
    case loadingSlow = "tui.loading_slow"
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
    case hintProgress = "tui.hint.progress"
    case hintRecord = "tui.hint.record"
    case hintRecordTone = "tui.hint.record_tone"
    case hintListen = "tui.hint.listen"
    case hintListenSlowly = "tui.hint.listen_slowly"
    case hintDetails = "tui.hint.details"
    case hintPractiseAgain = "tui.hint.practise_again"
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
    case hintKeepRecording = "tui.hint.keep_recording"
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
    case linkCueAfterSignIn = "tui.link.cue_after_sign_in"
    case linkCueNotFound = "tui.link.cue_not_found"
    case linkAfterTake = "tui.link.after_take"
    case signInSignedIn = "tui.sign_in.signed_in"
    // Cues.
    case cuesHeading = "tui.cues.heading"
    case cuesMore = "tui.cues.more"
    case cuesOffline = "tui.cues.offline"
    case cuesUnreadable = "cli.saved_copy.unreadable_cues"
    case cuesTooLarge = "cli.saved_copy.too_large_cues"
    case cuesSavedSlow = "cli.slow_saved_cues"
    case cuesEmpty = "tui.cues.empty"
    case cuesNoLanguage = "tui.cues.no_language"
    case cuesUnavailable = "tui.cues.unavailable"
    case cuesLoadingMore = "tui.cues.loading_more"
    case cuesPractised = "tui.cues.practised"
    // Practice.
    case cueHints = "tui.cue.hints"
    case cueRecordFailed = "tui.cue.record_failed"
    case cueToneOffer = "tui.cue.tone_offer"
    case cueModelSpeaking = "tui.cue.model_speaking"
    case cueModelPlaying = "tui.cue.model_playing"
    case cueModelNoAnswer = "tui.cue.model_no_answer"
    case cueModelNoLanguage = "tui.cue.model_no_language"
    case recordTitle = "tui.record.title"
    case recordRecording = "tui.record.recording"
    case recordPaused = "tui.record.paused"
    case recordConfirmDiscard = "tui.record.confirm_discard"
    case recordStopping = "tui.record.stopping"
    case recordSource = "tui.record.source"
    case recordSourceMicrophone = "tui.record.source_microphone"
    case recordSourceTone = "tui.record.source_tone"
    case reviewTitle = "tui.review.title"
    case reviewSummary = "tui.review.summary"
    case reviewKeptAfterQuit = "tui.review.kept_after_quit"
    case reviewUploadFailed = "tui.review.upload_failed"
    case reviewNoPlayer = "tui.review.no_player"
    case reviewPlaying = "tui.review.playing"
    case uploadTitle = "tui.upload.title"
    case uploadDoneTitle = "tui.upload.done_title"
    case uploadQueued = "tui.upload.queued"
    case uploadProgress = "tui.upload.progress"
    case uploadWaiting = "tui.upload.waiting"
    case uploadDone = "tui.upload.done"
    case uploadDoneHint = "tui.upload.done_hint"
    case uploadsPending = "tui.uploads.pending"
    // Feedback (the sentences themselves are FeedbackMessages', shared with the commands).
    case feedbackTitle = "tui.feedback.title"
    case feedbackLeaveHint = "tui.feedback.leave_hint"
    // History.
    case historyProgress = "tui.history.progress"
    case historyEmpty = "tui.history.empty"
    case historySavedSlow = "tui.history.saved_slow"
    case historySavedOffline = "tui.history.saved_offline"
    case uploadsWaitingElsewhere = "tui.uploads.waiting_elsewhere"
    case historyAttempt = "tui.history.attempt"
    case historyAttemptShort = "tui.history.attempt_short"
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
    case settingsAnalytics = "tui.settings.analytics"
    case settingsAnalyticsOn = "tui.settings.analytics_on"
    case settingsAnalyticsOff = "tui.settings.analytics_off"
    case settingsPreview = "tui.settings.preview"
    case settingsPreviewOn = "tui.settings.preview_on"
    case settingsPreviewOff = "tui.settings.preview_off"
    // Developer tools.
    case devTitle = "tui.dev.title"
    case devCount = "tui.dev.count"
    case devFilterFailed = "tui.dev.filter_failed"
    case devFilterHost = "tui.dev.filter_host"
    case devEmpty = "netlog.empty"
    case devNoMatch = "tui.dev.no_match"
    case devHostPrompt = "tui.dev.host_prompt"
    // Quitting.
    case quitConfirmTake = "tui.quit.confirm_take"
    case quitUploadWillResume = "tui.quit.upload_will_resume"
    case quitTakeQueued = "tui.quit.take_queued"
    // Errors.
    // Plain mode.
    case plainWelcome = "tui.plain.welcome"
    case plainChoose = "tui.plain.choose"
    case plainInvalidChoice = "tui.plain.invalid_choice"
    case plainEmailPrompt = "tui.plain.email_prompt"
    case plainCodePrompt = "tui.plain.code_prompt"
    case plainRecordingPrompt = "tui.plain.recording_prompt"
    case plainRecorded = "tui.plain.recorded"
    case plainUploadingPrompt = "tui.plain.uploading_prompt"
    case plainAnalysingPrompt = "tui.plain.analysing_prompt"
    case plainMenuBack = "tui.plain.menu_back"
    case plainMenuQuit = "tui.plain.menu_quit"
    case plainHostPrompt = "tui.plain.host_prompt"
    case plainConfirm = "tui.plain.confirm"
    case plainGoodbye = "tui.plain.goodbye"
    case plainToneOffer = "tui.plain.tone_offer"
    // Review and developer tools (added with the catalog).
    case reviewRecordingStopped = "tui.review.recording_stopped"
    case devOverview = "tui.dev.overview"
    case devNone = "tui.dev.none"
    case devGateOpen = "tui.dev.gate_open"
    case devGateClosed = "tui.dev.gate_closed"
    // Shared with the commands (sizes, seconds, `chatterbox cues`, `chatterbox netlog show`,
    // `chatterbox analytics consent`, a setting that cannot be saved).
    case sizeBytes = "common.size.bytes"
    case sizeKilobytes = "common.size.kilobytes"
    case sizeMegabytes = "common.size.megabytes"
    case unitSeconds = "common.duration.seconds_text"
    case difficultyBeginner = "cues.difficulty.beginner"
    case difficultyIntermediate = "cues.difficulty.intermediate"
    case difficultyAdvanced = "cues.difficulty.advanced"
    case netlogStatus = "netlog.detail.status"
    case netlogNoResponse = "netlog.detail.no_response"
    case netlogAttempt = "netlog.detail.attempt"
    case netlogRequestHeaders = "netlog.detail.request_headers"
    case netlogRequestBody = "netlog.detail.request_body"
    case netlogResponseHeaders = "netlog.detail.response_headers"
    case netlogResponseBody = "netlog.detail.response_body"
    case analyticsTurnedOn = "analytics.consent.on"
    case analyticsTurnedOff = "analytics.consent.off"
    case previewTurnedOn = "cli.settings.preview_on"
    case previewTurnedOff = "cli.settings.preview_off"
    case errorSaveSetting = "cli.error.cannot_save_setting"
  }

  /// The lookup: catalog and language.
  let localizer: Localizer
  /// The server named when it cannot be reached (`TerminalParts.server`).
  var server: String?

  /// Text from `localizer`'s catalog in its language.
  ///
  /// ```swift
  /// InteractiveStrings(Localizer(catalog: catalog, language: "fr"))
  /// ```
  init(_ localizer: Localizer) {
    self.localizer = localizer
  }

  /// Text in `language` from `catalog` (the app's by default).
  ///
  /// ```swift
  /// InteractiveStrings(language: "ar").string(.hintQuit) // "خروج"
  /// ```
  init(language: String, catalog: StringCatalog = CLIStrings.catalog) {
    self.init(Localizer(catalog: catalog, language: language, diagnostics: CLIStrings.diagnostics()))
  }

  /// English, the catalog's source language (tests and the too-early-to-know cases).
  ///
  /// ```swift
  /// InteractiveStrings.english.string(.plainGoodbye) // "Goodbye."
  /// ```
  static let english = InteractiveStrings(language: "en")

  /// The UI language ("es", "pt-BR").
  ///
  /// ```swift
  /// session.strings.language // "es"
  /// ```
  var language: String { localizer.language }

  /// The text for `key` with `arguments` in place of its placeholders, in order. `Int` arguments
  /// fill `%lld`, anything else its description for `%@`.
  ///
  /// ```swift
  /// strings.string(.signInSentTo, "a•••@example.com") // "We sent a sign-in link and a code to a•••@example.com."
  /// ```
  func string(_ key: Key, _ arguments: any CustomStringConvertible...) -> String {
    localizer.string(key.rawValue, arguments: arguments.map(Self.argument))
  }

  /// The text for a key that counts something: `count` chooses the plural form and is the first
  /// argument; `arguments` follow.
  ///
  /// ```swift
  /// strings.plural(.historyProgress, count: 3, 60)   // "3 of 60 cues practised"
  /// strings.plural(.cuesHeading, count: 20, "Español") // "Español — 20 cues"
  /// ```
  func plural(_ key: Key, count: Int, _ arguments: any CustomStringConvertible...) -> String {
    localizer.string(key.rawValue, arguments: [.int(count)] + arguments.map(Self.argument))
  }

  /// A cue's difficulty in words ("beginner", "principiante"), from the keys `chatterbox cues` uses.
  ///
  /// ```swift
  /// strings.difficulty(.advanced) // "advanced"
  /// ```
  func difficulty(_ difficulty: Cue.Difficulty) -> String {
    switch difficulty {
    case .beginner: string(.difficultyBeginner)
    case .intermediate: string(.difficultyIntermediate)
    case .advanced: string(.difficultyAdvanced)
    }
  }

  /// A typed argument for the localizer: integers stay numbers (plural forms and `%lld` need
  /// them), everything else is text.
  static func argument(_ value: any CustomStringConvertible) -> LocalizationArgument {
    switch value {
    case let argument as LocalizationArgument: argument
    case let number as Int: .int(number)
    case let number as Int64: .int(Int(number))
    case let number as Double: .double(number)
    default: .string(value.description)
    }
  }
}

extension InteractiveStrings: Equatable {
  /// Two tables are the same when they show the same language (a run has one catalog).
  ///
  /// ```swift
  /// InteractiveStrings(language: "es") == InteractiveStrings(language: "es") // true
  /// ```
  package static func == (lhs: InteractiveStrings, rhs: InteractiveStrings) -> Bool {
    lhs.language == rhs.language
  }
}
