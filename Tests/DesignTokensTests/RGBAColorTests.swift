import DesignTokens
import Testing

@Suite("RGBAColor")
struct RGBAColorTests {
  @Test func hexIntegerInitializers() {
    let color = RGBAColor(hex: 0x2563EB)
    #expect((color.red8, color.green8, color.blue8, color.alpha8) == (0x25, 0x63, 0xEB, 0xFF))
    #expect(RGBAColor(hexRGBA: 0x2563_EB80).alpha8 == 0x80)
    #expect(RGBAColor(hex: 0xFF_2563EB) == RGBAColor(hex: 0x2563EB))  // bits above 24 ignored
  }

  @Test(arguments: [
    ("#2563EB", "#2563EB"), ("2563eb", "#2563EB"), ("#abc", "#AABBCC"), ("#2563EB80", "#2563EB80"),
    ("#2563EBFF", "#2563EB"),
  ])
  func parsesHexStrings(text: String, canonical: String) throws {
    #expect(try #require(RGBAColor(hexString: text)).hexString == canonical)
  }

  @Test(arguments: ["", "#", "#12", "#12345", "#1234567", "#GGGGGG", "blue", "#+12345", "##123456", "#１２３４５６"])
  func refusesAnythingElse(text: String) {
    #expect(RGBAColor(hexString: text) == nil)
  }

  @Test func everyByteRoundTrips() {
    for byte in 0...255 {
      let color = RGBAColor(hex: UInt32(byte) * 0x010101)
      #expect(color.red8 == UInt8(byte) && color.green8 == UInt8(byte) && color.blue8 == UInt8(byte))
    }
  }

  @Test func componentsAreClamped() {
    let color = RGBAColor(red: 2, green: -1, blue: .nan, alpha: 1.5)
    #expect((color.red, color.green, color.blue, color.alpha) == (1, 0, 0, 1))
  }

  @Test func compositingOverABackdrop() {
    let half = RGBAColor(hexRGBA: 0x0000_0080).composited(over: RGBAColor(hex: 0xFFFFFF))
    #expect(half.hexString == "#7F7F7F")
    #expect(RGBAColor(hex: 0x123456).composited(over: RGBAColor(hex: 0xFFFFFF)) == RGBAColor(hex: 0x123456))
  }
}
