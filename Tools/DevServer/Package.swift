// swift-tools-version:6.0
import PackageDescription

// The dev server is its own package so the app's build never pulls in server dependencies.
// swift-nio, swift-log and swift-http-types are already in the graph through Hummingbird; they are
// named here because the code imports their modules directly (Channel, Logger, HTTPField, the event-loop group).
let package = Package(
  name: "DevServer",
  platforms: [.macOS(.v15)],
  products: [
    .executable(name: "chatterbox-dev-server", targets: ["chatterbox-dev-server"]),
    .library(name: "DevServerCore", targets: ["DevServerCore"]),
  ],
  dependencies: [
    .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
    .package(url: "https://github.com/vapor/sqlite-nio", from: "1.13.2"),
    .package(url: "https://github.com/vapor/postgres-nio", from: "1.33.2"),
    .package(url: "https://github.com/apple/swift-crypto", from: "3.12.3"),
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/apple/swift-nio", from: "2.81.0"),
    .package(url: "https://github.com/apple/swift-log", from: "1.6.0"),
    .package(url: "https://github.com/apple/swift-http-types", from: "1.3.0"),
    // The app's own SpeechAnalysis evaluates uploaded takes (ADR 0031); the root package has no dependencies.
    .package(name: "chatterbox", path: "../.."),
  ],
  targets: [
    .target(
      name: "DevServerCore",
      dependencies: [
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "SQLiteNIO", package: "sqlite-nio"),
        .product(name: "PostgresNIO", package: "postgres-nio"),
        .product(name: "Crypto", package: "swift-crypto"),
        .product(name: "NIOCore", package: "swift-nio"),
        .product(name: "NIOPosix", package: "swift-nio"),
        .product(name: "Logging", package: "swift-log"),
        .product(name: "HTTPTypes", package: "swift-http-types"),
        .product(name: "SpeechAnalysis", package: "chatterbox"),
      ]
    ),
    .executableTarget(
      name: "chatterbox-dev-server",
      dependencies: [
        "DevServerCore",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "Logging", package: "swift-log"),
      ]
    ),
    .testTarget(
      name: "DevServerCoreTests",
      dependencies: [
        "DevServerCore",
        .product(name: "HummingbirdTesting", package: "hummingbird"),
        .product(name: "Crypto", package: "swift-crypto"),
        .product(name: "HTTPTypes", package: "swift-http-types"),
        .product(name: "NIOCore", package: "swift-nio"),
        .product(name: "NIOEmbedded", package: "swift-nio"),
        .product(name: "Hummingbird", package: "hummingbird"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
