import Foundation

/// JSON decoding whose failures become the contract's 400 answers.
enum RequestDecoding {
  /// Decodes `Input` from `data`; malformed JSON is `invalid_json`, a missing, ill-typed or
  /// out-of-range field is `invalid_request` naming it (e.g. `events[2].name`).
  static func decode<Input: Decodable>(_ type: Input.Type, from data: Data) throws -> Input {
    do {
      return try JSONCoding.decoder().decode(type, from: data)
    } catch let error as DecodingError {
      throw apiError(for: error, decoding: type, from: data)
    }
  }

  /// Maps a failure of decoding `Input` from `data`, naming the field even where Foundation does not.
  ///
  /// `JSONDecoder` on Linux reports a number that does not fit its field (`2.5` or `2^63` for an
  /// integer) as "not valid JSON" with no coding path. When the body does parse as JSON, decoding
  /// `Input` again from its ``JSONValue`` finds the field and says what is wrong with it. Doing
  /// this for every `dataCorrupted` also words the answer the same way on every platform.
  static func apiError<Input: Decodable>(for error: DecodingError, decoding type: Input.Type, from data: Data)
    -> APIError
  {
    guard case .dataCorrupted = error else { return apiError(for: error) }
    guard let tree = try? JSONCoding.decoder().decode(JSONValue.self, from: data) else { return apiError(for: error) }
    let diagnosis: APIError?
    do {
      _ = try JSONValueDecoder(tree).decode(Input.self)
      diagnosis = nil
    } catch let retried as DecodingError {
      diagnosis = apiError(for: retried)
    } catch let retried as APIError {
      diagnosis = retried
    } catch {
      diagnosis = nil
    }
    // The body is JSON, so whatever happens it is not `invalid_json`.
    if let diagnosis, diagnosis != .invalidJSON { return diagnosis }
    let original = apiError(for: error)
    return original == .invalidJSON ? .invalidRequest("A value in the request body does not fit its field.") : original
  }

  /// Maps a `DecodingError` to the contract's error.
  static func apiError(for error: DecodingError) -> APIError {
    switch error {
    case .dataCorrupted(let context) where context.codingPath.isEmpty:
      return .invalidJSON
    case .typeMismatch(_, let context) where context.codingPath.isEmpty:
      return .invalidRequest("The request body must be a JSON object.")
    case .keyNotFound(let key, let context):
      return .invalidField(fieldPath(context.codingPath + [key]), "is required")
    case .typeMismatch(let type, let context):
      return .invalidField(fieldPath(context.codingPath), "must be \(describe(type))")
    case .valueNotFound(let type, let context):
      return .invalidField(fieldPath(context.codingPath), "must be \(describe(type)), not null")
    case .dataCorrupted(let context):
      let problem = (context.underlyingError as? FieldProblem)?.problem ?? "has an invalid value"
      return .invalidField(fieldPath(context.codingPath), problem)
    @unknown default:
      return .invalidRequest("The request body is invalid.")
    }
  }

  /// `events[2].properties.plan` style path of a coding path.
  static func fieldPath(_ codingPath: [any CodingKey]) -> String {
    var path = ""
    for key in codingPath {
      if let index = key.intValue {
        path += "[\(index)]"
      } else {
        path += path.isEmpty ? key.stringValue : "." + key.stringValue
      }
    }
    return path.isEmpty ? "body" : path
  }

  private static func describe(_ type: Any.Type) -> String {
    switch type {
    case is String.Type: "a string"
    case is Bool.Type: "a boolean"
    case is Int.Type, is Int64.Type, is UInt64.Type: "an integer"
    case is Double.Type: "a number"
    case is [Any].Type: "an array"
    default: "an object"
    }
  }
}
