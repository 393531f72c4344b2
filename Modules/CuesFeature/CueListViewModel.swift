import ChatterboxAPI
import Foundation
import NetworkErrors
import Observability
import Observation

/// The cue list: cache first, then network; paging by cursor with a coalesced "next page";
/// shuffle; an offline state ("Showing saved cues") when the network fails but the cache has cues.
@MainActor
@Observable
public final class CueListViewModel {
  /// How fresh the list is.
  public enum Freshness: Equatable, Sendable {
    /// Nothing loaded yet.
    case empty
    /// From the server just now.
    case live
    /// From the on-disk cache, network not tried yet (shown at once on launch).
    case cached
    /// From the cache because the network failed: show "Showing saved cues".
    case offline
  }

  /// The cues in the server's (or the cache's) order; a later page adds only cues not already shown.
  public private(set) var cues: [Cue] = []
  /// `true` while a next cursor is known; ``loadNextPage()`` does nothing when `false`.
  public private(set) var hasMore = false
  /// `true` while any request (a page or a shuffle) is in flight.
  public private(set) var isLoading = false
  /// `true` while ``load(profile:)`` waits for the first page with cues already on screen (a
  /// refresh): the list shown is the one being replaced, not a page being added.
  public private(set) var isRefreshing = false
  /// `true` once that first page has waited longer than the patience: say the server is slow. Never
  /// set when the view model has no patience.
  public private(set) var isSlow = false
  /// Where the list came from.
  public private(set) var freshness: Freshness = .empty
  /// Why the last refresh failed; `nil` after one succeeds. The cues shown are kept on failure.
  public private(set) var failure: NetworkError?
  /// The profile of the last ``load(profile:)``; `nil` before the first.
  public private(set) var profile: Profile?
  /// When the cues shown were saved, while they come from the cache (``Freshness/cached`` or
  /// ``Freshness/offline``); `nil` once the server's answer is shown.
  public private(set) var savedAt: Date?

  private let repository: any PracticeRepository
  private let cache: CueCache?
  private let pageSize: Int
  private let onFetched: @Sendable (_ milliseconds: Int, _ count: Int) -> Void
  private let time: TimeSource
  private let patience: Duration?
  @ObservationIgnored private var nextCursor: String?
  @ObservationIgnored private var pageTask: Task<Void, Never>?
  @ObservationIgnored private var generation = 0

  /// Creates the view model. `onFetched` gets each page's fetch time, measured on `time`'s monotonic
  /// clock, whose wall clock also dates the saved copy. It never calls a load slow (``isSlow``).
  public convenience init(
    repository: any PracticeRepository, cache: CueCache?, pageSize: Int = 20, time: TimeSource = .system,
    onFetched: @escaping @Sendable (_ milliseconds: Int, _ count: Int) -> Void = { _, _ in }
  ) {
    self.init(
      repository: repository, cache: cache, pageSize: pageSize, time: time, patience: nil, onFetched: onFetched)
  }

  /// Creates the view model that calls a ``load(profile:)`` slow (``isSlow``) once its first page
  /// has waited `patience` on `time`; `nil` never does.
  public init(
    repository: any PracticeRepository, cache: CueCache?, pageSize: Int = 20, time: TimeSource = .system,
    patience: Duration?, onFetched: @escaping @Sendable (_ milliseconds: Int, _ count: Int) -> Void = { _, _ in }
  ) {
    self.repository = repository
    self.cache = cache
    self.pageSize = pageSize
    self.time = time
    self.patience = patience
    self.onFetched = onFetched
  }

  /// "Showing saved cues" should be visible.
  public var isShowingSavedCues: Bool { freshness == .offline }

  /// Why saved cues are shown (when ``isShowingSavedCues``): the server could not be reached, or
  /// it answered with something that could not be read — which a screen must say in those words,
  /// never as "offline". `nil` when the list is not from the cache after a failure, or after a
  /// refusal (401, 403, 404…).
  public var savedCuesReason: SavedCopyReason? {
    guard freshness == .offline, let failure else { return nil }
    return SavedCopyReason(failure)
  }

  /// Loads the first page for a profile: cached cues immediately, then the network. Loading the same
  /// profile again (a refresh) keeps the cues shown until the answer replaces them.
  public func load(profile: Profile) async {
    pageTask?.cancel()
    pageTask = nil
    let sameList = self.profile == profile
    self.profile = profile
    if let cached = cache?.load(profileID: profile.id, language: profile.languageCode) {
      cues = cached.items
      nextCursor = cached.nextCursor
      hasMore = cached.nextCursor != nil
      freshness = .cached
      savedAt = cached.savedAt
    } else if !sameList {
      cues = []
      freshness = .empty
      savedAt = nil
    }
    generation += 1
    let mine = generation
    isRefreshing = !cues.isEmpty
    isSlow = false
    let watch = watchPatience(mine)
    await fetch(cursor: nil, replacing: true)
    watch?.cancel()
    guard generation == mine else { return }  // a later load owns the flags now
    isRefreshing = false
    isSlow = false
  }

  /// After the patience, marks the load `generation` slow if it is still waiting.
  private func watchPatience(_ generation: Int) -> Task<Void, Never>? {
    guard let patience else { return nil }
    return Task { [time, weak self] in
      guard (try? await time.sleep(patience)) != nil, !Task.isCancelled else { return }
      guard let self, self.generation == generation, self.isLoading else { return }
      self.isSlow = true
    }
  }

  /// Loads the next page. A call while a page is loading joins that request instead of starting
  /// another, so fast scrolling never duplicates a page.
  public func loadNextPage() async {
    if let pageTask { return await pageTask.value }
    guard hasMore, let cursor = nextCursor else { return }
    let task = Task { await self.fetch(cursor: cursor, replacing: false) }
    pageTask = task
    await task.value
    pageTask = nil
  }

  /// Replaces the list with a random selection.
  public func shuffle() async {
    guard let profile else { return }
    isLoading = true
    defer { isLoading = false }
    do {
      cues = try await repository.shuffledCues(profileID: profile.id, count: pageSize)
      hasMore = false
      nextCursor = nil
      freshness = .live
      failure = nil
    } catch {
      failure = error
    }
  }

  private func fetch(cursor: String?, replacing: Bool) async {
    guard let profile else { return }
    isLoading = true
    defer { isLoading = false }
    let started = time.uptime()
    do {
      let page = try await repository.cues(profileID: profile.id, count: pageSize, cursor: cursor)
      guard self.profile == profile else { return }  // the profile changed meanwhile
      onFetched(Int(time.elapsed(since: started) / .milliseconds(1)), page.items.count)
      let known = Set(cues.map(\.id))
      cues = replacing ? page.items : cues + page.items.filter { !known.contains($0.id) }
      nextCursor = page.nextCursor
      hasMore = page.hasMore
      freshness = .live
      savedAt = nil
      failure = nil
      try? cache?.save(
        CachedCues(items: cues, nextCursor: nextCursor, savedAt: time.now()), profileID: profile.id,
        language: profile.languageCode)
    } catch {
      failure = error
      if !cues.isEmpty { freshness = .offline }
    }
  }
}
