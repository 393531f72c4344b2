import Foundation
import Networking
import Observability
import Storage
import TestSupport
import Upload

/// An in-memory upload backend behind a fake ``UploadAPI`` and ``UploadTransport``: it keeps
/// recordings like the real server (idempotent create per key, pending → uploaded → complete),
/// records every call, and fails on script.
///
/// Scripts are consumed one per call: `script(.create, .failure(.offline))` makes the next create
/// fail; unscripted calls behave like a healthy server.
final class FakeUploadServer: Sendable {
  enum Call: Hashable, Sendable { case create, renew, put, complete }

  struct CreateCall: Equatable, Sendable {
    let metadata: [String: String]
    let contentType: String
    let byteSize: Int
    let sha256: String
    let idempotencyKey: String
  }

  struct Recording: Sendable {
    let id: String
    let declaration: CreateCall
    var uploaded = false
    var completed = false
  }

  struct State: Sendable {
    var creates: [CreateCall] = []
    var renews: [String] = []
    var puts: [UploadRequest] = []
    var completes: [String] = []
    var recordings: [String: Recording] = [:]
    var recordingByKey: [String: String] = [:]
    var urlSerial = 0
    var apiScript: [Call: [NetworkError]] = [:]
    var putScript: [Result<UploadTransportResult, UploadTransportError>] = []
    /// The order of calls, e.g. ["create", "put", "complete"].
    var log: [String] = []
    var inFlight = 0
    var maxInFlight = 0
  }

  let state = LockedValue(State())
  /// Runs inside `complete`, before it answers (e.g. to check the file still exists).
  let onComplete = LockedValue<(@Sendable (String) -> Void)?>(nil)
  /// Runs inside `create`, before it answers (e.g. to read the job file).
  let onCreate = LockedValue<(@Sendable (CreateCall) -> Void)?>(nil)
  /// When set, PUTs hang until cancelled: the process "dies" mid-upload.
  let hangPuts = LockedValue(false)
  /// When set, creates hang until cancelled: the process "dies" while creating.
  let hangCreates = LockedValue(false)
  /// One element per call that started hanging, so a test knows the "crash" point was reached.
  let hung: AsyncStream<Call>
  private let hungContinuation: AsyncStream<Call>.Continuation
  let lifetime: TimeInterval
  let clock: TestClock

  init(clock: TestClock, urlLifetime: TimeInterval = 900) {
    self.clock = clock
    self.lifetime = urlLifetime
    (hung, hungContinuation) = AsyncStream.makeStream(of: Call.self)
  }

  /// Waits until a call started hanging.
  func waitUntilHung() async {
    for await _ in hung { return }
  }

  /// Makes the next call of `call` fail with `error` (repeat to fail several times).
  func script(_ call: Call, _ error: NetworkError, times: Int = 1) {
    state.withLock { $0.apiScript[call, default: []].append(contentsOf: repeatElement(error, count: times)) }
  }

  /// Makes the next PUT answer `result`.
  func scriptPut(_ result: Result<UploadTransportResult, UploadTransportError>, times: Int = 1) {
    state.withLock { $0.putScript.append(contentsOf: repeatElement(result, count: times)) }
  }

  var snapshot: State { state.value }

  // MARK: API

  var api: UploadAPI {
    UploadAPI(
      createUpload: { metadata, contentType, byteSize, sha256, key throws(NetworkError) in
        let call = CreateCall(
          metadata: metadata, contentType: contentType, byteSize: byteSize, sha256: sha256, idempotencyKey: key)
        self.onCreate.value?(call)
        self.state.withLock { $0.creates.append(call) }  // every call, also scripted failures
        if self.hangCreates.value {
          self.hungContinuation.yield(.create)
          try? await Task.sleep(for: .seconds(3600))  // ended by cancellation: the "crash"
          throw .cancelled
        }
        return try self.enter(.create) { state throws(NetworkError) in
          // Idempotency: the same key replays the first answer's recording.
          let id = state.recordingByKey[key] ?? "rec_\(state.recordings.count + 1)"
          state.recordingByKey[key] = id
          if state.recordings[id] == nil { state.recordings[id] = Recording(id: id, declaration: call) }
          return self.target(for: id, state: &state)
        }
      },
      renewUpload: { id throws(NetworkError) in
        self.state.withLock { $0.renews.append(id) }
        return try self.enter(.renew) { state throws(NetworkError) in
          guard let recording = state.recordings[id] else { throw .notFound }
          guard !recording.completed else {
            throw .server(status: 409, code: "already_completed", message: "The recording is complete.")
          }
          return self.target(for: id, state: &state)
        }
      },
      completeUpload: { id throws(NetworkError) in
        self.onComplete.value?(id)
        self.state.withLock { $0.completes.append(id) }
        return try self.enter(.complete) { state throws(NetworkError) in
          guard var recording = state.recordings[id] else { throw .notFound }
          guard recording.uploaded else {
            throw .server(status: 409, code: "upload_incomplete", message: "Upload the bytes first.")
          }
          recording.completed = true
          state.recordings[id] = recording
          return CompletedUpload(
            remoteID: id, sha256: recording.declaration.sha256, byteSize: recording.declaration.byteSize)
        }
      }
    )
  }

