import DeepLink
import Testing

@Suite("Pending deep-link buffer")
struct PendingDeepLinkBufferTests {
  @Test func coldStartLinkIsDeliveredOnceOnAttach() async {
    let buffer = PendingDeepLinkBuffer()
    #expect(await buffer.submit(.cue(id: "a")) == .buffered)
    #expect(await buffer.hasPendingRoute)
    #expect(await !buffer.isReady)

    let first = RouteRecorder()
    await buffer.attach(first.handler)
    #expect(await first.routes == [.cue(id: "a")])
    #expect(await !buffer.hasPendingRoute)

    // Re-attaching (a new scene, a new handler) must not replay the delivered link.
    let second = RouteRecorder()
    await buffer.attach(second.handler)
    #expect(await second.routes.isEmpty)
    #expect(await buffer.take() == nil)
  }

  @Test func laterLinkReplacesAnUndeliveredOne() async {
    let buffer = PendingDeepLinkBuffer()
    #expect(await buffer.submit(.cue(id: "old")) == .buffered)
    #expect(
      await buffer.submit(.magicLink(token: LinkSecret(rawValue: Fixture.token, rule: .exactly(43))!))
        == .replacedPending)
    #expect(await buffer.submit(.cue(id: "new")) == .replacedPending)
    let recorder = RouteRecorder()
    await buffer.attach(recorder.handler)
    #expect(await recorder.routes == [.cue(id: "new")])
  }

  @Test func readyBufferDeliversImmediatelyAndDetachBuffersAgain() async {
    let buffer = PendingDeepLinkBuffer()
    let recorder = RouteRecorder()
    await buffer.attach(recorder.handler)
    #expect(await buffer.isReady)
    #expect(await buffer.submit(.cue(id: "a")) == .delivered)
    #expect(await recorder.routes == [.cue(id: "a")])
    #expect(await !buffer.hasPendingRoute)

    await buffer.detach()
    #expect(await buffer.submit(.cue(id: "b")) == .buffered)
    #expect(await recorder.routes == [.cue(id: "a")])
    #expect(await buffer.take() == .cue(id: "b"))
    #expect(await buffer.take() == nil)
  }

  @Test func attachWithNothingPendingDeliversNothing() async {
    let buffer = PendingDeepLinkBuffer()
    let recorder = RouteRecorder()
    await buffer.attach(recorder.handler)
    #expect(await recorder.routes.isEmpty)
  }

  /// Many consumers race for one buffered link, mixing push (`attach`) and pull (`take`):
  /// exactly one of them gets it, every round.
  @Test func concurrentConsumersGetABufferedLinkExactlyOnce() async {
    for round in 0..<200 {
      let buffer = PendingDeepLinkBuffer()
      await buffer.submit(.cue(id: "r\(round)"))
      let recorder = RouteRecorder()
      let taken = await withTaskGroup(of: Int.self) { group in
        for consumer in 0..<16 {
          group.addTask {
            if consumer.isMultiple(of: 2) {
              return await buffer.take() == nil ? 0 : 1
            }
            await buffer.attach(recorder.handler)
            return 0
          }
        }
        return await group.reduce(0, +)
      }
      let delivered = await recorder.routes.count
      #expect(taken + delivered == 1, "round \(round): taken \(taken), delivered \(delivered)")
    }
  }

  /// Links arrive concurrently while the app becomes ready. Conservation: every link is handled
  /// once, replaced once, or still pending; none is handled twice.
  @Test func concurrentSubmitsAroundAttachAreNeverDuplicated() async {
    for round in 0..<50 {
      let buffer = PendingDeepLinkBuffer()
      let recorder = RouteRecorder()
      let outcomes = await withTaskGroup(of: PendingDeepLinkBuffer.Delivery?.self) { group in
        for index in 0..<40 {
          group.addTask { await buffer.submit(.cue(id: "r\(round)_\(index)")) }
          if index == 20 {
            group.addTask {
              await buffer.attach(recorder.handler)
              return nil
            }
          }
        }
        return await group.reduce(into: [PendingDeepLinkBuffer.Delivery]()) { all, outcome in
          if let outcome { all.append(outcome) }
        }
      }
      let received = await recorder.routes
      let leftover = await buffer.take()
      let replaced = outcomes.filter { $0 == .replacedPending }.count
      let delivered = outcomes.filter { $0 == .delivered }.count
      #expect(Set(received).count == received.count, "duplicate delivery in round \(round)")
      #expect(received.count + replaced + (leftover == nil ? 0 : 1) == 40)
      #expect(received.count >= delivered)
      #expect(leftover == nil, "attach drained the slot and later links were delivered directly")
    }
  }
}
