import Foundation

/// What the voiced frames of a take's sound say about whether it is speech (ADR 0053).
struct SpeechLikeness: Equatable {
  /// Voiced frames inside the sound that was measured.
  var voicedFrames = 0
  /// Spread (10th to 90th percentile, octaves) of the brightness relative to the pitch: near 0 for
  /// one sound source whose spectrum keeps its shape (a tone, a chord, a note), large for speech,
  /// whose formants move with every sound.
  var timbreSpread = 0.0
  /// Spread (10th to 90th percentile, octaves) of the pitch.
  var pitchSpread = 0.0
  /// Fraction of neighbouring voiced frames whose pitch differs by less than 0.005 octave (0.35 %):
  /// near 1 for tones and notes, low for speech and gliding tones.
  var steadyPitch = 0.0
  /// Fraction of neighbouring voiced frames whose pitch differs by less than 0.08 octave: a voice
  /// (or a tone) moves its pitch smoothly, while noise that happens to correlate at some lag jumps
  /// from one random period to another.
  var continuousPitch = 0.0
  /// Separate bursts of sound (at least 30 ms, before short silences are bridged).
  var bursts = 0
  /// Syllable nuclei found in the measured sound.
  var nuclei = 0

  /// Why this is not speech, or `nil` when it may be. Voicing that does not hold a pitch from one
  /// frame to the next is noise (clicks, hiss that correlates by chance); too little voicing to judge
  /// the timbre is given the benefit of the doubt (a single short word); voiced sound whose timbre
  /// does not move is a tone, beeps or music — except one syllable, which is one vowel whose timbre
  /// need not move ("four"): it is a tone only when its pitch holds too (ADR 0074).
  func reason() -> NotSpeechReason? {
    guard voicedFrames >= Self.fewestVoicedFrames, continuousPitch >= Self.continuityForVoice else { return .noise }
    guard voicedFrames >= Self.voicedFramesToJudgeTimbre, timbreSpread < Self.timbreSpreadForSpeech else {
      return nil
    }
    if pitchSpread < Self.steadyPitchSpread { return bursts >= 3 ? .beeps : .steadyTone }
    if nuclei == 1 { return nil }
    return steadyPitch >= 0.7 ? .musicLike : .steadyTone
  }

  /// Fewer voiced frames than this (50 ms) in the whole take is no voice at all.
  static let fewestVoicedFrames = 5
  /// A quarter second of voicing before the timbre is judged.
  static let voicedFramesToJudgeTimbre = 25
  /// Below this pitch continuity the "voicing" is noise. Development half: noise 0.41–0.47,
  /// speech 0.66 and above (flite at 300 wpm), clean or at 5 dB SNR.
  static let continuityForVoice = 0.56
  /// Below this timbre spread (octaves) voiced sound is one unarticulated source. Development
  /// half: tones, chords and notes 0–0.28, speech 1.19 and above.
  static let timbreSpreadForSpeech = 0.6
  /// Below this pitch spread (octaves) the sound holds one pitch, as no voice does over a word.
  static let steadyPitchSpread = 0.1
}

extension SpeechAnalyzer {
  /// The speech-likeness of the voiced frames in `runs`.
  func speechLikeness(of runs: [Range<Int>], bursts: [Range<Int>]) -> SpeechLikeness {
    var result = SpeechLikeness()
    result.bursts = bursts.filter { burst in burst.count >= 3 && runs.contains { $0.overlaps(burst) } }.count
    var continuous = 0
    var timbre = [Int](repeating: 0, count: 512)
    var pitches = [Int](repeating: 0, count: 1 << 16)
    var pairs = 0
    var steady = 0
    let minimum = UInt8((configuration.voicingThreshold * 255).rounded(.up))
    for run in runs {
      var last: UInt16 = 0
      for frame in run {
        guard voicing[frame] >= minimum, pitch[frame] > 0, brightness[frame] > 0 else {
          last = 0
          continue
        }
        let octaves = Self.octaves(pitch: pitch[frame])
        let relative = Self.octaves(brightness: brightness[frame]) - octaves
        timbre[min(511, max(0, Int(((relative + 8) * 32).rounded())))] += 1
        pitches[Int(pitch[frame])] += 1
        result.voicedFrames += 1
        if last > 0 {
          pairs += 1
          let change = abs(Self.octaves(pitch: last) - octaves)
          if change < 0.005 { steady += 1 }
          if change < 0.08 { continuous += 1 }
        }
        last = pitch[frame]
      }
    }
    guard result.voicedFrames > 0 else { return result }
    result.timbreSpread = Double(Self.spread(timbre, total: result.voicedFrames)) / 32
    result.pitchSpread = Self.octaves(pitch: UInt16(Self.spread(pitches, total: result.voicedFrames)))
    result.steadyPitch = pairs > 0 ? Double(steady) / Double(pairs) : 1
    result.continuousPitch = pairs > 0 ? Double(continuous) / Double(pairs) : 0
    return result
  }

  /// The distance in bins from the 10th to the 90th percentile of a histogram.
  static func spread(_ bins: [Int], total: Int) -> Int {
    var seen = 0
    var low: Int?
    for (index, count) in bins.enumerated() where count > 0 {
      seen += count
      if low == nil, seen * 10 >= total { low = index }
      if seen * 10 >= total * 9 { return index - (low ?? index) }
    }
    return 0
  }
}
