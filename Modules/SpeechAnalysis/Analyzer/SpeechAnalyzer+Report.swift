import Foundation

extension SpeechAnalyzer {
  func report(
    segments: [SpeechSegment], nuclei: [Double], loudness: Double, noiseFloor: Double, speech: [Range<Int>],
    notSpeech: NotSpeechReason?
  ) -> SpeechReport {
    let step = frameSeconds
    let speechSegments = segments.filter { $0.kind == .speech }
    let pauses = segments.filter { $0.kind == .pause }.map(\.duration)
    let speaking = speechSegments.reduce(0) { $0 + $1.duration }
    let span = (speechSegments.last?.end ?? 0) - (speechSegments.first?.start ?? 0)
    let speechPower = speech.flatMap { $0 }.reduce(0.0) { $0 + pow(10, Double(levels[$1]) / 10) }
    let speechFrames = speech.reduce(0) { $0 + $1.count }
    let speechLevel = speechFrames > 0 ? 10 * log10(speechPower / Double(speechFrames)) : noiseFloor
    let snr = max(0, speechLevel - noiseFloor)
    let noSpeech = notSpeech != nil
    // 5 dB SNR is a guess, 25 dB is clean; without speech there is nothing to be confident about.
    let confidence = noSpeech ? 0 : min(1, max(0, (snr - 5) / 20))
    let syllables = Double(nuclei.count)
    let clipping = totalSamples > 0 ? Double(clippedSamples) / Double(totalSamples) : 0
    let quality = AudioQuality(
      clippingRatio: Measure(clipping, .ratio),
      loudness: Measure(loudness, .decibelsFullScale),
      noiseFloor: Measure(noiseFloor, .decibelsFullScale),
      signalToNoise: Measure(noSpeech ? 0 : snr, .decibels, confidence: confidence),
      isClipped: clipping > configuration.clippingRatioLimit,
      isTooQuiet: loudness < configuration.tooQuietLevel,
      noSpeech: noSpeech, notSpeech: notSpeech)
    return SpeechReport(
      duration: Measure(Double(levels.count) * step, .seconds),
      speakingTime: Measure(speaking, .seconds, confidence: confidence),
      pauseCount: Measure(Double(pauses.count), .count, confidence: confidence),
      meanPause: Measure(
        pauses.isEmpty ? 0 : pauses.reduce(0, +) / Double(pauses.count), .seconds, confidence: confidence),
      longestPause: Measure(pauses.max() ?? 0, .seconds, confidence: confidence),
      syllableCount: Measure(syllables, .syllables, confidence: confidence),
      meanLengthOfRun: Measure(
        speechSegments.isEmpty ? 0 : syllables / Double(speechSegments.count), .syllables, confidence: confidence),
      meanRunDuration: Measure(
        speechSegments.isEmpty ? 0 : speaking / Double(speechSegments.count), .seconds, confidence: confidence),
      speechRate: Measure(span > 0 ? syllables / span : 0, .syllablesPerSecond, confidence: confidence),
      articulationRate: Measure(speaking > 0 ? syllables / speaking : 0, .syllablesPerSecond, confidence: confidence),
      quality: quality, segments: segments, nuclei: nuclei)
  }
}
