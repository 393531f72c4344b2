import ChatterboxAPI
import Foundation
import Networking
import Observability

/// A ``PracticeRepository`` made of one closure per operation (the isowords client form): start
/// from ``unimplemented``, ``noop`` or ``offline`` and replace what the test needs.
///
/// ```swift
/// var practice = TestPracticeRepository.unimplemented
/// practice.shuffledCues = { _, _ in [cue] }
/// ```
public struct TestPracticeRepository: PracticeRepository {
  public var cues:
    @Sendable (_ profileID: String, _ count: Int, _ cursor: String?) async throws(NetworkError) -> CuePage
  public var shuffledCues: @Sendable (_ profileID: String, _ count: Int) async throws(NetworkError) -> [Cue]
  public var createUpload:
    @Sendable (_ cueID: String, _ contentType: String, _ byteSize: Int, _ sha256: String, _ idempotencyKey: String)
      async throws(NetworkError) -> RecordingUpload
  public var renewUpload: @Sendable (_ recordingID: String) async throws(NetworkError) -> RecordingUpload
  public var completeUpload: @Sendable (_ recordingID: String) async throws(NetworkError) -> Recording
  public var recordings:
    @Sendable (_ profileID: String, _ cueID: String?, _ cursor: String?, _ count: Int?) async throws(NetworkError)
      -> RecordingPage
  public var deleteRecording: @Sendable (_ id: String) async throws(NetworkError) -> Void

  /// Every operation fails the test with its name.
  public static var unimplemented: Self {
    Self(
      cues: { _, _, _ throws(NetworkError) in throw ChatterboxAPITestSupport.unimplemented("PracticeRepository.cues") },
      shuffledCues: { _, _ throws(NetworkError) in
        throw ChatterboxAPITestSupport.unimplemented("PracticeRepository.shuffledCues")
      },
      createUpload: { _, _, _, _, _ throws(NetworkError) in
        throw ChatterboxAPITestSupport.unimplemented("PracticeRepository.createUpload")
      },
      renewUpload: { _ throws(NetworkError) in
        throw ChatterboxAPITestSupport.unimplemented("PracticeRepository.renewUpload")
      },
      completeUpload: { _ throws(NetworkError) in
        throw ChatterboxAPITestSupport.unimplemented("PracticeRepository.completeUpload")
      },
      recordings: { _, _, _, _ throws(NetworkError) in
        throw ChatterboxAPITestSupport.unimplemented("PracticeRepository.recordings")
      },
      deleteRecording: { _ throws(NetworkError) in
        throw ChatterboxAPITestSupport.unimplemented("PracticeRepository.deleteRecording")
      })
  }

  /// An empty server: no cues, no recordings, deletes succeed; uploads are refused with `.notFound`.
  public static var noop: Self {
    Self(
      cues: { _, _, _ in CuePage(items: [], nextCursor: nil) }, shuffledCues: { _, _ in [] },
      createUpload: { _, _, _, _, _ throws(NetworkError) in throw .notFound },
      renewUpload: { _ throws(NetworkError) in throw .notFound },
      completeUpload: { _ throws(NetworkError) in throw .notFound },
      recordings: { _, _, _, _ in RecordingPage(items: [], nextCursor: nil, practisedCueCount: 0, cueCount: 0) },
      deleteRecording: { _ in })
  }

  /// Every operation throws `.offline`.
  public static var offline: Self {
    Self(
      cues: { _, _, _ throws(NetworkError) in throw .offline },
      shuffledCues: { _, _ throws(NetworkError) in throw .offline },
      createUpload: { _, _, _, _, _ throws(NetworkError) in throw .offline },
      renewUpload: { _ throws(NetworkError) in throw .offline },
      completeUpload: { _ throws(NetworkError) in throw .offline },
      recordings: { _, _, _, _ throws(NetworkError) in throw .offline },
      deleteRecording: { _ throws(NetworkError) in throw .offline })
  }

  public func cues(profileID: String, count: Int, cursor: String?) async throws(NetworkError) -> CuePage {
    try await cues(profileID, count, cursor)
  }
  public func shuffledCues(profileID: String, count: Int) async throws(NetworkError) -> [Cue] {
    try await shuffledCues(profileID, count)
  }
  public func createUpload(
    cueID: String, contentType: String, byteSize: Int, sha256: String, idempotencyKey: String
  ) async throws(NetworkError) -> RecordingUpload {
    try await createUpload(cueID, contentType, byteSize, sha256, idempotencyKey)
  }
  public func renewUpload(recordingID: String) async throws(NetworkError) -> RecordingUpload {
    try await renewUpload(recordingID)
  }
  public func completeUpload(recordingID: String) async throws(NetworkError) -> Recording {
    try await completeUpload(recordingID)
  }
  public func recordings(profileID: String, cueID: String?, cursor: String?, count: Int?) async throws(NetworkError)
    -> RecordingPage
  {
    try await recordings(profileID, cueID, cursor, count)
  }
  public func deleteRecording(id: String) async throws(NetworkError) { try await deleteRecording(id) }
}

