import AppFeature

extension AppDependencies {
  /// Names this server in its folder, so another server's command can say which `--api` sends what waits here.
  func recordServerName() { UploadsElsewhere.recordServerName(environment.serverIdentity, in: server.dataDirectory) }

  /// Unfinished takes on this device queued under servers other than this command's (``UploadsElsewhere``).
  package func uploadsWaitingForOtherServers() -> [UploadsElsewhere] {
    UploadsElsewhere.find(
      inDataDirectory: directories.dataDirectory, excludingServerFolder: server.dataDirectory.lastPathComponent)
  }
}
