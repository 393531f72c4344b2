import Foundation

/// The app's Swift sources, for the tests that scan them: the executable and the composition in
/// `Apps/chatterbox`, and the app's two targets in `Modules/` (ADR 0036).
func appSourceFiles(filePath: String = #filePath) -> [URL] {
  var repository = URL(fileURLWithPath: filePath)
  while repository.pathComponents.count > 1,
    !FileManager.default.fileExists(atPath: repository.appendingPathComponent("Package.swift").path)
  {
    repository.deleteLastPathComponent()
  }
  return ["Apps/chatterbox", "Modules/TerminalUI", "Modules/ChatterboxCommands"].flatMap { folder in
    (FileManager.default.enumerator(at: repository.appendingPathComponent(folder), includingPropertiesForKeys: nil)?
      .compactMap { $0 as? URL } ?? []).filter { $0.pathExtension == "swift" }
  }
}
