import ChatterboxAPI
import ChatterboxPresentation
import Foundation
import HistoryFeature
import Localization

/// The progress summary in words: `chatterbox progress` says every line, the app's history its ``headline(_:_:)``
/// (and plain mode every line), so the command and the app never disagree.
package enum ProgressLines {
  /// The streak and the minutes, on one line, for a screen's header.
  package static func headline(_ summary: ProgressSummary, _ strings: Localizer) -> String {
    lines(summary, strings).prefix(2).joined(separator: " · ")
  }

  /// Streak, minutes, takes, levels and the next cue, one per line (the last two only when there are cues).
  package static func lines(_ summary: ProgressSummary, _ strings: Localizer) -> [String] {
    // Under six seconds, two decimals: a first short take reads as spoken, not as "0.0".
    let minutes = { (seconds: Double) in String(format: seconds > 0 && seconds < 6 ? "%.2f" : "%.1f", seconds / 60) }
    var lines: [String] = []
    if summary.streakDays == 0 {
      lines.append(strings.string("progress.streak_none"))
    } else {
      lines.append(
        strings.plural("progress.streak", count: summary.streakDays) + " "
          + strings.string(summary.practisedToday ? "progress.streak_done_today" : "progress.streak_keep_today"))
    }
    lines.append(
      strings.string(
        "progress.minutes", .string(minutes(summary.speakingSecondsToday)),
        .string(minutes(summary.speakingSecondsThisWeek))))
    let total = summary.levels.reduce(0) { $0 + $1.total }
    lines.append(
      strings.plural("progress.takes", count: summary.takeCount, .int(summary.practisedCueIDs.count), .int(total)))
    if !summary.levels.isEmpty {
      let levels = summary.levels.map {
        strings.string(
          "progress.level", .string(strings.string("cues.difficulty.\($0.difficulty.rawValue)")), .int($0.practised),
          .int($0.total))
      }
      lines.append(strings.string("progress.levels", .string(levels.joined(separator: " · "))))
    }
    if let next = summary.nextCue {
      lines.append(
        strings.string(
          "progress.next", .string(TerminalSafeText.line(next.id)), .string(TerminalSafeText.line(next.title)),
          .string(strings.string("cues.difficulty.\(next.difficulty.rawValue)"))))
    }
    return lines
  }
}
