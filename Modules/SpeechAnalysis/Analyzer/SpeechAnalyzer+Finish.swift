import Foundation

extension SpeechAnalyzer {
  /// The report for everything analyzed so far (a trailing partial 10 ms frame is left out). The
  /// analyzer can keep going after this; a later call reports the longer take.
  public func finish() -> SpeechReport {
    let count = levels.count
    let step = frameSeconds
    let loudness = histogram.percentile(0.99)
    let noiseFloor = histogram.percentile(0.05)
    let minimum = Double(levels.min() ?? Float(LevelHistogram.floor))
    let peakThreshold = max(loudness - configuration.silenceBelowPeak, minimum)
    let threshold = soundThreshold(histogram, quietest: minimum)
    let nucleusThreshold = nucleusThreshold(silence: threshold)
    var sounding = levels.map { Double($0) >= threshold && Double($0) > LevelHistogram.floor }
    if configuration.bandLimitedSound && configuration.bandLimitedNuclei && configuration.aboveNoiseFloor != nil {
      // Hiss spreads over the whole spectrum and vowels over 300-3000 Hz: a weak vowel the noise hides
      // in the whole signal can still stand clear of it in its band (ADR 0069).
      let band = soundThreshold(bandHistogram, quietest: Double(bandLevels.min() ?? Float(LevelHistogram.floor)))
      for (index, level) in bandLevels.enumerated() where Double(level) >= band && Double(level) > LevelHistogram.floor
      {
        sounding[index] = true
      }
    }
    // Bursts (for telling beeps from one tone) are counted against the 25 dB rule alone: a chord's
    // beating dips below a threshold close to its own level, not 25 dB below it.
    let bursts = runs(of: levels.map { Double($0) >= peakThreshold && Double($0) > LevelHistogram.floor })
    // Bridge short silences first: a synthesizer's stop closures are digital zeros, and dropping
    // the short sounds between them first would delete whole words.
    fill(&sounding, value: false, shorterThan: Int((configuration.minimumPause / step).rounded()), interiorOnly: true)
    fill(&sounding, value: true, shorterThan: Int((configuration.minimumSound / step).rounded()))
    let sound = runs(of: sounding)
    var (speech, nuclei) = syllables(in: sound, threshold: nucleusThreshold)
    let notSpeech = notSpeechReason(
      speech: speech, sound: sound, bursts: bursts, nuclei: nuclei, loudness: loudness)
    if notSpeech != nil {
      speech = []
      nuclei = []
    }
    let segments = Self.segments(speech: speech, nuclei: nuclei, frames: count, step: step)
    return report(
      segments: segments, nuclei: nuclei.map { (Double($0) + 0.5) * step },
      loudness: loudness, noiseFloor: noiseFloor, speech: speech, notSpeech: notSpeech)
  }

  /// Where sound begins in one level measure: ``SpeechAnalysisConfiguration/silenceBelowPeak`` below
  /// its 99th percentile and, with ``SpeechAnalysisConfiguration/aboveNoiseFloor``, that margin above
  /// its 5th (never within 6 dB of the 99th, so a take that is all loud speech still has sound).
  func soundThreshold(_ measure: LevelHistogram, quietest: Double) -> Double {
    let loudness = measure.percentile(0.99)
    let threshold = max(loudness - configuration.silenceBelowPeak, quietest)
    // In steady noise the 25 dB rule puts the threshold under the noise, so no pause is ever
    // found and noise peaks become nuclei; sound must also stand clear of the background.
    guard let margin = configuration.aboveNoiseFloor else { return threshold }
    return max(threshold, min(measure.percentile(0.05) + margin, loudness - 6))
  }

  /// Why the sound is not speech, or `nil` when it is. With nuclei, the speech runs are judged;
  /// without, all the sound is, so a tone with no syllable dips is still a tone, and what is neither
  /// voiced nor tonal is noise, or silence below ``SpeechAnalysisConfiguration/silenceLevel``.
  func notSpeechReason(
    speech: [Range<Int>], sound: [Range<Int>], bursts: [Range<Int>], nuclei: [Int], loudness: Double
  ) -> NotSpeechReason? {
    if !nuclei.isEmpty {
      var likeness = speechLikeness(of: speech, bursts: bursts)
      likeness.nuclei = nuclei.count
      return likeness.reason()
    }
    if loudness < configuration.silenceLevel { return .silence }
    return speechLikeness(of: sound, bursts: bursts).reason() ?? .noise
  }

  /// Turns runs of `value` shorter than `frames` into the opposite value; with `interiorOnly`,
  /// runs touching either end are left alone.
  func fill(_ flags: inout [Bool], value: Bool, shorterThan frames: Int, interiorOnly: Bool = false) {
    for run in runs(of: flags.map { $0 == value }) where run.count < frames {
      if interiorOnly && (run.lowerBound == 0 || run.upperBound == flags.count) { continue }
      for index in run { flags[index] = !value }
    }
  }

  /// Maximal runs of `true`.
  func runs(of flags: [Bool]) -> [Range<Int>] {
    var result: [Range<Int>] = []
    var start: Int?
    for (index, flag) in flags.enumerated() {
      if flag, start == nil { start = index }
      if !flag, let begin = start {
        result.append(begin..<index)
        start = nil
      }
    }
    if let begin = start { result.append(begin..<flags.count) }
    return result
  }

  static func segments(speech: [Range<Int>], nuclei: [Int], frames: Int, step: Double) -> [SpeechSegment] {
    var segments: [SpeechSegment] = []
    var cursor = 0
    for (position, run) in speech.enumerated() {
      if run.lowerBound > cursor {
        let kind: SpeechSegment.Kind = position == 0 ? .silence : .pause
        segments.append(SpeechSegment(kind: kind, start: Double(cursor) * step, end: Double(run.lowerBound) * step))
      }
      let syllables = nuclei.filter { run.contains($0) }.count
      segments.append(
        SpeechSegment(
          kind: .speech, start: Double(run.lowerBound) * step, end: Double(run.upperBound) * step,
          syllables: syllables))
      cursor = run.upperBound
    }
    if frames > cursor {
      segments.append(SpeechSegment(kind: .silence, start: Double(cursor) * step, end: Double(frames) * step))
    }
    return segments
  }
}