/// A ``PracticeRepository`` that plays a small server from canned data and records every call.
///
/// Cues come from ``cuePages`` (canned pages by cursor) or else from ``catalog`` in pages of the
/// requested count (the cursor is the offset); recordings are filtered by cue and paged by
/// ``recordingPageSize`` (or the requested count); deletes remove the recording. An operation
/// listed in ``failures`` throws that error; an upload operation without a scripted answer is
/// unimplemented (fails the test).
///
/// ```swift
/// let practice = ScriptedPracticeRepository(catalog: [cue("a"), cue("b")])
/// practice.failures[.cues] = .offline
/// #expect(practice.calls == [.cues(profileID: "p1", count: 20, cursor: nil)])
/// ```
public final class ScriptedPracticeRepository: PracticeRepository, @unchecked Sendable {
  /// The operations, to script failures by.
  public enum Operation: Sendable, Hashable {
    case cues, shuffledCues, createUpload, renewUpload, completeUpload, recordings, deleteRecording
  }

  /// One call, with its arguments.
  public enum Call: Sendable, Equatable {
    case cues(profileID: String, count: Int, cursor: String?)
    case shuffledCues(profileID: String, count: Int)
    case createUpload(cueID: String, contentType: String, byteSize: Int, sha256: String, idempotencyKey: String)
    case renewUpload(recordingID: String)
    case completeUpload(recordingID: String)
    case recordings(profileID: String, cueID: String?, cursor: String?, count: Int?)
    case deleteRecording(id: String)
  }

  struct State {
    var catalog: [Cue]
    var cuePages: [String?: CuePage] = [:]
    var shuffled: [Cue]?
    var recordings: [Recording]
    var recordingPageSize: Int?
    var cueCount: Int?
    var createUploadAnswer: Result<RecordingUpload, NetworkError>?
    var renewUploadAnswer: Result<RecordingUpload, NetworkError>?
    var completeUploadAnswer: Result<Recording, NetworkError>?
    var failures: [Operation: NetworkError] = [:]
    var delay: Duration = .zero
    var calls: [Call] = []
    var recordedAts: [Date?] = []
  }
  private let state: LockedValue<State>

  /// Creates the server with its cues and recordings.
  public init(
    catalog: [Cue] = [], cuePages: [String?: CuePage] = [:], shuffled: [Cue]? = nil, recordings: [Recording] = [],
    recordingPageSize: Int? = nil, cueCount: Int? = nil
  ) {
    state = LockedValue(
      State(
        catalog: catalog, cuePages: cuePages, shuffled: shuffled, recordings: recordings,
        recordingPageSize: recordingPageSize, cueCount: cueCount))
  }

  private func read<Value>(_ key: KeyPath<State, Value>) -> Value { state.withLock { $0[keyPath: key] } }
  private func write<Value>(_ key: WritableKeyPath<State, Value>, _ value: Value) {
    state.withLock { $0[keyPath: key] = value }
  }

  /// All cues, paged by offset when ``cuePages`` has no page for a cursor.
  public var catalog: [Cue] {
    get { read(\.catalog) }
    set { write(\.catalog, newValue) }
  }
  /// Canned cue pages by cursor (`nil` is the first page).
  public var cuePages: [String?: CuePage] {
    get { read(\.cuePages) }
    set { write(\.cuePages, newValue) }
  }
  /// The answer to `shuffledCues`; `nil` answers the catalog reversed.
  public var shuffled: [Cue]? {
    get { read(\.shuffled) }
    set { write(\.shuffled, newValue) }
  }
  /// The profile's recordings, newest first.
  public var recordings: [Recording] {
    get { read(\.recordings) }
    set { write(\.recordings, newValue) }
  }
  /// Recordings per page; `nil` uses the requested count (all when none is given).
  public var recordingPageSize: Int? {
    get { read(\.recordingPageSize) }
    set { write(\.recordingPageSize, newValue) }
  }
  /// The cue count a recording page reports; `nil` reports the catalog's size.
  public var cueCount: Int? {
    get { read(\.cueCount) }
    set { write(\.cueCount, newValue) }
  }
  /// The answer to `createUpload`; `nil` is unimplemented.
  public var createUploadAnswer: Result<RecordingUpload, NetworkError>? {
    get { read(\.createUploadAnswer) }
    set { write(\.createUploadAnswer, newValue) }
  }
  /// The answer to `renewUpload`; `nil` is unimplemented.
  public var renewUploadAnswer: Result<RecordingUpload, NetworkError>? {
    get { read(\.renewUploadAnswer) }
    set { write(\.renewUploadAnswer, newValue) }
  }
  /// The answer to `completeUpload`; `nil` is unimplemented.
  public var completeUploadAnswer: Result<Recording, NetworkError>? {
    get { read(\.completeUploadAnswer) }
    set { write(\.completeUploadAnswer, newValue) }
  }
  /// Operations that throw instead of answering.
  public var failures: [Operation: NetworkError] {
    get { read(\.failures) }
    set { write(\.failures, newValue) }
  }
  /// How long every operation waits before answering.
  public var delay: Duration {
    get { read(\.delay) }
    set { write(\.delay, newValue) }
  }
  /// Every call so far, in order.
  public var calls: [Call] { read(\.calls) }
  /// The `recordedAt` of each `createUpload` that carried one (`nil` where the caller gave none), in order.
  public var recordedAts: [Date?] { read(\.recordedAts) }
  /// The cursors `cues` was asked for, in order.
  public var cueCursors: [String?] {
    calls.compactMap { if case .cues(_, _, let cursor) = $0 { cursor } else { nil } }
  }
  /// The recordings deleted, in order.
  public var deleted: [String] {
    calls.compactMap { if case .deleteRecording(let id) = $0 { id } else { nil } }
  }

