import ChatterboxAPI
import Foundation
import Networking

/// ``RecordingAudioRepository`` over `APIClient.download(_:to:maximumBytes:)`: the signed audio
/// address is fetched without the session's token (it is signed, and may be storage, not the API),
/// streamed to a hidden partial file and renamed into `folder()` only when whole, its size capped at
/// the recording's `byteSize` and its type checked to be audio.
public struct LiveRecordingAudioRepository: RecordingAudioRepository {
  private let client: @Sendable (_ origin: URL) -> APIClient
  private let folder: @Sendable () throws -> URL

  /// `client` gives the client for an address's origin (the composition's transfer policy, no
  /// authorization); `folder` is the signed-in account's copies folder (created on first use).
  public init(client: @escaping @Sendable (_ origin: URL) -> APIClient, folder: @escaping @Sendable () throws -> URL) {
    self.client = client
    self.folder = folder
  }

  public func localFile(for recording: Recording) async throws(RecordingAudioError) -> URL {
    guard let address = recording.audioURL, var parts = URLComponents(url: address, resolvingAgainstBaseURL: false)
    else { throw .noAudio }
    let destination: URL
    do {
      let directory = try folder()
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      destination = directory.appending(path: Self.fileName(recording), directoryHint: .notDirectory)
    } catch { throw .cannotWrite(reason: error.localizedDescription) }
    if FileManager.default.fileExists(atPath: destination.path) { return destination }
    let path = parts.path
    let query = parts.queryItems ?? []
    (parts.path, parts.query, parts.fragment) = ("", nil, nil)
    guard let origin = parts.url else { throw .noAudio }
    var endpoint = Endpoint<EmptyResponse>(
      path: path, method: .get, query: query, headers: ["Accept": "audio/*"], requiresAuth: false,
      timeout: .seconds(120))
    endpoint.maximumAnswerBytes = recording.byteSize
    let download: Download
    do throws(DownloadError) {
      download = try await client(origin).download(endpoint, to: destination, maximumBytes: recording.byteSize)
    } catch {
      switch error {
      case .network(let reason): throw .network(reason)
      case .cannotWrite(_, let reason): throw .cannotWrite(reason: reason)
      }
    }
    let type = download.response.value(forHTTPHeaderField: "Content-Type") ?? ""
    // A proxy's or a login page's HTML is no recording: refused, and not kept.
    guard type.lowercased().hasPrefix("audio/") || type.lowercased().hasPrefix("application/octet-stream") else {
      try? FileManager.default.removeItem(at: destination)
      throw .notAudio(contentType: type)
    }
    guard download.byteCount == recording.byteSize else {
      try? FileManager.default.removeItem(at: destination)
      throw .wrongSize(expected: recording.byteSize, received: download.byteCount)
    }
    return destination
  }

  public func removeCopy(ofRecording id: String) {
    guard let directory = try? folder() else { return }
    Self.removeCopy(ofRecording: id, in: directory)
  }

  /// Removes the copy of recording `id` in `directory`, and any partial download of it; nothing
  /// when there is none.
  public static func removeCopy(ofRecording id: String, in directory: URL) {
    let files = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    for name in files where name.hasPrefix(safe(id) + ".") || name.hasPrefix("." + safe(id) + ".") {
      try? FileManager.default.removeItem(at: directory.appending(path: name))
    }
  }

  public func removeAll() {
    guard let directory = try? folder() else { return }
    try? FileManager.default.removeItem(at: directory)
  }

  /// `<id>.<ext>`: the id kept to letters, digits, `-` and `_` (it names a file), the extension from
  /// the content type (players that probe by name get the right one).
  static func fileName(_ recording: Recording) -> String {
    let type = recording.contentType.lowercased()
    let known = [("wav", "wav"), ("mpeg", "mp3"), ("ogg", "ogg"), ("webm", "webm"), ("mp4", "m4a"), ("aac", "m4a")]
    let ext = known.first { type.contains($0.0) }?.1 ?? "audio"
    return "\(safe(recording.id)).\(ext)"
  }

  static func safe(_ id: String) -> String {
    String(id.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "_" })
  }
}
