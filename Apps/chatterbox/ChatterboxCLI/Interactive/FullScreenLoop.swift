import DesignTokens
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The full-screen run loop: one stream of events (keys, signals, a 10 Hz tick for meters and
/// countdowns), each handled on the main actor, then a redraw of the lines that changed.
/// SIGWINCH re-reads the size and repaints; SIGINT, SIGTERM and SIGHUP quit as safely as `q`.
/// The terminal is restored on every way out.
///
/// ```swift
/// let code = await FullScreenLoop.run(services: services, theme: theme, console: console)
/// ```
@MainActor
enum FullScreenLoop {
  enum Event: Sendable {
    case key(InteractiveKey)
    case signal(Int32)
    case tick
    case inputClosed
  }

  /// Runs the app; `nil` when there is no terminal to take over (the caller falls back to plain
  /// mode).
  static func run(
    services: InteractiveServices, theme: TerminalTheme, console: Console, link: String? = nil
  ) async -> ExitCode? {
    guard let screen = TerminalScreen.open(write: { console.write($0) }) else { return nil }
    let trap = SignalTrap([SIGINT, SIGTERM, SIGHUP, SIGWINCH])
    let session = InteractiveSession(services: services)
    let (events, continuation) = AsyncStream<Event>.makeStream()
    let feeders = [
      Task {
        for await key in screen.keys() { continuation.yield(.key(key)) }
        continuation.yield(.inputClosed)
      },
      Task { for await number in trap.signals { continuation.yield(.signal(number)) } },
      Task {
        while !Task.isCancelled {
          try? await Task.sleep(nanoseconds: 100_000_000)
          continuation.yield(.tick)
        }
      },
    ]
    defer {
      for feeder in feeders { feeder.cancel() }
      trap.cancel()
      screen.restore()
    }
    session.size = screen.size
    screen.draw(session.render(size: session.size, theme: theme), force: true)
    session.spawn {
      if let link { _ = await session.open(link: link) }
      await session.start()
    }
    for await event in events {
      switch event {
      case .key(let key): session.handle(key)
      case .signal(SIGWINCH):
        session.size = screen.size
        screen.invalidate()
      case .signal, .inputClosed: session.requestQuit(fromSignal: true)
      case .tick: break
      }
      if session.exitRequested { break }
      screen.draw(session.render(size: session.size, theme: theme))
    }
    screen.restore()
    for line in session.farewell { console.out(line) }
    return .success
  }
}
