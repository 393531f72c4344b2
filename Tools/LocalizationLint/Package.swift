// swift-tools-version: 6.0
import PackageDescription

// localization-lint: checks a String Catalog before it ships (missing translations, format
// arguments that differ between languages, plural forms a language's CLDR rules need). The rules
// live in the root package's Localization module (`CatalogLinter`), so the app's tests and CI
// run exactly the same checks. No dependencies beyond the toolchain and the root package (ADR 0001).
//
//   swift run --package-path Tools/LocalizationLint localization-lint \
//     Modules/ChatterboxPresentation/Resources/Localizable.xcstrings
let package = Package(
  name: "LocalizationLint",
  platforms: [.macOS(.v14)],
  products: [
    .executable(name: "localization-lint", targets: ["localization-lint"])
  ],
  dependencies: [
    // `name:` pins the identity to the root manifest's name, whatever the checkout folder is called.
    .package(name: "Chatterbox", path: "../..")
  ],
  targets: [
    .executableTarget(
      name: "localization-lint",
      dependencies: [.product(name: "Localization", package: "Chatterbox")]
    )
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
