import Observability
import Testing

@Suite("StateBroadcaster")
struct StateBroadcasterTests {
  @Test func everyStreamStartsWithTheCurrentValueThenSeesChangesOnlyInOrder() async {
    let numbers = StateBroadcaster(initial: 0)
    let early = numbers.subscribe()
    #expect(numbers.publish(1))
    #expect(!numbers.publish(1), "an equal value is not a change")
    let late = numbers.subscribe()
    numbers.publish(2)
    numbers.publish(3)
    #expect(numbers.subscriberCount == 2)
    #expect(await Self.collect(early, 4) == [0, 1, 2, 3])
    #expect(await Self.collect(late, 3) == [1, 2, 3])
    #expect(numbers.current == 3)
  }

  static func collect(_ stream: AsyncStream<Int>, _ count: Int) async -> [Int] {
    var values: [Int] = []
    for await value in stream.prefix(count) { values.append(value) }
    return values
  }
}
