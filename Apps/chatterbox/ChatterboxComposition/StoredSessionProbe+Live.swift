import Session

extension StoredSessionProbe {
  /// The probe over this process's secure store and session key.
  ///
  /// ```swift
  /// let probe = StoredSessionProbe.live(app)
  /// ```
  package static func live(_ app: AppDependencies) -> StoredSessionProbe {
    .readingBack(storageKey: AppDependencies.sessionStorageKey(for: app.environment)) {
      // A store that cannot even be opened holds nothing the next launch could use.
      try? AppDependencies.makeSecureStore(app.directories, strings: app.strings)
    }
  }
}
