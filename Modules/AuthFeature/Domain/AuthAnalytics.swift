/// Sign-in analytics events. Properties never carry an email or a token.
///
/// ```swift
/// analytics.track(.loginFailed(reason: "link_expired"))
/// ```
public enum AuthAnalyticsEvent: Sendable, Equatable {
  /// A magic link was requested.
  case loginLinkRequested
  /// Sign-in succeeded, by `method` (`magic_link` or `otp`).
  case loginSucceeded(method: String)
  /// Sign-in failed for an analytics-safe `reason`.
  case loginFailed(reason: String)

  /// The event name on the wire.
  ///
  /// ```swift
  /// AuthAnalyticsEvent.loginLinkRequested.name // "login_link_requested"
  /// ```
  public var name: String {
    switch self {
    case .loginLinkRequested: "login_link_requested"
    case .loginSucceeded: "login_succeeded"
    case .loginFailed: "login_failed"
    }
  }

  /// The event's properties.
  ///
  /// ```swift
  /// AuthAnalyticsEvent.loginFailed(reason: "offline").properties // ["reason": "offline"]
  /// ```
  public var properties: [String: String] {
    switch self {
    case .loginLinkRequested: [:]
    case .loginSucceeded(let method): ["method": method]
    case .loginFailed(let reason): ["reason": reason]
    }
  }
}

/// Where the auth feature sends its analytics; the Analytics module adapts to it.
///
/// ```swift
/// struct Ignore: AuthAnalytics { func track(_ event: AuthAnalyticsEvent) {} }
/// ```
public protocol AuthAnalytics: Sendable {
  /// Records one event.
  func track(_ event: AuthAnalyticsEvent)
}

/// Drops every event (the default until the user consents).
public struct NoAuthAnalytics: AuthAnalytics {
  /// Creates the sink.
  ///
  /// ```swift
  /// NoAuthAnalytics()
  /// ```
  public init() {}
  public func track(_ event: AuthAnalyticsEvent) {}
}
