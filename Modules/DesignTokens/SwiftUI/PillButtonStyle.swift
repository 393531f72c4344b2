#if canImport(SwiftUI)
  import SwiftUI

  /// A compact capsule for secondary actions ("Play", "Retry", filter chips): `accent` label on a
  /// `surface` fill, which the audit checks as `accentOnSurface`. With Increase Contrast it gains a
  /// `border` outline, because the fill alone barely differs from the background.
  public struct PillButtonStyle: ButtonStyle {
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.colorSchemeContrast) private var contrast
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.isEnabled) private var isEnabled

    /// The style.
    public init() {}

    /// Draws the button.
    public func makeBody(configuration: Configuration) -> some View {
      let mode = ColorMode(colorScheme, contrast: contrast)
      let label: ColorToken = configuration.isPressed ? .accentPressed : .accent
      return configuration.label
        .font(.token(.callout).weight(.semibold))
        .foregroundStyle(Color(token: label, mode: mode))
        .padding(.horizontal, CGFloat(Spacing.m.points))
        .padding(.vertical, CGFloat(Spacing.xs.points))
        .frame(minHeight: 44)
        .background { Capsule().fill(Color(token: .surface, mode: mode)) }
        .overlay {
          Capsule().strokeBorder(Color(token: .border, mode: mode), lineWidth: mode.contrast == .high ? 1.5 : 0)
        }
        .contentShape(Capsule())
        .opacity(isEnabled ? 1 : 0.5)
        .modifier(TokenPressFeedback(isPressed: configuration.isPressed, reduceMotion: reduceMotion))
    }
  }
#endif
