import Foundation
import Session
import Testing

@Suite("State stream", .timeLimit(.minutes(3)))
struct StateStreamTests {
  @Test func subscribersSeeCurrentStateFirstThenEveryChangeInOrder() async throws {
    let harness = Harness()
    var first = harness.controller.states().makeAsyncIterator()
    var second = harness.controller.states().makeAsyncIterator()

    let session = await harness.signIn()
    var midway = harness.controller.states().makeAsyncIterator()
    _ = try await harness.controller.refreshAccessToken(rejected: session.tokens.accessToken)
    await harness.controller.signOut()

    let expected: [SessionState] = [
      .signedOut, .signedIn(Fixtures.ana), .refreshing(Fixtures.ana), .signedIn(Fixtures.ana), .signedOut,
    ]
    #expect(await first.take(5) == expected)
    #expect(await second.take(5) == expected)
    // Subscribed while signed in: starts with the current state, not with history.
    #expect(await midway.take(3) == [.signedIn(Fixtures.ana), .refreshing(Fixtures.ana), .signedIn(Fixtures.ana)])
    #expect(await midway.take(1) == [.signedOut])

    // Nothing else was published in between: the next event is the next change.
    await harness.signIn(Fixtures.ben)
    #expect(await first.take(1) == [.signedIn(Fixtures.ben)])
  }

  @Test func duplicateStatesAreNotRepublished() async throws {
    let harness = Harness()
    var states = harness.controller.states().makeAsyncIterator()
    await harness.controller.signOut()  // already signed out
    _ = await harness.controller.restore()  // nothing stored: still signed out
    await harness.signIn()
    #expect(await states.take(2) == [.signedOut, .signedIn(Fixtures.ana)])
  }

  @Test func aNewSubscriberStartsWithTheCurrentState() async {
    let harness = Harness()
    await harness.signIn()
    var late = harness.controller.states().makeAsyncIterator()
    #expect(await late.take(1) == [.signedIn(Fixtures.ana)])
    #expect(harness.controller.currentState == .signedIn(Fixtures.ana))
    #expect(harness.controller.currentUser == Fixtures.ana)
  }

  @Test func terminatedSubscribersAreRemoved() async {
    let harness = Harness()
    let consumer = Task {
      var seen: [SessionState] = []
      for await state in harness.controller.states() { seen.append(state) }
      return seen
    }
    while harness.controller.stateSubscriberCount < 1 { await Task.yield() }
    consumer.cancel()
    _ = await consumer.value
    #expect(harness.controller.stateSubscriberCount == 0)

    // A stream dropped without ever being iterated is removed too.
    _ = harness.controller.states()
    #expect(harness.controller.stateSubscriberCount == 0)

    // Publishing with no subscribers is fine.
    await harness.signIn()
    #expect(harness.controller.currentState == .signedIn(Fixtures.ana))
  }

  @Test func concurrentSubscribersAllAgreeOnOrder() async throws {
    let harness = Harness()
    let session = await harness.signIn()
    var iterators = (0..<20).map { _ in harness.controller.states().makeAsyncIterator() }
    _ = try await harness.controller.refreshAccessToken(rejected: session.tokens.accessToken)
    await harness.controller.signOut()
    for index in iterators.indices {
      #expect(
        await iterators[index].take(4) == [
          .signedIn(Fixtures.ana), .refreshing(Fixtures.ana), .signedIn(Fixtures.ana), .signedOut,
        ])
    }
  }
}
