import Crypto
import Foundation
import Hummingbird

extension DevEndpoints {
  private struct TusUploadState: Encodable {
    let offset: Int64
    let length: Int64
    /// Every body byte that reached the server for this upload, resent ones included.
    let receivedBytes: Int64
    /// Hex SHA-256 of the bytes stored so far.
    let sha256: String

    enum CodingKeys: String, CodingKey {
      case offset, length, sha256
      case receivedBytes = "received_bytes"
    }
  }

  /// `GET /dev/tus/<id>`: a tus upload's offset, length, bytes received in all and the SHA-256 of
  /// what is stored (for byte-identical checks and the resend measure). Any owner; dev mode only.
  func tusUpload(_ request: Request, context: DevRequestContext) async throws -> Response {
    let id = context.parameters.get("id") ?? ""
    guard Identifier.isValid(id), let record = await services.tus.record(id) else {
      throw APIError.notFound("No such upload.")
    }
    let path = await services.tus.dataPath(id)
    var hasher = SHA256()
    if let file = FileHandle(forReadingAtPath: path) {
      defer { try? file.close() }
      while let chunk = try file.read(upToCount: 1 << 20), !chunk.isEmpty { hasher.update(data: chunk) }
    }
    let digest = hasher.finalize().map { String(format: "%02x", $0) }.joined()
    return JSONResponse.make(
      status: .ok,
      body: TusUploadState(
        offset: await services.tus.offset(id), length: record.length, receivedBytes: record.receivedBytes,
        sha256: digest))
  }
}
