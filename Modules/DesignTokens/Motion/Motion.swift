/// An animation duration with its reduce-motion replacement. Instances (`.fast`, `.normal`,
/// `.slow`) are generated into `Generated/MotionTokens.swift`.
///
/// When Reduce Motion is on, movement is replaced: by nothing (`reduceMotionMilliseconds == 0`,
/// the change is instant) or by a crossfade of the shorter duration. Fades stay because they do not
/// move anything across the screen, which is what triggers vestibular discomfort.
public struct Motion: Sendable, Hashable, Comparable {
  /// The token's key in `tokens.json` (`motion.<name>`).
  public let name: String

  /// The duration in milliseconds with motion allowed.
  public let milliseconds: Int

  /// The duration in milliseconds under Reduce Motion: 0 (instant) or a crossfade length.
  public let reduceMotionMilliseconds: Int

  /// A motion token from its values; generated code calls this.
  public init(name: String, milliseconds: Int, reduceMotionMilliseconds: Int) {
    self.name = name
    self.milliseconds = milliseconds
    self.reduceMotionMilliseconds = reduceMotionMilliseconds
  }

  /// The duration to animate for, given the Reduce Motion setting.
  public func duration(reduceMotion: Bool) -> Duration {
    .milliseconds(reduceMotion ? reduceMotionMilliseconds : milliseconds)
  }

  /// The duration in seconds (`TimeInterval`), the unit SwiftUI and Core Animation take.
  public func seconds(reduceMotion: Bool) -> Double {
    Double(reduceMotion ? reduceMotionMilliseconds : milliseconds) / 1000
  }

  /// Whether Reduce Motion turns this animation off entirely (rather than into a crossfade).
  public var isInstantWhenReduced: Bool { reduceMotionMilliseconds == 0 }

  /// Orders by the standard duration.
  public static func < (lhs: Motion, rhs: Motion) -> Bool {
    (lhs.milliseconds, lhs.name) < (rhs.milliseconds, rhs.name)
  }
}
