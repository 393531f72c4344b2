#if os(Linux) || os(macOS) || os(Windows)
  import Foundation
  import Observability

  /// A command's standard error as it comes, keeping its last 4 KB: a chatty command never fills the
  /// pipe and stalls. Players and voice commands (SpeechSynthesis) read their failure's words from it.
  package final class CommandErrorTail: @unchecked Sendable {
    /// Give this to `Process.standardError`.
    package let pipe = Pipe()
    private let data = LockedValue(Data())
    private let (ended, endedContinuation) = AsyncStream<Void>.makeStream()

    /// Starts reading the pipe.
    package init(limit: Int = 4096) {
      let data = data
      let endedContinuation = endedContinuation
      pipe.fileHandleForReading.readabilityHandler = { handle in
        let chunk = handle.availableData
        if chunk.isEmpty {
          handle.readabilityHandler = nil
          endedContinuation.finish()
        }
        data.withLock { data in
          data.append(chunk)
          if data.count > limit { data = data.suffix(limit) }
        }
      }
    }

    /// Stops reading (the command could not start, or its words are read for the last time).
    package func stop() {
      pipe.fileHandleForReading.readabilityHandler = nil
      endedContinuation.finish()
    }

    /// Waits for the pipe's end, at most `limit` of `time`: the last bytes may arrive after the exit,
    /// and a process started elsewhere at the same moment may have inherited the pipe and hold it open.
    package func waitForEnd(atMost limit: Duration, time: TimeSource = .system) async {
      let ended = ended
      await withTaskGroup(of: Void.self) { group in
        group.addTask { for await _ in ended {} }
        group.addTask { try? await time.sleep(limit) }
        await group.next()
        group.cancelAll()
      }
    }

    /// The last line written so far, or "".
    package var lastLine: String {
      String(decoding: data.value, as: UTF8.self).split(whereSeparator: \.isNewline).last.map(String.init) ?? ""
    }
  }
#endif
