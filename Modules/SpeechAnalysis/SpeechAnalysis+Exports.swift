// The modules this library's public API is written in, so that `import SpeechAnalysis` alone is enough to
// use every public signature (ADR 0014): `SpeechAnalyzer` takes AudioCapture's `PCMFormat` and samples.
// Nothing else is re-exported.
@_exported import AudioCapture
