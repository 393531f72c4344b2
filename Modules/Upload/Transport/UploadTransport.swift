import Foundation
import Networking

/// Sends one file to its signed URL, streamed from disk, reporting progress. A struct
/// of one closure so the queue can run against the live `URLSession` implementation
/// (``live(transfer:policy:answers:onAttempt:)``) or an in-memory fake in tests.
///
/// The closure must never load the whole file into memory, must call `progress` with
/// monotonically growing byte counts for one call, and must map the server's answer into
/// ``UploadTransportResult`` / ``UploadTransportError``.
public struct UploadTransport: Sendable {
  /// Called with (bytes sent so far, total bytes) while the body streams.
  public typealias Progress = @Sendable (_ bytesSent: Int, _ totalBytes: Int) -> Void

  /// Sees each PUT the live transport sends, once its answer (or failure) is in, the way the API
  /// client's monitors see its attempts: method, the signed URL, headers, status, the error body,
  /// timings, and the error the queue gets. One call per PUT (`attemptNumber` 1; the queue's retries
  /// are new PUTs); none for a request refused before sending. The URL carries the signature:
  /// whoever keeps it must redact it (the network log does, at its chokepoint). Called on the
  /// uploading task: return quickly.
  public typealias AttemptObserver = @Sendable (NetworkAttempt) -> Void

  /// Sends `request.fileURL` to `request.target.url` with the target's method (`PUT` unless `POST`).
  /// Throws only ``UploadTransportError``: the queue decides from it whether to renew, wait or fail.
  public var upload:
    @Sendable (_ request: UploadRequest, _ progress: @escaping Progress) async throws(UploadTransportError) ->
      UploadTransportResult

  /// Called by the queue when a PUT is likely soon (a create step starts), before the create
  /// call: a transport may open the connection the PUT will use meanwhile, off the PUT's critical
  /// path. It must return at once, never send credentials or file bytes, and never fail the upload;
  /// the default does nothing. ``live(transfer:policy:answers:onAttempt:warmUpOrigin:)`` warms an
  /// HTTP/1.1 connection to a given origin (ADR 0029).
  public var warmUp: @Sendable () -> Void

  /// Wraps one operation, stored as given; it must honour the contract above. A test fake:
  ///
  /// ```swift
  /// import Upload
  ///
  /// func instantTransport() -> UploadTransport {
  ///   UploadTransport { request, progress throws(UploadTransportError) in
  ///     progress(request.byteSize, request.byteSize)  // every byte "sent" at once
  ///     return .uploaded
  ///   }
  /// }
  /// ```
  public init(
    upload:
      @escaping @Sendable (_ request: UploadRequest, _ progress: @escaping Progress) async throws(UploadTransportError)
      -> UploadTransportResult
  ) {
    self.init(upload: upload, warmUp: {})
  }

  /// Wraps an upload operation and a ``warmUp`` hint, stored as given; both must honour their contracts.
  public init(
    upload:
      @escaping @Sendable (_ request: UploadRequest, _ progress: @escaping Progress) async throws(UploadTransportError)
      -> UploadTransportResult,
    warmUp: @escaping @Sendable () -> Void
  ) {
    self.upload = upload
    self.warmUp = warmUp
  }
}

/// One file to send: where it is on disk and where it goes.
public struct UploadRequest: Sendable, Equatable {
  /// The local file; read in chunks by the transport, never loaded whole.
  public var fileURL: URL
  /// The signed URL, method and headers from the server.
  public var target: UploadTarget
  /// The declared content type, sent unless ``UploadTarget/headers`` already name one.
  public var contentType: String
  /// The declared size, for progress before the first callback.
  public var byteSize: Int

  /// Stores the values as given; the transport checks the URL against its policy when sending.
  public init(fileURL: URL, target: UploadTarget, contentType: String, byteSize: Int) {
    self.fileURL = fileURL
    self.target = target
    self.contentType = contentType
    self.byteSize = byteSize
  }
}

/// A PUT the server accepted.
public enum UploadTransportResult: Sendable, Equatable {
  /// 200/204: the bytes arrived and matched the declared size and checksum.
  case uploaded
  /// 409 `already_completed`: an earlier attempt (perhaps by a process that was killed) already
  /// finished this upload, so there is nothing left to send.
  case alreadyCompleted
}
