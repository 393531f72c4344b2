import AppFeature
import ChatterboxComposition
import ChatterboxPresentation
import DesignTokens
import Foundation
import Observability
import Observation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The full-screen run loop: one stream of events (keys, signals, changes), each handled on the
/// main actor, then a redraw of the lines that changed. The keys of one read are one event, so a
/// paste is drawn once per read, not once a key. Nothing polls: a redraw follows keys, a signal,
/// the end of work the session started, or a change to a view model the last frame read
/// (Observation); only what changes with time without being observed (a take's clock, the upload
/// count) asks for a timed redraw (``TerminalShell/refreshInterval``). An idle screen costs
/// no wake-ups.
///
/// SIGWINCH re-reads the size and repaints; SIGINT, SIGTERM and SIGHUP quit as safely as `q`.
/// Ctrl-Z and SIGTSTP give the terminal back and stop the process; SIGCONT takes it again and
/// repaints. The terminal is restored on every way out.
///
/// ```swift
/// let code = await FullScreenLoop.run(app: app, theme: theme, console: console)
/// ```
@MainActor
package enum FullScreenLoop {
  enum Event: Sendable {
    /// The keys of one read of the terminal, in order.
    case keys([(InteractiveKey, KeyArrival)])
    case signal(Int32)
    /// Something the screen shows may have changed.
    case changed
    case inputClosed
  }

  /// Runs the app; `nil` when there is no terminal to take over (the caller falls back to plain
  /// mode).
  package static func run(
    app: TerminalApp, theme: TerminalTheme, console: Console, link: String? = nil
  ) async -> ExitCode? {
    guard let screen = TerminalScreen.open(write: console.screenWriter, time: app.terminal.time) else { return nil }
    let trap = SignalTrap([SIGINT, SIGTERM, SIGHUP, SIGWINCH, SIGTSTP, SIGCONT])
    let session = TerminalShell(app: app)
    let (events, continuation) = AsyncStream<Event>.makeStream()
    session.onWorkFinished = { continuation.yield(.changed) }
    let feeders = [
      Task {
        for await keys in screen.keyReads() { continuation.yield(.keys(keys)) }
        continuation.yield(.inputClosed)
      },
      Task { for await number in trap.signals { continuation.yield(.signal(number)) } },
    ]
    let painter = Painter(
      screen: screen, session: session, theme: theme, time: app.terminal.time, changes: continuation)
    defer {
      for feeder in feeders { feeder.cancel() }
      painter.stopTicking()
      trap.cancel()
      screen.restore()
    }
    session.size = screen.size
    painter.paint(force: true)
    session.spawn {
      if let link { _ = await session.open(link: link) }
      await session.start()
    }
    for await event in events {
      var force = false
      switch event {
      case .keys(let keys):
        for (key, arrival) in keys {
          let work = session.handle(key, arrival: arrival)
          if session.suspendRequested {
            await work?.value
            suspend(screen, session: session, wholeJob: true)
          }
          if session.exitRequested { break }
        }
      case .signal(SIGWINCH):
        session.size = screen.size
        screen.invalidate()
      case .signal(SIGTSTP):
        await session.prepareToSuspend()?.value
        suspend(screen, session: session, wholeJob: false)
      case .signal(SIGCONT):
        // Continued (`fg`) after our own stop or an outside SIGSTOP: the shell may have reset the
        // terminal meanwhile, so raw mode and the alternate screen are set again, and all repainted.
        force = screen.resume()
        session.size = screen.size
      case .signal, .inputClosed: session.requestQuit(fromSignal: true)
      case .changed: break
      }
      if session.exitRequested { break }
      painter.paint(force: force)
    }
    screen.restore()
    for line in session.farewell { console.out(line) }
    return .success
  }

  /// Gives the terminal back and stops: the whole job for Ctrl-Z (what the terminal itself would
  /// stop, the recorder's capture process included), this process for a `SIGTSTP` sent to it.
  /// The terminal is taken again on the `SIGCONT` event, not when this returns: the stop reaches
  /// this thread only after the call returns (the main actor does not run on the thread the kernel
  /// stops first), so anything written right after it would land on the shell's screen.
  private static func suspend(_ screen: TerminalScreen, session: TerminalShell, wholeJob: Bool) {
    session.suspendRequested = false
    screen.suspend()
    if wholeJob { kill(0, SIGSTOP) } else { raise(SIGSTOP) }
  }
}

/// Draws frames for the loop and arranges the next one: Observation reports a change to anything
/// the last frame read, and a ticker runs only while the session asks for timed redraws.
@MainActor
private final class Painter {
  let screen: TerminalScreen
  let session: TerminalShell
  let theme: TerminalTheme
  /// What the ticker waits on.
  let time: TimeSource
  let changes: AsyncStream<FullScreenLoop.Event>.Continuation
  private var ticker: (interval: Duration, task: Task<Void, Never>)?
  /// Only the newest frame's observation may ask for a redraw; older ones that fire late are
  /// ignored (a frame after a key press re-reads everything anyway).
  private var generation = 0

  init(
    screen: TerminalScreen, session: TerminalShell, theme: TerminalTheme, time: TimeSource,
    changes: AsyncStream<FullScreenLoop.Event>.Continuation
  ) {
    self.screen = screen
    self.session = session
    self.theme = theme
    self.time = time
    self.changes = changes
  }

  func paint(force: Bool = false) {
    generation += 1
    let current = generation
    let lines = withObservationTracking {
      session.render(size: session.size, theme: theme)
    } onChange: { [changes] in
      Task { @MainActor [weak self] in
        guard let self, self.generation == current else { return }
        changes.yield(.changed)
      }
    }
    screen.draw(lines, force: force)
    tick(every: session.refreshInterval)
  }

  func stopTicking() { tick(every: nil) }

  private func tick(every interval: Duration?) {
    guard ticker?.interval != interval else { return }
    ticker?.task.cancel()
    ticker = interval.map { interval in
      let task = Task { [changes, time] in
        while !Task.isCancelled {
          try? await time.sleep(interval)
          changes.yield(.changed)
        }
      }
      return (interval, task)
    }
  }
}
