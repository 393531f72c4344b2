import Foundation
import NetworkLog
import Testing

@Suite("JSON tree")
struct JSONTreeTests {
  @Test func parsesEveryKindWithPaths() throws {
    let tree = try JSONTree(parsing: #"{"s":"a\"b\u00e9","n":-1.5e3,"t":true,"f":false,"z":null,"a":[1,{"k":[]}]}"#)
    #expect(tree.root.value == .object(count: 6))
    #expect(tree.node(at: "$.s")?.value == .string("a\"bé"))
    #expect(tree.node(at: "$.n")?.value == .number("-1.5e3"))
    #expect(tree.node(at: "$.t")?.value == .bool(true))
    #expect(tree.node(at: "$.f")?.value == .bool(false))
    #expect(tree.node(at: "$.z")?.value == .null)
    #expect(tree.node(at: "$.a[1].k")?.value == .array(count: 0))
    #expect(tree.node(at: "$.a[1].k")?.path == "$.a[1].k")
    #expect(tree.node(at: "$.a[1]")?.index == 1)
    #expect(tree.node(at: "$.a[1].k")?.key == "k")
    #expect(tree.children(of: tree.root.id).map(\.path) == ["$.s", "$.n", "$.t", "$.f", "$.z", "$.a"])
    #expect(tree.count == 10)
  }

  @Test func oddKeysUseBracketPathsThatRoundTrip() throws {
    let tree = try JSONTree(parsing: #"{"a b":{"x.y":{"q\"uote":1}},"0":2,"":3,"é":4}"#)
    let paths = tree.children(of: tree.root.id).map(\.path)
    #expect(paths == [#"$["a b"]"#, #"$["0"]"#, #"$[""]"#, #"$["é"]"#])
    let deep = try #require(tree.node(at: #"$["a b"]["x.y"]["q\"uote"]"#))
    #expect(deep.value == .number("1"))
    #expect(tree.node(at: deep.path)?.id == deep.id)
  }

  @Test func topLevelScalarsAndBOMAreAccepted() throws {
    #expect(try JSONTree(parsing: " 42 ").root.value == .number("42"))
    #expect(try JSONTree(parsing: #""hi""#).root.value == .string("hi"))
    #expect(try JSONTree(parsing: Data([0xEF, 0xBB, 0xBF] + Array("[]".utf8))).root.value == .array(count: 0))
  }

  @Test func surrogatePairsAndLoneSurrogates() throws {
    #expect(try JSONTree(parsing: #""\ud83d\ude00""#).root.value == .string("😀"))
    #expect(try JSONTree(parsing: #""\ud83d!""#).root.value == .string("\u{FFFD}!"))
  }

  @Test(arguments: [
    "", "   ", "{", "[1,]", "{\"a\":1,}", "01", "1.", "-", "[1 2]", "{\"a\" 1}", "{1:2}", "tru", "nul", "\"a\nb\"",
    "\"\\x\"", "[1]]", "{}{}", "[\"a\":1]", "{\"a\":1]",
  ])
  func invalidDocumentsThrowInsteadOfCrashing(text: String) {
    #expect(throws: JSONParseError.self) { try JSONTree(parsing: text) }
  }

  @Test func truncatedDocumentsParseLenientlyWhenAllowed() throws {
    let tree = try JSONTree(parsing: #"{"a":[1,2,{"b":"unfinished str"#, allowingTruncation: true)
    #expect(tree.isPartial)
    #expect(tree.node(at: "$.a[2].b")?.value == .string("unfinished str"))
    // A number, literal or member name cut in half is dropped; syntax errors still throw.
    #expect(try JSONTree(parsing: #"{"a":1,"b":12"#, allowingTruncation: true).node(at: "$.b")?.value == .number("12"))
    #expect(try JSONTree(parsing: #"{"a":1,"b":1."#, allowingTruncation: true).node(at: "$.b") == nil)
    #expect(try JSONTree(parsing: #"{"a":tr"#, allowingTruncation: true).root.childCount == 0)
    #expect(try JSONTree(parsing: #"{"a":1,"bee"#, allowingTruncation: true).root.childCount == 1)
    #expect(throws: JSONParseError.self) { try JSONTree(parsing: #"{"a":1,]"#, allowingTruncation: true) }
    #expect(try !JSONTree(parsing: "[1]", allowingTruncation: true).isPartial)
  }

  @Test func jsonSerializationRefusesDeepNestingWhichIsWhyWeParseOurselves() throws {
    let depth = 600
    let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
    #expect(throws: (any Error).self) { try JSONSerialization.jsonObject(with: Data(text.utf8)) }
    #expect(try JSONTree(parsing: text).count == depth)
  }

  @Test func a100kDeepDocumentParsesWalksAndIsReleasedWithoutStackOverflow() throws {
    let depth = 100_000
    let text = String(repeating: #"{"k":["#, count: depth) + #""leaf""# + String(repeating: "]}", count: depth)
    var tree: JSONTree? = try JSONTree(parsing: text)
    let parsed = try #require(tree)
    #expect(parsed.count == depth * 2 + 1)
    let leaf = try #require(parsed.node(id: parsed.count - 1))
    #expect(leaf.value == .string("leaf"))
    #expect(leaf.path.hasPrefix("$.k[0].k[0].k[0]"))
    #expect(leaf.path.count == ".k[0]".count * depth + 1)
    #expect(parsed.node(at: leaf.path)?.id == leaf.id)
    tree = nil  // releasing the flat storage is not recursive either
    #expect(tree == nil)
  }

  @Test func a100kDeepArrayNestsToo() throws {
    let depth = 100_000
    let tree = try JSONTree(parsing: String(repeating: "[", count: depth) + String(repeating: "]", count: depth))
    #expect(tree.count == depth)
    #expect(tree.node(id: depth - 1)?.value == .array(count: 0))
  }

  @Test func aFiveMegabyteDocumentParses() throws {
    var text = #"{"items":["#
    let item =
      #"{"id":"cue_0000","title":"Ordering coffee in Madrid","tags":["travel","food"],"difficulty":"beginner","n":12.5},"#
    let count = 5_000_000 / item.utf8.count
    text.reserveCapacity(5_100_000)
    for _ in 0..<count { text += item }
    text.removeLast()
    text += "]}"
    #expect(text.utf8.count > 4_900_000)
    let tree = try JSONTree(parsing: text)
    #expect(tree.node(at: "$.items")?.childCount == count)
    #expect(tree.node(at: "$.items[\(count - 1)].tags[1]")?.value == .string("food"))
  }
}
