import Foundation

extension TokenGenerator {
  /// What `write(_:to:)` did, by file name.
  ///
  /// ```swift
  /// let summary = try TokenGenerator.write(files, to: directory)
  /// print("wrote \(summary.written.count), unchanged \(summary.unchanged.count)")
  /// ```
  public struct WriteSummary: Sendable, Equatable {
    /// Files created or overwritten.
    ///
    /// ```swift
    /// summary.written // ["ColorTokens.swift"]
    /// ```
    public var written: [String] = []
    /// Files already up to date (left untouched, so their timestamps and the build cache survive).
    ///
    /// ```swift
    /// summary.unchanged.count
    /// ```
    public var unchanged: [String] = []
    /// Previously generated files (they carry the header) that are no longer produced.
    ///
    /// ```swift
    /// summary.removed // ["OldTokens.swift"]
    /// ```
    public var removed: [String] = []
  }

  /// Writes `files` into `directory` (created if needed), rewriting only files whose contents
  /// changed and deleting `.swift` files that carry the generated header but are no longer
  /// produced. Files without the header are never deleted.
  ///
  /// ```swift
  /// try TokenGenerator.write(files, to: URL(fileURLWithPath: "Modules/DesignTokens/Generated"))
  /// ```
  @discardableResult
  public static func write(_ files: [GeneratedFile], to directory: URL) throws(TokenGenError) -> WriteSummary {
    var summary = WriteSummary()
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      for file in files {
        let url = directory.appendingPathComponent(file.name)
        if (try? String(contentsOf: url, encoding: .utf8)) == file.contents {
          summary.unchanged.append(file.name)
        } else {
          try Data(file.contents.utf8).write(to: url, options: .atomic)
          summary.written.append(file.name)
        }
      }
      let produced = Set(files.map(\.name))
      for name in try swiftFiles(in: directory) where !produced.contains(name) {
        let url = directory.appendingPathComponent(name)
        guard let text = try? String(contentsOf: url, encoding: .utf8), text.hasPrefix(header) else { continue }
        try FileManager.default.removeItem(at: url)
        summary.removed.append(name)
      }
    } catch let error as TokenGenError {
      throw error
    } catch {
      throw TokenGenError(.io, at: directory.path, "could not write generated files: \(error.localizedDescription)")
    }
    return summary
  }

  /// How the files in `directory` differ from `files`; empty when they are fresh. Every `.swift`
  /// file in the directory must be one of `files`.
  ///
  /// ```swift
  /// let problems = TokenGenerator.staleness(of: files, in: generatedDirectory)
  /// if !problems.isEmpty { exit(1) }
  /// ```
  public static func staleness(of files: [GeneratedFile], in directory: URL) -> [Staleness] {
    var problems: [Staleness] = []
    for file in files {
      guard let found = try? String(contentsOf: directory.appendingPathComponent(file.name), encoding: .utf8) else {
        problems.append(.missing(file.name))
        continue
      }
      if found != file.contents { problems.append(firstDifference(file.name, expected: file.contents, found: found)) }
    }
    let produced = Set(files.map(\.name))
    for name in (try? swiftFiles(in: directory)) ?? [] where !produced.contains(name) {
      problems.append(.unexpected(name))
    }
    return problems
  }

  private static func swiftFiles(in directory: URL) throws -> [String] {
    guard FileManager.default.fileExists(atPath: directory.path) else { return [] }
    return try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".swift") }
      .sorted()
  }

  private static func firstDifference(_ name: String, expected: String, found: String) -> Staleness {
    let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let foundLines = found.split(separator: "\n", omittingEmptySubsequences: false)
    var index = 0
    while index < expectedLines.count, index < foundLines.count, expectedLines[index] == foundLines[index] {
      index += 1
    }
    func line(_ lines: [Substring]) -> String { index < lines.count ? String(lines[index]) : "<end of file>" }
    return .differs(name, line: index + 1, expected: line(expectedLines), found: line(foundLines))
  }
}
