/// Whether the app may use the microphone.
///
/// ```swift
/// switch await permission.current() {
/// case .granted: try await recorder.start()
/// case .denied(let hint): print(hint) // "Open Settings › Privacy › Microphone to allow this app"
/// case .undetermined: _ = await permission.request()
/// }
/// ```
public enum PermissionState: Sendable, Hashable {
  /// Never asked; the recorder asks on first start.
  case undetermined
  /// Allowed.
  case granted
  /// Refused; `hint` tells the user where to change it.
  case denied(hint: String = PermissionState.settingsHint)

  /// Where iOS and macOS keep the switch.
  ///
  /// ```swift
  /// PermissionState.settingsHint // "Open Settings › Privacy › Microphone to allow this app"
  /// ```
  public static let settingsHint = "Open Settings › Privacy › Microphone to allow this app"
}
