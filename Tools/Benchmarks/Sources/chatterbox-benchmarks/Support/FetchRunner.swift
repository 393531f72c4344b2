import Foundation
import Networking

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// `chatterbox-benchmarks fetch <base-url> <path>`: one `GET` with a default `APIClient` (the live
/// transport, the standard ``TransferPolicy``: 8 MiB answer cap) in a process of its own, so
/// `answer-cap-rss` reads this process's peak RSS and nothing of the harness's. Prints one line:
/// `ok <bytes>`, or `refused answerTooLarge <limit>`, or `error <NetworkError>`; exits 0 either way
/// (the entry judges the line), 2 on a usage error. With `<file> <maximum bytes>` after the path it
/// downloads to that file instead (`APIClient.download`, for `download-rss`) and prints `ok <file size>`;
/// with `--stream <maximum bytes>` it reads the answer through `APIClient.stream` and prints `ok <bytes read>`.
enum FetchRunner {
  static func main(_ arguments: [String]) async -> Never {
    if arguments.count == 4, arguments[2] == "--stream", let base = URL(string: arguments[0]),
      let limit = Int(arguments[3])
    {
      await stream(base: base, path: arguments[1], maximumBytes: limit)
    }
    if arguments.count == 4, let base = URL(string: arguments[0]), let limit = Int(arguments[3]) {
      await download(base: base, path: arguments[1], to: URL(fileURLWithPath: arguments[2]), maximumBytes: limit)
    }
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
      if error.kind == .answerTooLarge, let limit = error.limit {
        line = "refused answerTooLarge \(limit)"
      } else {
        line = "error \(error)"
      }
    }
    print(line)
    exit(0)
  }

  private static func download(base: URL, path: String, to file: URL, maximumBytes: Int) async -> Never {
    let client = APIClient(
      configuration: APIClientConfiguration(environment: APIEnvironment(name: .development, baseURL: base)))
    var endpoint = Endpoint<EmptyResponse>(path: path, method: .get, requiresAuth: false)
    endpoint.timeout = .seconds(600)
    do {
      let download = try await client.download(endpoint, to: file, maximumBytes: maximumBytes)
      print("ok \(download.byteCount)")
    } catch {
      print("error \(error)")
    }
    exit(0)
  }

  private static func stream(base: URL, path: String, maximumBytes: Int) async -> Never {
    let client = APIClient(
      configuration: APIClientConfiguration(environment: APIEnvironment(name: .development, baseURL: base)))
    var endpoint = Endpoint<EmptyResponse>(path: path, method: .get, requiresAuth: false)
    endpoint.timeout = .seconds(600)
    endpoint.maximumAnswerBytes = maximumBytes
    do {
      let answer = try await client.stream(endpoint)
      var total = 0
      for try await chunk in answer.chunks { total += chunk.count }
      print("ok \(total)")
    } catch {
      print("error \(error)")
    }
    exit(0)
  }
}
