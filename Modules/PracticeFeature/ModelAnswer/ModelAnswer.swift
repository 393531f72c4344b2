import ChatterboxAPI
import Foundation
import SpeechSynthesis

/// A cue's model answer, to be spoken in the cue's language at a pace (issue 38): the words the server
/// wrote for the cue, kept once spoken in a folder of the host's caches so a second listen starts at once.
///
/// ```swift
/// import ChatterboxAPI
/// import Foundation
/// import SpeechSynthesis
///
/// func speakSlowly(_ cue: Cue, in language: String, with synthesizer: any SpeechSynthesizer, into caches: URL)
///   async throws(SpeechSynthesisError) -> URL?
/// {
///   guard let answer = ModelAnswer(cue: cue, language: language, rate: .slow) else { return nil }
///   return try await answer.speak(with: synthesizer, into: caches).file
/// }
/// ```
public struct ModelAnswer: Sendable, Equatable {
  /// The cue answered.
  public let cueID: String
  /// The words, as the server sent them (trimmed).
  public let text: String
  /// The language it is spoken in: the profile's, which is the cue's.
  public let language: String
  /// How fast.
  public let rate: SpeechRate

  /// The cue's model answer, or `nil` when the server sent none for it.
  public init?(cue: Cue, language: String, rate: SpeechRate = .normal) {
    guard let text = cue.sampleAnswer?.trimmingCharacters(in: .whitespacesAndNewlines), !text.isEmpty else {
      return nil
    }
    self.cueID = cue.id
    self.text = text
    self.language = language
    self.rate = rate
  }

  /// Its file's name: the cue, the pace and a digest of the words and language, so an answer the server
  /// rewrote is spoken again and a cue id never becomes a path (anything but letters, digits and `-` is dropped).
  public var fileName: String {
    let safeID = String(cueID.unicodeScalars.filter { CharacterSet.alphanumerics.contains($0) || $0 == "-" }.prefix(64))
    let pace = Int((rate.factor * 100).rounded())
    return "\(safeID.isEmpty ? "cue" : safeID)-\(pace)-\(Self.digest(language + "\n" + text)).wav"
  }

  /// Speaks the answer into `folder` (created if needed), or gives the copy spoken before when it still
  /// reads as a WAV. Throws what the synthesizer throws (``SpeechSynthesisError``); a folder that cannot
  /// be created is ``SpeechSynthesisError/Kind/failed``.
  public func speak(
    with synthesizer: any SpeechSynthesizer, into folder: URL
  ) async throws(SpeechSynthesisError) -> SynthesizedSpeech {
    let file = folder.appending(path: fileName, directoryHint: .notDirectory)
    if let kept = try? SynthesizedSpeech.reading(file, voice: language) { return kept }
    try? FileManager.default.removeItem(at: file)  // a damaged copy, if any: spoken again
    do { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) } catch {
      throw SpeechSynthesisError(.failed, detail: "could not create the model answers' folder")
    }
    return try await synthesizer.synthesize(SpeechRequest(text: text, language: language, rate: rate), to: file)
  }

  /// FNV-1a, 64 bits, in hex: a cache key, not a security boundary (the folder is the app's own).
  static func digest(_ text: String) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
    return String(hash, radix: 16)
  }
}
