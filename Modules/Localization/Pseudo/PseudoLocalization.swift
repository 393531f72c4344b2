import Foundation

/// Fake translations that show untranslated, truncated and direction-unsafe UI without waiting for
/// translators. Format specifiers (`%1$@`, `%lld`, `%#@items@`, `%%`) are kept intact, so every
/// string still formats exactly like the original.
///
/// Selected like a language: `en-XA` is ``accented``, `ar-XB` is ``rightToLeft``.
public enum PseudoLocalization: String, Sendable, Hashable, CaseIterable {
  /// Accented letters, about 40 % longer, in `⟦…⟧`: finds hard-coded text, truncation and
  /// font fallbacks.
  case accented
  /// Text forced right-to-left (U+202E … U+202C) inside a right-to-left embedding, in brackets
  /// that mirror: finds layouts that do not flip.
  case rightToLeft

  /// The pseudo-language tag for this mode.
  public var languageTag: String {
    switch self {
    case .accented: "en-XA"
    case .rightToLeft: "ar-XB"
    }
  }

  /// Transforms the literal text of a format string, leaving its specifiers as they are. A
  /// string that does not parse is transformed as plain text (it would not format anyway).
  public func apply(to template: String) -> String {
    apply(to: template, embedded: false)
  }

  /// `embedded` is for substitution forms, which end up inside another string: they get the
  /// accents / overrides but not a second set of brackets, padding or embedding. Their `%arg`
  /// placeholder is kept as is (the parser would read it as `%a` followed by "rg").
  func apply(to template: String, embedded: Bool) -> String {
    let protected = template.replacingOccurrences(of: "%arg", with: String(PseudoLocalization.argSentinel))
    let tokens = (try? FormatParser.tokens(in: protected)) ?? [.literal(protected, raw: protected)]
    let transformed =
      switch self {
      case .accented: accented(tokens, embedded: embedded)
      case .rightToLeft: rightToLeft(tokens, embedded: embedded)
      }
    return transformed.replacingOccurrences(of: String(PseudoLocalization.argSentinel), with: "%arg")
  }

  /// A private-use character standing in for `%arg` while the text is transformed.
  private static let argSentinel: Character = "\u{E000}"

  private func accented(_ tokens: [FormatToken], embedded: Bool) -> String {
    var output = ""
    var length = 0
    for token in tokens {
      length += token.raw.count
      if case .literal(let text, _) = token {
        output += PseudoLocalization.escape(String(text.map(PseudoLocalization.accent)))
      } else {
        output += token.raw
      }
    }
    if embedded { return output }
    // German and Finnish run 30–40 % longer than English; pad so layouts are tested for it.
    let padding = Int((Double(length) * 0.4).rounded(.up))
    return "⟦" + output + String(repeating: "·", count: padding) + "⟧"
  }

  private func rightToLeft(_ tokens: [FormatToken], embedded: Bool) -> String {
    // RLE … PDF makes the whole string a right-to-left run (brackets mirror in it); each literal is
    // additionally forced right-to-left with RLO … PDF, while values (emails, numbers) stay
    // readable because specifiers are left outside those overrides.
    var output = ""
    for token in tokens {
      guard case .literal(let text, _) = token else {
        output += token.raw
        continue
      }
      // A `%arg` placeholder (the sentinel) is a value too: keep it outside the overrides.
      output += text.split(separator: PseudoLocalization.argSentinel, omittingEmptySubsequences: false)
        .map { piece in
          piece.contains(where: { !$0.isWhitespace })
            ? "\u{202E}" + PseudoLocalization.escape(String(piece)) + "\u{202C}" : String(piece)
        }
        .joined(separator: String(PseudoLocalization.argSentinel))
    }
    return embedded ? output : "\u{202B}⟦" + output + "⟧\u{202C}"
  }

  /// Literals were unescaped by the parser; a literal "%" must go back as "%%". By scalar, because
  /// the parser reads scalars: "%" followed by a combining mark is one `Character`, which a
  /// `Character`-based replace would skip.
  private static func escape(_ text: String) -> String {
    var escaped = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      if scalar == "%" { escaped.append(scalar) }
      escaped.append(scalar)
    }
    return String(escaped)
  }

  private static func accent(_ character: Character) -> Character {
    accents[character] ?? character
  }

  private static let accents: [Character: Character] = {
    let plain = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")
    let fancy = Array("àƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÀƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ")
    return Dictionary(uniqueKeysWithValues: zip(plain, fancy))
  }()
}
