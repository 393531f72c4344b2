import AudioCapture
import Foundation

extension SpeechAnalyzer {
  /// Analyzes a 16-bit PCM WAV file, reading it in bounded chunks with AudioCapture's `WAVReader`
  /// (a second of audio at a time), so an hour-long take never sits in memory.
  ///
  /// - Throws: ``SpeechAnalysisError/file(_:)`` when the file is missing, not a 16-bit PCM WAV or
  ///   shrinks while read; ``SpeechAnalysisError/unsupportedFormat(_:)`` for a header the analyzer
  ///   cannot take.
  public static func analyze(
    fileAt url: URL, configuration: SpeechAnalysisConfiguration = .default
  ) throws(SpeechAnalysisError) -> SpeechReport {
    let reader: WAVReader
    do { reader = try WAVReader(url: url) } catch { throw .file(error) }
    var analyzer = try SpeechAnalyzer(format: reader.info.format, configuration: configuration)
    while true {
      let samples: [Int16]
      do { samples = try reader.read(maxFrames: reader.info.format.sampleRate) } catch { throw .file(error) }
      if samples.isEmpty { break }
      analyzer.analyze(samples: samples)
    }
    return analyzer.finish()
  }
}
