#if canImport(AVFoundation) && !os(Linux)
  import AVFoundation

  /// Microphone permission from the OS (`AVAudioApplication`, iOS 17 / macOS 14). The app's
  /// Info.plist must carry `NSMicrophoneUsageDescription`.
  ///
  /// ```swift
  /// let permission = SystemMicrophonePermission()
  /// if await permission.request() == .granted { try await recorder.start() }
  /// ```
  public struct SystemMicrophonePermission: MicrophonePermission {
    /// Creates the value.
    ///
    /// ```swift
    /// SystemMicrophonePermission()
    /// ```
    public init() {}

    /// The recorded decision, without prompting.
    ///
    /// ```swift
    /// await SystemMicrophonePermission().current() // .undetermined on first launch
    /// ```
    public func current() async -> PermissionState {
      switch AVAudioApplication.shared.recordPermission {
      case .granted: return .granted
      case .denied: return .denied()
      case .undetermined: return .undetermined
      @unknown default: return .undetermined
      }
    }

    /// Shows the system prompt the first time; afterwards returns the recorded decision.
    ///
    /// ```swift
    /// await SystemMicrophonePermission().request() // .granted
    /// ```
    public func request() async -> PermissionState {
      await AVAudioApplication.requestRecordPermission() ? .granted : .denied()
    }
  }
#endif
