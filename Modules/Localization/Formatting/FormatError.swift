/// Why a format string could not be parsed or filled in.
enum FormatError: Error, Sendable, Hashable, CustomStringConvertible {
  case invalidSpecifier(String)
  case missingArgument(position: Int, specifier: String)
  case typeMismatch(position: Int, specifier: String, argument: String)
  case unknownSubstitution(String)
  case missingPluralSelector(position: Int)
  case missingPluralForm(PluralCategory)
  case substitutionTooDeep

  var description: String {
    switch self {
    case .invalidSpecifier(let text): "invalid format specifier '\(text)'"
    case .missingArgument(let position, let specifier): "no argument \(position) for '\(specifier)'"
    case .typeMismatch(let position, let specifier, let argument):
      "argument \(position) is \(argument), which '\(specifier)' cannot print"
    case .unknownSubstitution(let name): "unknown substitution '%#@\(name)@'"
    case .missingPluralSelector(let position): "argument \(position) must be a number to choose a plural form"
    case .missingPluralForm(let category): "no '\(category.rawValue)' or 'other' plural form"
    case .substitutionTooDeep: "substitutions nest too deeply"
    }
  }
}
