import AppFeature
import ChatterboxComposition
import ChatterboxPresentation
import Foundation
import Observability
import PracticeFeature

/// Plain mode: the same session and view models as the full-screen app, shown as text lines
/// with numbered choices read one line at a time. No escape codes and no cursor movement, so it
/// suits screen readers, pipes and logs. An empty line or the end of input quits — safely: a
/// take under review is queued, a running upload stays in the queue.
///
/// ```swift
/// printf 'ana@example.com\n' | chatterbox --plain
/// ```
@MainActor
package struct PlainMode {
  let session: TerminalShell
  let console: Console
  let input: any LineSource

  package static func run(
    app: TerminalApp, console: Console, input: any LineSource, link: String? = nil
  ) async -> ExitCode {
    let mode = PlainMode(session: TerminalShell(app: app), console: console, input: input)
    await mode.run(link: link)
    return .success
  }

  /// Runs the app; `link` is handed over before launch, as a cold start does.
  func run(link: String? = nil) async {
    console.out(session.strings.string(.plainWelcome))
    if let link { _ = await session.open(link: link) }
    console.out(session.strings.string(.loading))
    await saysWhenSlow { await session.start() }
    while !session.exitRequested {
      await session.settle()
      if session.exitRequested { break }
      let page = PlainPages.page(for: session)
      console.out("")
      for line in page.lines { console.out(line) }
      await respond(to: page)
    }
    await session.settle()
    for line in session.farewell { console.out(line) }
    console.out(session.strings.string(.plainGoodbye))
  }

  /// Reads the answer to a page and acts on it.
  private func respond(to page: PlainPage) async {
    if session.screen == .recording { return await followRecording() }
    if isUploading { return await followUpload() }
    if isAnalysing { return await followEvaluation() }
    if page.choices.isEmpty && page.prompt == .menu { return }  // nothing to ask (loading)
    console.prompt(page.promptText)
    guard let line = await input.nextLine(), !line.trimmingCharacters(in: .whitespaces).isEmpty else {
      console.out("")
      return quit()
    }
    let answer = line.trimmingCharacters(in: .whitespaces)
    if let number = Int(answer), page.choices.indices.contains(number - 1) {
      let choice = page.choices[number - 1]
      let task = choice.run(session)
      await session.takeUnderWay()
      if session.screen == .recording { return await followRecording() }
      if isUploading { return await followUpload() }
      if isAnalysing { return await followEvaluation() }
      await saysWhenSlow { await task?.value }
      return
    }
    switch page.prompt {
    case .email:
      session.signIn.email = answer
      await session.perform(.submit)?.value
    case .linkOrCode:
      session.model.linkOrCode = answer
      await session.perform(.submit)?.value
      if let notice = session.ui.notice { console.out(notice.text) }
    case .confirm:
      await session.perform(answer.lowercased().hasPrefix("y") ? .confirm : .deny)?.value
    case .host:
      session.ui.hostField = answer
      await session.perform(.submit)?.value
    case .menu:
      console.out(session.strings.string(.plainInvalidChoice))
    }
  }

  /// End of input, an empty answer, or "Quit": leave without losing anything.
  /// Runs `work`; when it outlasts the patience (AppFeature's `SavedCopyRace.patience`, on the
  /// terminal's clock), says once that the server is slow, so a wait is never silent (issue 35).
  private func saysWhenSlow(_ work: () async -> Void) async {
    let strings = session.strings
    let time = session.terminal.time
    let notice = Task { @MainActor [console] in
      guard (try? await time.sleep(SavedCopyRace.patience)) != nil, !Task.isCancelled else { return }
      console.out(strings.string(.loadingSlow))
    }
    await work()
    notice.cancel()
  }

  func quit() {
    if session.model.confirmation != nil { session.perform(.deny) }
    session.requestQuit(fromSignal: true)
  }

  /// While a take records: Enter stops it, "c" cancels it, the end of input stops and keeps it.
  private func followRecording() async {
    console.out(session.strings.string(.plainRecordingPrompt))
    guard let practice = session.practice, let recording = session.recordTask else { return }
    let input = self.input
    let line: String?? = await withTaskGroup(of: String??.self) { group in
      group.addTask {
        await recording.value
        return .none
      }
      group.addTask { .some(await input.nextLine()) }
      let first = await group.next() ?? .none
      if case .some(let line) = first {
        if line?.trimmingCharacters(in: .whitespaces).lowercased() == "c" {
          await practice.cancelRecording()
        } else {
          await practice.stopRecording()
        }
      }
      group.cancelAll()
      for await _ in group {}
      return first
    }
    await recording.value
    if case .reviewing(let answer) = practice.phase {
      console.out(session.strings.string(.plainRecorded, InteractiveFormat.seconds(answer.duration)))
    }
    if case .some(nil) = line { quit() }  // input ended while recording: keep the take, queue it
  }

  /// Prints upload progress as it passes each quarter, until the upload ends — or until Enter
  /// (the upload continues while the learner goes on) or the end of input (it stays queued).
  private func followUpload() async {
    guard let practice = session.practice else { return }
    console.out(session.strings.string(.plainUploadingPrompt))
    let input = self.input
    let strings = session.strings
    let time = session.terminal.time
    let printer = Task { @MainActor [console] in
      var last = ""
      while !Task.isCancelled, case .uploading(let progress) = practice.phase {
        let line = PlainPages.progressLine(progress, strings)
        if line != last {
          console.out(line)
          last = line
        }
        try? await time.sleep(.milliseconds(100))
      }
    }
    let line: String?? = await withTaskGroup(of: String??.self) { group in
      // Polls rather than awaiting the upload's task, so a line arriving first can cancel it.
      group.addTask { [session] in
        while !Task.isCancelled {
          let uploading = await MainActor.run { PlainMode.isUploading(session) }
          if !uploading { break }
          try? await time.sleep(.milliseconds(50))
        }
        return .none
      }
      group.addTask { .some(await input.nextLine()) }
      let first = await group.next() ?? .none
      group.cancelAll()
      return first
    }
    printer.cancel()
    switch line {
    case .some(nil): quit()  // input ended: leave the upload in the queue
    case .some: session.perform(.back)  // carry on while it uploads
    case .none: break
    }
  }
}
