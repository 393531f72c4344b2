/// The one reading of a `206 Partial Content` answer's `Content-Range` for every download path (libcurl,
/// URLSession, through `send`): a resumed download continues its file only when the range starts exactly
/// where the file ends, and anything else is refused rather than spliced in.
enum ContentRange {
  /// The first byte of `bytes <first>-<last>/<length>`; `nil` for a missing header or any other form.
  static func start(_ value: String?) -> Int? {
    guard let value, value.lowercased().hasPrefix("bytes ") else { return nil }
    return Int(value.dropFirst(6).prefix { $0 != "-" })
  }
}
