// swift-tools-version: 6.0
import PackageDescription

// Benchmarks for Chatterbox, as their own package so the app's build never compiles them.
// Its only outside dependency is AsyncHTTPClient, the baseline of `loopback-throughput` (the root
// package keeps none, ADR 0001; this package is never built by the app's build). SwiftPM builds only the
// root products named below, so a module mid-edit elsewhere in the repo does not break this build
// (the root manifest itself must parse, though: if someone's half-added target breaks it, retry).
//
//   swift run -c release --package-path Tools/Benchmarks chatterbox-benchmarks          # full run (the figures)
//   swift run --package-path Tools/Benchmarks chatterbox-benchmarks --quick             # CI: a debug build proves
//     every entry runs and keeps its invariants, without a release build of SwiftNIO and BoringSSL (ADR 0041)
// `CHATTERBOX_BENCH_WITHOUT_AHC=1` builds without AsyncHTTPClient (SwiftNIO and BoringSSL: ~10 minutes
// of a clean release build on 2 cores): the loopback-throughput entries then skip, saying so.
let withAsyncHTTPClient = Context.environment["CHATTERBOX_BENCH_WITHOUT_AHC"] != "1"

let package = Package(
  name: "Benchmarks",
  platforms: [.macOS(.v14)],
  products: [
    .executable(name: "chatterbox-benchmarks", targets: ["chatterbox-benchmarks"])
  ],
  dependencies: [
    // `name:` pins the identity to the root manifest's name, whatever the checkout folder is called.
    .package(name: "Chatterbox", path: "../..")
  ] + (withAsyncHTTPClient ? [.package(url: "https://github.com/swift-server/async-http-client", from: "1.37.0")] : []),
  targets: [
    // The harness knows nothing about Chatterbox: rounds, medians, tables, machine facts, RSS.
    .target(name: "BenchmarkHarness"),
    // A loopback TCP proxy that adds a network's round-trip time and counts requests (cli-latency).
    .target(name: "LatencyProxy"),
    // The entries and the command line.
    .executableTarget(
      name: "chatterbox-benchmarks",
      dependencies: [
        "BenchmarkHarness",
        "LatencyProxy",
        .product(name: "Networking", package: "Chatterbox"),
        .product(name: "Observability", package: "Chatterbox"),
        .product(name: "Storage", package: "Chatterbox"),
        .product(name: "Session", package: "Chatterbox"),
        .product(name: "NetworkLog", package: "Chatterbox"),
        .product(name: "Upload", package: "Chatterbox"),
        .product(name: "AudioCapture", package: "Chatterbox"),
        .product(name: "SpeechAnalysis", package: "Chatterbox"),
        .product(name: "Localization", package: "Chatterbox"),
      ] + (withAsyncHTTPClient ? [.product(name: "AsyncHTTPClient", package: "async-http-client")] : []),
      // Not `canImport`: a build folder that once held AsyncHTTPClient still finds its module.
      swiftSettings: withAsyncHTTPClient ? [.define("BENCH_ASYNC_HTTP_CLIENT")] : []
    ),
    .testTarget(name: "BenchmarkHarnessTests", dependencies: ["BenchmarkHarness"]),
    .testTarget(name: "LatencyProxyTests", dependencies: ["LatencyProxy"]),
  ],
  swiftLanguageModes: [.v6]
)

// The same upcoming features as the root package.
for target in package.targets {
  var settings = target.swiftSettings ?? []
  settings.append(.enableUpcomingFeature("ExistentialAny"))
  settings.append(.enableUpcomingFeature("InferIsolatedConformances"))
  target.swiftSettings = settings
}
