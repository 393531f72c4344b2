#if canImport(FoundationNetworking)
  import Foundation

  /// Transfers waiting for a slot on their origin. The engine admits at most
  /// ``CurlEngine/Configuration/maximumConnectionsPerHost`` transfers per origin to libcurl at
  /// once and queues the rest here, instead of leaving them in libcurl's own pending list: libcurl
  /// 7.88 sometimes starts a pending transfer only at the next `curl_multi_poll` timeout, which
  /// showed as one-second stalls with 100 requests in flight (issue 25, `loopback-throughput-100`).
  struct OriginAdmission {
    let limit: Int
    private var waiting: [String: [CurlTransfer]] = [:]
    private var inFlight: [String: Int] = [:]
    private(set) var waitingCount = 0

    init(limit: Int) {
      self.limit = max(1, limit)
    }

    static func origin(of url: URL) -> String {
      let scheme = url.scheme?.lowercased() ?? ""
      return "\(scheme)://\(url.host?.lowercased() ?? ""):\(url.port ?? (scheme == "https" ? 443 : 80))"
    }

    mutating func enqueue(_ transfer: CurlTransfer) {
      waiting[transfer.origin, default: []].append(transfer)
      waitingCount += 1
    }

    /// A transfer of `origin` left libcurl: its slot is free.
    mutating func release(_ origin: String) {
      if let count = inFlight[origin] { inFlight[origin] = count > 1 ? count - 1 : nil }
    }

    /// The next transfer that may start now (its slot already taken), or nil.
    mutating func next() -> CurlTransfer? {
      for (origin, queue) in waiting where inFlight[origin, default: 0] < limit {
        guard let first = queue.first else { continue }
        waiting[origin] = queue.count > 1 ? Array(queue.dropFirst()) : nil
        waitingCount -= 1
        inFlight[origin, default: 0] += 1
        return first
      }
      return nil
    }
  }
#endif
