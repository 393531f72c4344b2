extension DeepLinkRejection: CustomStringConvertible {
  /// A stable localisation and analytics key, `deeplink.rejected.<reason>`.
  public var messageKey: String {
    "deeplink.rejected." + reasonCode
  }

  /// A short English sentence for logs and fallbacks; built from the case alone, so it can
  /// never contain the secret or any other part of the link.
  public var description: String {
    switch self {
    case .tooLong: "The link is too long."
    case .malformed: "The link is not a well-formed URL."
    case .unsupportedScheme: "The link uses a scheme this app does not open."
    case .insecureScheme: "The link uses plain http, which is not allowed here."
    case .hostNotAllowed: "The link points to a host this app does not trust."
    case .userInfoPresent: "The link contains a user name or password before the host."
    case .unexpectedPort: "The link uses a port this app does not allow."
    case .unknownPath: "The link does not point to anything this app can open."
    case .missingToken: "The link has no token."
    case .duplicateToken: "The link has more than one token."
    case .invalidToken: "The link's token is not valid."
    case .tokenInFragment: "The link carries data after '#' that is not allowed."
    case .invalidID: "The link's id is not valid."
    }
  }

  /// The snake_case tail of ``messageKey``, spelled out so a case rename cannot change it.
  private var reasonCode: String {
    switch self {
    case .tooLong: "too_long"
    case .malformed: "malformed"
    case .unsupportedScheme: "unsupported_scheme"
    case .insecureScheme: "insecure_scheme"
    case .hostNotAllowed: "host_not_allowed"
    case .userInfoPresent: "user_info_present"
    case .unexpectedPort: "unexpected_port"
    case .unknownPath: "unknown_path"
    case .missingToken: "missing_token"
    case .duplicateToken: "duplicate_token"
    case .invalidToken: "invalid_token"
    case .tokenInFragment: "token_in_fragment"
    case .invalidID: "invalid_id"
    }
  }
}
