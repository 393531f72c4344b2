/// A CLDR plural category: which grammatical form a number takes in a language.
///
/// English needs `one` and `other` ("1 file", "2 files"); Russian adds `few` and `many`; Arabic uses
/// all six; Japanese only `other`. The raw values are the names the String Catalog uses.
public enum PluralCategory: String, Sendable, Hashable, CaseIterable, Comparable, Codable {
  case zero, one, two, few, many, other

  /// CLDR order (zero, one, two, few, many, other), so lists of categories print predictably.
  public static func < (lhs: PluralCategory, rhs: PluralCategory) -> Bool {
    lhs.order < rhs.order
  }

  private var order: Int {
    switch self {
    case .zero: 0
    case .one: 1
    case .two: 2
    case .few: 3
    case .many: 4
    case .other: 5
    }
  }
}
