import TestSupport

/// Builds link-shaped strings from parts (mostly valid, some hostile), then mutates them.
struct LinkGenerator {
  var random: SplitMix64

  static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_".utf8)

  /// Each part is drawn from a valid list most of the time and a hostile one otherwise, so a
  /// good share of links gets past the origin checks and exercises path, query and token rules.
  static let schemes = (
    valid: ["https", "https", "HTTPS", "chatterbox", "chatterbox", "ChatterBox", "http"],
    hostile: ["ftp", "javascript", "file", "chatterbox-dev", "wss", "data", "", "1https", "htt ps"]
  )
  static let hosts = (
    valid: [
      "chatterbox.app", "chatterbox.app", "www.chatterbox.app", "CHATTERBOX.APP", "staging.chatterbox.app",
      "localhost", "LocalHost", "127.0.0.1", "[::1]",
    ],
    hostile: [
      "evil.com", "chatterbox.app.", "chatterbox.app.evil.com", "evil.com@chatterbox.app", "chatterbox.app@evil.com",
      "xn--chtterbox-q5a.app", "%63hatterbox.app", "127.1", "[0:0:0:0:0:0:0:1]", "", "chätterbox.app",
      "chatterbox.app\\evil.com", "auth", "cues", "[::1", "chatterbox.app%2f", "localhost.",
    ]
  )
  static let ports = (
    valid: ["", "", "", ":443", ":8080"],
    hostile: [":80", ":8443", ":0443", ":99999", ":", ":abc", ":0", ":443:443", ":-1"]
  )
  static let magicPaths = (
    valid: ["/auth/magic"],
    hostile: [
      "/auth/magic/", "//auth/magic", "/AUTH/magic", "/auth/%6dagic", "/auth/../auth/magic", "/auth/magic;x", "",
    ]
  )
  static let fragments = (
    valid: [""],
    hostile: ["#", "#token=abc", "#hints", "#a#b", "#TOKEN", "#%74oken"]
  )
  static let extraItems = ["utm_source=mail", "x=%00", "Token=abc", "%74oken=abc", "ref=a%20b", "", "a=[1]", "t=1&u=2"]
  static let insertable = Array("%/\\@:#?&=.[] \n\r\t\u{0}é\u{202E}ｃ~!$'()*+,;\"<>^`{|}".utf8)

  init(seed: UInt64) {
    random = SplitMix64(seed: seed)
  }

  /// A valid value 80% of the time, a hostile one otherwise.
  mutating func part(_ choices: (valid: [String], hostile: [String])) -> String {
    random.chance(80) ? random.pick(choices.valid) : random.pick(choices.hostile)
  }

  mutating func token(length: Int = 43) -> String {
    String(decoding: (0..<length).map { _ in random.pick(Self.alphabet) }, as: UTF8.self)
  }

  mutating func cueID() -> String {
    token(length: 1 + random.below(random.chance(95) ? 20 : 70))
  }

  /// A link assembled from parts, roughly half of them fully valid for one of the fixtures.
  mutating func base() -> String {
    let scheme = part(Self.schemes)
    let isCustom = scheme.lowercased() == "chatterbox"
    let isCue = random.chance(30)
    var link = scheme + "://"
    if isCustom && random.chance(85) {
      link += isCue ? "cues/" + cueID() : "auth/magic"
    } else {
      link += part(Self.hosts) + part(Self.ports)
      link += isCue ? "/cues/" + cueID() : part(Self.magicPaths)
    }
    if !isCue || random.chance(20) {
      var items = [String]()
      if random.chance(90) { items.append("token=" + token(length: random.chance(90) ? 43 : random.below(50))) }
      if random.chance(25) { items.append(random.pick(Self.extraItems)) }
      if random.chance(5) { items.append("token=" + token()) }
      items.shuffle(using: &random)
      if !items.isEmpty || random.chance(10) { link += "?" + items.joined(separator: "&") }
    }
    return link + part(Self.fragments)
  }

  /// Zero to four byte-level mutations, or (rarely) pure random bytes or an oversized link.
  mutating func next() -> String {
    if random.chance(1) { return randomBytes() }
    var bytes = Array(base().utf8)
    if random.chance(1) { bytes += Array(repeating: UInt8(ascii: "a"), count: 2000 + random.below(200)) }
    let mutations = random.pick([0, 0, 0, 0, 1, 1, 1, 2, 3, 4])
    for _ in 0..<mutations { mutate(&bytes) }
    return String(decoding: bytes, as: UTF8.self)
  }

  private mutating func mutate(_ bytes: inout [UInt8]) {
    let index = bytes.isEmpty ? 0 : random.below(bytes.count)
    switch random.below(10) {
    case 0:  // insert an interesting byte
      bytes.insert(random.pick(Self.insertable), at: index)
    case 1 where !bytes.isEmpty:  // delete
      bytes.remove(at: index)
    case 2 where !bytes.isEmpty:  // replace with any byte
      bytes[index] = UInt8(truncatingIfNeeded: random.next())
    case 3 where !bytes.isEmpty:  // percent-encode one byte
      let hex = Array("0123456789ABCDEF".utf8)
      let byte = bytes[index]
      bytes.replaceSubrange(index...index, with: [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0xF)]])
    case 4 where !bytes.isEmpty:  // flip ASCII case
      if ASCIIByte.isLetter(bytes[index]) { bytes[index] ^= 0x20 }
    case 5:  // duplicate the query
      if let question = bytes.firstIndex(of: UInt8(ascii: "?")) {
        let end = bytes.firstIndex(of: UInt8(ascii: "#")) ?? bytes.endIndex
        if question < end { bytes.insert(contentsOf: [UInt8(ascii: "&")] + bytes[(question + 1)..<end], at: end) }
      }
    case 6:  // swap the host (and maybe port) for another
      swapAuthority(&bytes)
    case 7:  // swap the scheme
      if let colon = bytes.firstIndex(of: UInt8(ascii: ":")) {
        bytes.replaceSubrange(0..<colon, with: Array(part(Self.schemes).utf8))
      }
    case 8:  // truncate
      bytes.removeSubrange(index...)
    default:  // insert a random printable ASCII run
      let run = (0..<(1 + random.below(4))).map { _ in UInt8(0x21 + random.below(94)) }
      bytes.insert(contentsOf: run, at: index)
    }
  }

  private mutating func swapAuthority(_ bytes: inout [UInt8]) {
    guard let start = bytes.firstRange(of: Array("://".utf8))?.upperBound else { return }
    let delimiters = Array("/?#".utf8)
    let end = bytes[start...].firstIndex(where: delimiters.contains) ?? bytes.endIndex
    let replacement = part(Self.hosts) + part(Self.ports)
    bytes.replaceSubrange(start..<end, with: Array(replacement.utf8))
  }

  private mutating func randomBytes() -> String {
    let count = random.below(300)
    return String(decoding: (0..<count).map { _ in UInt8(truncatingIfNeeded: random.next()) }, as: UTF8.self)
  }
}

enum ASCIIByte {
  static func isLetter(_ byte: UInt8) -> Bool {
    (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
  }
}
