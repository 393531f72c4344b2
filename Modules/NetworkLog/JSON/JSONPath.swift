/// The path syntax of ``JSONTree`` and ``JSONExplorer``: `$` for the root, `.name` for members whose
/// name is an identifier, `["any name"]` (JSON string escapes) for the others, `[3]` for elements.
enum JSONPath {
  enum Component: Equatable {
    case key(String)
    case index(Int)
  }

  static func component(key: String) -> String {
    if isIdentifier(key) { return "." + key }
    var escaped = "[\""
    for scalar in key.unicodeScalars {
      switch scalar {
      case "\"": escaped += "\\\""
      case "\\": escaped += "\\\\"
      case "\n": escaped += "\\n"
      case "\r": escaped += "\\r"
      case "\t": escaped += "\\t"
      default:
        if scalar.value < 0x20 {
          escaped +=
            "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count)
            + String(scalar.value, radix: 16)
        } else {
          escaped.unicodeScalars.append(scalar)
        }
      }
    }
    return escaped + "\"]"
  }

  static func isIdentifier(_ key: String) -> Bool {
    guard let first = key.unicodeScalars.first, isIdentifierStart(first) else { return false }
    return key.unicodeScalars.allSatisfy { isIdentifierStart($0) || ("0"..."9").contains($0) }
  }

  private static func isIdentifierStart(_ scalar: Unicode.Scalar) -> Bool {
    ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || scalar == "_" || scalar == "$"
  }

  /// Parses a path; `nil` when it is malformed.
  static func parse(_ path: String) -> [Component]? {
    let scalars = Array(path.unicodeScalars)
    guard scalars.first == "$" else { return nil }
    var components: [Component] = []
    var i = 1
    while i < scalars.count {
      switch scalars[i] {
      case ".":
        var j = i + 1
        var name = String.UnicodeScalarView()
        while j < scalars.count, scalars[j] != ".", scalars[j] != "[" {
          name.append(scalars[j])
          j += 1
        }
        guard !name.isEmpty else { return nil }
        components.append(.key(String(name)))
        i = j
      case "[":
        guard i + 1 < scalars.count else { return nil }
        if scalars[i + 1] == "\"" || scalars[i + 1] == "'" {
          guard let (key, next) = quoted(scalars, from: i + 1), next < scalars.count, scalars[next] == "]" else {
            return nil
          }
          components.append(.key(key))
          i = next + 1
        } else {
          var j = i + 1
          var digits = ""
          while j < scalars.count, ("0"..."9").contains(scalars[j]) {
            digits.unicodeScalars.append(scalars[j])
            j += 1
          }
          guard !digits.isEmpty, j < scalars.count, scalars[j] == "]", let index = Int(digits) else { return nil }
          components.append(.index(index))
          i = j + 1
        }
      default:
        return nil
      }
    }
    return components
  }

  /// A quoted name starting at the quote at `start`; returns it and the index after the closing quote.
  private static func quoted(_ scalars: [Unicode.Scalar], from start: Int) -> (String, Int)? {
    let quote = scalars[start]
    var name = String.UnicodeScalarView()
    var j = start + 1
    while j < scalars.count {
      let scalar = scalars[j]
      if scalar == quote { return (String(name), j + 1) }
      if scalar == "\\", j + 1 < scalars.count {
        let next = scalars[j + 1]
        switch next {
        case "n": name.append("\n")
        case "r": name.append("\r")
        case "t": name.append("\t")
        case "u":
          guard j + 5 < scalars.count,
            let value = UInt32(String(String.UnicodeScalarView(scalars[(j + 2)...(j + 5)])), radix: 16),
            let decoded = Unicode.Scalar(value)
          else { return nil }
          name.append(decoded)
          j += 6
          continue
        default: name.append(next)
        }
        j += 2
        continue
      }
      name.append(scalar)
      j += 1
    }
    return nil
  }
}
