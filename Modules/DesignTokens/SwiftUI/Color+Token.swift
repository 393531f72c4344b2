#if canImport(SwiftUI)
  import SwiftUI
  #if canImport(UIKit)
    import UIKit
  #elseif canImport(AppKit)
    import AppKit
  #endif

  extension Color {
    /// The token's value in one fixed mode; use it where the mode is known (button styles read
    /// `colorScheme` and `colorSchemeContrast` from the environment and pass them here).
    public init(token: ColorToken, mode: ColorMode) {
      let color = token.resolved(in: mode)
      self.init(.sRGB, red: color.red, green: color.green, blue: color.blue, opacity: color.alpha)
    }

    /// A color that follows the appearance by itself: light/dark and Increase Contrast are read
    /// from the trait collection (iOS) or the appearance (macOS) every time it is drawn, so it
    /// also works outside views that read the environment.
    public init(token: ColorToken) {
      #if os(iOS) || os(tvOS) || os(visionOS)
        self.init(
          uiColor: UIColor { traits in
            let mode = ColorMode(
              isDark: traits.userInterfaceStyle == .dark,
              contrast: traits.accessibilityContrast == .high ? .high : .standard)
            let color = token.resolved(in: mode)
            return UIColor(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
          })
      #elseif os(macOS)
        self.init(
          nsColor: NSColor(name: nil) { appearance in
            let match = appearance.bestMatch(from: [
              .aqua, .darkAqua, .accessibilityHighContrastAqua, .accessibilityHighContrastDarkAqua,
            ])
            let mode: ColorMode =
              if match == .darkAqua { .dark } else if match == .accessibilityHighContrastAqua {
                .lightHighContrast
              } else if match == .accessibilityHighContrastDarkAqua { .darkHighContrast } else { .light }
            let color = token.resolved(in: mode)
            return NSColor(srgbRed: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
          })
      #else
        // No dynamic platform color here (watchOS): the standard light value.
        self.init(token: token, mode: .light)
      #endif
    }
  }
#endif
