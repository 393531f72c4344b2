extension RGBAColor {
  /// This color drawn over an opaque `backdrop` ("source over" in gamma-encoded sRGB, which is
  /// how UI frameworks blend by default); the result is opaque. Use it before measuring the
  /// contrast of a translucent color.
  public func composited(over backdrop: RGBAColor) -> RGBAColor {
    func blend(_ top: Double, _ bottom: Double) -> Double { top * alpha + bottom * (1 - alpha) }
    return RGBAColor(
      red: blend(red, backdrop.red), green: blend(green, backdrop.green), blue: blend(blue, backdrop.blue))
  }
}
