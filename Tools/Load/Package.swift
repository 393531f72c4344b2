// swift-tools-version:6.0
import PackageDescription

// A load generator for the dev server (`Tools/Load/run` drives it); its own package so neither the app
// nor the dev server build pulls in an HTTP client.
let package = Package(
  name: "Load",
  platforms: [.macOS(.v15)],
  dependencies: [
    .package(url: "https://github.com/swift-server/async-http-client", from: "1.37.0"),
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/apple/swift-crypto", from: "3.12.3"),
    .package(url: "https://github.com/apple/swift-nio", from: "2.81.0"),
  ],
  targets: [
    .executableTarget(
      name: "chatterbox-load",
      dependencies: [
        .product(name: "AsyncHTTPClient", package: "async-http-client"),
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
        .product(name: "Crypto", package: "swift-crypto"),
        .product(name: "NIOCore", package: "swift-nio"),
        .product(name: "NIOHTTP1", package: "swift-nio"),
      ]
    )
  ],
  swiftLanguageModes: [.v6]
)
