/// Sign-in analytics events. Properties never carry an email or a token.
public enum AuthAnalyticsEvent: Sendable, Equatable {
  /// A magic link was requested.
  case loginLinkRequested
  /// Sign-in succeeded, by `method` (`magic_link` or `otp`).
  case loginSucceeded(method: String)
  /// Sign-in failed for an analytics-safe `reason`.
  case loginFailed(reason: String)

  /// The event name on the wire.
  public var name: String {
    switch self {
    case .loginLinkRequested: "login_link_requested"
    case .loginSucceeded: "login_succeeded"
    case .loginFailed: "login_failed"
    }
  }

  /// The event's properties.
  public var properties: [String: String] {
    switch self {
    case .loginLinkRequested: [:]
    case .loginSucceeded(let method): ["method": method]
    case .loginFailed(let reason): ["reason": reason]
    }
  }
}

/// Where the auth feature sends its analytics; the Analytics module adapts to it.
public protocol AuthAnalytics: Sendable {
  /// Records one event.
  func track(_ event: AuthAnalyticsEvent)
}

/// Drops every event (the default until the user consents).
public struct NoAuthAnalytics: AuthAnalytics {
  /// Creates the sink.
  public init() {}
  public func track(_ event: AuthAnalyticsEvent) {}
}
