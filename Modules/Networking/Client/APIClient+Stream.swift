import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// An answer whose body is read as it arrives (``APIClient/stream(_:)``).
public struct StreamedAnswer: Sendable {
  /// The 2xx head.
  public var response: HTTPURLResponse
  /// The body, in order; read it once.
  public var chunks: AnswerChunks
}

extension APIClient {
  /// Sends the endpoint and returns at the answer's head, its body to be read from
  /// ``StreamedAnswer/chunks`` at the reader's pace (back-pressure: the transfer pauses while about
  /// 1 MiB waits unread), so an answer of any size costs flat memory. The endpoint's
  /// `maximumAnswerBytes` (else the client's) caps the bytes streamed, and its `timeout` bounds the
  /// whole transfer, reading included: set both for large answers. One `401` refreshes the token and
  /// sends again; nothing else is retried (a body half read cannot be replayed). Over a transport
  /// without ``HTTPTransport/stream`` (a host's closure; Apple platforms for now) the answer arrives
  /// whole and comes as one chunk.
  ///
  /// - Throws: `NetworkError` until the head is here (an error answer, mapped as ``send(_:)`` maps
  ///   it); the chunks throw what breaks the body off.
  public func stream<Response>(_ endpoint: Endpoint<Response>) async throws(NetworkError) -> StreamedAnswer {
    var refreshed = false
    while true {
      let prepared = try makeRequest(for: endpoint, idempotencyKey: endpoint.idempotencyKey.resolve())
      let token = try await currentToken(for: endpoint)
      let request = prepared.urlRequest(token: token)
      let record = AttemptRecord(
        request: request, started: (configuration.time.now(), configuration.time.uptime()),
        loop: AttemptLoop(policy: .never, isRetryable: false))
      let answer: (Data, HTTPURLResponse, AnswerChunks?)
      do {
        if let stream = transport.stream {
          answer = try await stream(request, prepared.policy)
        } else {
          let (data, response) = try await transport.send(request, prepared.policy)
          if data.count > prepared.policy.maximumAnswerBytes {
            throw NetworkError.answerTooLarge(limit: prepared.policy.maximumAnswerBytes)
          }
          // The body stands as the error body too: which it is, the status below decides.
          answer = (data, response, .whole(data))
        }
      } catch {
        let mapped = Task.isCancelled ? NetworkError.cancelled : NetworkError.transport(error)
        notify(record, status: nil, response: nil, body: nil, error: mapped, outcome: .failed(mapped))
        throw mapped
      }
      let (body, response, chunks) = answer
      let status = response.statusCode
      if let chunks, (200..<300).contains(status) {
        notify(record, status: status, response: response, body: nil, error: nil, outcome: .delivered)
        return StreamedAnswer(response: response, chunks: chunks)
      }
      let retryAfter = RetryAfter.parse(response.value(forHTTPHeaderField: "Retry-After"), time: configuration.time)
      let error = NetworkError.status(status, body: body, retryAfter: retryAfter, parser: configuration.errorBody)
      if status == 401, endpoint.requiresAuth, let token, let provider = configuration.authorization, !refreshed {
        notify(record, status: status, response: response, body: body, error: error, outcome: .refreshingCredentials)
        refreshed = true
        try await refresh(rejected: token, provider: provider)
        continue
      }
      let final: NetworkError =
        if status == 401, endpoint.requiresAuth { .unauthorized(code: error.serverCode) } else { error }
      notify(record, status: status, response: response, body: body, error: final, outcome: .failed(final))
      throw final
    }
  }
}
