import Foundation

/// Checks shared by several functions' inputs; each throws 400 naming the field.
enum FieldValidation {
  /// A page size within ``ServerLimits/pageSizes``.
  static func pageSize(_ count: Int, field: String = "count") throws(APIError) -> Int {
    guard ServerLimits.pageSizes.contains(count) else {
      throw .invalidField(
        field, "must be between \(ServerLimits.pageSizes.lowerBound) and \(ServerLimits.pageSizes.upperBound)")
    }
    return count
  }

  /// A normalized email address.
  static func email(_ raw: String, field: String = "email") throws(APIError) -> String {
    guard let email = EmailAddress.normalized(raw) else { throw .invalidField(field, "must be an email address") }
    return email
  }

  /// Unix seconds of `raw`, an RFC 3339 date-time (a fraction dropped); throws 400 naming `field` otherwise.
  static func unixSeconds(_ raw: String, field: String) throws(APIError) -> Int64 {
    guard let seconds = RFC3339.unixSeconds(raw) else {
      throw .invalidField(field, "must be an RFC 3339 date-time such as 2026-12-05T23:30:00Z")
    }
    return seconds
  }

  /// An IANA time zone identifier such as `Europe/Madrid` that this system's zone database knows: at most 64
  /// characters of `[A-Za-z0-9_+\-/]`. The characters are checked first so that no odd text reaches ICU.
  static func timeZone(_ raw: String, field: String = "time_zone") throws(APIError) -> String {
    guard (1...64).contains(raw.count), raw.allSatisfy(isTimeZoneCharacter), TimeZone(identifier: raw) != nil else {
      throw .invalidField(field, "must be an IANA time zone identifier such as Europe/Madrid")
    }
    return raw
  }

  private static func isTimeZoneCharacter(_ character: Character) -> Bool {
    character.isASCII && (character.isLetter || character.isNumber || "_+-/".contains(character))
  }
}