  /// Records the call, waits the delay, then throws the scripted failure if any.
  private func begin(_ call: Call, _ operation: Operation) async throws(NetworkError) {
    let (delay, failure) = state.withLock { state in
      state.calls.append(call)
      return (state.delay, state.failures[operation])
    }
    if delay > .zero { try? await Task.sleep(for: delay) }
    if let failure { throw failure }
  }

  public func cues(profileID: String, count: Int, cursor: String?) async throws(NetworkError) -> CuePage {
    try await begin(.cues(profileID: profileID, count: count, cursor: cursor), .cues)
    return state.withLock { state in
      if let page = state.cuePages[cursor] { return page }
      let start = Int(cursor ?? "0") ?? 0
      let items = Array(state.catalog.dropFirst(start).prefix(count))
      return CuePage(items: items, nextCursor: start + count < state.catalog.count ? String(start + count) : nil)
    }
  }

  public func shuffledCues(profileID: String, count: Int) async throws(NetworkError) -> [Cue] {
    try await begin(.shuffledCues(profileID: profileID, count: count), .shuffledCues)
    return state.withLock { state in state.shuffled ?? Array(state.catalog.reversed().prefix(count)) }
  }

  public func createUpload(
    cueID: String, contentType: String, byteSize: Int, sha256: String, idempotencyKey: String
  ) async throws(NetworkError) -> RecordingUpload {
    let call = Call.createUpload(
      cueID: cueID, contentType: contentType, byteSize: byteSize, sha256: sha256, idempotencyKey: idempotencyKey)
    try await begin(call, .createUpload)
    guard let answer = read(\.createUploadAnswer) else {
      throw ChatterboxAPITestSupport.unimplemented("PracticeRepository.createUpload")
    }
    return try answer.get()
  }

  public func createUpload(
    cueID: String, contentType: String, byteSize: Int, sha256: String, idempotencyKey: String, recordedAt: Date?
  ) async throws(NetworkError) -> RecordingUpload {
    state.withLock { $0.recordedAts.append(recordedAt) }
    return try await createUpload(
      cueID: cueID, contentType: contentType, byteSize: byteSize, sha256: sha256, idempotencyKey: idempotencyKey)
  }

  public func renewUpload(recordingID: String) async throws(NetworkError) -> RecordingUpload {
    try await begin(.renewUpload(recordingID: recordingID), .renewUpload)
    guard let answer = read(\.renewUploadAnswer) else {
      throw ChatterboxAPITestSupport.unimplemented("PracticeRepository.renewUpload")
    }
    return try answer.get()
  }

  public func completeUpload(recordingID: String) async throws(NetworkError) -> Recording {
    try await begin(.completeUpload(recordingID: recordingID), .completeUpload)
    guard let answer = read(\.completeUploadAnswer) else {
      throw ChatterboxAPITestSupport.unimplemented("PracticeRepository.completeUpload")
    }
    return try answer.get()
  }

  public func recordings(profileID: String, cueID: String?, cursor: String?, count: Int?) async throws(NetworkError)
    -> RecordingPage
  {
    try await begin(.recordings(profileID: profileID, cueID: cueID, cursor: cursor, count: count), .recordings)
    return state.withLock { state in
      let filtered = state.recordings.filter { cueID == nil || $0.cueID == cueID }
      let size = state.recordingPageSize ?? count ?? filtered.count
      let start = Int(cursor ?? "0") ?? 0
      return RecordingPage(
        items: Array(filtered.dropFirst(start).prefix(size)),
        nextCursor: start + size < filtered.count ? String(start + size) : nil,
        practisedCueCount: Set(state.recordings.map(\.cueID)).count, cueCount: state.cueCount ?? state.catalog.count)
    }
  }

  public func deleteRecording(id: String) async throws(NetworkError) {
    try await begin(.deleteRecording(id: id), .deleteRecording)
    state.withLock { $0.recordings.removeAll { $0.id == id } }
  }
}
