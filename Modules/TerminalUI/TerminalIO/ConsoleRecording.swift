import AppFeature
import AudioCapture
import ChatterboxComposition
import ChatterboxPresentation
import Foundation
import Localization
import Observability

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs one take for a command: starts the recorder, draws the live meter and reads keys when a
/// person is at a terminal (space pause/resume, Enter stop, q cancel), stops cleanly on Ctrl-C
/// (keeping the take), and returns the recorder's final state. Cancelling throws the take away, so
/// only a key pressed on its own cancels (AppFeature's ``KeyArrival/mayDropTake``): a "q" inside a
/// paste or typed-ahead input is ignored and recording goes on.
///
/// ```swift
/// let final = try await ConsoleRecording(recorder: recorder, console: console, interactive: true, strings: strings).run()
/// ```
package struct ConsoleRecording {
  let recorder: Recorder
  let console: Console
  let interactive: Bool
  /// The UI language's words for the hint line, the meter's state and errors.
  let strings: Localizer
  /// Paces the meter and times the key reads (ADR 0039).
  let time: TimeSource

  /// A session over `recorder`, drawing on `console` (a live meter and keys when `interactive`).
  package init(
    recorder: Recorder, console: Console, interactive: Bool, strings: Localizer, time: TimeSource = .system
  ) {
    self.recorder = recorder
    self.console = console
    self.interactive = interactive
    self.strings = strings
    self.time = time
  }

  /// What a key does to the take being recorded.
  enum KeyCommand: Equatable {
    case togglePause, stop, cancel
  }

  /// What `key`, arrived as `arrival`, does: `nil` for a key that does nothing, and for a
  /// ``KeyCommand/cancel`` key that did not arrive alone.
  static func command(for key: InteractiveKey, arrival: KeyArrival) -> KeyCommand? {
    switch key {
    case .character(" "): .togglePause
    case .enter: .stop
    case .character("q"), .escape: arrival.mayDropTake ? .cancel : nil
    default: nil
    }
  }

  /// Records until the take ends (Enter, the length limit, the source's end, Ctrl-C, a cancel);
  /// the recorder's final state. Throws a ``CLIError`` in the UI language when
  /// recording cannot start.
  package func run() async throws -> RecorderState {
    let trap = SignalTrap()
    defer { trap.cancel() }
    let keys = interactive ? TerminalKeyReader.open(time: time) : nil
    defer { keys?.close() }

    let recorder = self.recorder
    let signalTask = Task {
      for await _ in trap.signals {
        if (try? await recorder.stop()) == nil { try? await recorder.cancel() }
      }
    }
    let keyTask = Task {
      guard let keys else { return }
      for await (key, arrival) in keys.presses() {
        switch Self.command(for: key, arrival: arrival) {
        case .togglePause:
          if await recorder.state == .recording { try? await recorder.pause() } else { try? await recorder.resume() }
        case .stop: _ = try? await recorder.stop()
        case .cancel: try? await recorder.cancel()
        case nil: break
        }
      }
    }
    let meterTask = Task { await drawMeter() }
    defer {
      signalTask.cancel()
      keyTask.cancel()
      meterTask.cancel()
    }
    do {
      try await recorder.start()
    } catch {
      throw CLIError(RecordingMessages.text(for: error, strings), exitCode: .failure)
    }
    if interactive { console.out(strings.string("cli.record.hint")) }
    let final = await recorder.waitForCompletion()
    // The meter's last draw lands before the line is cleared: drawn after, it stayed under the review's first
    // words ("… 00:02.0 pausedWe heard only a steady tone", seen in CI).
    meterTask.cancel()
    await meterTask.value
    if interactive { console.clearLine() }
    return final
  }

  private func drawMeter() async {
    guard interactive else { return }
    let levels = await recorder.levelUpdates()
    let recording = strings.string("cli.record.state.recording")
    let paused = strings.string("cli.record.state.paused")
    var lastDraw: Duration?
    for await level in levels {
      let now = time.uptime()
      if let lastDraw, now - lastDraw < .milliseconds(50) { continue }
      lastDraw = now
      let state = await recorder.state
      let label = state == .recording ? recording : paused
      let elapsed = await recorder.recordedDuration
      let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
      console.rewriteLine(
        LevelMeterLine.render(
          fraction: level.fraction(floor: -60), dBFS: level.rmsDBFS, clipping: level.isClipping,
          elapsedSeconds: seconds, state: label))
    }
  }
}

/// User-facing text for recording errors: the sentence in the UI language around the error's
/// own (technical, English) description.
package enum RecordingMessages {
  /// "recording failed: …" / "cannot record: …" for the commands.
  package static func text(for error: any Error, _ strings: Localizer) -> String {
    if error is RecorderError { return strings.string("cli.error.recording_failed", .string(detail(for: error))) }
    if error is CaptureError { return strings.string("cli.error.cannot_record", .string(detail(for: error))) }
    return strings.string("cli.error.recording_failed_detail", .string(detail(for: error)))
  }

  /// The error's own description ("command not found: arecord"), for screens that say the rest
  /// in their own words.
  static func detail(for error: any Error) -> String {
    error is RecorderError || error is CaptureError ? "\(error)" : "\(type(of: error))"
  }
}
