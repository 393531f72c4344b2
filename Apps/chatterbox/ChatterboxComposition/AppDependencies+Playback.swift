import ChatterboxAPI
import ChatterboxAPILive
import Foundation
import Networking
import Storage

extension AppDependencies {
  /// The folder of an account's downloaded recordings, in its own data folder beside its takes.
  package static let playbackFolderName = "playback"

  /// The signed-in account's recordings as local files for the player: downloaded on first play
  /// through the API client's transfer policy (its proxy, CA, limits and monitors) without the
  /// session's token (the address is signed), removed with the recording and at sign-out.
  package var recordingAudio: LiveRecordingAudioRepository {
    let configuration = client.configuration
    let name = environment.name
    return LiveRecordingAudioRepository(
      client: { origin in
        var download = configuration
        download.environment = APIEnvironment(name: name, baseURL: origin)
        download.authorization = nil
        return APIClient(configuration: download)
      },
      folder: { [self] in
        try signedInAccountDirectories().dataDirectory.appending(
          path: Self.playbackFolderName, directoryHint: .isDirectory)
      })
  }

  /// Removes every account's downloaded recordings on this server: at sign-out the account may
  /// already be forgotten, and no copy may outlive its session.
  package static func removeAllPlaybackCopies(server: AppDirectories) {
    for folder in playbackFolders(server: server) { try? FileManager.default.removeItem(at: folder) }
  }

  /// Removes a deleted recording's copies, whichever account's folder holds them (recording ids are
  /// the server's, unique on it): a command may delete before it knows the account.
  package static func removePlaybackCopies(ofRecording id: String, server: AppDirectories) {
    for folder in playbackFolders(server: server) {
      LiveRecordingAudioRepository.removeCopy(ofRecording: id, in: folder)
    }
  }

  private static func playbackFolders(server: AppDirectories) -> [URL] {
    let accounts = server.dataDirectory.appending(path: "accounts", directoryHint: .isDirectory)
    return ((try? FileManager.default.contentsOfDirectory(atPath: accounts.path)) ?? []).map {
      accounts.appending(path: $0).appending(path: playbackFolderName, directoryHint: .isDirectory)
    }
  }
}