  private func enter<T>(_ call: Call, _ body: (inout State) throws(NetworkError) -> T) throws(NetworkError) -> T {
    // LockedValue.withLock rethrows untyped errors, so the typed error travels as a Result.
    try state.withLock { state -> Result<T, NetworkError> in
      state.log.append("\(call)")
      if var script = state.apiScript[call], !script.isEmpty {
        let error = script.removeFirst()
        state.apiScript[call] = script
        return .failure(error)
      }
      do throws(NetworkError) {
        return .success(try body(&state))
      } catch {
        return .failure(error)
      }
    }.get()
  }

  private func target(for id: String, state: inout State) -> UploadTarget {
    state.urlSerial += 1
    // A signature-shaped secret, so log tests can prove it never leaks.
    let signature = "sig\(state.urlSerial)secret\(String(repeating: "f", count: 16))"
    let expires = clock.now.addingTimeInterval(lifetime)
    return UploadTarget(
      remoteID: id,
      url: URL(
        string:
          "https://uploads.test/uploads/\(id)?expires=\(Int(expires.timeIntervalSince1970))&signature=\(signature)")!,
      method: "PUT", headers: ["Content-Type": state.recordings[id]?.declaration.contentType ?? "audio/wav"],
      expiresAt: expires)
  }

  // MARK: Transport

  var transport: UploadTransport {
    UploadTransport { request, progress throws(UploadTransportError) in
      let scripted = self.state.withLock { state -> Result<UploadTransportResult, UploadTransportError>? in
        state.log.append("put")
        state.puts.append(request)
        state.inFlight += 1
        state.maxInFlight = max(state.maxInFlight, state.inFlight)
        return state.putScript.isEmpty ? nil : state.putScript.removeFirst()
      }
      defer { self.state.withLock { $0.inFlight -= 1 } }
      if self.hangPuts.value {
        self.hungContinuation.yield(.put)
        try? await Task.sleep(for: .seconds(3600))  // ended by cancellation: the "crash"
        throw .network(.cancelled)
      }
      if let scripted {
        if case .success(.alreadyCompleted) = scripted {
          // As if an earlier process had sent and completed this recording.
          self.state.withLock { state in
            state.recordings[request.target.remoteID]?.uploaded = true
            state.recordings[request.target.remoteID]?.completed = true
          }
        }
        return try scripted.get()
      }
      // Stream the file like the real transport: chunked reads, progress per chunk.
      guard let handle = try? FileHandle(forReadingFrom: request.fileURL) else { throw .fileUnreadable }
      defer { try? handle.close() }
      var hasher = SHA256()
      var sent = 0
      let chunk = max(1, request.byteSize / 4)
      while let data = try? handle.read(upToCount: chunk), !data.isEmpty {
        hasher.update(data)
        sent += data.count
        progress(sent, request.byteSize)
      }
      let digest = hasher.finalize().hexString
      return try self.state.withLock { state -> Result<UploadTransportResult, UploadTransportError> in
        let id = request.target.remoteID
        guard var recording = state.recordings[id] else { return .failure(.rejected(status: 404, code: "not_found")) }
        if recording.completed { return .success(.alreadyCompleted) }
        guard request.target.expiresAt > self.clock.now else { return .failure(.expired) }
        guard sent == recording.declaration.byteSize else {
          return .failure(.rejected(status: 422, code: "size_mismatch"))
        }
        guard digest == recording.declaration.sha256 else {
          return .failure(.rejected(status: 422, code: "checksum_mismatch"))
        }
        recording.uploaded = true
        state.recordings[id] = recording
        return .success(.uploaded)
      }.get()
    }
  }
}
