// README:begin
import Foundation
import SpeechSynthesis

// The platform's voice (espeak-ng on Linux, AVSpeechSynthesizer on Apple), or the command CHATTERBOX_TTS names.
let synthesizer = try SystemSpeechSynthesizer.resolve(command: ProcessInfo.processInfo.environment["CHATTERBOX_TTS"])
let folder = FileManager.default.temporaryDirectory.appending(path: "model-answer-\(UUID().uuidString)")
try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
let text = "Me levanto a las siete. Primero me ducho y luego desayuno."
do throws(SpeechSynthesisError) {
  let slow = try await synthesizer.synthesize(
    SpeechRequest(text: text, language: "es", rate: .slow), to: folder.appending(path: "slow.wav"))
  print("\(slow.duration) of Spanish, slowly, by \(slow.voice) at \(slow.format.sampleRate) Hz")
} catch {
  guard error.kind == .noSynthesizer || error.kind == .noVoice else { throw error }
  print("Nothing here speaks Spanish: \(error)")
}
// README:end

defer { try? FileManager.default.removeItem(at: folder) }
// The same words at the normal pace are shorter; a machine without espeak-ng says so and passes.
do throws(SpeechSynthesisError) {
  let normal = try await synthesizer.synthesize(
    SpeechRequest(text: text, language: "es"), to: folder.appending(path: "normal.wav"))
  let slow = try SynthesizedSpeech.reading(folder.appending(path: "slow.wav"), voice: normal.voice)
  guard slow.duration > normal.duration else {
    fatalError("slow (\(slow.duration)) is not slower than \(normal.duration)")
  }
  // A language without a voice is an error of its own, with the language.
  do throws(SpeechSynthesisError) {
    _ = try await synthesizer.synthesize(
      SpeechRequest(text: "nuqneH", language: "tlh"), to: folder.appending(path: "x.wav"))
    fatalError("Klingon was spoken")
  } catch {
    guard error.kind == .noVoice, error.language == "tlh" else { throw error }
  }
  print("model answer: \(normal.duration) at the normal pace, \(slow.duration) slowly; no voice for tlh")
} catch {
  guard error.kind == .noSynthesizer else { throw error }
  print("skipped: \(error)")
}
