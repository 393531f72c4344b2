extension NetworkLogEntry {
  /// Whether the attempt failed: a transport or HTTP error, or a status of 400 or more.
  public var isFailed: Bool { errorKey != nil || (status ?? 0) >= 400 || outcome == .failed }

  /// The status class (`2xx` …), or `nil` without a response.
  public var statusClass: NetworkLogFilter.StatusClass? { status.flatMap(NetworkLogFilter.StatusClass.init(status:)) }

  /// The first request header with this name (case-insensitive).
  public func requestHeader(_ name: String) -> String? {
    requestHeaders.first { $0.name.lowercased() == name.lowercased() }?.value
  }

  /// The first response header with this name (case-insensitive).
  public func responseHeader(_ name: String) -> String? {
    responseHeaders.first { $0.name.lowercased() == name.lowercased() }?.value
  }
}
