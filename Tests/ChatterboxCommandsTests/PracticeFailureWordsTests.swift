import AudioCapture
import CLITestSupport
import ChatterboxPresentation
import Foundation
import Localization
import PracticeFeature
import Storage
import TestSupport
import Testing

@testable import ChatterboxCommands
@testable import ChatterboxComposition
@testable import TerminalUI

/// Issue 24: `practice` printed the raw key `practice.error.recording_failed` after a full disk.
/// Every failure the practice and record paths can print resolves to words in all seven shipped
/// languages: the typed failures through the one lookup the commands use, and every catalog key
/// literal in those commands' sources. No dev server needed, so a suite of its own.
@Suite("Practice and record failures are words")
struct PracticeFailureWordsTests {
  static let languages = ShippedLanguages.all
  static var rawKey: Regex<(Substring, Substring, Substring)> {
    #/\b(cli|practice|upload|error|common|record)\.[a-z_]+(\.[a-z_]+)+\b/#
  }

  /// The sources of the practice and record paths, relative to this file.
  static let sources = [
    "Modules/ChatterboxCommands/Commands/PracticeCommand.swift",
    "Modules/ChatterboxCommands/Commands/PracticeCommand+Limits.swift",
    "Modules/ChatterboxCommands/Commands/RecordCommand.swift",
    "Modules/TerminalUI/TerminalIO/ConsoleRecording.swift",
    "Modules/TerminalUI/TerminalIO/CLIPracticeRecorder.swift",
    "Apps/chatterbox/ChatterboxComposition/AppDependencies+Uploads.swift",
    "Modules/PracticeFeatureLive/UploadAPI+Practice.swift",
    "Modules/Upload/Support/UploadErrorInfo+Mapping.swift",
  ]

  static var repository: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  }

  /// Every catalog-key literal (`"cli.error.…"`, `"error.upload.…"`) in the sources.
  static func keyLiterals() throws -> Set<String> {
    var keys = Set<String>()
    let literal = #/"((?:cli|practice|upload|error|common|record)\.[a-z_]+(?:\.[a-z_]+)+)"/#
    for path in sources {
      let text = try String(contentsOf: repository.appendingPathComponent(path), encoding: .utf8)
      for match in text.matches(of: literal) { keys.insert(String(match.output.1)) }
    }
    return keys
  }

  @Test("every key literal on the practice and record paths is in the catalog, in all 7 languages")
  func keyLiteralsAreTranslated() throws {
    let catalog = try appCatalog()
    let keys = try Self.keyLiterals()
    #expect(keys.count > 20, "the scan found the paths' keys: \(keys.sorted())")
    #expect(keys.contains("practice.error.recording_failed") || keys.contains("cli.error.practice.recording_failed"))
    for key in keys.sorted() {
      let entry = try #require(catalog[key], "\(key) is missing from the catalog")
      for language in Self.languages {
        #expect(entry.localizations[language] != nil, "\(key) [\(language)]")
      }
    }
  }

  @Test("typed practice failures print words, never their key", arguments: languages)
  func practiceFailuresAreWords(_ language: String) throws {
    let strings = Localizer(catalog: try appCatalog(), language: language)
    let failures: [PracticeFailure] = [
      .recordingFailed, .playbackFailed, .enqueueFailed,
      .uploadRefused(reasonKey: "error.upload.checksum_mismatch"),
    ]
    for failure in failures {
      let text = FailureMessages.text(for: failure, strings)
      #expect(!text.isEmpty)
      #expect(text.firstMatch(of: Self.rawKey) == nil, "\(failure) [\(language)]: \(text)")
    }
  }

  @Test("recording errors on a failing disk print words around their detail", arguments: languages)
  func recordingErrorsAreWords(_ language: String) throws {
    let strings = Localizer(catalog: try appCatalog(), language: language)
    let errors: [any Error] = [
      RecorderError.wav(.unwritable("en-001-take.wav", reason: "No space left on device")),
      RecorderError.storage(.disk("en-001-take.wav", .noSpace)),
      RecorderError.emptyRecording,
      CaptureError.commandNotFound("arecord"),
    ]
    for error in errors {
      let text = RecordingMessages.text(for: error, strings)
      #expect(text.firstMatch(of: Self.rawKey) == nil, "\(error) [\(language)]: \(text)")
    }
  }

  @Test("a session that could not be saved is told in words, with the reason", arguments: languages)
  func sessionNotSavedIsWords(_ language: String) throws {
    let strings = Localizer(catalog: try appCatalog(), language: language)
    let failures: [StorageError] =
      DiskFailure.allCases.map { .disk("session.x", $0) } + [.unwritable("session.x", reason: "EBADF")]
    var reasons = Set<String>()
    for failure in failures {
      let error = CLIError.sessionNotSaved(failure, strings)
      #expect(error.exitCode == .ioError)
      #expect(error.message.firstMatch(of: Self.rawKey) == nil, "\(failure) [\(language)]: \(error.message)")
      #expect(!error.message.contains("session.x"), "no file name")
      reasons.insert(CLIError.diskReason(failure, strings))
    }
    #expect(reasons.count == failures.count, "each failure has its own words")
  }
}
