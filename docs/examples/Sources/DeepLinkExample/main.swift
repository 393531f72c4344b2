// swift-format-ignore-file: OrderedImports
// (the README region, with its own imports, opens the file; the example's other imports follow it)
// README:begin
import DeepLink

let parser = DeepLinkParser(
  configuration: .production(
    hosts: ["example.com"],
    routes: [
      .secret("invite", path: "/invite", queryItem: "code", rule: .exactly(43)),
      .identifier("item", prefix: "/items/", rule: LinkValueRule(lengths: 1...64)),
    ],
    customScheme: "example"))

let code = String(repeating: "A", count: 43)
print(parser.parse("https://example.com/invite?code=\(code)"))  // success(invite(secret: LinkSecret(<redacted>)))
print(parser.parse("example://items/a_1"))  // success(item(id: a_1))
print(parser.parse("https://example.com.evil.com/items/a_1"))  // failure(…a host this app does not trust.)
// README:end

import Foundation

// The routes are yours: a name and the value each link captured, secrets never printed.
guard case .success(let invite) = parser.parse("https://example.com/invite?code=\(code)"), invite.name == "invite",
  invite.secret?.rawValue == code, !"\(invite)".contains(code)
else { fatalError("invite link not routed") }
guard case .success(let item) = parser.parse("example://items/a_1"), item.name == "item", item.identifier == "a_1"
else {
  fatalError("item link not routed")
}
let refusals: [(String, DeepLinkRejection)] = [
  ("https://example.com.evil.com/items/a_1", .hostNotAllowed),
  ("http://example.com/items/a_1", .insecureScheme),
  ("https://example.com/invite?code=short", .invalidToken),
  ("https://example.com/elsewhere", .unknownPath),
]
for (link, expected) in refusals {
  guard case .failure(let rejection) = parser.parse(link), rejection == expected else {
    fatalError("\(link) should be refused as \(expected): \(parser.parse(link))")
  }
}

// A link that arrives before the app can act on it waits, then is delivered once.
let router = DeepLinkRouter(parser: parser)
_ = await router.handle(string: "example://items/b_2")
let opened = LockedBox()
await router.attach { route in await opened.append(route.identifier ?? "?") }
let delivered = await opened.values
guard delivered == ["b_2"] else { fatalError("buffered link delivered \(delivered)") }
print("DeepLink: own routes invite (secret) and item (id); 4 bad links refused with typed reasons; early link buffered")

actor LockedBox {
  var values: [String] = []
  func append(_ value: String) { values.append(value) }
}
