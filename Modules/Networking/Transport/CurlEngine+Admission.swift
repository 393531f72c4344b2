#if canImport(FoundationNetworking)
  import Foundation

  /// Transfers waiting for a slot on their origin. The engine admits at most
  /// ``CurlEngine/Configuration/maximumConnectionsPerHost`` transfers per origin to libcurl at
  /// once and queues the rest here, instead of leaving them in libcurl's own pending list: libcurl
  /// 7.88 sometimes starts a pending transfer only at the next `curl_multi_poll` timeout, which
  /// showed as one-second stalls with 100 requests in flight (issue 25, `loopback-throughput-100`).
  ///
  /// A file body waits while a warm-up of its origin is queued or in flight (ADR 0029): started
  /// alongside, it would find the warmed connection still busy and open one of its own, paying
  /// the handshake the warm-up was for. The warm-up's short deadline bounds that wait.
  package struct OriginAdmission {
    let limit: Int
    private var waiting: [String: [CurlTransfer]] = [:]
    private var inFlight: [String: Int] = [:]
    /// Warm-ups queued or in flight per origin.
    private var warming: [String: Int] = [:]
    private(set) var waitingCount = 0

    init(limit: Int) {
      self.limit = max(1, limit)
    }

    /// The key a transfer to `url` queues under: its ``Origin``, the same one ``RedirectPolicy``
    /// decides redirects with. A URL without one (libcurl is limited to http and https) fails at
    /// once, so all of those share a single key.
    package static func origin(of url: URL) -> String {
      Origin(url)?.description ?? "no-origin"
    }

    mutating func enqueue(_ transfer: CurlTransfer) {
      waiting[transfer.origin, default: []].append(transfer)
      waitingCount += 1
      if transfer.isWarmUp { warming[transfer.origin, default: 0] += 1 }
    }

    /// Takes out the waiting transfers whose deadline (counted from submission) has passed at `now`:
    /// a request queued behind hanging ones ends by its own deadline, not theirs.
    mutating func removeExpired(at now: Duration) -> [CurlTransfer] {
      var expired: [CurlTransfer] = []
      for (origin, queue) in waiting {
        let (late, onTime) = (queue.filter { $0.expires <= now }, queue.filter { $0.expires > now })
        guard !late.isEmpty else { continue }
        waiting[origin] = onTime.isEmpty ? nil : onTime
        waitingCount -= late.count
        for transfer in late where transfer.isWarmUp {
          if let count = warming[origin] { warming[origin] = count > 1 ? count - 1 : nil }
        }
        expired += late
      }
      return expired
    }

    /// The earliest deadline among the waiting transfers, if any.
    var nextExpiry: Duration? { waiting.values.lazy.flatMap { $0 }.map(\.expires).min() }

    /// `transfer`, taken by ``next()``, left libcurl (or never reached it): its slot is free.
    mutating func release(_ transfer: CurlTransfer) {
      let origin = transfer.origin
      if let count = inFlight[origin] { inFlight[origin] = count > 1 ? count - 1 : nil }
      if transfer.isWarmUp, let count = warming[origin] { warming[origin] = count > 1 ? count - 1 : nil }
    }

    /// Whether a warm-up of `origin` is queued or in flight.
    func isWarming(_ origin: String) -> Bool { warming[origin] != nil }

    /// The next transfer that may start now (its slot already taken), or nil. Per origin, the first
    /// in line that may go: a file body waits behind a pending warm-up, the others pass it.
    mutating func next() -> CurlTransfer? {
      for (origin, queue) in waiting where inFlight[origin, default: 0] < limit {
        let warm = warming[origin] != nil
        guard let index = queue.firstIndex(where: { !(warm && $0.waitsForWarmUp) }) else { continue }
        var rest = queue
        let transfer = rest.remove(at: index)
        waiting[origin] = rest.isEmpty ? nil : rest
        waitingCount -= 1
        inFlight[origin, default: 0] += 1
        return transfer
      }
      return nil
    }
  }
#endif
