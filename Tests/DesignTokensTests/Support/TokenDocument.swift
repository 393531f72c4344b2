import Foundation

/// Builds small `tokens.json` documents for generator tests: a minimal valid document, with
/// parts replaced by the test.
enum TokenDocument {
  static let modes = ["light", "dark", "lightHighContrast", "darkHighContrast"]

  static func color(_ values: [String], description: String = "A color.") -> [String: Any] {
    ["type": "color", "description": description, "value": Dictionary(uniqueKeysWithValues: zip(modes, values))]
  }

  static func colorAll(_ value: String) -> [String: Any] { color(Array(repeating: value, count: 4)) }

  /// A valid document with one token per group.
  static func minimal() -> [String: Any] {
    [
      "palette": [
        "ink": ["value": "#111111", "type": "color"],
        "paper": ["value": "#FFFFFF", "type": "color"],
        "blue": ["600": ["value": "#2563EB", "type": "color"]],
      ],
      "color": ["text": colorAll("{palette.ink}"), "background": colorAll("{palette.paper}")],
      "typography": [
        "body": [
          "type": "typography", "description": "Body.",
          "value": ["size": 17, "weight": "regular", "lineHeight": 22, "textStyle": "body"],
        ]
      ],
      "spacing": ["m": ["type": "dimension", "value": 16, "description": "Medium."]],
      "radius": ["m": ["type": "dimension", "value": 8, "description": "Medium."]],
      "elevation": [
        "low": ["type": "shadow", "description": "Low.", "value": ["radius": 2, "y": 1, "opacity": 0.12]]
      ],
      "motion": [
        "fast": ["type": "duration", "description": "Fast.", "value": ["standard": 150, "reduceMotion": 0]]
      ],
      "audit": [
        "textOnBackground": [
          "type": "contrastPair", "description": "Body copy.",
          "value": ["foreground": "{color.text}", "background": "{color.background}", "kind": "text"],
        ]
      ],
    ]
  }

  static func data(_ document: [String: Any]) throws -> Data {
    try JSONSerialization.data(withJSONObject: document, options: [.sortedKeys])
  }

  /// `minimal()` with `edit` applied.
  static func edited(_ edit: (inout [String: Any]) -> Void) throws -> Data {
    var document = minimal()
    edit(&document)
    return try data(document)
  }
}

extension Dictionary where Key == String, Value == Any {
  /// Sets a value at a dotted path of nested dictionaries, creating groups on the way.
  mutating func set(_ path: String, _ value: Any) {
    var keys = path.split(separator: ".").map(String.init)
    let first = keys.removeFirst()
    if keys.isEmpty {
      self[first] = value
    } else {
      var child = self[first] as? [String: Any] ?? [:]
      child.set(keys.joined(separator: "."), value)
      self[first] = child
    }
  }
}
