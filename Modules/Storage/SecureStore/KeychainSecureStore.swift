#if canImport(Security)
  import Foundation
  import Security

  /// A ``SecureStore`` backed by the Keychain: one generic-password item per key, account = key,
  /// under a configurable service name.
  ///
  /// Items use `kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly`: readable by background work
  /// (token refresh, uploads) once the device has been unlocked after boot, and never copied to a
  /// backup or another device, because a restored refresh token on a new device is a liability.
  ///
  /// On macOS it uses the data-protection keychain (the iOS-style one), which is what makes the
  /// accessibility class apply; that needs a signed app with a keychain entitlement. Unsigned
  /// builds (`swift run`) get `errSecMissingEntitlement` (-34018) there: pass
  /// `useDataProtectionKeychain: false`, or use ``FileSecureStore``.
  public struct KeychainSecureStore: SecureStore {
    /// The `kSecAttrService` every item of this store carries; ``removeAll()`` is scoped to it.
    public let service: String

    /// An optional keychain access group (`kSecAttrAccessGroup`) for sharing with app extensions.
    public let accessGroup: String?

    /// Whether queries set `kSecUseDataProtectionKeychain` (always the case on iOS anyway).
    public let useDataProtectionKeychain: Bool

    /// Creates a store for `service` (by default the bundle identifier, or "app").
    public init(
      service: String = Bundle.main.bundleIdentifier ?? "app",
      accessGroup: String? = nil,
      useDataProtectionKeychain: Bool = true
    ) {
      self.service = service
      self.accessGroup = accessGroup
      self.useDataProtectionKeychain = useDataProtectionKeychain
    }

    /// The stored value for `key`, or `nil` when no item exists.
    ///
    /// - Throws: ``StorageError/platform(status:)`` with the `OSStatus`, e.g. while the device is
    ///   still locked after boot (`errSecInteractionNotAllowed`).
    public func data(for key: String) throws(StorageError) -> Data? {
      try SecureStoreKey.validate(key)
      var request = itemQuery(account: key)
      request[kSecReturnData as String] = true
      request[kSecMatchLimit as String] = kSecMatchLimitOne
      var result: CFTypeRef?
      let status = SecItemCopyMatching(request as CFDictionary, &result)
      switch status {
      case errSecSuccess:
        guard let data = result as? Data else { throw .corrupt(key, reason: "keychain item has no data") }
        return data
      case errSecItemNotFound:
        return nil
      default:
        throw .platform(status: status)
      }
    }

    /// Stores `data` for `key`: updates the item in place, or adds it when missing.
    ///
    /// Update-then-add (rather than delete-then-add) never leaves a moment with no item, so a
    /// concurrent reader sees the old or new value, not `nil`.
    public func set(_ data: Data, for key: String) throws(StorageError) {
      try SecureStoreKey.validate(key)
      let attributes: [String: Any] = [
        kSecValueData as String: data,
        kSecAttrAccessible as String: kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly,
      ]
      var status = SecItemUpdate(itemQuery(account: key) as CFDictionary, attributes as CFDictionary)
      if status == errSecItemNotFound {
        let item = itemQuery(account: key).merging(attributes) { _, new in new }
        status = SecItemAdd(item as CFDictionary, nil)
        // Another writer added the item between our update and add: update theirs instead.
        if status == errSecDuplicateItem {
          status = SecItemUpdate(itemQuery(account: key) as CFDictionary, attributes as CFDictionary)
        }
      }
      guard status == errSecSuccess else { throw .platform(status: status) }
    }

    /// Deletes the item for `key`, if any.
    public func removeValue(for key: String) throws(StorageError) {
      try SecureStoreKey.validate(key)
      let status = SecItemDelete(itemQuery(account: key) as CFDictionary)
      guard status == errSecSuccess || status == errSecItemNotFound else { throw .platform(status: status) }
    }

    /// Deletes every item with this store's service (and access group).
    public func removeAll() throws(StorageError) {
      // The data-protection keychain deletes every match in one call; the legacy macOS keychain
      // deletes one item per call. Repeat until nothing matches, bounded so a misbehaving keychain
      // cannot spin forever.
      for _ in 0..<1_000 {
        let status = SecItemDelete(itemQuery(account: nil) as CFDictionary)
        if status == errSecItemNotFound { return }
        guard status == errSecSuccess else { throw .platform(status: status) }
      }
      throw .platform(status: errSecInternalError)
    }

    /// The attributes that identify this store's items; `account == nil` matches all of them.
    private func itemQuery(account: String?) -> [String: Any] {
      var query: [String: Any] = [
        kSecClass as String: kSecClassGenericPassword,
        kSecAttrService as String: service,
      ]
      if let account { query[kSecAttrAccount as String] = account }
      if let accessGroup { query[kSecAttrAccessGroup as String] = accessGroup }
      if useDataProtectionKeychain { query[kSecUseDataProtectionKeychain as String] = true }
      return query
    }
  }
#endif
