// swift-tools-version: 6.0
import PackageDescription

// Outside packages' view of Chatterbox's libraries (issue 15): one executable per library, each
// depending on exactly ONE product of the root package by path and using it against something that
// is not Chatterbox. `run` builds this package and runs every example; `check-imports.sh` fails if
// an example imports a module it did not declare (SwiftPM's import check does not see modules that
// arrive through a product).
//
// The dependency is spelled `.package(name: "Chatterbox", path: "../..")`: a path dependency's
// identity is otherwise the checkout folder's name, which differs between clones.

let libraries = [
  "Networking", "Session", "Upload", "NetworkLog", "Localization", "DeepLink", "DesignTokens", "AudioCapture",
  "Analytics", "FeatureGates", "SpeechSynthesis",
]
// Examples that need a backend of their own get a tiny loopback HTTP server (toolchain only).
let needsServer: Set<String> = ["Networking", "Upload", "NetworkLog"]

let package = Package(
  name: "ChatterboxExamples",
  platforms: [.iOS(.v17), .macOS(.v14)],
  dependencies: [.package(name: "Chatterbox", path: "../..")],
  targets: [.target(name: "LoopbackHTTP")]
    + libraries.map { library in
      .executableTarget(
        name: "\(library)Example",
        dependencies: [.product(name: library, package: "Chatterbox")]
          + (needsServer.contains(library) ? ["LoopbackHTTP"] : []))
    }
    // Second examples of a library, named <Variant><Library>Example: still one product each.
    + [
      .executableTarget(
        name: "OAuth2SessionExample", dependencies: [.product(name: "Session", package: "Chatterbox")]),
      .executableTarget(
        name: "S3UploadExample", dependencies: [.product(name: "Upload", package: "Chatterbox"), "LoopbackHTTP"]),
      .executableTarget(
        name: "TusResumeUploadExample",
        dependencies: [.product(name: "Upload", package: "Chatterbox"), "LoopbackHTTP"]),
      // Against tuspyserver and fastapi-tusd from PyPI, started by the example (each skipped, saying so, when missing).
      .executableTarget(
        name: "TusServersUploadExample", dependencies: [.product(name: "Upload", package: "Chatterbox")]),
    ],
  swiftLanguageModes: [.v6]
)
