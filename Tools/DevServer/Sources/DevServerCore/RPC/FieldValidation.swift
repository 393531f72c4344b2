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
}
