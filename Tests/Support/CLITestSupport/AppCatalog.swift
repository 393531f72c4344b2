import ChatterboxComposition
import ChatterboxPresentation
import Localization

/// The app's catalog as the CLI loads it: from its resource bundle (`Chatterbox_ChatterboxPresentation`)
/// beside the test binary. Throws rather than falling back, so a missing bundle fails the tests.
public func appCatalog() throws -> StringCatalog {
  try StringCatalog(resource: "Localizable", inBundleNamed: CLIStrings.bundleName)
}
