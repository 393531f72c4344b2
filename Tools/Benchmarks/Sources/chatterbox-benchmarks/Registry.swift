import BenchmarkHarness

/// Every entry, in table order. To add one: write a type conforming to `Benchmark` in `Entries/`
/// and append it here (see README.md, "Adding an entry"). Entries with companions add their rows
/// right after their own.
enum Registry {
  static let all: [any Benchmark] = [
    APIClientOverhead(variant: .stub),
    APIClientOverhead(variant: .loopback),
    APIClientOverhead(variant: .pipeline),
    APIClientOverhead(variant: .loopbackPipeline),
    AuthRefreshStorm(),
    NetworkLogOverhead(),
    NetworkLogOverhead(chargesBackgroundWork: false),
    NetworkLogBounded(),
    UploadLive(),
    HashAtEnqueue(),
    TusResumeAfterKill(),
    AudioSpeed(),
    AudioMemory(),
    SpeechAnalysisSpeed(),
    SpeechAnalysisMemory(),
    LocalizationLookup(variant: .plain),
    LocalizationLookup(variant: .plural),
    CLIColdStart(),
    CLILatency(),
    FullScreenIdle(),
    WaitCPU(),
    CallDeadlineBenchmark(),
    LoopbackThroughput(mode: .sequential),
    LoopbackThroughput(mode: .concurrent),
    LoopbackThroughput(mode: .sequential, comparison: true),
    LoopbackThroughput(mode: .concurrent, comparison: true),
    PracticeRTTTLS(),
    AnswerCapRSS(),
    DownloadRSS(),
  ]
}
