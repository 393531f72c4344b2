import Foundation
import HummingbirdTesting
import Testing

@testable import DevServerCore

/// ``EvaluationSignal``: a job enqueued or an outcome recorded in this process wakes its waiters at once, and
/// every wait still ends after its timeout (the poll for other instances on the same database).
@Suite("Evaluation wake-ups")
struct EvaluationWakeTests {
  @Test("A notification wakes a suspended waiter long before its timeout, and only waiters on its topic")
  func notifyWakesWaiter() async throws {
    let signal = EvaluationSignal()
    let jobs = signal.subscribe(.jobs)
    let other = signal.subscribe(.outcome(recordingID: "b"))
    let started = ContinuousClock.now
    let waiter = Task { await signal.wait(jobs, atMost: .seconds(30)) }
    let bystander = Task {
      await signal.wait(other, atMost: .seconds(2))
      return ContinuousClock.now - started
    }
    try await Task.sleep(for: .milliseconds(50))
    signal.notify(.jobs)
    signal.notify(.outcome(recordingID: "a"))
    await waiter.value
    #expect(ContinuousClock.now - started < .seconds(10))
    #expect(await bystander.value >= .seconds(2), "a notification for another recording ended this wait")
    signal.unsubscribe(jobs)
    signal.unsubscribe(other)
    #expect(signal.subscriberCount == 0)
  }

  @Test("A notification between subscribing and waiting is kept: the next wait returns at once, the one after waits")
  func notificationBeforeWaitIsKept() async {
    let signal = EvaluationSignal()
    let ticket = signal.subscribe(.outcome(recordingID: "a"))
    defer { signal.unsubscribe(ticket) }
    signal.notify(.outcome(recordingID: "a"))
    let started = ContinuousClock.now
    await signal.wait(ticket, atMost: .seconds(30))
    #expect(ContinuousClock.now - started < .seconds(10))
    let again = ContinuousClock.now
    await signal.wait(ticket, atMost: .milliseconds(300))
    #expect(ContinuousClock.now - again >= .milliseconds(300), "one notification ended two waits")
  }

  @Test("A wait ends after its timeout without a notification, and when its task is cancelled")
  func timeoutAndCancellation() async throws {
    let signal = EvaluationSignal()
    let ticket = signal.subscribe(.jobs)
    let started = ContinuousClock.now
    await signal.wait(ticket, atMost: .milliseconds(200))
    #expect(ContinuousClock.now - started >= .milliseconds(200))
    let waiter = Task { await signal.wait(ticket, atMost: .seconds(60)) }
    try await Task.sleep(for: .milliseconds(50))
    waiter.cancel()
    let cancelled = ContinuousClock.now
    await waiter.value
    #expect(ContinuousClock.now - cancelled < .seconds(10))
    signal.unsubscribe(ticket)
    #expect(signal.subscriberCount == 0)
  }

  @Test("Many waiters and notifications at once: every wait ends, nothing is left subscribed")
  func stress() async {
    let signal = EvaluationSignal()
    await withTaskGroup(of: Void.self) { group in
      for index in 0..<200 {
        group.addTask {
          let ticket = signal.subscribe(.outcome(recordingID: "\(index % 5)"))
          defer { signal.unsubscribe(ticket) }
          for _ in 0..<5 { await signal.wait(ticket, atMost: .milliseconds(20)) }
        }
        group.addTask { signal.notify(.outcome(recordingID: "\(index % 5)")) }
      }
    }
    #expect(signal.subscriberCount == 0)
  }

  @Test("With a 30 s poll interval, the worker started by the server evaluates a completed take at once")
  func workerWokenByCompletion() async throws {
    try await TestHarness.run(configure: { $0.evaluationPollInterval = .seconds(30) }) { harness, client in
      harness.server.startEvaluationWorkers()
      // The worker's first poll finds nothing and then waits: only the enqueue's wake-up can end that wait.
      try await Task.sleep(for: .milliseconds(300))
      let (tokens, _) = try await client.signInWithProfile()
      let started = ContinuousClock.now
      let completed = try await client.completeRecording(token: tokens.access, bytes: ToneWAV.bursts())
      let id = try #require(completed["id"] as? String)
      let answer = try await client.rpc(
        "get_evaluation", ["recording_id": id, "wait_seconds": 20], token: tokens.access)
      #expect(answer.json["state"] as? String == "ready", "\(answer.text)")
      #expect(ContinuousClock.now - started < .seconds(15), "the worker waited out its poll interval")
      #expect(harness.services.evaluationSignal.subscriberCount == 1, "the long-poll left its ticket behind")
    }
  }
}
