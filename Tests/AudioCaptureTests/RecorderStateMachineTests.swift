import AudioCapture
import Testing

@Suite("RecorderStateMachine")
struct RecorderStateMachineTests {
  /// The whole table, written out independently of the implementation. A pair missing here is
  /// illegal.
  static let table: [RecorderPhase: [RecorderEvent: RecorderPhase]] = [
    .idle: [
      .start: .recording, .cancel: .cancelled,
      .interruptionBegan: .idle, .interruptionEnded: .idle, .routeChanged: .idle,
    ],
    .recording: [
      .pause: .paused, .stop: .finished, .cancel: .cancelled,
      .interruptionBegan: .paused, .interruptionEnded: .recording, .routeChanged: .paused,
      .maxDurationReached: .finished, .silenceDetected: .finished,
      .sourceEnded: .finished, .sourceFailed: .failed,
    ],
    .paused: [
      .resume: .recording, .stop: .finished, .cancel: .cancelled,
      .interruptionBegan: .paused, .interruptionEnded: .paused, .routeChanged: .paused,
      .sourceEnded: .finished, .sourceFailed: .failed,
    ],
    .finished: [
      .cancel: .cancelled,
      .interruptionBegan: .finished, .interruptionEnded: .finished, .routeChanged: .finished,
    ],
    .failed: [
      .cancel: .cancelled,
      .interruptionBegan: .failed, .interruptionEnded: .failed, .routeChanged: .failed,
    ],
    .cancelled: [
      .interruptionBegan: .cancelled, .interruptionEnded: .cancelled, .routeChanged: .cancelled,
    ],
  ]

  @Test("every (phase, event) pair matches the table", arguments: RecorderPhase.allCases, RecorderEvent.allCases)
  func transition(phase: RecorderPhase, event: RecorderEvent) {
    let result = RecorderStateMachine.transition(from: phase, on: event)
    if let expected = Self.table[phase]?[event] {
      #expect(result == .success(expected))
    } else {
      #expect(result == .failure(IllegalTransition(from: phase, event: event)))
    }
  }

  @Test func terminalPhasesAcceptOnlyCancelAndSystemNotifications() {
    for phase in RecorderPhase.allCases where phase.isTerminal {
      for event in RecorderEvent.allCases {
        guard case .success(let next) = RecorderStateMachine.transition(from: phase, on: event) else { continue }
        #expect(next == phase || (event == .cancel && next == .cancelled))
      }
    }
  }

  @Test func systemNotificationsAreNeverIllegal() {
    for phase in RecorderPhase.allCases {
      for event in [RecorderEvent.interruptionBegan, .interruptionEnded, .routeChanged] {
        #expect((try? RecorderStateMachine.transition(from: phase, on: event).get()) != nil)
      }
    }
  }

  @Test func illegalTransitionDescribesItself() {
    #expect(IllegalTransition(from: .idle, event: .pause).description == "pause is not allowed while idle")
  }
}
