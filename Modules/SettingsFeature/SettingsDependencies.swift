import ChatterboxAPI

/// A language as settings shows it: the code, its endonym, and its name in the UI language.
public struct LanguageOption: Sendable, Equatable, Identifiable {
  /// BCP 47 language code, e.g. `es`; the option's identity.
  public let code: String
  /// The endonym, e.g. "Español".
  public let nativeName: String
  /// The name in the current UI language, e.g. "espagnol" in French.
  public let localizedName: String
  public var id: String { code }

  /// Stores the values as given.
  public init(code: String, nativeName: String, localizedName: String) {
    self.code = code
    self.nativeName = nativeName
    self.localizedName = localizedName
  }
}

/// What settings needs from the rest of the app, as closures (the composition root fills them):
/// localization, the practice feature's reload, and sign-out.
///
/// ```swift
/// SettingsDependencies(currentUILanguage: { "en" }, setUILanguage: { _ in true },
///                     option: { LanguageOption(code: $0.code, nativeName: $0.nativeName, localizedName: $0.englishName) },
///                     practiceLanguageChanged: { _ in }, signOut: {})
/// ```
public struct SettingsDependencies: Sendable {
  /// The UI language code in force now; read once, when the view model is created.
  public var currentUILanguage: @Sendable () -> String
  /// Switches the UI language; `false` if unsupported.
  public var setUILanguage: @Sendable (String) -> Bool
  /// Names a practice language in the current UI language.
  public var option: @Sendable (Language) -> LanguageOption
  /// Called after the practice language changed (reload cues).
  public var practiceLanguageChanged: @Sendable (Profile) async -> Void
  /// Signs out through the auth use case.
  public var signOut: @Sendable () async -> Void

  /// Stores the closures; none is called until the view model acts.
  public init(
    currentUILanguage: @escaping @Sendable () -> String, setUILanguage: @escaping @Sendable (String) -> Bool,
    option: @escaping @Sendable (Language) -> LanguageOption,
    practiceLanguageChanged: @escaping @Sendable (Profile) async -> Void,
    signOut: @escaping @Sendable () async -> Void
  ) {
    self.currentUILanguage = currentUILanguage
    self.setUILanguage = setUILanguage
    self.option = option
    self.practiceLanguageChanged = practiceLanguageChanged
    self.signOut = signOut
  }
}

/// The name until 0.4.0: "Environment" now names only deployment environments (`APIEnvironment`).
@available(*, deprecated, renamed: "SettingsDependencies")
public typealias SettingsEnvironment = SettingsDependencies
