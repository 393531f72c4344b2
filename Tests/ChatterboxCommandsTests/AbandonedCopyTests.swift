import CLITestSupport
import Foundation
import TestSupport
import Testing

@testable import ChatterboxCommands

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A process killed while it read a stream leaves its private copy in the temporary folder (ADR 0076): the
/// next copy made there deletes it, and nothing else — not a copy still in use, not one just made, not a
/// link, a FIFO or another user's file that carries our name.
@Suite("Abandoned recording copies")
struct AbandonedCopyTests {
  /// A stream read into a new copy in `folder`, as `analyze -` reads standard input.
  private func openStream(in folder: URL) throws -> AudioFileInput {
    let speech = try ToneFile.makeSpeech()
    defer { try? FileManager.default.removeItem(at: speech) }
    let bytes = try Data(contentsOf: speech)
    let pipe = Pipe()
    let writer = Thread {
      try? pipe.fileHandleForWriting.write(contentsOf: bytes)
      try? pipe.fileHandleForWriting.close()
    }
    writer.start()
    defer { try? pipe.fileHandleForReading.close() }
    return try AudioFileInput.open(
      "-", allowsStandardInput: true, standardInput: pipe.fileHandleForReading, temporaryFolder: folder)
  }

  /// Moves `url`'s modification time two minutes back, from its own time (no clock is read).
  private func ageTwoMinutes(_ url: URL) throws {
    let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
    let modified = try #require(attributes[.modificationDate] as? Date)
    // utimensat, which the wall-clock shim moves back as it moves stat forward: holds with the clock moved.
    try FileDates.setModificationDate(modified.addingTimeInterval(-120), ofItemAt: url.path)
  }

  private func copyName(_ tag: String) -> String { "\(AudioFileInput.copyPrefix)\(tag).wav" }

  @Test func theNextCopyDeletesOneNobodyHoldsAndKeepsTheRest() throws {
    let folder = try TemporaryDirectory()
    defer { folder.cleanUp() }
    let abandoned = folder.file(copyName("killed"))
    try Data("RIFF".utf8).write(to: abandoned)
    try ageTwoMinutes(abandoned)
    let young = folder.file(copyName("just-made"))
    try Data("RIFF".utf8).write(to: young)
    let notOurs = folder.file("notes.wav")
    try Data("mine".utf8).write(to: notOurs)
    try ageTwoMinutes(notOurs)
    // A copy still in use (its input is alive, so locked), however old its time says it is.
    let inUse = try openStream(in: folder.url)
    defer { inUse.remove() }
    try ageTwoMinutes(inUse.url)

    let next = try openStream(in: folder.url)
    #expect(!FileManager.default.fileExists(atPath: abandoned.path), "the abandoned copy is deleted")
    #expect(FileManager.default.fileExists(atPath: inUse.url.path), "a copy in use is kept")
    #expect(FileManager.default.fileExists(atPath: young.path), "a copy made less than a minute ago is kept")
    #expect(try Data(contentsOf: notOurs) == Data("mine".utf8))
    next.remove()
    inUse.remove()
    #expect(folder.contents().sorted() == [copyName("just-made"), "notes.wav"], "\(folder.contents())")
  }

  @Test func aLinkAFIFOAndAnotherUsersFileNamedAsOursAreLeftAlone() throws {
    let folder = try TemporaryDirectory()
    defer { folder.cleanUp() }
    let decoys = try TemporaryDirectory()
    defer { decoys.cleanUp() }
    let decoy = decoys.file("decoy.wav")
    try Data("decoy".utf8).write(to: decoy)
    try ageTwoMinutes(decoy)
    let link = folder.file(copyName("link"))
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: decoy)
    let fifo = folder.file(copyName("fifo"))
    #expect(mkfifo(fifo.path, 0o600) == 0)
    let others = folder.file(copyName("another-user"))
    try Data("theirs".utf8).write(to: others)
    try ageTwoMinutes(others)
    let asRoot = getuid() == 0
    if asRoot { #expect(chown(others.path, 65_534, 65_534) == 0) }

    let next = try openStream(in: folder.url)  // would hang on opening the FIFO, were it opened
    next.remove()
    #expect(try Data(contentsOf: decoy) == Data("decoy".utf8), "a link is not followed")
    #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: link.path)) == decoy.path)
    #expect(FileManager.default.fileExists(atPath: fifo.path))
    if asRoot { #expect(FileManager.default.fileExists(atPath: others.path), "another user's file is kept") }
  }
}
