#if os(Linux) || os(macOS) || os(Windows)
  import Foundation
  import Observability

  /// A command's standard error as it comes, keeping its last 4 KB: a chatty command never fills the
  /// pipe and stalls. Players and voice commands (SpeechSynthesis) read their failure's words from it.
  ///
  /// The pipe is read with blocking reads on a thread of its own, never with `readabilityHandler`: that
  /// handler's dispatch read source, torn down while other pipes' sources are set up, corrupts libdispatch's
  /// epoll bookkeeping on Linux and crashes the process (swift-corelibs-libdispatch#949; seen in this
  /// project's CI as a SIGSEGV in `_dispatch_event_loop_drain`; ADR 0071), and with read(2), which returns
  /// what has arrived (ADR 0073). The thread ends at the pipe's end.
  package final class CommandErrorTail: @unchecked Sendable {
    /// Give this to `Process.standardError`.
    package let pipe = Pipe()
    private let data = LockedValue(Data())
    private let (ended, endedContinuation) = AsyncStream<Void>.makeStream()

    /// Starts reading the pipe.
    package init(limit: Int = 4096) {
      let data = data
      let endedContinuation = endedContinuation
      let reader = UncheckedSendable(pipe.fileHandleForReading)
      Thread.detachNewThread {
        PipeReading.untilEnd(of: reader.value.fileDescriptor) { piece in
          data.withLock { data in
            data.append(piece)
            if data.count > limit { data = data.suffix(limit) }
          }
        }
        try? reader.value.close()
        endedContinuation.finish()
      }
    }

    /// Stops waiting for the pipe (the command could not start, or its words are read for the last
    /// time). Our own copy of the write end is closed, so the reading thread ends once no command holds it.
    package func stop() {
      try? pipe.fileHandleForWriting.close()
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
