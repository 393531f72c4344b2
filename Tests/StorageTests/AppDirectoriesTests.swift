import Foundation
import Storage
import TestSupport
import Testing

@Suite("AppDirectories")
final class AppDirectoriesTests {
  let temporary: TemporaryDirectory

  init() throws {
    temporary = try TemporaryDirectory()
  }

  @Test func homeOverridesEverything() {
    let dirs = AppDirectories(
      appName: "MyTool", home: "/tmp/cb-home",
      environment: [
        "HOME": "/home/ana",
        "XDG_DATA_HOME": "/xdg/data",
        "XDG_CACHE_HOME": "/xdg/cache",
      ])
    #expect(filePath(dirs.dataDirectory) == "/tmp/cb-home/data")
    #expect(filePath(dirs.cachesDirectory) == "/tmp/cb-home/caches")
  }

  @Test func relativeHomeResolvesAgainstTheCurrentDirectory() {
    let dirs = AppDirectories(appName: "MyTool", home: ".chatterbox", environment: [:])
    let expected = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
      .appending(path: ".chatterbox/data").standardizedFileURL
    #expect(filePath(dirs.dataDirectory) == filePath(expected))
  }

  #if !canImport(Darwin)
    @Test func xdgVariablesSet() {
      let dirs = AppDirectories(
        appName: "Chatterbox",
        environment: [
          "HOME": "/home/ana", "XDG_DATA_HOME": "/xdg/data", "XDG_CACHE_HOME": "/xdg/cache",
        ])
      #expect(filePath(dirs.dataDirectory) == "/xdg/data/chatterbox")
      #expect(filePath(dirs.cachesDirectory) == "/xdg/cache/chatterbox")
    }

    @Test func xdgVariablesUnset() {
      let dirs = AppDirectories(appName: "Chatterbox", environment: ["HOME": "/home/ana"])
      #expect(filePath(dirs.dataDirectory) == "/home/ana/.local/share/chatterbox")
      #expect(filePath(dirs.cachesDirectory) == "/home/ana/.cache/chatterbox")
    }

    /// The XDG spec: empty means unset, and relative paths are invalid and must be ignored.
    @Test func xdgEmptyOrRelativeValuesAreIgnored() {
      let empty = AppDirectories(
        appName: "Chatterbox", environment: ["HOME": "/home/ana", "XDG_DATA_HOME": "", "XDG_CACHE_HOME": ""])
      #expect(filePath(empty.dataDirectory) == "/home/ana/.local/share/chatterbox")
      #expect(filePath(empty.cachesDirectory) == "/home/ana/.cache/chatterbox")
      let relative = AppDirectories(
        appName: "Chatterbox", environment: ["HOME": "/home/ana", "XDG_DATA_HOME": "data", "XDG_CACHE_HOME": "c"])
      #expect(filePath(relative.dataDirectory) == "/home/ana/.local/share/chatterbox")
      #expect(filePath(relative.cachesDirectory) == "/home/ana/.cache/chatterbox")
    }

    @Test func emptyHomeIsIgnored() {
      let dirs = AppDirectories(appName: "Chatterbox", home: "", environment: ["HOME": "/home/ana"])
      #expect(filePath(dirs.dataDirectory) == "/home/ana/.local/share/chatterbox")
    }
  #else
    @Test func appleUsesApplicationSupportAndCaches() {
      let dirs = AppDirectories(appName: "Chatterbox", environment: [:], bundleIdentifier: "com.example.chatterbox")
      let folder = "com.example.chatterbox"
      #expect(filePath(dirs.dataDirectory) == filePath(URL.applicationSupportDirectory.appending(path: folder)))
      #expect(filePath(dirs.cachesDirectory) == filePath(URL.cachesDirectory.appending(path: folder)))
      let unbundled = AppDirectories(appName: "Chatterbox", environment: [:], bundleIdentifier: nil)
      #expect(unbundled.dataDirectory.lastPathComponent == "Chatterbox")
    }
  #endif

  @Test func createIfNeededMakesPrivateDirectoriesWithParents() throws {
    let root = temporary.url
    let dirs = AppDirectories(appName: "MyTool", home: filePath(root.appending(path: "home")), environment: [:])
    let notes = dirs.dataDirectory.appending(path: "notes", directoryHint: .isDirectory)
    let created = try dirs.createIfNeeded(notes)
    #expect(created == notes)
    #expect(try permissions(of: notes) == 0o700)
    #expect(try permissions(of: dirs.dataDirectory) == 0o700)
    #expect(try permissions(of: root.appending(path: "home")) == 0o700)
    // Idempotent, and an existing directory's mode is left alone.
    try setPermissions(0o750, of: notes)
    try dirs.createIfNeeded(notes)
    #expect(try permissions(of: notes) == 0o750)
  }

  @Test func createIfNeededRejectsAFileInTheWay() throws {
    let root = temporary.url
    let dirs = AppDirectories(
      dataDirectory: root.appending(path: "data"), cachesDirectory: root.appending(path: "caches"))
    try Data().write(to: root.appending(path: "data"))
    let error = #expect(throws: StorageError.self) {
      try dirs.createIfNeeded(dirs.dataDirectory.appending(path: "uploads"))
    }
    #expect(error?.kind == .unwritable)
  }
}
