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
    var threshold = peakThreshold
    if let margin = configuration.aboveNoiseFloor {
      // In steady noise the 25 dB rule puts the threshold under the noise, so no pause is ever
      // found and noise peaks become nuclei; sound must also stand clear of the background.
      threshold = max(threshold, min(noiseFloor + margin, loudness - 6))
    }
    let smoothed = smoothedLevels()
    let candidates = nucleusFrames(smoothed: smoothed, threshold: threshold)
    var sounding = levels.map { Double($0) >= threshold && Double($0) > LevelHistogram.floor }
    // Bursts (for telling beeps from one tone) are counted against the 25 dB rule alone: a chord's
    // beating dips below a threshold close to its own level, not 25 dB below it.
    let bursts = runs(of: levels.map { Double($0) >= peakThreshold && Double($0) > LevelHistogram.floor })
    // Bridge short silences first: a synthesizer's stop closures are digital zeros, and dropping
    // the short sounds between them first would delete whole words.
    fill(&sounding, value: false, shorterThan: Int((configuration.minimumPause / step).rounded()), interiorOnly: true)
    fill(&sounding, value: true, shorterThan: Int((configuration.minimumSound / step).rounded()))
    var speech = runs(of: sounding).filter { run in candidates.contains { run.contains($0) } }
    var nuclei = candidates.filter { frame in speech.contains { $0.contains(frame) } }
    let notSpeech = notSpeechReason(
      speech: speech, sound: runs(of: sounding), bursts: bursts, nuclei: nuclei, loudness: loudness)
    if notSpeech != nil {
      speech = []
      nuclei = []
    }
    let segments = Self.segments(speech: speech, nuclei: nuclei, frames: count, step: step)
    return report(
      segments: segments, nuclei: nuclei.map { (Double($0) + 0.5) * step },
      loudness: loudness, noiseFloor: noiseFloor, speech: speech, notSpeech: notSpeech)
  }

  /// Why the sound is not speech, or `nil` when it is. With nuclei, the speech runs are judged;
  /// without, all the sound is, so a tone with no syllable dips is still a tone, and what is neither
  /// voiced nor tonal is noise, or silence below ``SpeechAnalysisConfiguration/silenceLevel``.
  func notSpeechReason(
    speech: [Range<Int>], sound: [Range<Int>], bursts: [Range<Int>], nuclei: [Int], loudness: Double
  ) -> NotSpeechReason? {
    if !nuclei.isEmpty { return speechLikeness(of: speech, bursts: bursts).reason() }
    if loudness < configuration.silenceLevel { return .silence }
    return speechLikeness(of: sound, bursts: bursts).reason() ?? .noise
  }

  /// Level contour smoothed in the power domain with a triangular window, in dBFS.
  func smoothedLevels() -> [Double] {
    let width = max(0, configuration.smoothingFrames)
    let power = levels.map { pow(10, Double($0) / 10) }
    var result = [Double](repeating: LevelHistogram.floor, count: power.count)
    for index in power.indices {
      var sum = 0.0
      var weights = 0.0
      for offset in -width...width where power.indices.contains(index + offset) {
        let weight = Double(width + 1 - abs(offset))
        sum += power[index + offset] * weight
        weights += weight
      }
      result[index] = max(LevelHistogram.floor, 10 * log10(sum / weights))
    }
    return result
  }

  /// Frames of voiced peaks above `threshold` that stand at least the minimum dip above the valley
  /// on each side up to the neighbouring nucleus (prominence: of two peaks with a shallow valley
  /// between them only the higher is kept), and above the lowest point before the next peak (de Jong
  /// & Wempe's rule), at least the minimum distance apart, and voiced with a continuous pitch.
  func nucleusFrames(smoothed: [Double], threshold: Double) -> [Int] {
    var peaks: [Int] = []
    for index in smoothed.indices where smoothed[index] > threshold {
      let left = index == 0 ? -Double.infinity : smoothed[index - 1]
      let right = index + 1 == smoothed.count ? -Double.infinity : smoothed[index + 1]
      if smoothed[index] >= left && smoothed[index] > right { peaks.append(index) }
    }
    var kept: [Int] = []
    for (position, peak) in peaks.enumerated() {
      let end = position + 1 < peaks.count ? peaks[position + 1] : smoothed.count - 1
      let dip = smoothed[peak...end].min() ?? smoothed[peak]
      guard smoothed[peak] - dip >= configuration.minimumDip, isVoicedNucleus(peak) else { continue }
      kept.append(peak)
    }
    if configuration.prominence { kept = prominent(kept, smoothed: smoothed) }
    let distance = Int((configuration.minimumNucleusDistance / frameSeconds).rounded())
    guard distance > 1 else { return kept }
    var spaced: [Int] = []
    for peak in kept {
      if let last = spaced.last, peak - last < distance {
        if smoothed[peak] > smoothed[last] { spaced[spaced.count - 1] = peak }
      } else {
        spaced.append(peak)
      }
    }
    return spaced
  }

  /// Keeps, of each pair of neighbouring peaks whose valley is shallower than the minimum dip below
  /// the lower of them, only the higher, until every pair is separated by such a valley.
  func prominent(_ peaks: [Int], smoothed: [Double]) -> [Int] {
    var kept: [Int] = []
    for peak in peaks {
      var current = peak
      while let last = kept.last {
        let valley = smoothed[last...current].min() ?? smoothed[current]
        if min(smoothed[last], smoothed[current]) - valley >= configuration.minimumDip { break }
        kept.removeLast()
        if smoothed[last] >= smoothed[current] { current = last }
      }
      kept.append(current)
    }
    return kept
  }

  /// Voicing at a peak that noise cannot fake: strong enough in the frames around it, and, when
  /// ``SpeechAnalysisConfiguration/nucleusPitchFrames`` is set, with a pitch that holds (within
  /// 0.08 octave) over that many neighbouring frames there.
  func isVoicedNucleus(_ peak: Int) -> Bool {
    // The voicing window ends with its frame, so it looks ~20 ms back: read a little ahead.
    let window = peak...min(voicing.count - 1, peak + 3)
    let strength = Double(voicing[window].max() ?? 0) / 255
    guard strength >= configuration.voicingThreshold else { return false }
    let needed = configuration.nucleusPitchFrames
    guard needed > 1 else { return true }
    let minimum = UInt8((configuration.voicingThreshold * 255).rounded(.up))
    let around = max(0, peak - 2)...min(voicing.count - 1, peak + 3)
    var run = 1
    for frame in around.dropFirst() {
      let (a, b) = (pitch[frame - 1], pitch[frame])
      let voiced = voicing[frame] >= minimum && voicing[frame - 1] >= minimum && a > 0 && b > 0
      run = voiced && abs(Self.octaves(pitch: a) - Self.octaves(pitch: b)) < 0.08 ? run + 1 : 1
      if run >= needed { return true }
    }
    return false
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
