#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// What the output terminal can show and what its background is; `detect(environment:…)` reads
/// it from the environment, or build one directly in tests.
public struct TerminalCapabilities: Sendable, Hashable {
  /// The color depth to use.
  public var colorDepth: TerminalColorDepth

  /// Whether non-color escapes (bold) may be written. True on a terminal even with NO_COLOR,
  /// which asks for no *color*; false for pipes, files and `TERM=dumb`.
  public var allowsStyles: Bool

  /// The background the colors are chosen for.
  public var background: TerminalBackground

  /// Capabilities as given.
  public init(colorDepth: TerminalColorDepth, allowsStyles: Bool, background: TerminalBackground) {
    self.colorDepth = colorDepth
    self.allowsStyles = allowsStyles
    self.background = background
  }

  /// No escapes at all: what pipes, files and `TERM=dumb` get.
  public static let plain = TerminalCapabilities(colorDepth: .none, allowsStyles: false, background: .dark)

  /// Whether standard output is a terminal (`isatty(1)`); escapes are for terminals only.
  public static var standardOutputIsTerminal: Bool { isatty(1) == 1 }
}
