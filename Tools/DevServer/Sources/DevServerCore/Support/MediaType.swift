import Foundation

/// Content-Type handling shared by RPC bodies and uploads.
enum MediaType {
  /// The lowercased `type/subtype` of a Content-Type value, without parameters such as `charset`.
  static func essence(of contentType: String) -> String {
    let essence = contentType.split(separator: ";", maxSplits: 1).first ?? ""
    return essence.trimmingCharacters(in: .whitespaces).lowercased()
  }

  /// Whether a Content-Type value is JSON.
  static func isJSON(_ contentType: String) -> Bool {
    essence(of: contentType) == "application/json"
  }
}
