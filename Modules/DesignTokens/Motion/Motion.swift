/// An animation duration with its reduce-motion replacement. Instances (`.fast`, `.normal`,
/// `.slow`) are generated into `Generated/MotionTokens.swift`.
///
/// When Reduce Motion is on, movement is replaced: by nothing (`reduceMotionMilliseconds == 0`,
/// the change is instant) or by a crossfade of the shorter duration. Fades stay because they do not
/// move anything across the screen, which is what triggers vestibular discomfort.
///
/// ```swift
/// Motion.normal.duration(reduceMotion: false) // .milliseconds(250)
/// Motion.normal.duration(reduceMotion: true)  // .milliseconds(150), as a crossfade
/// ```
public struct Motion: Sendable, Hashable, Comparable {
  /// The token's key in `tokens.json` (`motion.<name>`).
  ///
  /// ```swift
  /// Motion.slow.name // "slow"
  /// ```
  public let name: String

  /// The duration in milliseconds with motion allowed.
  ///
  /// ```swift
  /// Motion.fast.milliseconds // 150
  /// ```
  public let milliseconds: Int

  /// The duration in milliseconds under Reduce Motion: 0 (instant) or a crossfade length.
  ///
  /// ```swift
  /// Motion.fast.reduceMotionMilliseconds // 0
  /// ```
  public let reduceMotionMilliseconds: Int

  /// A motion token from its values; generated code calls this.
  ///
  /// ```swift
  /// let pulse = Motion(name: "pulse", milliseconds: 600, reduceMotionMilliseconds: 0)
  /// ```
  public init(name: String, milliseconds: Int, reduceMotionMilliseconds: Int) {
    self.name = name
    self.milliseconds = milliseconds
    self.reduceMotionMilliseconds = reduceMotionMilliseconds
  }

  /// The duration to animate for, given the Reduce Motion setting.
  ///
  /// ```swift
  /// try await Task.sleep(for: Motion.fast.duration(reduceMotion: reduceMotion))
  /// ```
  public func duration(reduceMotion: Bool) -> Duration {
    .milliseconds(reduceMotion ? reduceMotionMilliseconds : milliseconds)
  }

  /// The duration in seconds (`TimeInterval`), the unit SwiftUI and Core Animation take.
  ///
  /// ```swift
  /// Motion.slow.seconds(reduceMotion: false) // 0.4
  /// ```
  public func seconds(reduceMotion: Bool) -> Double {
    Double(reduceMotion ? reduceMotionMilliseconds : milliseconds) / 1000
  }

  /// Whether Reduce Motion turns this animation off entirely (rather than into a crossfade).
  ///
  /// ```swift
  /// Motion.fast.isInstantWhenReduced   // true
  /// Motion.normal.isInstantWhenReduced // false
  /// ```
  public var isInstantWhenReduced: Bool { reduceMotionMilliseconds == 0 }

  /// Orders by the standard duration.
  ///
  /// ```swift
  /// Motion.fast < Motion.slow // true
  /// ```
  public static func < (lhs: Motion, rhs: Motion) -> Bool {
    (lhs.milliseconds, lhs.name) < (rhs.milliseconds, rhs.name)
  }
}
