import Foundation
import Hummingbird
import NIOCore

/// Reads and checks an RPC body before any handler sees it.
enum RPCBodyReader {
  /// The body bytes, after checking size and media type.
  ///
  /// An empty body counts as `{}` for RPCs (the contract's convention); where the contract marks
  /// the body required (`POST /dev/faults`), pass `required: true` to answer 400 instead.
  static func read(_ request: Request, required: Bool = false) async throws -> Data {
    let limit = ServerLimits.maxRPCBodyBytes
    if let declared = request.headers[.contentLength].flatMap(Int.init), declared > limit {
      throw APIError.payloadTooLarge("RPC bodies are limited to \(limit / 1024) KiB.")
    }
    let contentType = request.headers[.contentType]
    if let contentType, !MediaType.isJSON(contentType) {
      throw APIError.unsupportedMediaType("RPC bodies must be sent as application/json.")
    }
    let buffer: ByteBuffer
    do {
      buffer = try await request.body.collect(upTo: limit)
    } catch is NIOTooManyBytesError {
      throw APIError.payloadTooLarge("RPC bodies are limited to \(limit / 1024) KiB.")
    }
    guard buffer.readableBytes > 0 else {
      if required { throw APIError.invalidRequest("A JSON request body is required.") }
      return Data("{}".utf8)
    }
    guard contentType != nil else {
      throw APIError.unsupportedMediaType("RPC bodies must be sent as application/json.")
    }
    let body = Data(buffer.readableBytesView)
    // Functions without inputs never decode their body; checking here keeps "malformed JSON
    // is 400" true for every function, not only for those that read fields.
    _ = try RequestDecoding.decode(AnyJSONObject.self, from: body)
    return body
  }

  /// Decodes any JSON object and nothing else, keeping none of it.
  private struct AnyJSONObject: Decodable {
    private struct AnyKey: CodingKey {
      let stringValue: String
      let intValue: Int? = nil

      init(stringValue: String) { self.stringValue = stringValue }
      init?(intValue: Int) { nil }
    }

    init(from decoder: any Decoder) throws {
      _ = try decoder.container(keyedBy: AnyKey.self)
    }
  }
}
