import Foundation

extension SpeechAnalyzer {
  /// The level a nucleus must exceed, in the measure nuclei are picked on (ADR 0058): with
  /// ``SpeechAnalysisConfiguration/bandLimitedNuclei``, the 300–3000 Hz band's own percentiles, so
  /// the rule means the same whatever lies outside the band (hum, hiss above 3 kHz, a telephone's
  /// missing top). `silence` is the broadband silence threshold, used when the band is off.
  func nucleusThreshold(silence: Double) -> Double {
    let measure = configuration.bandLimitedNuclei ? bandHistogram : histogram
    var threshold =
      configuration.bandLimitedNuclei ? measure.percentile(0.99) - configuration.silenceBelowPeak : silence
    if let margin = configuration.nucleusAboveBackground {
      // Babble and hiss fill most of a noisy take, so the quietest frames are the pauses' noise,
      // not the background under the words; the 30th percentile sits in that background.
      threshold = max(threshold, measure.percentile(configuration.backgroundPercentile) + margin)
    }
    return threshold
  }

  /// The speech runs (the runs of `sound` that hold a nucleus) and their syllable nuclei. With
  /// ``SpeechAnalysisConfiguration/smoothingPerSyllable`` the smoothing follows the take's own
  /// syllable rate: measured once with the default width, then again with the width it implies,
  /// until the width holds (at most three times).
  func syllables(in sound: [Range<Int>], threshold: Double) -> (speech: [Range<Int>], nuclei: [Int]) {
    var width = configuration.smoothingFrames
    var found = syllables(in: sound, threshold: threshold, width: width)
    guard let perSyllable = configuration.smoothingPerSyllable else { return found }
    for _ in 0..<3 {
      let speaking = found.speech.reduce(0) { $0 + $1.count }
      guard found.nuclei.count > 1 else { break }
      let period = Double(speaking) / Double(found.nuclei.count)
      let adapted = max(1, min(Self.widestSmoothing, Int((period * perSyllable).rounded())))
      if adapted == width { break }
      width = adapted
      found = syllables(in: sound, threshold: threshold, width: width)
    }
    return found
  }

  /// A half-width beyond which (60 ms) the smoothing would merge any two syllables.
  static let widestSmoothing = 6

  func syllables(in sound: [Range<Int>], threshold: Double, width: Int) -> (speech: [Range<Int>], nuclei: [Int]) {
    let candidates = nucleusFrames(smoothed: smoothedLevels(width: width), threshold: threshold)
    // Both lists are sorted: one sweep keeps the runs that hold a candidate and the candidates inside them.
    var speech: [Range<Int>] = []
    var nuclei: [Int] = []
    var next = 0
    for run in sound {
      while next < candidates.count && candidates[next] < run.lowerBound { next += 1 }
      var inside = next
      while inside < candidates.count && candidates[inside] < run.upperBound {
        nuclei.append(candidates[inside])
        inside += 1
      }
      if inside > next { speech.append(run) }
      next = inside
    }
    return (speech, nuclei)
  }

  /// Level contour smoothed in the power domain with a triangular window, in dBFS.
  func smoothedLevels(width: Int) -> [Double] {
    let width = max(0, width)
    let source = configuration.bandLimitedNuclei ? bandLevels : levels
    let power = source.map { pow(10, Double($0) / 10) }
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

}
