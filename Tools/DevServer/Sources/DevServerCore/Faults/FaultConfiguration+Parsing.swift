import Foundation

extension FaultConfiguration {
  /// Parses and validates the `--faults` / `POST /dev/faults` JSON.
  public static func parse(json: String) throws -> FaultConfiguration {
    try RequestDecoding.decode(FaultConfiguration.self, from: Data(json.utf8))
  }
}
