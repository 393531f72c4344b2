import ChatterboxAPI
import Foundation
import Testing

/// `ResourceID` is the contract's `Id` schema: the same candidates pass and fail as under the
/// pattern `docs/api/openapi.yaml` declares, read from the file (so a change there fails here).
@Suite("Resource ids")
struct ResourceIDTests {
  static let candidates: [String] = [
    "a", "es-001", "rec_1", "A-Z_a-z_0-9", String(repeating: "x", count: 64), String(repeating: "x", count: 65), "",
    "..", "a.b", "a/b", "a%2fb", "a b", "a\n", "é", "e\u{301}", "١٢٣", "ａ", "-leading", "_", "a@b", "a\u{0}",
  ]

  /// The `Id` schema's pattern, as the contract writes it.
  static func contractPattern() throws -> String {
    let yaml = try String(
      contentsOf: Snapshots.repositoryRoot.appendingPathComponent("docs/api/openapi.yaml"), encoding: .utf8)
    let lines = yaml.components(separatedBy: "\n")
    let schema = try #require(lines.firstIndex(of: "    Id:"), "openapi.yaml has no Id schema")
    let line = try #require(lines[schema...].dropFirst().first { $0.contains("pattern:") })
    let quoted = try #require(line.split(separator: "'").dropFirst().first, "the Id pattern is not quoted")
    return String(quoted)
  }

  @Test(arguments: candidates)
  func agreesWithTheContractsPattern(_ candidate: String) throws {
    let regex = try NSRegularExpression(pattern: try Self.contractPattern())
    let whole = NSRange(candidate.startIndex..., in: candidate)
    let contract = regex.firstMatch(in: candidate, range: whole)?.range == whole
    #expect(ResourceID.isValid(candidate) == contract, "\(candidate.debugDescription)")
  }

  @Test func substringsAreCheckedLikeStrings() {
    let words = "delete rec_1 a/b".split(separator: " ")
    #expect(words.map(ResourceID.isValid) == [true, true, false])
  }
}
