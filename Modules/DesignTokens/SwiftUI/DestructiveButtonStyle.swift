#if canImport(SwiftUI)
  import SwiftUI

  /// Irreversible actions ("Delete recording", "Sign out everywhere"): full width, `danger` fill,
  /// `textOnAccent` label (audited as `textOnAccentOnDanger`). Pressed, the fill darkens slightly,
  /// which only raises the label's contrast in the light modes and keeps it above 4.5:1 in the
  /// dark ones, where the label is dark.
  public struct DestructiveButtonStyle: ButtonStyle {
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.colorSchemeContrast) private var contrast
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.isEnabled) private var isEnabled

    /// The style.
    public init() {}

    /// Draws the button.
    public func makeBody(configuration: Configuration) -> some View {
      let mode = ColorMode(colorScheme, contrast: contrast)
      return configuration.label
        .font(.token(.headline))
        .foregroundStyle(Color(token: .textOnAccent, mode: mode))
        .padding(.horizontal, CGFloat(Spacing.m.points))
        .padding(.vertical, CGFloat(Spacing.s.points))
        .frame(maxWidth: .infinity, minHeight: 44)
        .background {
          RoundedRectangle(cornerRadius: CGFloat(Radius.m.points), style: .continuous)
            .fill(Color(token: .danger, mode: mode))
            .brightness(configuration.isPressed ? -0.06 : 0)
        }
        .contentShape(Rectangle())
        .opacity(isEnabled ? 1 : 0.5)
        .modifier(TokenPressFeedback(isPressed: configuration.isPressed, reduceMotion: reduceMotion))
    }
  }
#endif
