import DeepLink
import Foundation
import Testing

@Suite("Fuzz")
struct FuzzTests {
  /// 4 seeds × 25,000 inputs = 100,000 generated and mutated links, each parsed with two
  /// configurations (and every 16th also through `URL`). Seeds are fixed so failures reproduce.
  static let seeds: [UInt64] = [0xC0FFEE, 0xBADC0DE, 0xDEAD_BEEF, 0x5EED]
  static let inputsPerSeed = 25_000
  static let parsers = [
    (Fixture.production, AcceptedShapeOracle.production),
    (Fixture.development, AcceptedShapeOracle.development),
  ]

  @Test(arguments: seeds)
  func mutatedLinksNeverCrashAndAcceptOnlyAllowlistedShapes(seed: UInt64) {
    var generator = LinkGenerator(seed: seed)
    var accepted = 0
    var reasons = Set<DeepLinkRejection>()
    var problems = [String]()

    func check(
      _ result: Result<DeepLinkRoute, DeepLinkRejection>, input: String, oracle: AcceptedShapeOracle, index: Int
    ) {
      switch result {
      case .success(let route):
        accepted += 1
        if let problem = oracle.problem(with: input, route: route), problems.count < 10 {
          // Report the index and a token-free hint; regenerate from the seed to see the input.
          let scrubbed = input.replacingOccurrences(of: route.tokenValue, with: "<token>")
          problems.append("seed \(seed) input #\(index): \(problem) — \(scrubbed)")
        }
      case .failure(let rejection):
        reasons.insert(rejection)
      }
    }

    for index in 0..<Self.inputsPerSeed {
      let input = generator.next()
      for (parser, oracle) in Self.parsers {
        check(parser.parse(input), input: input, oracle: oracle, index: index)
      }
      if index.isMultiple(of: 16), let url = URL(string: input) {
        check(Fixture.production.parse(url), input: url.absoluteString, oracle: .production, index: index)
      }
    }

    for problem in problems { Issue.record(Comment(rawValue: problem)) }
    // The generator must actually reach both sides, or the oracle is checking nothing.
    #expect(accepted >= Self.inputsPerSeed / 10, "only \(accepted) accepted")
    let unseen = Set(DeepLinkRejection.allCases).subtracting(reasons)
    #expect(unseen.isEmpty, "never saw \(unseen)")
  }

  /// The other direction: unmutated valid links of every shape are always accepted, with the
  /// exact token or id that was put in.
  @Test func validLinksAreAlwaysAccepted() throws {
    var generator = LinkGenerator(seed: 42)
    for _ in 0..<5_000 {
      let token = generator.token()
      let id = generator.token(length: 1 + generator.random.below(64))
      let host = generator.random.pick(["chatterbox.app", "www.chatterbox.app", "ChatterBox.App"])
      let port = generator.random.pick(["", ":443"])
      let extra = generator.random.pick(["", "&utm_source=mail", "&x=%00"])
      let scheme = generator.random.pick(["https", "HTTPS", "chatterbox"])
      let web = scheme != "chatterbox"
      let magic =
        web
        ? "\(scheme)://\(host)\(port)/auth/magic?token=\(token)\(extra)"
        : "chatterbox://auth/magic?token=\(token)\(extra)"
      let cue = web ? "\(scheme)://\(host)\(port)/cues/\(id)" : "chatterbox://cues/\(id)"
      #expect(Fixture.production.parse(magic) == .success(try #require(Fixture.magic(token))))
      #expect(Fixture.production.parse(cue) == .success(.cue(id: id)))
    }
  }

  @Test func generatorIsDeterministic() {
    var first = LinkGenerator(seed: 7)
    var second = LinkGenerator(seed: 7)
    for _ in 0..<100 { #expect(first.next() == second.next()) }
  }
}

extension DeepLinkRoute {
  /// For scrubbing failure messages; a cue has no secret.
  fileprivate var tokenValue: String {
    secret?.rawValue ?? "\u{0}no-token\u{0}"
  }
}
