import Foundation
import Networking
import Storage

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// An in-memory tus 1.0 server behind an `HTTPTransport` (creation, HEAD, PATCH at the offset,
/// DELETE), which can break a PATCH off after some bytes the way a dropped connection or a killed
/// client does: the bytes that arrived are kept, the client gets a lost connection.
final class FakeTusServer: Sendable {
  struct Upload: Sendable {
    var length: Int
    var data: Data
    var key: String?
  }

  struct State: Sendable {
    var uploads: [String: Upload] = [:]
    var creations = 0
    var requests: [String] = []
    /// Body bytes received by every PATCH, resent ones included.
    var receivedBytes = 0
    /// Break the next PATCH off after this many of its bytes.
    var dropNextPatchAfter: Int?
    /// The `Location` to answer creation with (default: `/files/<n>` on the same origin).
    var location: String?
    /// The `Upload-Metadata` of the last creation, decoded.
    var creationMetadata: [String: String] = [:]
  }

  let base = URL(string: "http://127.0.0.1:1/files")!
  let state = LockedValue(State())

  var transport: HTTPTransport {
    HTTPTransport { [state] request, _ in try Self.answer(request, state: state) }
  }

  static func decodeMetadata(_ header: String) -> [String: String] {
    var fields: [String: String] = [:]
    for pair in header.split(separator: ",") {
      let parts = pair.split(separator: " ", maxSplits: 1)
      guard let key = parts.first else { continue }
      let value = parts.count > 1 ? Data(base64Encoded: String(parts[1])) ?? Data() : Data()
      fields[String(key)] = String(decoding: value, as: UTF8.self)
    }
    return fields
  }

  private static func answer(_ request: URLRequest, state: LockedValue<State>) throws -> (Data, HTTPURLResponse) {
    let url = request.url!
    let method = request.httpMethod ?? "GET"
    func reply(_ status: Int, _ headers: [String: String] = [:]) -> (Data, HTTPURLResponse) {
      var all = headers
      all["Tus-Resumable"] = "1.0.0"
      return (Data(), HTTPURLResponse(url: url, statusCode: status, httpVersion: "HTTP/1.1", headerFields: all)!)
    }
    guard request.value(forHTTPHeaderField: "Tus-Resumable") == "1.0.0" else { return reply(412) }
    return try state.withLock { state throws -> (Data, HTTPURLResponse) in
      state.requests.append("\(method) \(url.path)")
      let id = url.lastPathComponent
      switch method {
      case "POST":
        let length = Int(request.value(forHTTPHeaderField: "Upload-Length") ?? "") ?? -1
        guard length >= 0 else { return reply(400) }
        let key = request.value(forHTTPHeaderField: "Idempotency-Key")
        if let key, let existing = state.uploads.first(where: { $0.value.key == key }) {
          return reply(201, ["Location": state.location ?? "/files/\(existing.key)"])
        }
        state.creations += 1
        state.creationMetadata = Self.decodeMetadata(request.value(forHTTPHeaderField: "Upload-Metadata") ?? "")
        let id = "u\(state.creations)"
        state.uploads[id] = Upload(length: length, data: Data(), key: key)
        return reply(201, ["Location": state.location ?? "/files/\(id)"])
      case "HEAD":
        guard let upload = state.uploads[id] else { return reply(404) }
        return reply(200, ["Upload-Offset": "\(upload.data.count)", "Upload-Length": "\(upload.length)"])
      case "PATCH":
        guard var upload = state.uploads[id] else { return reply(404) }
        guard request.value(forHTTPHeaderField: "Content-Type") == "application/offset+octet-stream" else {
          return reply(415)
        }
        guard Int(request.value(forHTTPHeaderField: "Upload-Offset") ?? "") == upload.data.count else {
          return reply(409)
        }
        var body = request.httpBody ?? Data()
        let drop = state.dropNextPatchAfter
        if let drop { body = body.prefix(drop) }
        guard upload.data.count + body.count <= upload.length else { return reply(413) }
        upload.data.append(body)
        state.receivedBytes += body.count
        state.uploads[id] = upload
        if drop != nil {
          state.dropNextPatchAfter = nil
          throw URLError(.networkConnectionLost)
        }
        return reply(204, ["Upload-Offset": "\(upload.data.count)"])
      case "DELETE":
        guard state.uploads.removeValue(forKey: id) != nil else { return reply(404) }
        return reply(204)
      default:
        return reply(405)
      }
    }
  }
}
