import ChatterboxComposition
import Foundation

/// One redrawable status line: a level bar, the level in dBFS, elapsed time and state.
///
/// ```swift
/// LevelMeterLine.render(fraction: 0.5, dBFS: -30, clipping: false, elapsedSeconds: 3.2, state: "recording", width: 20)
/// // "▕██████████··········▏  -30 dBFS  00:03.2  recording"
/// ```
package enum LevelMeterLine {
  static func render(
    fraction: Double, dBFS: Double, clipping: Bool, elapsedSeconds: Double, state: String, width: Int = 24
  ) -> String {
    let filled = max(0, min(width, Int((fraction * Double(width)).rounded())))
    let bar = String(repeating: "█", count: filled) + String(repeating: "·", count: width - filled)
    let level = dBFS <= -159 ? "  -∞" : String(format: "%4.0f", dBFS)
    return "▕\(bar)▏ \(level) dBFS  \(clock(elapsedSeconds))  \(state)\(clipping ? "  CLIP" : "")"
  }

  static func clock(_ seconds: Double) -> String {
    let tenths = Int((max(0, seconds) * 10).rounded(.down))
    return String(format: "%02d:%02d.%d", tenths / 600, (tenths / 10) % 60, tenths % 10)
  }
}
