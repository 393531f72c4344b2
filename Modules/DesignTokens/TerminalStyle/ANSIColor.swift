/// Maps 24-bit colors to the palettes of 256- and 16-color terminals by nearest color (squared
/// Euclidean distance in 8-bit sRGB; ties go to the lower index, so results are stable).
public enum ANSIColor {
  /// The six channel levels of xterm's 6×6×6 cube (indices 16–231).
  public static let cubeLevels: [Int] = [0, 95, 135, 175, 215, 255]

  /// The 16 standard colors as xterm draws them by default (0–7 normal, 8–15 bright). Terminal
  /// themes redefine these, so 16-color output is an approximation by design.
  public static let standard16: [RGBAColor] = [
    0x000000, 0xCD0000, 0x00CD00, 0xCDCD00, 0x0000EE, 0xCD00CD, 0x00CDCD, 0xE5E5E5,
    0x7F7F7F, 0xFF0000, 0x00FF00, 0xFFFF00, 0x5C5CFF, 0xFF00FF, 0x00FFFF, 0xFFFFFF,
  ].map { RGBAColor(hex: $0) }

  /// The color of an xterm-256 index: 0–15 the standard colors, 16–231 the cube
  /// (`16 + 36 r + 6 g + b`), 232–255 the gray ramp (`8 + 10 i`).
  public static func xterm256(_ index: UInt8) -> RGBAColor {
    let i = Int(index)
    switch i {
    case 0..<16: return standard16[i]
    case 16..<232:
      let cube = i - 16
      return rgb(cubeLevels[cube / 36], cubeLevels[cube / 6 % 6], cubeLevels[cube % 6])
    default:
      let level = 8 + 10 * (i - 232)
      return rgb(level, level, level)
    }
  }

  /// The nearest of xterm-256 indices 16–255 (cube and gray ramp). The 16 standard colors are
  /// left out on purpose: themes change them, while the cube and ramp are fixed.
  public static func nearest256(to color: RGBAColor) -> UInt8 {
    nearest(to: color, among: (16...255).map { UInt8($0) }, colorOf: xterm256)
  }

  /// The nearest of the 16 standard colors, 0–15.
  public static func nearest16(to color: RGBAColor) -> UInt8 {
    nearest(to: color, among: (0...15).map { UInt8($0) }, colorOf: { standard16[Int($0)] })
  }

  /// Squared distance between two colors in 8-bit sRGB.
  public static func distance(_ a: RGBAColor, _ b: RGBAColor) -> Int {
    let dr = Int(a.red8) - Int(b.red8)
    let dg = Int(a.green8) - Int(b.green8)
    let db = Int(a.blue8) - Int(b.blue8)
    return dr * dr + dg * dg + db * db
  }

  private static func nearest(to color: RGBAColor, among indices: [UInt8], colorOf: (UInt8) -> RGBAColor) -> UInt8 {
    var best = (index: indices[0], distance: Int.max)
    for index in indices {
      let d = distance(color, colorOf(index))
      if d < best.distance { best = (index, d) }
    }
    return best.index
  }

  private static func rgb(_ r: Int, _ g: Int, _ b: Int) -> RGBAColor {
    RGBAColor(hex: UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b))
  }
}
