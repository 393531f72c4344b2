import Foundation
import Testing

@testable import AudioCapture

/// ``CommandErrorTail`` under the churn that crashed the test process on Linux when it read with
/// `readabilityHandler` (ADR 0071): many short commands at once, each pipe set up and torn down while the
/// others are read. Every command's last line of errors arrives and nothing crashes.
@Suite("Command error tail", .timeLimit(.minutes(2)))
struct CommandErrorTailTests {
  static func run(_ script: String) async throws -> (status: Int32, lastLine: String) {
    let errors = CommandErrorTail()
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", script]
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = FileHandle.nullDevice
    process.standardError = errors.pipe
    let (ended, continuation) = AsyncStream<Int32>.makeStream()
    process.terminationHandler = { finished in
      continuation.yield(finished.terminationStatus)
      continuation.finish()
    }
    try process.run()
    var status: Int32 = -1
    for await exit in ended { status = exit }
    await errors.waitForEnd(atMost: .seconds(30))
    errors.stop()
    return (status, errors.lastLine)
  }

  @Test func manyCommandsAtOnceEachKeepTheirLastLine() async throws {
    try await withThrowingTaskGroup(of: Void.self) { group in
      for lane in 0..<6 {
        group.addTask {
          for round in 0..<40 {
            let result = try await Self.run("echo starting >&2; echo 'failed \(lane)-\(round)' >&2; exit 3")
            #expect(result.status == 3 && result.lastLine == "failed \(lane)-\(round)", "\(result)")
          }
        }
      }
      try await group.waitForAll()
    }
  }

  /// A command's words are kept as they come, not when the pipe ends: a process that inherited the pipe
  /// (started elsewhere at the same moment) can hold it open past `waitForEnd`'s limit. Here the test is
  /// that process: it writes a line and keeps the write end open.
  @Test func wordsArriveWhileThePipeIsStillOpen() async throws {
    let errors = CommandErrorTail()
    errors.pipe.fileHandleForWriting.write(Data("starting\nno such device\n".utf8))
    while errors.lastLine != "no such device" { try await Task.sleep(for: .milliseconds(5)) }
    errors.stop()
    #expect(errors.lastLine == "no such device")
  }

  @Test func aCommandThatNeverStartedStillEndsTheReader() async {
    let errors = CommandErrorTail()
    errors.stop()
    // The reader saw the pipe's end: the wait returns at once, long before its limit.
    await errors.waitForEnd(atMost: .seconds(3600))
    #expect(errors.lastLine == "")
  }
}
