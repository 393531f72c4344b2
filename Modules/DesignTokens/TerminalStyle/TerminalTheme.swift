/// Semantic color tokens as ANSI escapes for the terminal app, at the depth the terminal supports
/// and for its background. With no color support every method returns plain text, so callers
/// never branch on capabilities.
public struct TerminalTheme: Sendable, Hashable {
  /// What the terminal supports.
  public let capabilities: TerminalCapabilities

  /// The token mode colors are resolved in: the background's light or dark mode at `contrast`.
  public let mode: ColorMode

  /// A theme for the given capabilities; `contrast: .high` uses the high-contrast token values.
  public init(capabilities: TerminalCapabilities, contrast: ContrastMode = .standard) {
    self.capabilities = capabilities
    self.mode = capabilities.background.colorMode(contrast: contrast)
  }

  /// The SGR escape that sets the foreground to `token`, or `""` without color support.
  public func foreground(_ token: ColorToken) -> String {
    let color = token.resolved(in: mode)
    switch capabilities.colorDepth {
    case .none: return ""
    case .trueColor: return "\u{1B}[38;2;\(color.red8);\(color.green8);\(color.blue8)m"
    case .ansi256: return "\u{1B}[38;5;\(ANSIColor.nearest256(to: color))m"
    case .ansi16:
      let index = Int(ANSIColor.nearest16(to: color))
      return "\u{1B}[\(index < 8 ? 30 + index : 90 + index - 8)m"
    }
  }

  /// `text` in the token's color, ending with "default foreground" (SGR 39) rather than a full
  /// reset, so it nests inside `bold(_:)`. Plain `text` without color support.
  public func style(_ token: ColorToken, _ text: String) -> String {
    let start = foreground(token)
    return start.isEmpty ? text : start + text + "\u{1B}[39m"
  }

  /// `text` in bold (SGR 1 … 22), or plain where escapes are not allowed.
  public func bold(_ text: String) -> String {
    capabilities.allowsStyles ? "\u{1B}[1m" + text + "\u{1B}[22m" : text
  }

  /// The full reset (SGR 0), or `""` when this theme writes no escapes at all; for ending a line
  /// after hand-built escapes.
  public var reset: String {
    capabilities.allowsStyles || capabilities.colorDepth != .none ? "\u{1B}[0m" : ""
  }
}
