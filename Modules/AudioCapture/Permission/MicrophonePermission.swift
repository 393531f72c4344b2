/// Reads and requests microphone permission; injected into ``Recorder`` so tests and Linux do not
/// touch the OS.
///
/// ```swift
/// struct Denied: MicrophonePermission {
///   func current() async -> PermissionState { .denied() }
///   func request() async -> PermissionState { .denied() }
/// }
/// ```
public protocol MicrophonePermission: Sendable {
  /// The state now, without prompting.
  ///
  /// ```swift
  /// await permission.current() // .undetermined
  /// ```
  func current() async -> PermissionState

  /// Prompts if undetermined, and returns the resulting state.
  ///
  /// ```swift
  /// await permission.request() // .granted
  /// ```
  func request() async -> PermissionState
}

/// Always granted: Linux (ALSA has no per-app permission) and tests.
///
/// ```swift
/// let recorder = Recorder(source: source, configuration: configuration, permission: GrantedMicrophonePermission())
/// ```
public struct GrantedMicrophonePermission: MicrophonePermission {
  /// Creates the value.
  ///
  /// ```swift
  /// GrantedMicrophonePermission()
  /// ```
  public init() {}

  /// Always ``PermissionState/granted``.
  ///
  /// ```swift
  /// await GrantedMicrophonePermission().current() // .granted
  /// ```
  public func current() async -> PermissionState { .granted }

  /// Always ``PermissionState/granted``.
  ///
  /// ```swift
  /// await GrantedMicrophonePermission().request() // .granted
  /// ```
  public func request() async -> PermissionState { .granted }
}

/// The permission to use when none is injected.
///
/// ```swift
/// let permission = MicrophonePermissions.platformDefault
/// ```
public enum MicrophonePermissions {
  /// `SystemMicrophonePermission` on Apple platforms, ``GrantedMicrophonePermission`` elsewhere.
  ///
  /// ```swift
  /// await MicrophonePermissions.platformDefault.current()
  /// ```
  public static var platformDefault: any MicrophonePermission {
    #if canImport(AVFoundation) && !os(Linux)
      SystemMicrophonePermission()
    #else
      GrantedMicrophonePermission()
    #endif
  }
}
