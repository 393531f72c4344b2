/// The CLDR plural operands of a number (`n i v w f t e`; CLDR's `c` is `e`), which plural rules
/// are written in.
///
/// Visible fraction digits matter: "1" is `one` in English but "1.0" is `other`, so decimals are
/// best given as the string the user will see.
public struct PluralOperands: Sendable, Hashable {
  /// The absolute value.
  public let n: Double
  /// The integer digits of `n`. Integers beyond 18 digits are kept modulo 10^18 (plus 10^18 so they
  /// stay non-zero): every CLDR rule only looks at the last six digits and at 0 or 1.
  public let i: Int
  /// The number of visible fraction digits, with trailing zeros.
  public let v: Int
  /// The number of visible fraction digits, without trailing zeros.
  public let w: Int
  /// The visible fraction digits, with trailing zeros, as an integer.
  public let f: Int
  /// The visible fraction digits, without trailing zeros, as an integer.
  public let t: Int
  /// The compact decimal exponent ("1.2c6"); always 0 for plainly written numbers.
  public let e: Int

  /// Operands of an integer (negative numbers use their absolute value, as CLDR says).
  public init(_ value: Int) {
    self.init(integerMagnitude: value.magnitude)
  }

  /// Operands of a `Double`. Whole numbers count as integers (`2.0` → `2`); other values use their
  /// shortest decimal spelling (`1.5` → "1.5"). Non-finite values land in `other` via `v = 1`.
  public init(_ value: Double) {
    guard value.isFinite else {
      self.init(n: 0, i: 0, v: 1, w: 1, f: 1, t: 1, e: 0)
      return
    }
    let magnitude = value.magnitude
    if magnitude.rounded(.towardZero) == magnitude, magnitude < 1e18 {
      self.init(integerMagnitude: UInt(magnitude))
    } else if magnitude >= 1e18 {
      // Doubles this large have no meaningful last digits; count them as whole millions.
      self.init(n: magnitude, i: Int(PluralOperands.reductionModulus), v: 0, w: 0, f: 0, t: 0, e: 0)
    } else if let parsed = PluralOperands(parsing: String(describing: magnitude)) {
      self = parsed
    } else {
      // Exponent spellings of tiny values ("1e-07"): a fraction we cannot see digit by digit.
      self.init(n: magnitude, i: 0, v: 1, w: 1, f: 1, t: 1, e: 0)
    }
  }

  /// Parses a plainly written decimal number ("3", "-1.50", "1000000.0"), or one in CLDR's compact
  /// notation, which its sample numbers use ("1.2c6": 1 200 000 shown as "1.2 million", `e = 6`;
  /// exponents up to 99); `nil` for anything else (grouping separators, "1e6", letters).
  ///
  /// ```swift
  /// PluralOperands(parsing: "2.10")?.t // 1
  /// PluralOperands(parsing: "1.2c6")?.e // 6 (and i = 1200000)
  /// PluralOperands(parsing: "1,5")     // nil
  /// ```
  public init?(parsing text: String) {
    var digits = Substring(text.trimmingWhitespace())
    if digits.first == "-" || digits.first == "+" { digits = digits.dropFirst() }
    var exponent = 0
    if let c = digits.firstIndex(of: "c") {
      let exponentDigits = digits[digits.index(after: c)...]
      guard (1...2).contains(exponentDigits.count), exponentDigits.allSatisfy(\.isASCIIDigit),
        let value = Int(exponentDigits)
      else { return nil }
      exponent = value
      digits = digits[..<c]
    }
    let parts = digits.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
    guard var integerPart = parts.first, !integerPart.isEmpty, integerPart.allSatisfy(\.isASCIIDigit) else {
      return nil
    }
    var fractionPart = parts.count == 2 ? parts[1] : ""
    guard fractionPart.allSatisfy(\.isASCIIDigit), parts.count == 1 || !fractionPart.isEmpty else { return nil }
    if exponent > 0 {
      // "1.2c6" has the operands of "1200000" (TR35): move the point right, padding with zeros.
      let moved = fractionPart.prefix(exponent)
      let padding = String(repeating: "0", count: exponent - moved.count)
      integerPart = Substring(String(integerPart) + String(moved) + padding)
      fractionPart = fractionPart.dropFirst(exponent)
    }

    let trimmedFraction = fractionPart.reversed().drop(while: { $0 == "0" }).reversed()
    let i = PluralOperands.reducedInteger(integerPart)
    // Fractions longer than 18 digits cannot fit; keep the first 18, which is all rules ever need.
    let f = Int(fractionPart.prefix(18)) ?? 0
    let t = Int(String(trimmedFraction.prefix(18))) ?? 0
    let n = Double("\(integerPart).\(fractionPart.isEmpty ? "0" : String(fractionPart))") ?? Double(i)
    self.init(n: n, i: i, v: fractionPart.count, w: trimmedFraction.count, f: f, t: t, e: exponent)
  }

  /// Creates operands from their parts, for tests and for compact numbers ("1.2c6": `e = 6`).
  public init(n: Double, i: Int, v: Int, w: Int, f: Int, t: Int, e: Int) {
    self.n = n
    self.i = i
    self.v = v
    self.w = w
    self.f = f
    self.t = t
    self.e = e
  }

  private init(integerMagnitude: UInt) {
    let i = PluralOperands.reduced(integerMagnitude)
    self.init(n: Double(integerMagnitude), i: i, v: 0, w: 0, f: 0, t: 0, e: 0)
  }

  /// Whether the number is a whole number (`n` has no non-zero fraction), which is what CLDR's
  /// `n = 3` or `n % 100 = 3..10` conditions require.
  var isWhole: Bool { t == 0 }

  private static let reductionModulus: UInt = 1_000_000_000_000_000_000

  private static func reduced(_ magnitude: UInt) -> Int {
    magnitude < reductionModulus ? Int(magnitude) : Int(reductionModulus + magnitude % reductionModulus)
  }

  private static func reducedInteger(_ digits: Substring) -> Int {
    if let value = UInt(digits), value < reductionModulus { return Int(value) }
    let significant = digits.drop(while: { $0 == "0" })
    if significant.count <= 18 { return Int(significant) ?? 0 }
    return Int(reductionModulus) + (Int(significant.suffix(18)) ?? 0)
  }
}

extension Character {
  fileprivate var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}

extension String {
  fileprivate func trimmingWhitespace() -> Substring {
    let start = firstIndex(where: { !$0.isWhitespace }) ?? endIndex
    let end = lastIndex(where: { !$0.isWhitespace }).map(index(after:)) ?? start
    return self[start..<max(start, end)]
  }
}
