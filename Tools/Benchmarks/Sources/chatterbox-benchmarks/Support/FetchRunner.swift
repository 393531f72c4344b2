import Foundation
import Networking

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// `chatterbox-benchmarks fetch <base-url> <path>`: one `GET` with a default `APIClient` (the live
/// transport, the standard ``TransferPolicy``: 8 MiB answer cap) in a process of its own, so
/// `answer-cap-rss` reads this process's peak RSS and nothing of the harness's. Prints one line:
/// `ok <bytes>`, or `refused answerTooLarge <limit>`, or `error <NetworkError>`; exits 0 either way
/// (the entry judges the line), 2 on a usage error.
enum FetchRunner {
  static func main(_ arguments: [String]) async -> Never {
    guard arguments.count == 2, let base = URL(string: arguments[0]) else {
      FileHandle.standardError.write(Data("usage: chatterbox-benchmarks fetch <base-url> <path>\n".utf8))
      exit(2)
    }
    let client = APIClient(
      configuration: APIClientConfiguration(environment: APIEnvironment(name: .development, baseURL: base)))
    let endpoint = Endpoint<EmptyResponse>(path: arguments[1], method: .get, requiresAuth: false)
    let line: String
    do {
      let (data, _) = try await client.sendForData(endpoint)
      line = "ok \(data.count)"
    } catch {
      if case .answerTooLarge(let limit) = error {
        line = "refused answerTooLarge \(limit)"
      } else {
        line = "error \(error)"
      }
    }
    print(line)
    exit(0)
  }
}
