// swift-tools-version: 6.0
import PackageDescription

// token-gen: turns Modules/DesignTokens/tokens.json into Modules/DesignTokens/Generated/*.swift.
// Its own package with no dependencies — not even on the root package — so it builds even when
// the generated files (or any other module) do not compile, which is exactly when you need it.
// The root package compiles the same TokenGenCore sources for the DesignTokens freshness test.
//
//   swift run --package-path Tools/TokenGen token-gen Modules/DesignTokens/tokens.json Modules/DesignTokens/Generated
//   swift run --package-path Tools/TokenGen token-gen Modules/DesignTokens/tokens.json Modules/DesignTokens/Generated --check
let package = Package(
  name: "TokenGen",
  platforms: [.macOS(.v14)],
  products: [
    .executable(name: "token-gen", targets: ["token-gen"])
  ],
  targets: [
    .target(name: "TokenGenCore"),
    .executableTarget(name: "token-gen", dependencies: ["TokenGenCore"]),
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
