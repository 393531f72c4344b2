import AppFeature
import AudioCapture
import ChatterboxAPI
import ChatterboxPresentation
import Foundation
import Localization
import Networking
import Observability
import PracticeFeature
import PracticeFeatureLive
import Session
import Upload

extension AppDependencies {
  /// The signed-in account's persistent upload queue, started (which resumes any upload a killed
  /// process left behind). Other accounts' queues stay where they are, untouched (ADR 0011).
  package func startUploadQueue() async throws -> UploadQueue {
    guard let owner = session.currentUser?.id else { throw CLIError.notSignedIn(strings) }
    let account = accountDirectories(userID: owner)
    let folder: URL
    do { folder = try account.createIfNeeded(account.uploadsDirectory) } catch {
      throw CLIError.storage(error, dataFolder: directories.dataDirectory, strings)
    }
    // Named so that another server's command can say which `--api` sends what waits here.
    recordServerName()
    // The PUTs go to the API client's monitors too, so the network log records uploads (redacted:
    // the signed URL's signature never reaches it).
    let monitors = client.configuration.monitors
    // The PUT trusts what the API client trusts (a staging CA from --ca-file) and goes through the
    // same proxy (--proxy, CHATTERBOX_PROXY or the variables; never for a loopback http URL).
    var uploadTransferPolicy = TransferPolicy.uploads
    uploadTransferPolicy.additionalTrustedCertificates = client.configuration.transfer.additionalTrustedCertificates
    uploadTransferPolicy.proxy = client.configuration.transfer.proxy
    // A job may name a file only in the queue's own folder or in this account's recordings
    // (where takes wait until the queue moves them in); a job file naming anything else is
    // moved aside as corrupt, the file untouched (issue 24).
    let queue = UploadQueue(
      directory: folder,
      api: .practice(practice, owner: owner, signedInUserID: { [session] in session.currentUser?.id }),
      transport: .live(
        transfer: uploadTransferPolicy, policy: client.configuration.transportSecurity,
        onAttempt: { attempt in for monitor in monitors { monitor.attemptDidFinish(attempt) } },
        // This server signs upload URLs on its own public origin: the PUT's connection opens while create runs.
        warmUpOrigin: client.configuration.environment.baseURL),
      configuration: UploadQueue.Configuration(sourceFolders: [account.recordingsDirectory]))
    do { try await queue.start() } catch {
      if CLIError.isStorageFailure(error) {
        throw CLIError.storage(error, dataFolder: directories.dataDirectory, strings)
      }
      throw CLIError(strings.string("cli.error.cannot_open_upload_queue", .string("\(type(of: error))")))
    }
    await queue.adoptInterruptedTakes(from: account.recordingsDirectory, logger: logger)
    return queue
  }
}
