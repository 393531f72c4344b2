import Foundation
import Testing

@testable import LatencyProxy

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite("Latency proxy", .serialized)
struct LatencyProxyTests {
  @Test func forwardsBytesIntactBothWays() throws {
    let echo = try EchoServer()
    defer { echo.stop() }
    let proxy = try LatencyProxy(.init(upstreamPort: echo.port, rtt: .zero, lifetime: .seconds(30)))
    defer { proxy.stop() }
    var generator = SystemRandomNumberGenerator()
    let payload = (0..<1_000_000).map { _ in UInt8.random(in: 0...255, using: &generator) }

    let client = try LoopbackSocket.connect(port: proxy.port)
    defer { close(client) }
    // Send and receive at once: the echo starts coming back long before the upload ends.
    let received = Locked<[UInt8]>([])
    let reader = Thread { received.withLock { $0 = (try? TestSocket.receive(client, exactly: payload.count)) ?? [] } }
    reader.start()
    try TestSocket.send(client, payload)
    let end = ContinuousClock.now + .seconds(10)
    while received.current.isEmpty, ContinuousClock.now < end { Thread.sleep(forTimeInterval: 0.01) }
    #expect(received.current == payload)
    #expect(proxy.drainLog().connections.count == 1)
  }

  @Test func aNewConnectionCostsTwoRoundTripsAndEachFurtherExchangeOne() throws {
    let rtt = Duration.milliseconds(80)
    let echo = try EchoServer()
    defer { echo.stop() }
    let proxy = try LatencyProxy(.init(upstreamPort: echo.port, rtt: rtt, lifetime: .seconds(30)))
    defer { proxy.stop() }
    let clock = ContinuousClock()

    let start = clock.now
    let client = try LoopbackSocket.connect(port: proxy.port)
    defer { close(client) }
    let request = Array("GET /first HTTP/1.1\r\nHost: x\r\n\r\n".utf8)
    try TestSocket.send(client, request)
    #expect(try TestSocket.receive(client, exactly: request.count) == request)
    let first = clock.now - start  // handshake (1 RTT) + there and back (1 RTT)

    let again = clock.now
    let second = Array("POST /second HTTP/1.1\r\nContent-Length: 4\r\n\r\nPUT ".utf8)
    try TestSocket.send(client, second)
    #expect(try TestSocket.receive(client, exactly: second.count) == second)
    let reused = clock.now - again

    // The floor is exact (the proxy never delivers early); allow scheduling noise above it.
    #expect(first >= rtt * 2 && first < rtt * 2 + .milliseconds(40), "first exchange took \(first)")
    #expect(reused >= rtt && reused < rtt + .milliseconds(40), "second exchange took \(reused)")
    _ = proxy.waitUntilIdle(timeout: .milliseconds(10))
    let log = proxy.drainLog()
    #expect(log.connections.map(\.rtt) == [rtt])
    #expect(log.requests.map { "\($0.head.method) \($0.head.target)" } == ["GET /first", "POST /second"])
    #expect(log.unparsedConnections.isEmpty)
  }

  @Test func theRTTIsReadPerConnection() throws {
    let echo = try EchoServer()
    defer { echo.stop() }
    let proxy = try LatencyProxy(.init(upstreamPort: echo.port, rtt: .milliseconds(60), lifetime: .seconds(30)))
    defer { proxy.stop() }
    proxy.rtt = .zero
    let start = ContinuousClock.now
    let client = try LoopbackSocket.connect(port: proxy.port)
    defer { close(client) }
    try TestSocket.send(client, [1, 2, 3])
    #expect(try TestSocket.receive(client, exactly: 3) == [1, 2, 3])
    #expect(ContinuousClock.now - start < .milliseconds(60))
  }

  @Test func stopsByItselfAtTheEndOfItsLifetime() throws {
    let proxy = try LatencyProxy(.init(upstreamPort: 1, lifetime: .milliseconds(150)))
    Thread.sleep(forTimeInterval: 0.4)
    // The listener is closed: a new connection is refused.
    #expect(throws: LoopbackSocket.Failure.self) { _ = try LoopbackSocket.connect(port: proxy.port) }
    proxy.stop()
  }

  @Test func aClientThatCannotBeForwardedIsClosedAndLogged() throws {
    let proxy = try LatencyProxy(.init(upstreamPort: 0, lifetime: .seconds(30)))
    defer { proxy.stop() }
    let client = try LoopbackSocket.connect(port: proxy.port)
    defer { close(client) }
    #expect(try TestSocket.receive(client, upTo: 16, timeout: .seconds(2)).isEmpty)
    #expect(proxy.waitUntilIdle(timeout: .seconds(2)))
    #expect(proxy.drainLog().failedUpstreamConnections == [1])
  }
}
