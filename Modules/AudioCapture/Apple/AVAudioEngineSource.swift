#if canImport(AVFoundation) && !os(Linux)
  @preconcurrency import AVFoundation
  import Foundation

  /// The device microphone through `AVAudioEngine`: an input-node tap converted to 48 kHz mono
  /// 16-bit (``PCMFormat/speech``) with `AVAudioConverter`.
  ///
  /// On iOS the shared `AVAudioSession` is set to `.playAndRecord`, mode `.spokenAudio`, option
  /// `.defaultToSpeaker` while the stream runs, and deactivated afterwards. Interruptions and
  /// route changes are reported through ``systemEvents()``; the engine restarts itself after an
  /// interruption or a configuration change so that resuming is instant (the recorder discards
  /// audio while paused).
  public struct AVAudioEngineSource: PCMSource {
    /// Always ``PCMFormat/speech``: the converter produces it whatever the hardware runs at.
    public let format: PCMFormat = .speech

    /// Creates the source; nothing starts until ``chunks()``.
    public init() {}

    /// The microphone needs permission.
    public var requiresMicrophonePermission: Bool { true }

    /// Starts the engine and yields converted buffers until cancelled.
    public func chunks() -> AsyncThrowingStream<PCMChunk, any Error> {
      AsyncThrowingStream { continuation in
        let capture = EngineCapture(deliver: { continuation.yield($0) })
        continuation.onTermination = { _ in capture.stop() }
        do {
          try capture.start()
        } catch {
          continuation.finish(throwing: error)
        }
      }
    }

    /// Interruptions and input-route changes from `AVAudioSession` (iOS); none on macOS.
    ///
    /// Only device arrivals and departures count as route changes: category and override
    /// changes are caused by our own session setup and would pause every take at once.
    public func systemEvents() -> AsyncStream<CaptureSystemEvent> {
      #if os(iOS)
        AsyncStream { continuation in
          let center = NotificationCenter.default
          let interruption = center.addObserver(
            forName: AVAudioSession.interruptionNotification, object: nil, queue: nil
          ) { note in
            guard let raw = note.userInfo?[AVAudioSessionInterruptionTypeKey] as? UInt,
              let type = AVAudioSession.InterruptionType(rawValue: raw)
            else { return }
            continuation.yield(type == .began ? .interruptionBegan : .interruptionEnded)
          }
          let route = center.addObserver(
            forName: AVAudioSession.routeChangeNotification, object: nil, queue: nil
          ) { note in
            guard let raw = note.userInfo?[AVAudioSessionRouteChangeReasonKey] as? UInt,
              let reason = AVAudioSession.RouteChangeReason(rawValue: raw)
            else { return }
            switch reason {
            case .oldDeviceUnavailable: continuation.yield(.routeChanged("the microphone or headset was disconnected"))
            case .newDeviceAvailable: continuation.yield(.routeChanged("a new microphone or headset was connected"))
            default: break
            }
          }
          let observers = Observers([interruption, route])
          continuation.onTermination = { _ in observers.remove() }
        }
      #else
        AsyncStream { $0.finish() }
      #endif
    }
  }

  /// Owns the engine for one stream. Engine calls are serialised by `lock`; the tap block runs
  /// on the audio thread and touches only the converter it was installed with.
  private final class EngineCapture: @unchecked Sendable {
    private let engine = AVAudioEngine()
    private let deliver: @Sendable (PCMChunk) -> Void
    // NSLock, not LockedValue: it serialises AVAudioEngine calls (start, stop, taps), a critical section
    // over the engine rather than a value; Apple-only code (docs/architecture.md, one lock type).
    private let lock = NSLock()
    private var observers: Observers?
    private var stopped = false

    init(deliver: @escaping @Sendable (PCMChunk) -> Void) {
      self.deliver = deliver
    }

    func start() throws(CaptureError) {
      #if os(iOS)
        let session = AVAudioSession.sharedInstance()
        do {
          try session.setCategory(.playAndRecord, mode: .spokenAudio, options: [.defaultToSpeaker])
          try session.setPreferredSampleRate(48_000)
          try session.setActive(true)
        } catch {
          throw .deviceFailed("audio session: \(error.localizedDescription)")
        }
      #endif
      lock.lock()
      defer { lock.unlock() }
      try installTapAndStart()
      observeRestarts()
    }

    func stop() {
      lock.lock()
      stopped = true
      observers?.remove()
      observers = nil
      engine.inputNode.removeTap(onBus: 0)
      engine.stop()
      lock.unlock()
      #if os(iOS)
        try? AVAudioSession.sharedInstance().setActive(false, options: .notifyOthersOnDeactivation)
      #endif
    }

    /// Call with `lock` held. Reads the input format afresh, because it changes with the route.
    private func installTapAndStart() throws(CaptureError) {
      let input = engine.inputNode
      let inputFormat = input.outputFormat(forBus: 0)
      guard inputFormat.sampleRate > 0, inputFormat.channelCount > 0 else {
        throw .deviceFailed("no microphone input is available")
      }
      guard
        let target = AVAudioFormat(commonFormat: .pcmFormatInt16, sampleRate: 48_000, channels: 1, interleaved: true),
        let converter = AVAudioConverter(from: inputFormat, to: target)
      else {
        throw .unsupportedFormat("cannot convert the microphone's \(inputFormat) to 48 kHz mono 16-bit")
      }
      let ratio = target.sampleRate / inputFormat.sampleRate
      let deliver = deliver
      input.removeTap(onBus: 0)
      input.installTap(onBus: 0, bufferSize: 4_096, format: inputFormat) { buffer, _ in
        let capacity = AVAudioFrameCount((Double(buffer.frameLength) * ratio).rounded(.up)) + 32
        guard let output = AVAudioPCMBuffer(pcmFormat: target, frameCapacity: capacity) else { return }
        let supplied = SuppliedOnce()
        var conversionError: NSError?
        // `.noDataNow` (not `.endOfStream`) keeps the resampler's history between taps.
        let status = converter.convert(to: output, error: &conversionError) { _, inputStatus in
          guard supplied.claim() else {
            inputStatus.pointee = .noDataNow
            return nil
          }
          inputStatus.pointee = .haveData
          return buffer
        }
        guard status != .error, output.frameLength > 0, let channels = output.int16ChannelData else { return }
        let samples = Array(UnsafeBufferPointer(start: channels[0], count: Int(output.frameLength)))
        deliver(PCMChunk(samples: samples, format: .speech))
      }
      engine.prepare()
      do {
        try engine.start()
      } catch {
        input.removeTap(onBus: 0)
        throw .deviceFailed("audio engine: \(error.localizedDescription)")
      }
    }

    /// The system stops the engine on an interruption and on a hardware configuration change;
    /// restart it (with a tap for the new input format) so a resumed take gets audio again.
    private func observeRestarts() {
      let center = NotificationCenter.default
      var tokens: [any NSObjectProtocol] = []
      tokens.append(
        center.addObserver(forName: .AVAudioEngineConfigurationChange, object: engine, queue: nil) { [weak self] _ in
          self?.restart()
        })
      #if os(iOS)
        tokens.append(
          center.addObserver(forName: AVAudioSession.interruptionNotification, object: nil, queue: nil) {
            [weak self] note in
            guard let raw = note.userInfo?[AVAudioSessionInterruptionTypeKey] as? UInt,
              AVAudioSession.InterruptionType(rawValue: raw) == .ended
            else { return }
            self?.restart()
          })
      #endif
      observers = Observers(tokens)
    }

    private func restart() {
      lock.lock()
      defer { lock.unlock() }
      guard !stopped else { return }
      #if os(iOS)
        try? AVAudioSession.sharedInstance().setActive(true)
      #endif
      try? installTapAndStart()
    }
  }

  /// Hands the tap's buffer to the converter exactly once per conversion.
  private final class SuppliedOnce: @unchecked Sendable {
    private var used = false
    func claim() -> Bool {
      defer { used = true }
      return !used
    }
  }

  /// Notification-centre tokens removed together when a stream ends.
  private final class Observers: @unchecked Sendable {
    // NSLock, not LockedValue: it serialises AVAudioEngine calls (start, stop, taps), a critical section
    // over the engine rather than a value; Apple-only code (docs/architecture.md, one lock type).
    private let lock = NSLock()
    private var tokens: [any NSObjectProtocol]

    init(_ tokens: [any NSObjectProtocol]) { self.tokens = tokens }

    func remove() {
      lock.lock()
      let removing = tokens
      tokens = []
      lock.unlock()
      for token in removing { NotificationCenter.default.removeObserver(token) }
    }
  }
#endif
