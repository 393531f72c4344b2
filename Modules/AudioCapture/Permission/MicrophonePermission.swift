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
  func current() async -> PermissionState

  /// Prompts if undetermined, and returns the resulting state.
  func request() async -> PermissionState
}

/// Always granted: Linux (ALSA has no per-app permission) and tests.
public struct GrantedMicrophonePermission: MicrophonePermission {
  /// Creates the value.
  public init() {}

  /// Always ``PermissionState/granted``.
  public func current() async -> PermissionState { .granted }

  /// Always ``PermissionState/granted``.
  public func request() async -> PermissionState { .granted }
}

/// The permission to use when none is injected.
public enum MicrophonePermissions {
  /// `SystemMicrophonePermission` on Apple platforms, ``GrantedMicrophonePermission`` elsewhere.
  public static var platformDefault: any MicrophonePermission {
    #if canImport(AVFoundation) && !os(Linux)
      SystemMicrophonePermission()
    #else
      GrantedMicrophonePermission()
    #endif
  }
}
