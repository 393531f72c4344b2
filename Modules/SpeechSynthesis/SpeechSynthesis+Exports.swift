// The modules this library's public API is written in, so that `import SpeechSynthesis` alone is enough to
// use every public signature (ADR 0014): `SynthesizedSpeech` describes its file with AudioCapture's `PCMFormat`.
// Nothing else is re-exported.
@_exported import AudioCapture
