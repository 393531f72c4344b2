/// Whether the app may use the microphone.
public enum PermissionState: Sendable, Hashable {
  /// Never asked; the recorder asks on first start.
  case undetermined
  /// Allowed.
  case granted
  /// Refused; `hint` tells the user where to change it.
  case denied(hint: String = PermissionState.settingsHint)

  /// Where iOS and macOS keep the switch.
  public static let settingsHint = "Open Settings › Privacy › Microphone to allow this app"
}
