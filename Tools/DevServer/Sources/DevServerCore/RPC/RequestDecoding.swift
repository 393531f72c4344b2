import Foundation

/// JSON decoding whose failures become the contract's 400 answers.
enum RequestDecoding {
    /// Decodes `Input` from `data`; malformed JSON is `invalid_json`, a missing or ill-typed
    /// field is `invalid_request` naming it (e.g. `events[2].name`).
    static func decode<Input: Decodable>(_ type: Input.Type, from data: Data) throws -> Input {
        do {
            return try JSONCoding.decoder().decode(type, from: data)
        } catch let error as DecodingError {
            throw apiError(for: error)
        }
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
            return .invalidField(fieldPath(context.codingPath), "has an invalid value")
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
