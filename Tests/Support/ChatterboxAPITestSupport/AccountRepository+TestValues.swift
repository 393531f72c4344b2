import ChatterboxAPI
import Foundation
import Networking
import Observability

/// An ``AccountRepository`` made of one closure per operation: start from ``unimplemented`` or
/// ``offline`` and replace what the test needs.
///
/// ```swift
/// var accounts = TestAccountRepository.unimplemented
/// accounts.fetchMe = { Me(account: account, activeProfile: nil) }
/// ```
public struct TestAccountRepository: AccountRepository {
  public var fetchMe: @Sendable () async throws(NetworkError) -> Me
  public var fetchAppConfig: @Sendable () async throws(NetworkError) -> AppConfig
  public var setActiveProfile: @Sendable (_ languageCode: String) async throws(NetworkError) -> Profile

  /// Every operation fails the test with its name.
  public static var unimplemented: Self {
    Self(
      fetchMe: { () throws(NetworkError) in throw ChatterboxAPITestSupport.unimplemented("AccountRepository.me") },
      fetchAppConfig: { () throws(NetworkError) in
        throw ChatterboxAPITestSupport.unimplemented("AccountRepository.appConfig")
      },
      setActiveProfile: { _ throws(NetworkError) in
        throw ChatterboxAPITestSupport.unimplemented("AccountRepository.setActiveProfile")
      })
  }

  /// Every operation throws `.offline`.
  public static var offline: Self {
    Self(
      fetchMe: { () throws(NetworkError) in throw .offline },
      fetchAppConfig: { () throws(NetworkError) in throw .offline },
      setActiveProfile: { _ throws(NetworkError) in throw .offline })
  }

  public func me() async throws(NetworkError) -> Me { try await fetchMe() }
  public func appConfig() async throws(NetworkError) -> AppConfig { try await fetchAppConfig() }
  public func setActiveProfile(languageCode: String) async throws(NetworkError) -> Profile {
    try await setActiveProfile(languageCode)
  }
}

/// An ``AccountRepository`` that plays the server's account from canned values and records every
/// call: `me` answers ``account`` and ``activeProfile``, `appConfig` answers ``config``, and
/// `setActiveProfile` makes `<profileIDPrefix><code>` the active profile — or, like the server,
/// refuses a language the config does not list with `422 unsupported_language`.
///
/// ```swift
/// let accounts = ScriptedAccountRepository(flags: ["developer"])
/// accounts.failReads(with: .offline)
/// #expect(accounts.count(of: .me) == 1)
/// ```
public final class ScriptedAccountRepository: AccountRepository, @unchecked Sendable {
  /// The operations, to script failures by.
  public enum Operation: Sendable, Hashable { case me, appConfig, setActiveProfile }

  /// One call, with its arguments.
  public enum Call: Sendable, Equatable {
    case me, appConfig
    case setActiveProfile(languageCode: String)

    /// The operation called.
    public var operation: Operation {
      switch self {
      case .me: .me
      case .appConfig: .appConfig
      case .setActiveProfile: .setActiveProfile
      }
    }
  }

  /// A config listing English, Spanish and French.
  public static let defaultConfig = AppConfig.mock()

  struct State {
    var account: Account
    var activeProfile: Profile?
    var config: AppConfig
    var profileIDPrefix: String
    var profileCreatedAt: Date
    var failures: [Operation: NetworkError] = [:]
    var calls: [Call] = []
  }
  private let state: LockedValue<State>

  /// Creates the account.
  public init(
    account: Account = .mock(), activeProfile: Profile? = .mock(),
    config: AppConfig = ScriptedAccountRepository.defaultConfig, profileIDPrefix: String = "p-",
    profileCreatedAt: Date = .distantPast
  ) {
    state = LockedValue(
      State(
        account: account, activeProfile: activeProfile, config: config, profileIDPrefix: profileIDPrefix,
        profileCreatedAt: profileCreatedAt))
  }

  private func read<Value>(_ key: KeyPath<State, Value>) -> Value { state.withLock { $0[keyPath: key] } }
  private func write<Value>(_ key: WritableKeyPath<State, Value>, _ value: Value) {
    state.withLock { $0[keyPath: key] = value }
  }

  /// The signed-in account.
  public var account: Account {
    get { read(\.account) }
    set { write(\.account, newValue) }
  }
  /// The account's flags (a shortcut into ``account``).
  public var flags: [String] {
    get { read(\.account.flags) }
    set { state.withLock { $0.account = Account(id: $0.account.id, email: $0.account.email, flags: newValue) } }
  }
  /// The active profile.
  public var activeProfile: Profile? {
    get { read(\.activeProfile) }
    set { write(\.activeProfile, newValue) }
  }
  /// The server configuration.
  public var config: AppConfig {
    get { read(\.config) }
    set { write(\.config, newValue) }
  }
  /// Operations that throw instead of answering.
  public var failures: [Operation: NetworkError] {
    get { read(\.failures) }
    set { write(\.failures, newValue) }
  }
  /// Makes both reads (`me` and `appConfig`) throw `error`, or answer again when `nil`.
  public func failReads(with error: NetworkError?) {
    state.withLock { state in
      state.failures[.me] = error
      state.failures[.appConfig] = error
    }
  }
  /// Every call so far, in order.
  public var calls: [Call] { read(\.calls) }
  /// How many times `operation` was called.
  public func count(of operation: Operation) -> Int { calls.filter { $0.operation == operation }.count }
  /// Forgets the calls so far.
  public func resetCalls() { write(\.calls, []) }

  private func begin(_ call: Call) throws(NetworkError) {
    let failure = state.withLock { state in
      state.calls.append(call)
      return state.failures[call.operation]
    }
    if let failure { throw failure }
  }

  public func me() async throws(NetworkError) -> Me {
    try begin(.me)
    return state.withLock { Me(account: $0.account, activeProfile: $0.activeProfile) }
  }

  public func appConfig() async throws(NetworkError) -> AppConfig {
    try begin(.appConfig)
    return read(\.config)
  }

  public func setActiveProfile(languageCode: String) async throws(NetworkError) -> Profile {
    try begin(.setActiveProfile(languageCode: languageCode))
    return try state.withLock { (state: inout State) throws(NetworkError) -> Profile in
      guard state.config.supportedLanguages.contains(where: { $0.code == languageCode }) else {
        throw .server(status: 422, code: "unsupported_language", message: nil)
      }
      let profile = Profile(
        id: state.profileIDPrefix + languageCode, languageCode: languageCode, createdAt: state.profileCreatedAt)
      state.activeProfile = profile
      return profile
    }
  }
}
