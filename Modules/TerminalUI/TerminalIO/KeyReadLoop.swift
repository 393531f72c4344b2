import AppFeature
import Observability

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The read loop both terminal readers run on their own thread: bytes from a raw-mode terminal
/// through one ``KeyDecoder``. It blocks in poll(2) on the terminal and a wake pipe with no
/// timeout, so an idle reader never wakes; only a lone ESC sets a timeout (``escapeWait``), after
/// which it is the Escape key. Writing a byte to the wake pipe ends the loop at once.
enum KeyReadLoop {
  /// How the keys handed to `deliver` came.
  enum Batch: Equatable {
    /// Decoded from one read; `moreWaiting` when more bytes were already waiting behind it.
    case read(moreWaiting: Bool)
    /// A lone ESC that nothing followed within ``escapeWait``.
    case escapeAlone
  }

  /// How long (milliseconds) a lone ESC waits for the rest of a sequence.
  static let escapeWait: Int32 = 50

  /// ``run(terminal:wake:isStopped:deliver:)`` with each key's arrival from `bursts`, each read timed
  /// by `time`'s uptime: the one way both readers (the full-screen screen and `practice`'s prompts)
  /// tell a key pressed alone from a burst. `deliver` gets the keys of one read together (never
  /// none), so a caller can handle a whole burst before it redraws.
  static func runClassified(
    terminal: Int32, wake: Int32, bursts: inout KeyBursts, time: TimeSource, isStopped: () -> Bool,
    deliver: (_ keys: [(InteractiveKey, KeyArrival)]) -> Void
  ) {
    run(terminal: terminal, wake: wake, isStopped: isStopped) { keys, batch in
      switch batch {
      case .escapeAlone:
        deliver(keys.map { ($0, bursts.lastArrival) })
      case .read(let moreWaiting):
        let classified = bursts.classify(keys, at: time.uptime(), moreWaiting: moreWaiting)
        if !classified.isEmpty { deliver(classified) }
      }
    }
  }

  /// Reads `terminal` until `wake` is readable, `terminal` reaches its end or fails (not on
  /// `EINTR`/`EAGAIN`), or `isStopped()` is true when the loop looks. Calls `deliver` on the
  /// calling thread after every read, even one that completed no key (``KeyBursts`` times reads),
  /// and with each Escape a pause released. Closes nothing.
  static func run(
    terminal: Int32, wake: Int32, isStopped: () -> Bool, deliver: (_ keys: [InteractiveKey], _ batch: Batch) -> Void
  ) {
    var decoder = KeyDecoder()
    var buffer = [UInt8](repeating: 0, count: 256)
    while !isStopped() {
      var descriptors = [
        pollfd(fd: terminal, events: Int16(POLLIN), revents: 0), pollfd(fd: wake, events: Int16(POLLIN), revents: 0),
      ]
      let ready = poll(&descriptors, 2, decoder.isWaitingAfterEscape ? escapeWait : -1)
      if ready < 0 {
        if errno == EINTR || errno == EAGAIN { continue }
        return
      }
      if ready == 0 {
        let keys = decoder.flushEscape()
        if !keys.isEmpty { deliver(keys, .escapeAlone) }
        continue
      }
      if descriptors[1].revents != 0 { return }
      let count = read(terminal, &buffer, buffer.count)
      if count < 0, errno == EINTR || errno == EAGAIN { continue }
      guard count > 0 else { return }
      let keys = decoder.feed(buffer[0..<count])
      var next = pollfd(fd: terminal, events: Int16(POLLIN), revents: 0)
      deliver(keys, .read(moreWaiting: poll(&next, 1, 0) > 0))
    }
  }
}
