import ChatterboxAPI
import Foundation
import NetworkErrors
import Observability
import Observation

/// The learner's recordings for the active profile: paging, attempts per cue, "X of Y cues
/// practised", and delete (server and any local copy).
@MainActor
@Observable
public final class HistoryViewModel {
  /// The pages loaded so far, newest first; emptied by ``load(profile:cueID:)``, kept when a load fails.
  public private(set) var recordings: [Recording] = []
  /// Distinct cues with a complete recording, from the server's last page (lowered by a delete).
  public private(set) var practisedCueCount = 0
  /// Cues in the profile's language, from the server's last page.
  public private(set) var cueCount = 0
  /// `true` while the server has another page; ``loadMore()`` does nothing when `false`.
  public private(set) var hasMore = false
  /// Why the last load or delete failed; `nil` after one succeeds.
  public private(set) var failure: NetworkError?
  /// `true` from ``load(profile:cueID:)`` until the server's first page (or its failure) is in.
  public private(set) var isLoading = false
  /// `true` once that load has waited longer than the patience: say the server is slow (the saved
  /// copy, when there is one, is then on screen with ``savedAt``).
  public private(set) var isSlow = false
  /// `true` once the server answered the last load: only then do the counts and an empty list
  /// say anything ("No recordings yet" is the server's word, never the absence of one).
  public private(set) var hasLoaded = false
  /// When the recordings shown were saved, while the saved copy stands in (slow or unreachable
  /// server); `nil` when they are the server's answer, or nothing is shown.
  public private(set) var savedAt: Date?
  /// The learner's progress over days (issue 38), fetched beside each unfiltered load once
  /// ``progressSource`` is set: the saved copy's at once, then the server's; `nil` while there is neither.
  public private(set) var progress: ProgressSummary?
  /// Where ``progress`` comes from, and the zone whose today it is counted for; `nil` fetches none.
  @ObservationIgnored public var progressSource: (loader: ProgressLoader, timeZone: TimeZone)?

  private let repository: any PracticeRepository
  private let localCopy: @Sendable (String) -> URL?
  private let cache: HistoryCache?
  private let time: TimeSource
  private let patience: Duration?
  private var profile: Profile?
  private var cueFilter: String?
  @ObservationIgnored private var cursor: String?
  @ObservationIgnored private var generation = 0

  /// Creates the view model. `localCopy` maps a recording id to a local file to delete with it.
  public convenience init(
    repository: any PracticeRepository, localCopy: @escaping @Sendable (String) -> URL? = { _ in nil }
  ) {
    self.init(repository: repository, localCopy: localCopy, cache: nil)
  }

  /// Creates the view model with a saved copy: each first page the server sends is kept in
  /// `cache`, and read back when a load has waited `patience` of `time` (``isSlow``) or the server
  /// cannot be reached. A `nil` patience never calls a load slow (a command races the saved copy
  /// itself); `time`'s wall clock dates the saved copy.
  public init(
    repository: any PracticeRepository, localCopy: @escaping @Sendable (String) -> URL? = { _ in nil },
    cache: HistoryCache?, time: TimeSource = .system, patience: Duration? = .seconds(2)
  ) {
    self.repository = repository
    self.localCopy = localCopy
    self.cache = cache
    self.time = time
    self.patience = patience
  }

  /// Why the saved copy is on screen: `nil` while the server is only slow (or its answer is shown),
  /// else why the last load failed (unreachable, unreadable).
  public var savedCopyReason: SavedCopyReason? {
    guard savedAt != nil, let failure else { return nil }
    return SavedCopyReason(failure)
  }

  /// Recordings per cue id, counted over the pages loaded so far (not the server's whole history).
  public var attemptsByCue: [String: Int] {
    recordings.reduce(into: [:]) { counts, recording in counts[recording.cueID, default: 0] += 1 }
  }

