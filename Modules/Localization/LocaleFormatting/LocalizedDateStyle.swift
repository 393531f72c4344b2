/// How much of a date to show; mirrors `DateFormatter.Style` without exposing a class.
public enum LocalizedDateStyle: Sendable, Hashable {
  /// Numeric: "1/15/27", "15/1/27", "15/01/2027".
  case short
  /// Abbreviated month: "Jan 15, 2027".
  case medium
  /// Full month: "January 15, 2027".
  case long
}

/// How to write a duration.
public enum LocalizedDurationStyle: Sendable, Hashable {
  /// A clock: "1:05", "1:02:03" (the same in every language we ship).
  case compact
  /// Units from the catalog, in the UI language: "1 min 5 s", "1 min 5 s" (fr), "1 мин 5 с".
  case spelled
}
