/// Why a take was reported as no speech: what the analysis heard instead. Set on
/// ``AudioQuality/notSpeech`` whenever ``AudioQuality/noSpeech`` is true, so a shell can say
/// "We heard no speech — only a steady tone" rather than "no speech" alone.
///
/// The decision is made from the signal (no speech model): speech is voiced sound whose timbre
/// moves as the mouth articulates, with syllable-sized level dips. Sound that is loud and periodic
/// but whose spectrum, relative to its pitch, stays the same is a tone, whatever its level contour.
public enum NotSpeechReason: String, Sendable, Hashable, Codable, CaseIterable {
  /// Nothing above the level of a quiet room's background (or digital silence, or an empty take).
  case silence
  /// Sound without voicing: hiss, hum-free noise, wind, clicks or bursts too short to be syllables.
  case noise
  /// One continuous tone or chord whose sound does not change the way speech does, even if its
  /// pitch glides or its loudness pulses (a test tone, a hum, a held note).
  case steadyTone
  /// Three or more separate bursts of the same steady tone (a beep train, a dial tone's cadence).
  case beeps
  /// Tones that change pitch in steps, as notes do (a melody, changing chords).
  case musicLike
}