  /// Replaces the list with the first page of 20 (only `cueID`'s recordings when given). Never
  /// throws: a failure is in ``failure``.
  public func load(profile: Profile, cueID: String? = nil) async {
    self.profile = profile
    cueFilter = cueID
    cursor = nil
    recordings = []
    hasLoaded = false
    savedAt = nil
    isSlow = false
    isLoading = true
    generation += 1
    let watch = watchPatience(generation)
    let counting = cueID == nil ? countProgress(profile) : nil
    await fetch()
    await counting?.value
    watch?.cancel()
    isLoading = false
    isSlow = false
  }

  /// Fetches ``progress`` alone (the cue list's ✓ marks, before the history is opened): the saved copy's at
  /// once, then the server's; does nothing without a ``progressSource``.
  public func refreshProgress(profile: Profile) async {
    await countProgress(profile)?.value
  }

  /// Shows the saved progress at once and starts fetching the server's; a failure keeps the saved one.
  private func countProgress(_ profile: Profile) -> Task<Void, Never>? {
    guard let (loader, timeZone) = progressSource else { return nil }
    if let saved = loader.saved(profileID: profile.id) { progress = loader.summary(of: saved, timeZone: timeZone) }
    let generation = self.generation
    return Task { [weak self] in
      guard let fetched = try? await loader.fetch(profile: profile, timeZone: timeZone) else { return }
      guard let self, self.generation == generation else { return }
      self.progress = loader.summary(of: fetched, timeZone: timeZone)
    }
  }

  /// After the patience, marks the load `generation` slow and shows the saved copy if nothing is shown.
  private func watchPatience(_ generation: Int) -> Task<Void, Never>? {
    guard let patience else { return nil }
    return Task { [time, weak self] in
      guard (try? await time.sleep(patience)) != nil, !Task.isCancelled else { return }
      guard let self, self.generation == generation, self.isLoading else { return }
      self.isSlow = true
      if self.recordings.isEmpty { self.showSavedCopy() }
    }
  }

  /// Shows the saved copy for the current profile and filter; `false` when there is none.
  @discardableResult
  private func showSavedCopy() -> Bool {
    guard let profile, let saved = cache?.load(profileID: profile.id, cueID: cueFilter) else { return false }
    recordings = saved.items
    practisedCueCount = saved.practisedCueCount
    cueCount = saved.cueCount
    hasMore = false  // the saved copy has no cursor to go on from
    savedAt = saved.savedAt
    return true
  }

  /// Appends the next page of 20; on failure keeps what is shown and sets ``failure``.
  public func loadMore() async {
    guard hasMore else { return }
    await fetch()
  }

  /// Deletes a recording on the server, then its local copy (a local failure is ignored: the file
  /// is only a cache). When the server refuses, nothing changes and ``failure`` says why.
  public func delete(id: String) async {
    do {
      try await repository.deleteRecording(id: id)
      if let url = localCopy(id) { try? FileManager.default.removeItem(at: url) }
      cache?.remove(recordingID: id)
      if let removed = recordings.first(where: { $0.id == id }) {
        recordings.removeAll { $0.id == id }
        if !recordings.contains(where: { $0.cueID == removed.cueID }) {
          practisedCueCount = max(0, practisedCueCount - 1)
        }
      }
      failure = nil
    } catch {
      failure = error
    }
  }

  private func fetch() async {
    guard let profile else { return }
    let first = cursor == nil
    do {
      let page = try await repository.recordings(profileID: profile.id, cueID: cueFilter, cursor: cursor, count: 20)
      // The first page replaces a saved copy shown meanwhile.
      recordings = (first ? [] : recordings) + page.items
      cursor = page.nextCursor
      hasMore = page.nextCursor != nil
      practisedCueCount = page.practisedCueCount
      cueCount = page.cueCount
      savedAt = nil
      hasLoaded = true
      failure = nil
      if first {
        try? cache?.save(
          CachedHistory(
            items: page.items, practisedCueCount: page.practisedCueCount, cueCount: page.cueCount, hasMore: hasMore,
            savedAt: time.now()), profileID: profile.id, cueID: cueFilter)
      }
    } catch {
      failure = error
      // Unreachable (or an unreadable answer): the saved copy stands in, marked and dated; a refusal never.
      if first, savedAt == nil, recordings.isEmpty, SavedCopyReason(error) != nil { showSavedCopy() }
    }
  }
}
