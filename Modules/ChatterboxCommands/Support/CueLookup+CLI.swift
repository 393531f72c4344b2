import AppFeature
import ChatterboxAPI
import ChatterboxPresentation
import CuesFeature
import Localization

extension CueLookup {
  /// The cue with `id` for `profile` (saved cues first, then the server's pages), or the CLI's
  /// "no such cue" usage error.
  ///
  /// ```swift
  /// let cue = try await CueLookup.require("es-001", profile: profile, cache: cueCache, repository: practice, strings)
  /// ```
  package static func require(
    _ id: String, profile: Profile, cache: CueCache?, repository: any PracticeRepository, _ strings: Localizer
  ) async throws -> Cue {
    guard let cue = try await find(id, profile: profile, cache: cache, repository: repository) else {
      throw CLIError(strings.string("cli.error.no_cue", .string(id)), exitCode: .usage)
    }
    return cue
  }
}
