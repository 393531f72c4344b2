import BenchmarkHarness

/// Every entry, in table order. To add one: write a type conforming to `Benchmark` in `Entries/`
/// and append it here (see README.md, "Adding an entry").
///
/// Planned (each needs its module first): a 1,000-caller 401 storm (one refresh, 1,000 replays)
/// vs 1,000 plain requests; NetworkLog overhead (APIClient with vs without the NetworkLog monitor);
/// upload peak RSS and throughput vs `curl -T` (``ProcessMetrics``); audio processing as a
/// multiple of real time; localization lookup ns/op vs a `Dictionary` lookup; CLI cold start vs
/// `/bin/true`.
enum Registry {
  static let all: [any Benchmark] = [
    APIClientOverhead(variant: .stub),
    APIClientOverhead(variant: .loopback),
    APIClientOverhead(variant: .pipeline),
  ]
}
