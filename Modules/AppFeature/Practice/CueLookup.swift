import ChatterboxAPI
import CuesFeature
import NetworkErrors

/// Finds one cue by id for a profile: the saved list first (no request at all when it is there),
/// then the server's pages in order until the cue turns up or the pages run out.
public enum CueLookup {
  /// The cue, or `nil` when no page of the profile's language has it.
  ///
  /// - Throws: the repository's ``NetworkError`` (offline, signed out, …).
  public static func find(
    _ id: String, profile: Profile, cache: CueCache?, repository: any PracticeRepository, pageSize: Int = 50
  ) async throws(NetworkError) -> Cue? {
    if let saved = cache?.load(profileID: profile.id, language: profile.languageCode)?.items.first(where: {
      $0.id == id
    }) {
      return saved
    }
    var cursor: String?
    repeat {
      let page = try await repository.cues(profileID: profile.id, count: pageSize, cursor: cursor)
      if let cue = page.items.first(where: { $0.id == id }) { return cue }
      cursor = page.nextCursor
    } while cursor != nil
    return nil
  }
}
