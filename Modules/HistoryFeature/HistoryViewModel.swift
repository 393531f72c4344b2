import ChatterboxAPI
import Foundation
import Networking
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

  private let repository: any PracticeRepository
  private let localCopy: @Sendable (String) -> URL?
  private var profile: Profile?
  private var cueFilter: String?
  @ObservationIgnored private var cursor: String?

  /// Creates the view model. `localCopy` maps a recording id to a local file to delete with it.
  public init(repository: any PracticeRepository, localCopy: @escaping @Sendable (String) -> URL? = { _ in nil }) {
    self.repository = repository
    self.localCopy = localCopy
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
    await fetch()
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
    do {
      let page = try await repository.recordings(profileID: profile.id, cueID: cueFilter, cursor: cursor, count: 20)
      recordings += page.items
      cursor = page.nextCursor
      hasMore = page.nextCursor != nil
      practisedCueCount = page.practisedCueCount
      cueCount = page.cueCount
      failure = nil
    } catch {
      failure = error
    }
  }
}
