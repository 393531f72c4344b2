import Foundation
import NetworkLog
import Testing

@Suite("JSON explorer")
struct JSONExplorerTests {
  let explorer = JSONExplorer(
    text:
      #"{"items":[{"title":"Ordering coffee","tags":["food"]},{"title":"At the bank","tags":[]}],"next_cursor":null}"#)

  @Test func childrenOfAPath() throws {
    #expect(explorer.parseError == nil)
    #expect(explorer.children(of: "$")?.map(\.path) == ["$.items", "$.next_cursor"])
    #expect(explorer.children(of: "$.items")?.map(\.summary) == ["{2}", "{2}"])
    #expect(explorer.children(of: "$.items[0].title") == [])
    #expect(explorer.children(of: "$.nope") == nil)
    #expect(explorer.children(of: "garbage") == nil)
  }

  @Test func valueAtAPath() {
    #expect(explorer.value(at: "$.items[1].title")?.value == .string("At the bank"))
    #expect(explorer.value(at: "$.next_cursor")?.kind == .null)
    #expect(explorer.value(at: "$.items[2]") == nil)
    #expect(explorer.value(at: "$.items.title") == nil)
    #expect(explorer.root.kind == .object)
  }

  @Test func searchFindsKeysAndValuesCaseInsensitively() {
    #expect(explorer.search("COFFEE") == ["$.items[0].title"])
    #expect(explorer.search("tags") == ["$.items[0].tags", "$.items[1].tags"])
    #expect(explorer.search("null") == ["$.next_cursor"])
    #expect(explorer.search("title", limit: 1) == ["$.items[0].title"])
    #expect(explorer.search("") == [])
  }

  @Test func invalidJSONFallsBackToOneTextNode() {
    let fallback = JSONExplorer(text: "<html>Bad gateway</html>")
    #expect(fallback.parseError != nil)
    #expect(fallback.root.value == .string("<html>Bad gateway</html>"))
    #expect(fallback.children(of: "$") == [])
    #expect(fallback.search("gateway") == ["$"])
    #expect(JSONExplorer(data: Data([0xFF, 0xFE])).root.kind == .string)
  }

  @Test func truncatedBodiesAreBrowsable() throws {
    let entry = Redactor(bodyLimit: 30).redact(Attempts.json(response: #"{"items":[{"title":"one"},{"title":"two"}]}"#))
    let body = try #require(entry.responseBody)
    #expect(body.isTruncated)
    let explorer = JSONExplorer(body: body)
    #expect(explorer.parseError == nil)
    #expect(explorer.value(at: "$.items[0].title")?.value == .string("one"))
  }

  @Test func searchInA100kDeepDocument() {
    let depth = 100_000
    let deep = JSONExplorer(
      text: String(repeating: "[", count: depth) + #""needle""# + String(repeating: "]", count: depth))
    let hits = deep.search("needle")
    #expect(hits.count == 1)
    #expect(hits.first?.count == 1 + 3 * depth)
  }
}
