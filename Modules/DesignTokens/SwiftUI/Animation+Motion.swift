#if canImport(SwiftUI)
  import SwiftUI

  extension Animation {
    /// The animation for a motion token, or `nil` (no animation) when Reduce Motion makes it
    /// instant. Under Reduce Motion the caller should also swap movement (scale, offset, slide)
    /// for an opacity change, which this duration then crossfades.
    public static func token(_ motion: Motion, reduceMotion: Bool) -> Animation? {
      let seconds = motion.seconds(reduceMotion: reduceMotion)
      return seconds == 0 ? nil : .easeInOut(duration: seconds)
    }
  }

  /// Press feedback shared by the button styles: a slight shrink, animated. Under Reduce Motion
  /// nothing moves; the pressed fill color alone shows the press (dimming instead would cut the
  /// label's contrast).
  struct TokenPressFeedback: ViewModifier {
    let isPressed: Bool
    let reduceMotion: Bool

    func body(content: Content) -> some View {
      content
        .scaleEffect(isPressed && !reduceMotion ? 0.97 : 1)
        .animation(Animation.token(.fast, reduceMotion: reduceMotion), value: isPressed)
    }
  }
#endif
