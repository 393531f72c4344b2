#if canImport(AVFoundation) && !os(Linux)
  import AVFoundation

  /// Microphone permission from the OS (`AVAudioApplication`, iOS 17 / macOS 14). The app's
  /// Info.plist must carry `NSMicrophoneUsageDescription`.
  public struct SystemMicrophonePermission: MicrophonePermission {
    /// Creates the value.
    public init() {}

    /// The recorded decision, without prompting.
    public func current() async -> PermissionState {
      switch AVAudioApplication.shared.recordPermission {
      case .granted: return .granted
      case .denied: return .denied()
      case .undetermined: return .undetermined
      @unknown default: return .undetermined
      }
    }

    /// Shows the system prompt the first time; afterwards returns the recorded decision.
    public func request() async -> PermissionState {
      await AVAudioApplication.requestRecordPermission() ? .granted : .denied()
    }
  }
#endif
