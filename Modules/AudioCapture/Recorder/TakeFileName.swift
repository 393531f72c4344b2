import Foundation
import Observability

/// Names take files `<label>-<yyyyMMdd'T'HHmmss>-<6 base36>.wav`.
///
/// The label often comes from outside (a server, a link), so it is reduced to `[A-Za-z0-9_-]`
/// (anything else becomes `_`, at most 64 characters, never starting with `-`): a take name can
/// never carry a path, a dot-dot or a shell option. The timestamp is UTC so names sort in
/// recording order across time-zone and DST changes; the random suffix separates takes started
/// in the same second.
public enum TakeFileName {
  /// A new name for a take labelled `label` started now by the wall clock of `time` (ADR 0039).
  public static func make(label: String, time: TimeSource = .system) -> String {
    make(label: label, date: time.now())
  }

  /// A new name for a take labelled `label` started at `date`.
  public static func make(label: String, date: Date) -> String {
    var generator = SystemRandomNumberGenerator()
    return make(label: label, date: date, using: &generator)
  }

  /// A new name using `generator` for the suffix (deterministic in tests).
  public static func make(label: String, date: Date, using generator: inout some RandomNumberGenerator) -> String {
    let digits = Array("0123456789abcdefghijklmnopqrstuvwxyz")
    let suffix = String((0..<6).map { _ in digits[Int.random(in: 0..<digits.count, using: &generator)] })
    return "\(sanitise(label))-\(timestamp(date))-\(suffix).wav"
  }

  /// The label reduced to `[A-Za-z0-9_-]`, 1–64 characters, not starting with `-`.
  public static func sanitise(_ label: String) -> String {
    var scalars = String.UnicodeScalarView()
    for scalar in label.unicodeScalars.prefix(64) {
      let allowed =
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
        || scalar == "_" || scalar == "-"
      scalars.append(allowed ? scalar : "_")
    }
    if scalars.first == "-" { scalars.replaceSubrange(scalars.startIndex...scalars.startIndex, with: ["_"]) }
    return scalars.isEmpty ? "take" : String(scalars)
  }

  /// The parts of a name this type made, or `nil` for any other file name: the inverse of
  /// ``make(label:date:)`` (the label as sanitised, the UTC timestamp, the random suffix).
  public static func parse(_ name: String) -> (label: String, timestamp: String, suffix: String)? {
    guard name.hasSuffix(".wav") else { return nil }
    let parts = name.dropLast(4).split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count >= 3 else { return nil }
    let suffix = String(parts[parts.count - 1])
    let timestamp = String(parts[parts.count - 2])
    let label = parts.dropLast(2).joined(separator: "-")
    let base36 = Set("0123456789abcdefghijklmnopqrstuvwxyz")
    guard !label.isEmpty, suffix.count == 6, suffix.allSatisfy(base36.contains),
      timestamp.count == 15, timestamp.dropFirst(8).first == "T",
      timestamp.enumerated().allSatisfy({ $0.offset == 8 || ($0.element.isASCII && $0.element.isNumber) })
    else { return nil }
    return (label, timestamp, suffix)
  }

  /// `yyyyMMdd'T'HHmmss` in UTC, computed without a shared `DateFormatter`.
  static func timestamp(_ date: Date) -> String {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
    let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
    func pad(_ value: Int?, _ width: Int) -> String {
      let text = String(value ?? 0)
      return String(repeating: "0", count: max(0, width - text.count)) + text
    }
    return pad(parts.year, 4) + pad(parts.month, 2) + pad(parts.day, 2) + "T"
      + pad(parts.hour, 2) + pad(parts.minute, 2) + pad(parts.second, 2)
  }
}
