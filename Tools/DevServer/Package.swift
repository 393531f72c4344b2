// swift-tools-version:6.1
import PackageDescription

// The dev server is its own package so the app's build never pulls in server dependencies.
// swift-nio, swift-log and swift-http-types are already in the graph through Hummingbird; they are
// named here because the code imports their modules directly (Channel, Logger, HTTPField, the event-loop group).
//
// PostgreSQL is a package trait (ADR 0041) that the default build leaves out: postgres-nio brings swift-nio-ssl's
// BoringSSL and more, a large part of a first build, which the README's `Tools/demo` (SQLite) never uses. Build it
// in with `--traits PostgreSQL` (`Tools/run-tests --postgres` does; CI sets CHATTERBOX_DEV_SERVER_TRAITS=PostgreSQL
// so every step builds, and reuses, the one binary). Without it, `--database-url` fails at start-up, saying so.
let package = Package(
  name: "DevServer",
  platforms: [.macOS(.v15)],
  products: [
    .executable(name: "chatterbox-dev-server", targets: ["chatterbox-dev-server"]),
    .library(name: "DevServerCore", targets: ["DevServerCore"]),
  ],
  traits: [
    .trait(name: "PostgreSQL", description: "The PostgreSQL database engine (postgres-nio), besides SQLite.")
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
    .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.6.0"),
    // The app's own SpeechAnalysis evaluates uploaded takes (ADR 0031); the root package has no dependencies.
    .package(name: "chatterbox", path: "../.."),
  ],
  targets: [
    .target(
      name: "DevServerCore",
      dependencies: [
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "SQLiteNIO", package: "sqlite-nio"),
        .product(name: "PostgresNIO", package: "postgres-nio", condition: .when(traits: ["PostgreSQL"])),
        .product(name: "Crypto", package: "swift-crypto"),
        .product(name: "NIOCore", package: "swift-nio"),
        .product(name: "NIOPosix", package: "swift-nio"),
        .product(name: "Logging", package: "swift-log"),
        .product(name: "HTTPTypes", package: "swift-http-types"),
        .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
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
        .product(name: "ServiceLifecycleTestKit", package: "swift-service-lifecycle"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
