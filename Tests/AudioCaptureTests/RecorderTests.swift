import AudioCapture
import Foundation
import Storage
import TestSupport
import Testing

@Suite("Recorder")
struct RecorderTests {
  func wav(_ samples: [Int16], format: PCMFormat = .speech, in directory: TemporaryDirectory, name: String = "in.wav")
    throws -> URL
  {
    let url = directory.file(name)
    try WAVFile.write(samples, format: format, to: url)
    return url
  }

  @Test func recordsAFileSourceToATake() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.cleanUp() }
    let samples = ToneGenerator.speechLike(duration: .seconds(2))
    let source = try WAVFileSource(url: wav(samples, in: directory))
    let recorder = Recorder(source: source, configuration: .test(directory, label: "cue/../42"))
    let levels = await recorder.levelUpdates()
    try await recorder.start()
    let state = await recorder.waitForCompletion()
    guard case .finished(let take, .sourceEnded) = state else {
      Issue.record("unexpected \(state)")
      return
    }
    #expect(take.duration == .seconds(2))
    #expect(take.durationInSeconds == 2)
    #expect(take.frameCount == 96_000)
    #expect(take.byteSize == 44 + 192_000)
    #expect(take.format == .speech)
    #expect(take.sha256 == (try SHA256.hash(fileAt: take.url).hexString))
    #expect(try WAVFile.readSamples(at: take.url) == samples)
    #expect(take.url.deletingLastPathComponent().lastPathComponent == "Recordings")
    #expect(take.url.lastPathComponent.hasPrefix("cue____42-"))
    let permissions = try FileManager.default.attributesOfItem(atPath: take.url.path)[.posixPermissions] as? Int
    #expect(permissions == 0o600)

    // 40 readings were published (20 per second); nobody read them while recording, so the
    // stream kept only the newest 32, and it ends with the take.
    var times: [Duration] = []
    for await level in levels { times.append(level.time) }
    #expect(times.count == 32)
    #expect(times.first == .milliseconds(450))
    #expect(times.last == .seconds(2))
  }

  @Test func stereoSourcesAreDownmixedToMono() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.cleanUp() }
    let stereo: [Int16] = [100, 300, -2, -4, Int16.max, Int16.max, Int16.min, Int16.min, 1, 2]
    let format = PCMFormat(sampleRate: 44_100, channels: 2)
    let recorder = Recorder(
      source: try WAVFileSource(url: wav(stereo, format: format, in: directory)), configuration: .test(directory))
    try await recorder.start()
    let take = try #require(await recorder.waitForCompletion().take)
    #expect(take.format == PCMFormat(sampleRate: 44_100, channels: 1))
    #expect(try WAVFile.readSamples(at: take.url) == [200, -3, Int16.max, Int16.min, 1])
  }

  @Test func anEmptySourceLeavesNoFile() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.cleanUp() }
    let recorder = Recorder(source: try WAVFileSource(url: wav([], in: directory)), configuration: .test(directory))
    try await recorder.start()
    #expect(await recorder.waitForCompletion() == .failed(.emptyRecording, partial: nil))
    #expect(directory.contents() == ["Recordings", "in.wav"])
    #expect((try? FileManager.default.contentsOfDirectory(atPath: directory.file("Recordings").path)) == [])
  }

  @Test func stoppingBeforeAnyAudioIsAnEmptyRecording() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.cleanUp() }
    let recorder = Recorder(source: ManualSource(), configuration: .test(directory))
    try await recorder.start()
    let error = await #expect(throws: RecorderError.self) { try await recorder.stop() }
    #expect(error == .emptyRecording)
    #expect(await recorder.state == .failed(.emptyRecording, partial: nil))
    #expect((try? FileManager.default.contentsOfDirectory(atPath: directory.file("Recordings").path)) == [])
  }

  @Test func maxDurationCutsTheTakeExactly() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.cleanUp() }
    let samples = sine(frames: 3 * 48_000)
    let recorder = Recorder(
      source: try WAVFileSource(url: wav(samples, in: directory)),
      configuration: .test(directory, maxDuration: .milliseconds(1_010)))
    try await recorder.start()
    let state = await recorder.waitForCompletion()
    guard case .finished(let take, .maxDuration) = state else {
      Issue.record("unexpected \(state)")
      return
    }
    #expect(take.frameCount == 48_480)
    #expect(try WAVFile.readSamples(at: take.url) == Array(samples.prefix(48_480)))
    #expect(state.notice == "Time is up: the answer was saved.")
  }

  @Test func silenceAfterSpeechEndsTheTake() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.cleanUp() }
    let samples =
      ToneGenerator.silence(duration: .milliseconds(1_500)) + sine(dBFS: -12, frames: 48_000)
      + ToneGenerator.silence(duration: .seconds(3))
    var configuration = RecorderConfiguration.test(directory)
    configuration.silence = SilenceDetection(thresholdDBFS: -40, duration: .seconds(1))
    let recorder = Recorder(source: try WAVFileSource(url: wav(samples, in: directory)), configuration: configuration)
    try await recorder.start()
    let state = await recorder.waitForCompletion()
    guard case .finished(let take, .silence) = state else {
      Issue.record("unexpected \(state)")
      return
    }
    // Leading silence does not count (no speech yet); one second after the tone ends it stops.
    #expect(take.duration == .milliseconds(3_500))
  }

  @Test func pauseDiscardsAudioAndResumeContinues() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.cleanUp() }
    let source = ManualSource()
    let recorder = Recorder(source: source, configuration: .test(directory))
    let states = await recorder.stateUpdates()
    try await recorder.start()
    let a = sine(frames: 4_800)
    let b = sine(440, frames: 2_400)
    let c = sine(880, frames: 4_800)

    source.feed.yield(PCMChunk(samples: a, format: .speech))
    #expect(await eventually { await recorder.recordedDuration == .milliseconds(100) })
    try await recorder.pause()
    source.feed.yield(PCMChunk(samples: b, format: .speech))
    #expect(await eventually { await recorder.discardedDuration == .milliseconds(50) })
    try await recorder.resume()
    source.feed.yield(PCMChunk(samples: c, format: .speech))
    #expect(await eventually { await recorder.recordedDuration == .milliseconds(200) })
    let take = try await recorder.stop()

    #expect(try WAVFile.readSamples(at: take.url) == a + c)
    var seen: [RecorderPhase] = []
    for await state in states { seen.append(state.phase) }
    #expect(seen == [.idle, .recording, .paused, .recording, .finished])
  }

  @Test func interruptionsAndRouteChangesPauseWithANotice() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.cleanUp() }
    let source = ManualSource()
    let recorder = Recorder(source: source, configuration: .test(directory))
    await recorder.handle(.interruptionBegan)  // ignored while idle
    #expect(await recorder.state == .idle)
    try await recorder.start()

    source.system.yield(.interruptionBegan)
    #expect(await eventually { await recorder.state == .paused(.interruption) })
    #expect(await recorder.state.notice == "Paused: another app is using the microphone. Resume when ready.")
    await recorder.handle(.interruptionEnded)
    #expect(await recorder.state == .paused(.interruption))  // the learner resumes deliberately
    try await recorder.resume()
    await recorder.handle(.interruptionEnded)  // stray end while recording: no change
    #expect(await recorder.state == .recording)

    await recorder.handle(.routeChanged("the headset was disconnected"))
    #expect(await recorder.state == .paused(.routeChanged("the headset was disconnected")))
    #expect(await recorder.state.notice == "Paused: the headset was disconnected. Check your microphone, then resume.")
    try await recorder.cancel()
  }

  @Test func cancelAndDiscardDeleteTheFile() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.cleanUp() }
    let recordings = directory.file("Recordings")

    let source = ManualSource()
    let cancelled = Recorder(source: source, configuration: .test(directory))
    try await cancelled.start()
    source.feed.yield(PCMChunk(samples: sine(frames: 2_400), format: .speech))
    #expect(await eventually { await cancelled.recordedDuration > .zero })
    #expect(try FileManager.default.contentsOfDirectory(atPath: recordings.path).count == 1)
    try await cancelled.cancel()
    #expect(await cancelled.state == .cancelled)
    #expect(try FileManager.default.contentsOfDirectory(atPath: recordings.path).isEmpty)

    let finished = Recorder(
      source: try WAVFileSource(url: wav(sine(frames: 4_800), in: directory)), configuration: .test(directory))
    try await finished.start()
    let take = try #require(await finished.waitForCompletion().take)
    #expect(FileManager.default.fileExists(atPath: take.url.path))
    try await finished.cancel()  // discard
    #expect(!FileManager.default.fileExists(atPath: take.url.path))
  }

  @Test func illegalCommandsAreTypedErrors() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.cleanUp() }
    let recorder = Recorder(source: ManualSource(), configuration: .test(directory))
    await #expect(throws: RecorderError.illegalTransition(IllegalTransition(from: .idle, event: .pause))) {
      try await recorder.pause()
    }
    await #expect(throws: RecorderError.illegalTransition(IllegalTransition(from: .idle, event: .stop))) {
      try await recorder.stop()
    }
    try await recorder.start()
    await #expect(throws: RecorderError.illegalTransition(IllegalTransition(from: .recording, event: .start))) {
      try await recorder.start()
    }
    await #expect(throws: RecorderError.illegalTransition(IllegalTransition(from: .recording, event: .resume))) {
      try await recorder.resume()
    }
    try await recorder.cancel()
    await #expect(throws: RecorderError.illegalTransition(IllegalTransition(from: .cancelled, event: .cancel))) {
      try await recorder.cancel()
    }
    await #expect(throws: RecorderError.illegalTransition(IllegalTransition(from: .cancelled, event: .start))) {
      try await recorder.start()
    }
  }

  @Test func deniedPermissionKeepsTheRecorderIdle() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.cleanUp() }
    let source = ManualSource(requiresMicrophonePermission: true)
    let denied = Recorder(
      source: source, configuration: .test(directory),
      permission: FixedPermission(now: .undetermined, afterRequest: .denied()))
    await #expect(
      throws: RecorderError.permissionDenied(hint: "Open Settings › Privacy › Microphone to allow this app")
    ) {
      try await denied.start()
    }
    #expect(await denied.state == .idle)
    #expect(!FileManager.default.fileExists(atPath: directory.file("Recordings").path))

    let granted = Recorder(
      source: source, configuration: .test(directory),
      permission: FixedPermission(now: .undetermined, afterRequest: .granted))
    try await granted.start()
    #expect(await granted.state == .recording)
    try await granted.cancel()
  }

  @Test func everySubscriberStartsWithTheCurrentState() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.cleanUp() }
    let recorder = Recorder(source: ManualSource(), configuration: .test(directory))
    try await recorder.start()
    try await recorder.pause()
    var late = await recorder.stateUpdates().makeAsyncIterator()
    #expect(await late.next() == .paused(.user))
    try await recorder.cancel()
    #expect(await late.next() == .cancelled)
    #expect(await late.next() == nil)
    // After the end, a new subscriber gets the final state and the stream finishes.
    var after = await recorder.stateUpdates().makeAsyncIterator()
    #expect(await after.next() == .cancelled)
    #expect(await after.next() == nil)
  }

  @Test func aSourceChangingFormatMidTakeFailsButKeepsTheAudio() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.cleanUp() }
    let source = ManualSource()
    let recorder = Recorder(source: source, configuration: .test(directory))
    try await recorder.start()
    source.feed.yield(PCMChunk(samples: sine(frames: 480), format: .speech))
    source.feed.yield(PCMChunk(samples: sine(frames: 160), format: PCMFormat(sampleRate: 16_000, channels: 1)))
    let state = await recorder.waitForCompletion()
    guard case .failed(.capture(.unsupportedFormat), let partial?) = state else {
      Issue.record("unexpected \(state)")
      return
    }
    #expect(partial.frameCount == 480)
  }

  @Test func aThrowingSourceIsWrapped() async throws {
    struct Glitch: Error {}
    let directory = try TemporaryDirectory()
    defer { directory.cleanUp() }
    let source = ManualSource()
    let recorder = Recorder(source: source, configuration: .test(directory))
    try await recorder.start()
    source.feed.finish(throwing: Glitch())
    #expect(await recorder.waitForCompletion() == .failed(.source("Glitch()"), partial: nil))
  }

  @Test func realtimePacingTakesAudioTime() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.cleanUp() }
    let source = try WAVFileSource(url: wav(sine(frames: 9_600), in: directory), pacing: .realtime)
    let clock = ContinuousClock()
    let start = clock.now
    var frames = 0
    for try await chunk in source.chunks() { frames += chunk.frameCount }
    #expect(frames == 9_600)
    #expect(clock.now - start >= .milliseconds(190))
  }
}
