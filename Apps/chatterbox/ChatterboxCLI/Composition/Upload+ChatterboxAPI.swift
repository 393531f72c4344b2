import Foundation
import ChatterboxAPI
import Networking
import Upload

// The Upload module knows nothing of the API's types; the composition root adapts them.

extension UploadAPI {
  /// Create, renew and complete over the live practice repository.
  static func live(_ practice: any PracticeRepository) -> UploadAPI {
    UploadAPI(
      createUpload: { cueID, contentType, byteSize, sha256, key throws(NetworkError) in
        UploadTarget(
          try await practice.createUpload(
            cueID: cueID, contentType: contentType, byteSize: byteSize, sha256: sha256, idempotencyKey: key))
      },
      renewUpload: { id throws(NetworkError) in UploadTarget(try await practice.renewUpload(recordingID: id)) },
      completeUpload: { id throws(NetworkError) in
        let recording = try await practice.completeUpload(recordingID: id)
        return CompletedUpload(recordingID: recording.id, sha256: recording.sha256, byteSize: recording.byteSize)
      })
  }
}

extension UploadTarget {
  init(_ upload: RecordingUpload) {
    self.init(
      recordingID: upload.recordingID, url: upload.uploadURL, method: upload.method, headers: upload.headers,
      expiresAt: upload.expiresAt)
  }
}

extension AppDependencies {
  /// The persistent upload queue under the data directory, started (which resumes any upload a
  /// killed process left behind).
  func startUploadQueue() async throws -> UploadQueue {
    let folder: URL
    do { folder = try directories.createIfNeeded(directories.uploadsDirectory) } catch {
      throw CLIError("cannot create the uploads folder: \(error)")
    }
    let queue = UploadQueue(
      directory: folder, api: .live(practice), transport: .live(policy: client.configuration.transportSecurity))
    do { try await queue.start() } catch { throw CLIError("cannot open the upload queue: \(error)") }
    return queue
  }
}

