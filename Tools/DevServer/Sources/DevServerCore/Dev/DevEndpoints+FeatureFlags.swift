import Foundation
import Hummingbird

/// `/dev/feature_flags`: reads and sets the global flags `app_config` answers (e.g. `evaluation`, ADR 0031).
extension DevEndpoints {
  private struct FlagInput: Decodable {
    let name: String
    let enabled: Bool
  }

  private struct Flags: Encodable {
    let featureFlags: [String: Bool]

    enum CodingKeys: String, CodingKey {
      case featureFlags = "feature_flags"
    }
  }

  /// `GET /dev/feature_flags`.
  func featureFlags(_ request: Request, context: DevRequestContext) async throws -> Response {
    let flags = try await services.database.transaction { try await CatalogStore($0).featureFlags() }
    return JSONResponse.make(status: .ok, body: Flags(featureFlags: flags))
  }

  /// `POST /dev/feature_flags` with `{"name": "evaluation", "enabled": false}`: sets one flag (creating it)
  /// for every instance on the database, and answers all of them.
  func setFeatureFlag(_ request: Request, context: DevRequestContext) async throws -> Response {
    let body = try await RPCBodyReader.read(request, required: true)
    let input = try RequestDecoding.decode(FlagInput.self, from: body)
    guard SnakeCaseName.isValid(input.name) else {
      throw APIError.invalidField("name", "must match ^[a-z][a-z0-9_]{0,63}$")
    }
    let flags = try await services.database.transaction { transaction in
      try await transaction.query(
        "INSERT INTO feature_flags (name, enabled) VALUES (?, ?) ON CONFLICT (name) DO UPDATE SET enabled = excluded.enabled",
        [.text(input.name), .integer(input.enabled ? 1 : 0)])
      return try await CatalogStore(transaction).featureFlags()
    }
    return JSONResponse.make(status: .ok, body: Flags(featureFlags: flags))
  }
}
