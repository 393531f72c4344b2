extension RGBAColor {
  /// Parses `#RGB`, `#RRGGBB` or `#RRGGBBAA` (the `#` is optional, digits are case-insensitive);
  /// `nil` for anything else.
  public init?(hexString: String) {
    var digits = Substring(hexString)
    if digits.first == "#" { digits = digits.dropFirst() }
    guard digits.allSatisfy(\.isHexDigit), let value = UInt32(digits, radix: 16) else { return nil }
    switch digits.count {
    case 3:
      // #RGB doubles each digit: #F80 is #FF8800.
      let r = value >> 8 & 0xF
      let g = value >> 4 & 0xF
      let b = value & 0xF
      self.init(hex: (r * 17) << 16 | (g * 17) << 8 | b * 17)
    case 6: self.init(hex: value)
    case 8: self.init(hexRGBA: value)
    default: return nil
    }
  }

  /// `#RRGGBB` in upper case, or `#RRGGBBAA` when the color is not opaque.
  public var hexString: String {
    let channels = alpha8 == 255 ? [red8, green8, blue8] : [red8, green8, blue8, alpha8]
    return "#"
      + channels.map { byte in
        let text = String(byte, radix: 16, uppercase: true)
        return text.count == 1 ? "0" + text : text
      }.joined()
  }

  /// Red as an 8-bit value (rounded), as terminals and hex strings want it.
  public var red8: UInt8 { Self.byte(red) }

  /// Green as an 8-bit value (rounded).
  public var green8: UInt8 { Self.byte(green) }

  /// Blue as an 8-bit value (rounded).
  public var blue8: UInt8 { Self.byte(blue) }

  /// Alpha as an 8-bit value (rounded).
  public var alpha8: UInt8 { Self.byte(alpha) }

  private static func byte(_ component: Double) -> UInt8 { UInt8((component * 255).rounded()) }
}
