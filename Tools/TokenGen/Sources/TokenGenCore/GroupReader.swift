/// Reads the tokens of one group into their typed form, resolving aliases and checking each
/// field, with errors that name the exact JSON path.
struct GroupReader {
  let tree: TokenTree
  let resolver: AliasResolver

  /// The tokens directly inside a top-level group, by name.
  func tokens(in group: String) -> [RawToken] {
    tree.tokens.keys.sorted().filter { $0.hasPrefix(group + ".") }.compactMap { tree.tokens[$0] }
  }

  func semanticColor(_ token: RawToken) throws(TokenGenError) -> TokenCatalog.Color {
    let members = try object(token.value, at: "\(token.path).value", keys: TokenCatalog.colorModes)
    var values: [String: TokenCatalog.ResolvedColor] = [:]
    for mode in TokenCatalog.colorModes {
      let location = "\(token.path).value.\(mode)"
      guard let raw = members[mode], case .string(let text) = raw else {
        throw TokenGenError(.schema, at: location, "expected an alias like {palette.blue.600} or a hex color")
      }
      let alias = try AliasResolver.aliasPath(in: text, at: location)
      values[mode] = .init(hex: try color(raw, at: location, owner: token.path), alias: alias)
    }
    return .init(name: name(token), description: token.description ?? "", values: values)
  }

  func typography(_ token: RawToken) throws(TokenGenError) -> TokenCatalog.Typography {
    let location = "\(token.path).value"
    let fields = try object(
      try resolver.resolve(token.value, at: location, owner: token.path), at: location,
      keys: ["lineHeight", "size", "textStyle", "weight"])
    let size = try number(fields["size"], at: "\(location).size", minimum: 1)
    let lineHeight = try number(fields["lineHeight"], at: "\(location).lineHeight", minimum: size)
    let weight = try choice(fields["weight"], at: "\(location).weight", from: SwiftSource.fontWeights)
    let style = try choice(fields["textStyle"], at: "\(location).textStyle", from: SwiftSource.textStyles)
    return .init(
      name: name(token), description: token.description ?? "", size: size, weight: weight, lineHeight: lineHeight,
      textStyle: style)
  }

  func dimension(_ token: RawToken, grid: Int?) throws(TokenGenError) -> TokenCatalog.Dimension {
    let location = "\(token.path).value"
    let points = try number(
      try resolver.resolve(token.value, at: location, owner: token.path), at: location, minimum: 0)
    if let grid, points.truncatingRemainder(dividingBy: Double(grid)) != 0 || points == 0 {
      throw TokenGenError(
        .schema, at: location,
        "spacing sits on the \(grid)-pt grid: use a positive multiple of \(grid), found \(SwiftSource.literal(points))")
    }
    return .init(name: name(token), description: token.description ?? "", points: points)
  }

  func shadow(_ token: RawToken) throws(TokenGenError) -> TokenCatalog.Shadow {
    let location = "\(token.path).value"
    let fields = try object(
      try resolver.resolve(token.value, at: location, owner: token.path), at: location,
      keys: ["opacity", "radius", "y"])
    let opacity = try number(fields["opacity"], at: "\(location).opacity", minimum: 0)
    guard opacity <= 1 else { throw TokenGenError(.schema, at: "\(location).opacity", "opacity is 0…1") }
    return .init(
      name: name(token), description: token.description ?? "",
      radius: try number(fields["radius"], at: "\(location).radius", minimum: 0),
      y: try number(fields["y"], at: "\(location).y", minimum: -1000), opacity: opacity)
  }

  func motion(_ token: RawToken) throws(TokenGenError) -> TokenCatalog.Motion {
    let location = "\(token.path).value"
    let fields = try object(
      try resolver.resolve(token.value, at: location, owner: token.path), at: location,
      keys: ["reduceMotion", "standard"])
    let standard = try milliseconds(fields["standard"], at: "\(location).standard")
    let reduced = try milliseconds(fields["reduceMotion"], at: "\(location).reduceMotion")
    guard reduced <= standard else {
      throw TokenGenError(
        .schema, at: "\(location).reduceMotion", "a reduce-motion duration is never longer than the standard one")
    }
    return .init(name: name(token), description: token.description ?? "", standard: standard, reduceMotion: reduced)
  }

