import ChatterboxAPI
import Foundation
import NetworkErrors
import Observability

/// Fetches a profile's progress with the cues of its language and keeps the saved copy: one place for
/// `progress`, the cue marks and the app's progress screen.
public struct ProgressLoader: Sendable {
  /// How many pages of cues are read for the tally per level (50 a page: every shipped language fits).
  public static let maximumCuePages = 10

  let progress: any ProgressRepository
  let practice: any PracticeRepository
  let cache: ProgressCache?
  let time: TimeSource

  /// Sends nothing until ``fetch(profile:timeZone:)``; `cache` `nil` saves nothing.
  public init(
    progress: any ProgressRepository, practice: any PracticeRepository, cache: ProgressCache?,
    time: TimeSource = .system
  ) {
    self.progress = progress
    self.practice = practice
    self.cache = cache
    self.time = time
  }

  /// The server's progress and the profile's cues (up to ``maximumCuePages`` pages), saved for next time
  /// (a copy that cannot be written is skipped: the answer is still right). Throws the first call's error.
  public func fetch(profile: Profile, timeZone: TimeZone) async throws(NetworkError) -> CachedProgress {
    async let counted = Self.counted(progress, profileID: profile.id, timeZone: timeZone)
    var cues: [Cue] = []
    var cursor: String?
    for _ in 0..<Self.maximumCuePages {
      let page = try await practice.cues(profileID: profile.id, count: 50, cursor: cursor)
      cues += page.items
      guard let next = page.nextCursor else { break }
      cursor = next
    }
    let fetched = CachedProgress(progress: try await counted.get(), cues: cues, savedAt: time.now())
    try? cache?.save(fetched, profileID: profile.id)
    return fetched
  }

  /// The saved copy of `profileID`'s progress, if any.
  public func saved(profileID: String) -> CachedProgress? { cache?.load(profileID: profileID) }

  /// The summary for this device's today in `timeZone`.
  public func summary(of copy: CachedProgress, timeZone: TimeZone) -> ProgressSummary {
    ProgressSummary(progress: copy.progress, cues: copy.cues, today: CalendarDay(time.now(), in: timeZone))
  }

  private static func counted(
    _ repository: any ProgressRepository, profileID: String, timeZone: TimeZone
  ) async -> Result<PracticeProgress, NetworkError> {
    do { return .success(try await repository.progress(profileID: profileID, timeZone: timeZone)) } catch {
      return .failure(error)
    }
  }
}
