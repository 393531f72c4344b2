extension PluralRules {
  /// One CLDR rule set. Each function is the CLDR rule text transcribed condition by condition, so
  /// a reader can compare it with `plurals.xml` (quoted above each case).
  enum Rule: Sendable {
    /// en, de, nl, … — one: i = 1 and v = 0.
    case oneWithoutFraction
    /// es — one: n = 1; many: e = 0 and i != 0 and i % 1000000 = 0 and v = 0 or e != 0..5.
    case spanish
    /// fr, pt — one: i = 0,1; many: as Spanish.
    case frenchPortuguese
    /// it, pt-PT — one: i = 1 and v = 0; many: as Spanish.
    case italian
    /// ru, uk — one / few / many by the last digits of i, only when v = 0.
    case eastSlavic
    /// pl — like ru but one is only i = 1.
    case polish
    /// ar — zero / one / two / few (n % 100 = 3..10) / many (n % 100 = 11..99).
    case arabic
    /// ja, zh, ko — other only.
    case otherOnly

    static func lookup(_ tag: LanguageTag) -> Rule? {
      switch (tag.language, tag.region) {
      case ("pt", "PT"): return .italian
      default: break
      }
      switch tag.language {
      case "en", "de", "nl", "sv", "fi", "et": return .oneWithoutFraction
      case "es": return .spanish
      case "fr", "pt": return .frenchPortuguese
      case "it", "ca": return .italian
      case "ru", "uk": return .eastSlavic
      case "pl": return .polish
      case "ar": return .arabic
      case "ja", "zh", "ko", "th", "vi", "id": return .otherOnly
      default: return nil
      }
    }

    var categories: [PluralCategory] {
      switch self {
      case .oneWithoutFraction: [.one, .other]
      case .spanish, .frenchPortuguese, .italian: [.one, .many, .other]
      case .eastSlavic, .polish: [.one, .few, .many, .other]
      case .arabic: [.zero, .one, .two, .few, .many, .other]
      case .otherOnly: [.other]
      }
    }

    func category(_ o: PluralOperands) -> PluralCategory {
      switch self {
      case .oneWithoutFraction:
        return o.i == 1 && o.v == 0 ? .one : .other
      case .spanish:
        if o.isWhole && o.i == 1 { return .one }  // n = 1
        return Rule.isMillions(o) ? .many : .other
      case .frenchPortuguese:
        if o.i == 0 || o.i == 1 { return .one }  // i = 0,1
        return Rule.isMillions(o) ? .many : .other
      case .italian:
        if o.i == 1 && o.v == 0 { return .one }
        return Rule.isMillions(o) ? .many : .other
      case .eastSlavic:
        guard o.v == 0 else { return .other }
        let (mod10, mod100) = (o.i % 10, o.i % 100)
        if mod10 == 1 && mod100 != 11 { return .one }
        if (2...4).contains(mod10) && !(12...14).contains(mod100) { return .few }
        // many: i % 10 = 0 or i % 10 = 5..9 or i % 100 = 11..14 — everything left when v = 0.
        return .many
      case .polish:
        guard o.v == 0 else { return .other }
        let (mod10, mod100) = (o.i % 10, o.i % 100)
        if o.i == 1 { return .one }
        if (2...4).contains(mod10) && !(12...14).contains(mod100) { return .few }
        // many: i != 1 and i % 10 = 0..1, or i % 10 = 5..9, or i % 100 = 12..14.
        return .many
      case .arabic:
        // Conditions on n only hold for whole numbers ("3.0" counts, "3.5" does not).
        guard o.isWhole else { return .other }
        switch o.i {
        case 0: return .zero
        case 1: return .one
        case 2: return .two
        default:
          let mod100 = o.i % 100
          if (3...10).contains(mod100) { return .few }
          if (11...99).contains(mod100) { return .many }
          return .other
        }
      case .otherOnly:
        return .other
      }
    }

    /// `e = 0 and i != 0 and i % 1000000 = 0 and v = 0 or e != 0..5` (CLDR 42+ "many" for
    /// es / fr / it / pt: "1 000 000 de cartes", "1 millón de tarjetas").
    private static func isMillions(_ o: PluralOperands) -> Bool {
      (o.e == 0 && o.i != 0 && o.i % 1_000_000 == 0 && o.v == 0) || !(0...5).contains(o.e)
    }
  }
}
