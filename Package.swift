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
    .library(name: "NetworkErrors", targets: ["NetworkErrors"]),
    .library(name: "Networking", targets: ["Networking"]),
    .library(name: "Session", targets: ["Session"]),
    .library(name: "DeepLink", targets: ["DeepLink"]),
    .library(name: "AudioCapture", targets: ["AudioCapture"]),
    .library(name: "SpeechAnalysis", targets: ["SpeechAnalysis"]),
    .library(name: "SpeechSynthesis", targets: ["SpeechSynthesis"]),
    .library(name: "FeatureGates", targets: ["FeatureGates"]),
    .library(name: "Analytics", targets: ["Analytics"]),
    .library(name: "Localization", targets: ["Localization"]),
    .library(name: "DesignTokens", targets: ["DesignTokens"]),
    .library(name: "NetworkLog", targets: ["NetworkLog"]),
    .library(name: "Upload", targets: ["Upload"]),
    .library(name: "ChatterboxAPI", targets: ["ChatterboxAPI"]),
    .library(name: "ChatterboxAPILive", targets: ["ChatterboxAPILive"]),
    .library(name: "AuthFeature", targets: ["AuthFeature"]),
    .library(name: "CuesFeature", targets: ["CuesFeature"]),
    .library(name: "SettingsFeature", targets: ["SettingsFeature"]),
    .library(name: "PracticeFeature", targets: ["PracticeFeature"]),
    .library(name: "PracticeFeatureLive", targets: ["PracticeFeatureLive"]),
    .library(name: "HistoryFeature", targets: ["HistoryFeature"]),
    .library(name: "DeveloperToolsFeature", targets: ["DeveloperToolsFeature"]),
    .library(name: "AppFeature", targets: ["AppFeature"]),
    .executable(name: "chatterbox", targets: ["chatterbox"]),
  ],
  targets: [
    // Infrastructure, bottom up.
    .target(name: "Observability", path: "Modules/Observability"),
    .target(name: "Storage", dependencies: ["Observability"], path: "Modules/Storage"),
    // libcurl's ABI, loaded at run time: Networking's Linux transport (ADR 0021). No headers or
    // link-time library needed; Apple platforms compile it but never call it.
    .target(
      name: "CLibcurl", path: "Modules/CLibcurl",
      linkerSettings: [.linkedLibrary("dl", .when(platforms: [.linux]))]),
    // How a call fails (`NetworkError`), without a transport: the domain and the features depend on it,
    // Networking throws it and re-exports it.
    .target(name: "NetworkErrors", path: "Modules/NetworkErrors"),
    .target(
      name: "Networking", dependencies: ["NetworkErrors", "Observability", "CLibcurl"], path: "Modules/Networking"),
    .target(name: "Session", dependencies: ["Networking", "Storage", "Observability"], path: "Modules/Session"),
    .target(name: "DeepLink", path: "Modules/DeepLink"),
    .target(name: "AudioCapture", dependencies: ["Storage", "Observability"], path: "Modules/AudioCapture"),
    .target(name: "SpeechAnalysis", dependencies: ["AudioCapture"], path: "Modules/SpeechAnalysis"),
    .target(
      name: "SpeechSynthesis", dependencies: ["AudioCapture", "Observability"], path: "Modules/SpeechSynthesis"),
    .target(name: "FeatureGates", path: "Modules/FeatureGates"),
    .target(name: "Localization", dependencies: ["Observability"], path: "Modules/Localization"),
    .target(name: "DesignTokens", path: "Modules/DesignTokens", exclude: ["tokens.json"]),
    .target(name: "NetworkLog", dependencies: ["Networking", "Storage", "Observability"], path: "Modules/NetworkLog"),
    .target(name: "Upload", dependencies: ["Networking", "Storage", "Observability"], path: "Modules/Upload"),
    .target(name: "Analytics", dependencies: ["Storage", "Observability"], path: "Modules/Analytics"),

    // Domain and contract.
    .target(name: "ChatterboxAPI", dependencies: ["NetworkErrors", "Observability"], path: "Modules/ChatterboxAPI"),
    // The live side of ChatterboxAPI's repositories: the wire format (DTOs), the endpoints and the repositories
    // over `APIClient`. Features depend on the interfaces only; the composition root picks these.
    .target(
      name: "ChatterboxAPILive", dependencies: ["ChatterboxAPI", "Networking", "Session", "Observability"],
      path: "Modules/ChatterboxAPILive"),

    // Features (view models and use cases).
    .target(
      name: "AuthFeature", dependencies: ["ChatterboxAPI", "DeepLink", "NetworkErrors", "Observability"],
      path: "Modules/AuthFeature"),
    .target(
      name: "CuesFeature", dependencies: ["ChatterboxAPI", "NetworkErrors", "Storage", "Observability"],
      path: "Modules/CuesFeature"),
    .target(
      name: "SettingsFeature", dependencies: ["ChatterboxAPI", "NetworkErrors"], path: "Modules/SettingsFeature"),
    .target(
      name: "PracticeFeature",
      dependencies: ["ChatterboxAPI", "AudioCapture", "SpeechSynthesis", "Upload", "NetworkErrors", "Observability"],
      path: "Modules/PracticeFeature"),
    // The practice round's live side, heavy enough for its own target (isowords' `XLive`): the uploader over
    // Upload's persistent queue and the on-device analysis over SpeechAnalysis.
    .target(
      name: "PracticeFeatureLive",
      dependencies: [
        "PracticeFeature", "ChatterboxAPI", "Upload", "SpeechAnalysis", "AudioCapture", "NetworkErrors",
        "Observability",
      ],
      path: "Modules/PracticeFeatureLive"),
    .target(
      name: "HistoryFeature",
      dependencies: ["ChatterboxAPI", "AudioCapture", "NetworkErrors", "Storage", "Observability"],
      path: "Modules/HistoryFeature"
    ),
    .target(
      name: "DeveloperToolsFeature", dependencies: ["NetworkLog", "FeatureGates"], path: "Modules/DeveloperToolsFeature"
    ),

    // The app as data and decisions, for every shell (terminal today, SwiftUI tomorrow).
    .target(
      name: "AppFeature",
      dependencies: [
        "ChatterboxAPI", "CuesFeature", "PracticeFeature", "FeatureGates", "AudioCapture", "Analytics", "NetworkErrors",
        "DeepLink", "AuthFeature", "HistoryFeature", "SettingsFeature", "Upload", "Storage", "Observability",
        "Localization",
      ],
      path: "Modules/AppFeature"),

    // The app (ADR 0027, 0050): no products, so nothing outside this package can import it. The presentation
    // owns the app's words, errors, exit codes and the terminal sanitizer; the composition builds the live
    // dependencies; the terminal UI draws both modes; the commands parse arguments and run; the executable
    // only calls them.
    .target(
      name: "ChatterboxPresentation",
      dependencies: [
        "Observability", "Storage", "Networking", "Localization", "ChatterboxAPI", "AuthFeature", "SettingsFeature",
        "PracticeFeature", "AppFeature",
      ],
      path: "Modules/ChatterboxPresentation",
      // The app's String Catalog, copied verbatim (ADR 0004); CLIStrings finds it without Bundle.module.
      resources: [.copy("Resources/Localizable.xcstrings")]
    ),
    .target(
      name: "ChatterboxComposition",
      dependencies: [
        "ChatterboxPresentation", "Observability", "Storage", "Networking", "Session", "DeepLink", "AudioCapture",
        "Analytics", "NetworkLog", "Upload", "Localization", "ChatterboxAPI", "ChatterboxAPILive", "AuthFeature",
        "CuesFeature",
        "SettingsFeature", "PracticeFeature", "PracticeFeatureLive", "AppFeature", "SpeechAnalysis", "SpeechSynthesis",
      ],
      path: "Apps/chatterbox/ChatterboxComposition"
    ),
    .target(
      name: "TerminalUI",
      dependencies: [
        "ChatterboxComposition", "ChatterboxPresentation", "Observability", "Storage", "DeepLink", "AudioCapture",
        "FeatureGates", "Analytics", "NetworkLog", "Upload", "Localization", "DesignTokens", "ChatterboxAPI",
        "ChatterboxAPILive",
        "AuthFeature", "CuesFeature", "SettingsFeature", "PracticeFeature", "PracticeFeatureLive", "HistoryFeature",
        "DeveloperToolsFeature",
        "AppFeature", "SpeechSynthesis",
      ],
      path: "Modules/TerminalUI"),
    .target(
      name: "ChatterboxCommands",
      dependencies: [
        "ChatterboxComposition", "ChatterboxPresentation", "TerminalUI", "Observability", "Storage", "Networking",
        "Session", "DeepLink", "AudioCapture", "FeatureGates", "Analytics", "NetworkLog", "Upload", "Localization",
        "DesignTokens", "ChatterboxAPI", "ChatterboxAPILive", "AuthFeature", "CuesFeature", "SettingsFeature",
        "PracticeFeature", "PracticeFeatureLive",
        "HistoryFeature", "DeveloperToolsFeature", "AppFeature", "SpeechSynthesis",
      ],
      path: "Modules/ChatterboxCommands"),
    .executableTarget(name: "chatterbox", dependencies: ["ChatterboxCommands"], path: "Apps/chatterbox/chatterbox"),

    // Tests: one target per module, plus end-to-end suites against the dev server.
    // The hostile HTTP/2 server is a Python script the tests run from the source tree, not a resource.
    .target(
      name: "TestSupport", dependencies: ["Observability"], path: "Tests/TestSupport",
      exclude: ["hostile-http2-server.py"]),
    // Test values for each module's protocols (unimplemented, noop/offline, scripted), shared by every test
    // target; no shipping target depends on them.
    .target(
      name: "ChatterboxAPITestSupport", dependencies: ["ChatterboxAPI", "Networking", "Observability", "TestSupport"],
      path: "Tests/Support/ChatterboxAPITestSupport"),
    .target(
      name: "AuthFeatureTestSupport", dependencies: ["AuthFeature", "Observability"],
      path: "Tests/Support/AuthFeatureTestSupport"),
    .target(
      name: "PracticeFeatureTestSupport", dependencies: ["PracticeFeature", "Upload", "Observability"],
      path: "Tests/Support/PracticeFeatureTestSupport"),
    .target(
      name: "SpeechSynthesisTestSupport", dependencies: ["SpeechSynthesis", "AudioCapture", "Observability"],
      path: "Tests/Support/SpeechSynthesisTestSupport"),
    .target(
      name: "AudioCaptureTestSupport", dependencies: ["AudioCapture", "Observability"],
      path: "Tests/Support/AudioCaptureTestSupport"),
    // The token generator's core, compiled here for the freshness test and by Tools/TokenGen for the command.
    .target(name: "TokenGenCore", path: "Tools/TokenGen/Sources/TokenGenCore"),
    .testTarget(
      name: "LocalizationTests", dependencies: ["Localization", "Observability", "TestSupport"],
      resources: [.copy("Fixtures")]),
    .testTarget(
      name: "UploadTests", dependencies: ["Upload", "Networking", "Storage", "Observability", "TestSupport"]),
    .testTarget(
      name: "NetworkLogTests", dependencies: ["NetworkLog", "Networking", "Storage", "Observability", "TestSupport"]),
    .testTarget(name: "DesignTokensTests", dependencies: ["DesignTokens", "TokenGenCore"]),
    .testTarget(name: "ObservabilityTests", dependencies: ["Observability", "TestSupport"]),
    .testTarget(name: "StorageTests", dependencies: ["Storage", "Observability", "TestSupport"]),
    .testTarget(name: "NetworkingTests", dependencies: ["Networking", "Observability", "TestSupport"]),
    .testTarget(
      name: "SessionTests", dependencies: ["Session", "Networking", "Storage", "Observability", "TestSupport"]),
    .testTarget(name: "DeepLinkTests", dependencies: ["DeepLink", "TestSupport"]),
    .testTarget(name: "AudioCaptureTests", dependencies: ["AudioCapture", "Storage", "TestSupport"]),
    .testTarget(name: "SpeechAnalysisTests", dependencies: ["SpeechAnalysis", "AudioCapture"]),
    .testTarget(name: "SpeechSynthesisTests", dependencies: ["SpeechSynthesis", "AudioCapture", "TestSupport"]),
    // AppFeature declares the gates and flags the app ships; the tests check those, not copies.
    .testTarget(name: "FeatureGatesTests", dependencies: ["FeatureGates", "AppFeature"]),
    .testTarget(name: "AnalyticsTests", dependencies: ["Analytics", "Storage", "Observability", "TestSupport"]),
    .testTarget(
      name: "ChatterboxAPITests",
      dependencies: [
        "ChatterboxAPI", "ChatterboxAPILive", "ChatterboxAPITestSupport", "Networking", "Observability", "TestSupport",
      ],
      exclude: ["__Snapshots__"]),
    .testTarget(
      name: "CuesFeatureTests",
      dependencies: [
        "CuesFeature", "ChatterboxAPI", "ChatterboxAPITestSupport", "Networking", "Observability", "TestSupport",
      ]),
    .testTarget(
      name: "SettingsFeatureTests",
      dependencies: ["SettingsFeature", "ChatterboxAPI", "ChatterboxAPITestSupport", "Networking", "Observability"]),
    .testTarget(
      name: "PracticeFeatureLiveTests",
      dependencies: [
        "PracticeFeatureLive", "PracticeFeature", "ChatterboxAPI", "Upload", "SpeechAnalysis", "Observability",
        "AudioCaptureTestSupport", "ChatterboxAPITestSupport", "NetworkErrors", "TestSupport",
      ]),
    .testTarget(
      name: "PracticeFeatureTests",
      dependencies: [
        "PracticeFeature", "PracticeFeatureTestSupport", "ChatterboxAPI", "ChatterboxAPITestSupport", "Upload",
        "Observability", "AudioCapture", "Networking", "TestSupport", "SpeechSynthesis", "SpeechSynthesisTestSupport",
      ]),
    .testTarget(
      name: "HistoryFeatureTests",
      dependencies: [
        "HistoryFeature", "AudioCaptureTestSupport", "ChatterboxAPI", "ChatterboxAPITestSupport", "Networking",
        "Observability", "TestSupport",
      ]),
    .testTarget(
      name: "DeveloperToolsFeatureTests",
      dependencies: ["DeveloperToolsFeature", "FeatureGates", "NetworkLog", "Networking"]),
    .testTarget(
      name: "AppFeatureTests",
      dependencies: [
        "AppFeature", "ChatterboxAPI", "CuesFeature", "PracticeFeature", "FeatureGates", "AudioCapture", "Networking",
        "Analytics", "DeepLink", "AuthFeature", "HistoryFeature", "Observability",
        "SettingsFeature", "ChatterboxAPITestSupport", "AuthFeatureTestSupport", "PracticeFeatureTestSupport",
        "Upload", "AudioCaptureTestSupport", "TestSupport",
      ]),
    .testTarget(
      name: "AuthFeatureTests",
      dependencies: [
        "AuthFeature", "AuthFeatureTestSupport", "ChatterboxAPI", "ChatterboxAPITestSupport", "DeepLink", "Networking",
        "TestSupport",
      ]),
    // The app's tests: one target per app library, and the end-to-end suites (the dev server and the
    // `chatterbox` binary) in their own target; CLITestSupport holds what they share.
    .target(
      name: "CLITestSupport",
      dependencies: [
        "ChatterboxCommands", "ChatterboxComposition", "ChatterboxPresentation", "TerminalUI", "Localization",
        "Observability", "TestSupport", "AudioCapture",
      ],
      path: "Tests/Support/CLITestSupport"),
    .testTarget(
      name: "ChatterboxPresentationTests",
      dependencies: [
        "ChatterboxPresentation", "CLITestSupport", "Localization", "TestSupport", "ChatterboxAPI",
        "ChatterboxAPITestSupport", "PracticeFeature",
      ]),
    .testTarget(
      name: "ChatterboxCompositionTests",
      dependencies: [
        "ChatterboxComposition", "ChatterboxPresentation", "CLITestSupport", "Localization", "Networking",
        "TestSupport", "Upload", "PracticeFeature", "PracticeFeatureLive", "Observability", "AudioCaptureTestSupport",
      ]),
    .testTarget(
      name: "TerminalUITests",
      dependencies: [
        "TerminalUI", "ChatterboxComposition", "ChatterboxPresentation", "CLITestSupport", "Observability", "Storage",
        "Localization",
        // The interactive app's tests build view models over the modules' test values.
        "ChatterboxAPI", "AuthFeature", "CuesFeature", "PracticeFeature", "DeepLink", "NetworkLog", "DesignTokens",
        "AppFeature", "Analytics", "Networking", "Upload", "ChatterboxAPITestSupport", "AuthFeatureTestSupport",
        "PracticeFeatureTestSupport", "AudioCaptureTestSupport", "TestSupport", "SpeechSynthesisTestSupport",
        "SpeechSynthesis",
      ]),
    .testTarget(
      name: "ChatterboxCommandsTests",
      dependencies: [
        "ChatterboxCommands", "ChatterboxComposition", "ChatterboxPresentation", "TerminalUI", "CLITestSupport",
        "TestSupport", "Networking", "Session", "Storage", "Observability", "Localization", "ChatterboxAPI",
        "AuthFeature", "CuesFeature", "PracticeFeature", "SettingsFeature", "AudioCapture", "ChatterboxAPITestSupport",
        "AppFeature", "SpeechSynthesis", "SpeechSynthesisTestSupport",
      ]),
    .testTarget(
      name: "EndToEndTests",
      dependencies: [
        "ChatterboxCommands", "ChatterboxComposition", "ChatterboxPresentation", "TerminalUI", "CLITestSupport",
        "TestSupport", "Storage", "Observability", "Localization", "AudioCapture",
      ]),
    .testTarget(
      name: "ContractTests",
      dependencies: ["ChatterboxAPI", "ChatterboxAPILive", "Networking", "Storage", "TestSupport", "Observability"]),
  ],
  swiftLanguageModes: [.v6]
)

// One settings loop for every target (the swift-log / swift-http-types manner).
for target in package.targets {
  var settings = target.swiftSettings ?? []
  settings.append(.enableUpcomingFeature("ExistentialAny"))
  settings.append(.enableUpcomingFeature("InferIsolatedConformances"))
  target.swiftSettings = settings
  // Module READMEs document the module; they are not resources.
  if target.path?.hasPrefix("Modules/") == true { target.exclude.append("README.md") }
}
