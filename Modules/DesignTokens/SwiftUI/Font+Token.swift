#if canImport(SwiftUI)
  import SwiftUI

  extension Font {
    /// The system font for a typography token: its Dynamic Type text style and weight, so it
    /// scales with the person's text size. The token's `size` is the style's size at the default
    /// setting, which is why the system style is used rather than a fixed size.
    public static func token(_ token: TypographyToken) -> Font {
      .system(token.textStyle.fontTextStyle, weight: token.weight.fontWeight)
    }

    /// A custom font family at the token's size, scaled relative to its Dynamic Type text style.
    public static func token(_ token: TypographyToken, family: String) -> Font {
      .custom(family, size: CGFloat(token.size), relativeTo: token.textStyle.fontTextStyle)
        .weight(token.weight.fontWeight)
    }
  }

  extension TypographyToken.TextStyle {
    /// The matching `Font.TextStyle`.
    public var fontTextStyle: Font.TextStyle {
      switch self {
      case .largeTitle: .largeTitle
      case .title: .title
      case .title2: .title2
      case .title3: .title3
      case .headline: .headline
      case .subheadline: .subheadline
      case .body: .body
      case .callout: .callout
      case .footnote: .footnote
      case .caption: .caption
      case .caption2: .caption2
      }
    }
  }

  extension FontWeight {
    /// The matching `Font.Weight`.
    public var fontWeight: Font.Weight {
      switch self {
      case .ultraLight: .ultraLight
      case .thin: .thin
      case .light: .light
      case .regular: .regular
      case .medium: .medium
      case .semibold: .semibold
      case .bold: .bold
      case .heavy: .heavy
      case .black: .black
      }
    }
  }
#endif
