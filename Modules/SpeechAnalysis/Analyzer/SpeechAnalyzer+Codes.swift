import Foundation

extension SpeechAnalyzer {
  static let codeBase = 25.0
  static let pitchSteps = 4_096.0
  static let brightnessSteps = 16.0

  /// A pitch in Hz as 1/4096 octave above 25 Hz (0 for none): fine enough that a steady tone's
  /// frames read the same and speech's gliding pitch does not.
  static func pitchCode(_ hertz: Double) -> UInt16 {
    guard hertz > codeBase else { return 0 }
    return UInt16(min(65_535, max(1, (log2(hertz / codeBase) * pitchSteps).rounded())))
  }

  /// Octaves above 25 Hz of a pitch code.
  static func octaves(pitch code: UInt16) -> Double { Double(code) / pitchSteps }

  /// The frequency at which a sine has the frame's ratio of first-difference energy to energy
  /// (`4 sin²(πf/fs)`): the spectral centroid's cheap stand-in, in Hz whatever the sample rate, as
  /// 1/16 octave above 25 Hz (0 for a silent frame).
  static func brightnessCode(squares: Int64, differenceSquares: Int64, rate: Int) -> UInt8 {
    guard squares > 0 else { return 0 }
    let ratio = min(4, Double(differenceSquares) / Double(squares))
    let hertz = Double(rate) / Double.pi * asin(ratio.squareRoot() / 2)
    guard hertz > codeBase else { return 1 }
    return UInt8(min(255, max(1, (log2(hertz / codeBase) * brightnessSteps).rounded())))
  }

  /// Octaves above 25 Hz of a brightness code.
  static func octaves(brightness code: UInt8) -> Double { Double(code) / brightnessSteps }
}
