import Foundation

/// A signed-in learner's account. `email` is personal data: never log or track it.
public struct Account: Sendable, Equatable, Codable {
  /// The server's id (the API's `Id` shape, ``ResourceID``; not checked here).
  public let id: String
  /// The sign-in address, lowercased by the server. Personal data: never log or track it.
  public let email: String
  /// Server-controlled entitlements such as `developer`.
  public let flags: [String]

  /// Stores the values as given, without validation.
  public init(id: String, email: String, flags: [String]) {
    self.id = id
    self.email = email
    self.flags = flags
  }
}

/// One practice profile: the language being learned.
public struct Profile: Sendable, Equatable, Codable {
  /// The server's id (the API's `Id` shape, ``ResourceID``; not checked here).
  public let id: String
  /// BCP-47 language code of the practised language.
  public let languageCode: String
  /// When the profile was created.
  public let createdAt: Date

  /// Stores the values as given, without validation.
  public init(id: String, languageCode: String, createdAt: Date) {
    self.id = id
    self.languageCode = languageCode
    self.createdAt = createdAt
  }
}

/// The `me` answer: the account and its active profile, if one was chosen.
public struct Me: Sendable, Equatable, Codable {
  /// The signed-in account (its `email` is personal data).
  public let account: Account
  /// The active practice profile, `nil` until a language is chosen.
  public let activeProfile: Profile?

  /// Stores the values as given.
  public init(account: Account, activeProfile: Profile?) {
    self.account = account
    self.activeProfile = activeProfile
  }
}
