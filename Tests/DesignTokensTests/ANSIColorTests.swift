import DesignTokens
import Testing

@Suite("ANSI color mapping")
struct ANSIColorTests {
  @Test(
    arguments: [
      (0xFF0000, 196), (0x00FF00, 46), (0x0000FF, 21), (0xFFFFFF, 231), (0x000000, 16),
      (0x808080, 244),  // the gray ramp's 128 beats the cube's (135,135,135)
      (0x5F87AF, 67),  // exactly on the cube: (95, 135, 175)
      (0x080808, 232), (0xEEEEEE, 255), (0xFF8700, 208),
    ] as [(UInt32, UInt8)])
  func nearest256(hex: UInt32, index: UInt8) {
    #expect(ANSIColor.nearest256(to: RGBAColor(hex: hex)) == index)
  }

  @Test(
    arguments: [
      (0xFF0000, 9), (0xCD0000, 1), (0xB00000, 1), (0x000000, 0), (0xFFFFFF, 15), (0xE0E0E0, 7),
      (0x808080, 8), (0x0000EE, 4), (0x6060FF, 12), (0x00FFFF, 14),
    ] as [(UInt32, UInt8)])
  func nearest16(hex: UInt32, index: UInt8) {
    #expect(ANSIColor.nearest16(to: RGBAColor(hex: hex)) == index)
  }

  @Test func everyPaletteEntryMapsToItselfOrAnIdenticalColor() {
    for index in UInt8(16)...UInt8(255) {
      let color = ANSIColor.xterm256(index)
      #expect(ANSIColor.xterm256(ANSIColor.nearest256(to: color)) == color, "index \(index)")
    }
    for index in UInt8(0)...UInt8(15) {
      #expect(ANSIColor.nearest16(to: ANSIColor.standard16[Int(index)]) == index)
    }
  }

  @Test func thePaletteFormulas() {
    #expect(ANSIColor.xterm256(196).hexString == "#FF0000")
    #expect(ANSIColor.xterm256(16 + 36 * 1 + 6 * 2 + 3).hexString == "#5F87AF")
    #expect(ANSIColor.xterm256(232).hexString == "#080808")
    #expect(ANSIColor.xterm256(255).hexString == "#EEEEEE")
    #expect(ANSIColor.xterm256(9) == ANSIColor.standard16[9])
  }
}
