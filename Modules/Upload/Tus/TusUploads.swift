import Foundation
import Networking

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Byte-level resume over the open tus 1.0 protocol (core, creation and termination;
/// https://tus.io/protocols/resumable-upload): the queue's create step `POST`s the upload
/// (`Upload-Length`, the job's idempotency key as `Idempotency-Key`) and stores the server's
/// `Location` in the job file; the upload step asks the server where it is (`HEAD` → `Upload-Offset`)
/// and `PATCH`es only the rest, one chunk at a time; the complete step checks the offset reached the
/// length; a cancelled job's upload is terminated (`DELETE`). A killed process or a dropped
/// connection therefore costs at most the chunk that was in flight.
///
/// Use ``api`` and ``transport`` together, for the same queue:
///
/// ```swift
/// import Foundation
/// import Upload
///
/// // `token` is asked for anew per request, so a refreshed token is used at once.
/// func resumableQueue(
///   endpoint: URL, queueFolder: URL, token: @escaping @Sendable () async -> String
/// ) -> UploadQueue {
///   let tus = TusUploads(endpoint: endpoint, chunkSize: 2 << 20) { ["Authorization": "Bearer \(await token())"] }
///   return UploadQueue(directory: queueFolder, api: tus.api, transport: tus.transport)
/// }
/// ```
///
/// Guarantees: a chunk is read from disk when it is sent (at most `chunkSize` bytes in memory); every
/// request carries `Tus-Resumable: 1.0.0`; an upload URL on another origin than `endpoint` is refused
/// (the headers, perhaps a token, go only where the host sent them); a server that reports an offset
/// beyond the file, going backwards, or a length other than the file's fails the job instead of
/// corrupting it. The upload URL is the job's remote id (``UploadJobSnapshot/remoteID``): where a
/// server's upload URLs are capabilities, treat that id like a signed URL. Failures: 409 (offset
/// mismatch) is answered by asking the offset again; 404/410 while sending (the server lost or
/// expired the upload) make the job create a new upload and send it whole (counted toward
/// `maxAttempts`); 412/413/415 refuse the job for good; 429, 5xx and lost connections wait.
public struct TusUploads: Sendable {
  /// The chunk size when none is given: 4 MiB, a few round trips per 30 MB file and at most 4 MiB
  /// sent twice after a kill.
  public static let defaultChunkSize = 4 << 20

  private static func clamped(_ size: Int) -> Int { min(max(size, 1 << 10), 64 << 20) }
  /// The protocol version sent as `Tus-Resumable` on every request.
  public static let version = "1.0.0"

  /// The creation URL (the server's tus endpoint); its origin is the only one an upload's
  /// `Location` may name.
  public var endpoint: URL
  /// Bytes per `PATCH`, and the most re-sent after a kill: always 1 KiB … 64 MiB (a value outside is
  /// clamped, at initialization and on every assignment).
  public var chunkSize: Int {
    didSet { chunkSize = Self.clamped(chunkSize) }
  }
  /// Headers sent with every request (authorization, for example), asked for anew per request.
  public var headers: @Sendable () async -> [String: String]
  /// Sends each request; `HTTPTransport.live` by default (libcurl on Linux, `URLSession` elsewhere).
  public var http: HTTPTransport
  /// Refuses cleartext to a non-loopback host before anything is sent.
  public var security: TransportSecurityPolicy
  /// Bounds each request (connect, stall, deadline, answer size).
  public var transfer: TransferPolicy

  /// Stores the settings; `chunkSize` is clamped to 1 KiB … 64 MiB. Nothing is checked or sent
  /// here: an `endpoint` the `security` policy refuses fails the first job's create.
  public init(
    endpoint: URL, chunkSize: Int = defaultChunkSize, http: HTTPTransport = .live,
    security: TransportSecurityPolicy = .standard, transfer: TransferPolicy = .uploads,
    headers: @escaping @Sendable () async -> [String: String] = { [:] }
  ) {
    self.endpoint = endpoint
    self.chunkSize = Self.clamped(chunkSize)
    self.http = http
    self.security = security
    self.transfer = transfer
    self.headers = headers
  }

  /// The server calls: create (`POST`), renew (the stored location again: tus URLs do not expire),
  /// complete (`HEAD`: the offset must equal the length, else 409 `upload_incomplete`, which makes
  /// the queue send the rest), discard (`DELETE`).
  public var api: UploadAPI {
    let client = TusClient(self)
    return UploadAPI(
      createUpload: { metadata, contentType, byteSize, sha256, key throws(NetworkError) in
        let location = try await client.create(
          length: byteSize, metadata: metadata, contentType: contentType, sha256: sha256, idempotencyKey: key)
        return TusClient.target(location)
      },
      renewUpload: { remoteID throws(NetworkError) in
        TusClient.target(try client.location(remoteID))
      },
      completeUpload: { remoteID throws(NetworkError) in
        let status = try await client.status(of: client.location(remoteID))
        guard status.offset == status.length else {
          throw .server(status: 409, code: "upload_incomplete", message: nil)
        }
        return CompletedUpload(remoteID: remoteID, byteSize: status.length)
      },
      discardUpload: { remoteID throws(NetworkError) in
        try await client.terminate(client.location(remoteID))
      })
  }

  /// Sends a job's bytes: `HEAD` for the server's offset, then `PATCH`es from there to the end.
  public var transport: UploadTransport {
    let client = TusClient(self)
    return UploadTransport { request, progress throws(UploadTransportError) in
      try await client.send(request, progress: progress)
    }
  }
}
