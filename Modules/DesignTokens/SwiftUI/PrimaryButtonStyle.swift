#if canImport(SwiftUI)
  import SwiftUI

  /// The main action on a screen ("Record", "Send link"): full width, accent fill,
  /// `textOnAccent` label in the headline style. Colors follow `colorScheme` and
  /// `colorSchemeContrast`; the press shrink is dropped under Reduce Motion.
  public struct PrimaryButtonStyle: ButtonStyle {
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.colorSchemeContrast) private var contrast
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.isEnabled) private var isEnabled

    /// The style.
    public init() {}

    /// Draws the button.
    public func makeBody(configuration: Configuration) -> some View {
      let mode = ColorMode(colorScheme, contrast: contrast)
      let fill: ColorToken = configuration.isPressed ? .accentPressed : .accent
      return configuration.label
        .font(.token(.headline))
        .foregroundStyle(Color(token: .textOnAccent, mode: mode))
        .padding(.horizontal, CGFloat(Spacing.m.points))
        .padding(.vertical, CGFloat(Spacing.s.points))
        .frame(maxWidth: .infinity, minHeight: 44)  // 44 pt: the minimum touch target
        .background {
          RoundedRectangle(cornerRadius: CGFloat(Radius.m.points), style: .continuous)
            .fill(Color(token: fill, mode: mode))
        }
        .contentShape(Rectangle())
        // Disabled controls are exempt from contrast minimums (WCAG 1.4.3); dimming marks them.
        .opacity(isEnabled ? 1 : 0.5)
        .modifier(TokenPressFeedback(isPressed: configuration.isPressed, reduceMotion: reduceMotion))
    }
  }
#endif
