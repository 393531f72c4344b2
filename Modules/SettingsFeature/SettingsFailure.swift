import ChatterboxAPI
import NetworkErrors

/// Why a settings action failed.
public enum SettingsFailure: UserFacingFailure {
  /// The language code is not one the server offers (or the UI ships).
  case unknownLanguage(String)
  /// The server could not be reached or refused.
  case network(NetworkError)

  /// The catalog key of the explanation.
  public var messageKey: String {
    switch self {
    case .unknownLanguage: "settings.error.unknown_language"
    case .network(let error): error.messageKey
    }
  }
}
