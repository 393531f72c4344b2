import Foundation
import SpeechAnalysis
import Testing

/// Issue 37's evaluation: the held-out half of the generated corpus (sentences and voices no
/// setting was chosen on), against the hand-counted truth. Asserts what the method reaches there
/// today (ADR 0058's table); `Tools/speech-clips/score` prints the same groups with Praat beside.
/// Writes the measurements to `ours.tsv` in the corpus folder for that scorer.
@Suite(.serialized) struct EvaluationCorpusTests {
  struct Measured {
    var clip: EvaluationCorpus.Clip
    var report: SpeechReport
    var error: Double {
      abs(report.syllableCount.value - Double(clip.syllables)) / Double(max(1, clip.syllables))
    }
  }

  @Test func heldOutHalfMeetsTheRecordedScores() throws {
    let folder: URL
    let clips: [EvaluationCorpus.Clip]
    switch EvaluationCorpus.loaded {
    case .failure(let unavailable):
      print("EvaluationCorpusTests skipped: \(unavailable.reason)")
      return
    case .success(let loaded): (folder, clips) = loaded
    }
    var measured: [Measured] = []
    var lines = ["file\tsyllables\tarticulationRate\tpauses\tnoSpeech\tnotSpeech\tconfidence"]
    for clip in clips {
      let report = try SpeechAnalyzer.analyze(fileAt: clip.url)
      measured.append(Measured(clip: clip, report: report))
      lines.append(
        [
          clip.file, "\(report.syllableCount.value)", "\(report.articulationRate.value)", "\(report.pauseCount.value)",
          "\(report.quality.noSpeech)", report.quality.notSpeech?.rawValue ?? "-",
          "\(report.syllableCount.confidence ?? 0)",
        ].joined(separator: "\t"))
    }
    try (lines.joined(separator: "\n") + "\n").write(
      to: folder.appendingPathComponent("ours.tsv"), atomically: true, encoding: .utf8)
    for half in ["dev", "held-out"] {
      let rows = measured.filter { $0.clip.half == half }
      if !rows.isEmpty { Self.printTable(half: half, rows) }
    }
    let heldOut = measured.filter { $0.clip.half == "held-out" }
    try #require(heldOut.count >= 100, "the held-out half has \(heldOut.count) clips")
    // Every speech clip is speech and every non-speech clip is not, whatever the degradation.
    for row in heldOut {
      #expect(
        row.report.quality.noSpeech == !row.clip.isSpeech,
        "\(row.clip.file): \(String(describing: row.report.quality.notSpeech))")
    }
    for (group, limit) in Self.limits {
      let rows = heldOut.filter { $0.clip.group == group && $0.clip.isSpeech }
      // The real voices come from packages fetched at run time; the corpus says on stderr when it had to leave
      // them out, and the check then has nothing to hold.
      if rows.isEmpty && group == Self.realVoice { continue }
      let mae = Self.mean(rows.map(\.error))
      #expect(!rows.isEmpty && mae <= limit, "held-out \(group): syllable MAE \(mae * 100) % above \(limit * 100) %")
    }
    // Issue 37: pauses found in at least 3 of 4 clips at 10 dB SNR.
    for group in ["white 10 dB", "pink 10 dB", "babble 10 dB"] {
      let rows = heldOut.filter { $0.clip.group == group }
      let found = rows.filter { Int($0.report.pauseCount.value) == $0.clip.pauses }.count
      #expect(
        !rows.isEmpty && found * 4 >= rows.count * 3, "held-out \(group): pauses found in \(found) of \(rows.count)")
    }
    let clean = heldOut.filter { $0.clip.group == "clean" }
    #expect(clean.allSatisfy { Int($0.report.pauseCount.value) == $0.clip.pauses }, "a clean clip's pause was missed")
    for (wpm, limit) in Self.rateRatioLimits {
      let errors = Self.rateRatioErrors(heldOut, wpm: wpm)
      #expect(!errors.isEmpty && Self.mean(errors.map(abs)) <= limit, "held-out \(wpm)/140 wpm: \(errors)")
    }
  }

  /// The held-out syllable MAE each group reached with ADR 0058's method, plus about 1.5 points for
  /// another espeak-ng or sox build: a regression fails; an improvement is recorded by lowering the
  /// number. Issue 37 asks for 4 % clean and 12 % at 10 dB SNR; clean is short of it (flite's
  /// and espeak-ng's Italian held-out voices over-count, ADR 0058), and the rate ratio at 80 wpm of its ±5 %.
  /// The real voices (recordings of people from Debian and PyPI packages) are far from the issue's ±20 % a
  /// voice: the alsa-utils words over-count by 42 % (Praat 40 %), the card names by 27 % (Praat 27 %), the
  /// French telephone prompts are 35 % off, as many over as under (Praat 48 %; ADR 0077).
  static let limits: [(String, Double)] = [
    ("clean", 0.065), ("white 10 dB", 0.04), ("pink 10 dB", 0.03), ("babble 10 dB", 0.135), ("telephone band", 0.085),
    ("8 kHz", 0.085), ("48 kHz stereo", 0.065), ("quiet (-45 dBFS)", 0.06), ("clipped", 0.075), ("reverb", 0.085),
    ("white 5 dB", 0.11), ("real voice", 0.36),
  ]

  /// Mean absolute error of the articulation-rate ratio against 140 wpm, per rate (issue 37 asks ±5 %).
  static let rateRatioLimits: [(Int, Double)] = [(200, 0.065), (300, 0.055), (80, 0.08)]

  /// For each voice and sentence, the measured articulation rate at `wpm` over the one at 140 wpm,
  /// against the true ratio (syllables over the seconds of speech), as a relative error.
  static func rateRatioErrors(_ rows: [Measured], wpm: Int) -> [Double] {
    let clean = rows.filter { $0.clip.group == "clean" }
    return clean.filter { $0.clip.wpm == wpm }.compactMap { fast in
      guard
        let base = clean.first(where: {
          $0.clip.wpm == 140 && $0.clip.voice == fast.clip.voice && $0.clip.text == fast.clip.text
        }), base.report.articulationRate.value > 0
      else { return nil }
      let truth =
        (Double(fast.clip.syllables) / fast.clip.articulation) / (Double(base.clip.syllables) / base.clip.articulation)
      return fast.report.articulationRate.value / base.report.articulationRate.value / truth - 1
    }
  }

  static let realVoice = "real voice"

  static func mean(_ values: [Double]) -> Double { values.isEmpty ? 0 : values.reduce(0, +) / Double(values.count) }

  static func printTable(half: String, _ rows: [Measured]) {
    print("\(half) half: group  clips  syllable MAE  worst  pauses found  no speech")
    var groups: [String] = []
    for row in rows where !groups.contains(row.clip.group) { groups.append(row.clip.group) }
    for group in groups {
      let members = rows.filter { $0.clip.group == group }
      let speech = members.filter(\.clip.isSpeech)
      let marked = speech.filter { $0.clip.pauses >= 0 }  // a real voice's pauses are not marked
      let pauses = marked.filter { Int($0.report.pauseCount.value) == $0.clip.pauses }.count
      let none = members.filter(\.report.quality.noSpeech).count
      print(
        String(
          format: "  %@  %d  %.1f %%  %.0f %%  %d/%d  %d/%d", group as NSString, members.count,
          mean(speech.map(\.error)) * 100,
          (speech.map(\.error).max() ?? 0) * 100, pauses, marked.count, none, members.count))
    }
    var voices: [String] = []
    for row in rows where row.clip.group == realVoice && !voices.contains(row.clip.voice) {
      voices.append(row.clip.voice)
    }
    for voice in voices {
      let errors = rows.filter { $0.clip.group == realVoice && $0.clip.voice == voice }.map(\.error)
      print(String(format: "  real voice %@  %d  %.1f %%", voice as NSString, errors.count, mean(errors) * 100))
    }
    for wpm in [80, 200, 300] {
      let errors = rateRatioErrors(rows, wpm: wpm)
      print(
        String(
          format: "  rate ratio %d/140 wpm  mean abs %.1f %%  worst %+.1f %%", wpm,
          mean(errors.map(abs)) * 100, (errors.max { abs($0) < abs($1) } ?? 0) * 100))
    }
  }
}
