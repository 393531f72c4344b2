// swift-format-ignore-file: OrderedImports
// (the README region, with its own imports, opens the file; the example's other imports follow it)
// README:begin
import DesignTokens

// Your own colors as tokens (one value per appearance), audited against WCAG 2.x like the built-in ones.
let ink = ColorToken(
  name: "ink", light: RGBAColor(hex: 0x1F2937), dark: RGBAColor(hex: 0xF3F4F6),
  lightHighContrast: RGBAColor(hex: 0x000000), darkHighContrast: RGBAColor(hex: 0xFFFFFF))
let paper = ColorToken(
  name: "paper", light: RGBAColor(hex: 0xFDFBF7), dark: RGBAColor(hex: 0x111827),
  lightHighContrast: RGBAColor(hex: 0xFFFFFF), darkHighContrast: RGBAColor(hex: 0x000000))
let haze = ColorToken(
  name: "haze", light: RGBAColor(hex: 0xD1D5DB), dark: RGBAColor(hex: 0x374151),
  lightHighContrast: RGBAColor(hex: 0x6B7280), darkHighContrast: RGBAColor(hex: 0x9CA3AF))

let findings = ContrastAudit.run([
  ContrastPair(name: "body text", foreground: ink, background: paper, kind: .text),
  ContrastPair(name: "hint text", foreground: haze, background: paper, kind: .text),
])
for finding in findings where !finding.passes { print(finding) }  // "hint text" fails in light and dark
// README:end

import Foundation

let ratio = WCAG.contrastRatio(ink.resolved(in: .light), paper.resolved(in: .light))
guard (14...17).contains(ratio) else { fatalError("ink on paper: \(ratio)") }
let failing = Set(findings.filter { !$0.passes }.map { "\($0.pair.name) [\($0.mode)]" })
guard failing.contains("hint text [light]"), !failing.contains(where: { $0.hasPrefix("body text") }) else {
  fatalError("unexpected audit result: \(failing.sorted())")
}
// The shipped tokens are values too, and pass their own audit.
guard RGBAColor(hexString: ColorToken.accent.resolved(in: .dark).hexString) == ColorToken.accent.resolved(in: .dark),
  ContrastAudit.run().allSatisfy(\.passes), Spacing.m.points == 16
else { fatalError("the built-in tokens changed") }
print(
  "DesignTokens: ink on paper \(String(format: "%.1f", ratio)):1; \(failing.count) failing pair(s) found: \(failing.sorted().joined(separator: ", "))"
)
