import ChatterboxComposition
import DesignTokens

/// The launch screen while the stored session is restored.
package enum ScreenLoading {
  static func render(chrome: Chrome, size: TerminalSize, theme: TerminalTheme) -> [String] {
    ScreenFrame.compose(
      body: [[], Rows.text(chrome.strings.string(.loading), .textSecondary)], chrome: chrome, size: size, theme: theme)
  }
}