  func contrastPair(_ token: RawToken, colors: Set<String>, opaque: Set<String>) throws(TokenGenError)
    -> TokenCatalog.ContrastPair
  {
    let location = "\(token.path).value"
    let fields = try object(token.value, at: location, keys: ["background", "foreground", "kind"])
    var names: [String] = []
    for role in ["foreground", "background"] {
      let roleLocation = "\(location).\(role)"
      guard case .string(let text) = fields[role], let alias = try AliasResolver.aliasPath(in: text, at: roleLocation)
      else {
        throw TokenGenError(.schema, at: roleLocation, "expected a semantic color alias like {color.textPrimary}")
      }
      _ = try resolver.resolve(.string(text), at: roleLocation)  // unknown aliases get the did-you-mean message
      let name = String(alias.dropFirst("color.".count))
      guard alias.hasPrefix("color."), colors.contains(name) else {
        throw TokenGenError(
          .schema, at: roleLocation, "{\(alias)} is not a semantic color: the audit checks color.* tokens")
      }
      guard opaque.contains(name) else {
        throw TokenGenError(
          .schema, at: roleLocation,
          "color.\(name) is translucent in some mode; its contrast depends on what lies beneath")
      }
      names.append(name)
    }
    let kind = try choice(fields["kind"], at: "\(location).kind", from: ["graphic", "largeText", "text"])
    return .init(
      name: name(token), description: token.description ?? "", foreground: names[0], background: names[1], kind: kind)
  }

  /// A resolved hex color, normalized to upper case `#RRGGBB` (or `#RRGGBBAA` when translucent).
  func color(_ raw: JSONValue, at location: String, owner: String) throws(TokenGenError) -> String {
    let resolved = try resolver.resolve(raw, at: location, owner: owner)
    guard case .string(let text) = resolved, let hex = SwiftSource.normalizedHex(text) else {
      throw TokenGenError(.schema, at: location, "expected a color like #2563EB, found \(resolved.kindDescription)")
    }
    return hex
  }

  private func name(_ token: RawToken) -> String { String(token.path.split(separator: ".").last ?? "") }

  private func object(_ value: JSONValue, at location: String, keys: [String]) throws(TokenGenError)
    -> [String: JSONValue]
  {
    guard case .object(let members) = value, Set(members.keys) == Set(keys) else {
      throw TokenGenError(
        .schema, at: location,
        "expected an object with exactly \(keys.sorted().joined(separator: ", ")), found \(value.kindDescription)")
    }
    return members
  }

  private func number(_ value: JSONValue?, at location: String, minimum: Double) throws(TokenGenError) -> Double {
    guard case .number(let number) = try resolver.resolve(value ?? .null, at: location), number.isFinite else {
      throw TokenGenError(.schema, at: location, "expected a number, found \((value ?? .null).kindDescription)")
    }
    guard number >= minimum else {
      throw TokenGenError(
        .schema, at: location, "must be at least \(SwiftSource.literal(minimum)), found \(SwiftSource.literal(number))")
    }
    return number
  }

  private func milliseconds(_ value: JSONValue?, at location: String) throws(TokenGenError) -> Int {
    let number = try number(value, at: location, minimum: 0)
    guard number == number.rounded(), number <= 60_000 else {
      throw TokenGenError(
        .schema, at: location, "durations are whole milliseconds up to 60000, found \(SwiftSource.literal(number))")
    }
    return Int(number)
  }

  private func choice(_ value: JSONValue?, at location: String, from options: [String]) throws(TokenGenError) -> String
  {
    guard case .string(let text) = try resolver.resolve(value ?? .null, at: location), options.contains(text) else {
      throw TokenGenError(
        .schema, at: location,
        "expected one of \(options.joined(separator: ", ")), found \((value ?? .null).kindDescription)")
    }
    return text
  }
}
