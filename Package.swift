// swift-tools-version: 6.0
import PackageDescription

// The shipping modules depend on the toolchain only (ADR 0001). The graph below is the
// architecture (ADR 0002, docs/architecture.md): a target may import only what it lists here,
// and CI fails on any undeclared import.

let package = Package(
  name: "Chatterbox",
  platforms: [.iOS(.v17), .macOS(.v14)],
  products: [
    .library(name: "Observability", targets: ["Observability"]),
    .library(name: "Storage", targets: ["Storage"]),
    .library(name: "Networking", targets: ["Networking"]),
    .library(name: "DeepLink", targets: ["DeepLink"]),
    .library(name: "AudioCapture", targets: ["AudioCapture"]),
    .library(name: "ChatterboxCLI", targets: ["ChatterboxCLI"]),
    .executable(name: "chatterbox", targets: ["chatterbox"]),
  ],
  targets: [
    // Infrastructure
    .target(name: "Observability", path: "Modules/Observability"),
    .target(name: "Storage", dependencies: ["Observability"], path: "Modules/Storage"),
    .target(name: "Networking", dependencies: ["Observability"], path: "Modules/Networking"),
    .target(name: "DeepLink", path: "Modules/DeepLink"),
    .target(name: "AudioCapture", dependencies: ["Storage"], path: "Modules/AudioCapture"),

    // Composition root
    .target(
      name: "ChatterboxCLI",
      dependencies: ["Observability", "Networking"],
      path: "Apps/chatterbox/ChatterboxCLI"
    ),
    .executableTarget(name: "chatterbox", dependencies: ["ChatterboxCLI"], path: "Apps/chatterbox/chatterbox"),

    // Tests: one target per module.
    .testTarget(name: "ObservabilityTests", dependencies: ["Observability"]),
    .testTarget(name: "StorageTests", dependencies: ["Storage", "Observability"]),
    .testTarget(name: "NetworkingTests", dependencies: ["Networking", "Observability"]),
    .testTarget(name: "DeepLinkTests", dependencies: ["DeepLink"]),
    .testTarget(name: "AudioCaptureTests", dependencies: ["AudioCapture", "Storage"]),
    .testTarget(name: "ChatterboxCLITests", dependencies: ["ChatterboxCLI", "Networking", "Storage", "Observability"]),
  ],
  swiftLanguageModes: [.v6]
)

// One settings loop for every target (the swift-log / swift-http-types manner).
for target in package.targets {
  var settings = target.swiftSettings ?? []
  settings.append(.enableUpcomingFeature("ExistentialAny"))
  settings.append(.enableUpcomingFeature("InferIsolatedConformances"))
  target.swiftSettings = settings
}
