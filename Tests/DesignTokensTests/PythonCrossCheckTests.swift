import DesignTokens
import Foundation
import Testing

/// Cross-checks our ratios against an independent implementation, PyPI's `wcag-contrast-ratio`
/// (`pip install wcag-contrast-ratio`). Skipped when python3 or the package is missing.
@Suite("Cross-check with Python's wcag-contrast-ratio")
struct PythonCrossCheckTests {
  static let oracleAvailable = PythonOracle.run(script: "import wcag_contrast_ratio", input: "") != nil

  @Test(.enabled(if: oracleAvailable, "python3 with wcag-contrast-ratio is not installed"))
  func everyDeclaredPairAndASampleOfColorsAgree() throws {
    var pairs: [(RGBAColor, RGBAColor)] = []
    for mode in ColorMode.allCases {
      for pair in ContrastPair.all {
        pairs.append((pair.foreground.resolved(in: mode), pair.background.resolved(in: mode)))
      }
    }
    pairs += [(0x000000, 0xFFFFFF), (0x777777, 0xFFFFFF), (0x0A0A0A, 0x0B0B0B), (0x0A0A0A, 0x0C0C0C)].map {
      (RGBAColor(hex: $0.0), RGBAColor(hex: $0.1))
    }
    // A fixed pseudo-random sample (64-bit LCG): the same colors on every run.
    var state: UInt64 = 0x5EED
    func next() -> UInt32 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return UInt32(truncatingIfNeeded: state >> 40) & 0xFF_FFFF
    }
    for _ in 0..<200 { pairs.append((RGBAColor(hex: next()), RGBAColor(hex: next()))) }

    let input = pairs.map { a, b in
      [a.red8, a.green8, a.blue8, b.red8, b.green8, b.blue8].map(String.init).joined(separator: " ")
    }.joined(separator: "\n")
    let script = """
      import sys, wcag_contrast_ratio as wcag
      for line in sys.stdin:
          v = [int(x) / 255 for x in line.split()]
          print(repr(wcag.rgb(tuple(v[0:3]), tuple(v[3:6]))))
      """
    let output = try #require(PythonOracle.run(script: script, input: input))
    let expected = output.split(separator: "\n").compactMap { Double($0) }
    try #require(expected.count == pairs.count)
    for ((a, b), python) in zip(pairs, expected) {
      let ours = WCAG.contrastRatio(a, b)
      #expect(abs(ours - python) <= 1e-9 * python, "\(a.hexString) on \(b.hexString): \(ours) vs \(python)")
    }
  }
}

/// Runs `python3 -c script` with `input` on stdin; its stdout, or `nil` if it cannot run or fails.
enum PythonOracle {
  static func run(script: String, input: String) -> String? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", "-c", script]
    let stdin = Pipe()
    let stdout = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = FileHandle.nullDevice
    do { try process.run() } catch { return nil }
    // Write on another thread: a large input could fill the pipe while we wait to read.
    let writer = Thread {
      stdin.fileHandleForWriting.write(Data(input.utf8))
      try? stdin.fileHandleForWriting.close()
    }
    writer.start()
    let data = stdout.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { return nil }
    return String(decoding: data, as: UTF8.self)
  }
}
