#if canImport(FoundationNetworking)
  import Foundation
  import FoundationNetworking
  internal import CLibcurl

  /// What a libcurl result means to the client. Connection failures become the `URLError`s that
  /// `NetworkError` already maps and retries (so both Linux transports behave alike); what
  /// `URLError` cannot say — a refused certificate, an answer past the cap — is a `NetworkError`.
  ///
  /// An answer that came but broke the protocol (a bad status line, HTTP/2 framing, a body shorter
  /// than its `Content-Length`, a header flood, endless `1xx`), or none at all on a connection that
  /// stood, is `.badServerResponse`, which `NetworkError` reads as `.invalidResponse`: the server was
  /// reached, so it is never "offline" (ADR 0046, 0070). It stays a connection loss for retries.
  enum CurlFailure {
    static func error(code: Int32, transfer: CurlTransfer) -> any Error {
      let host = transfer.url.host ?? ""
      if transfer.answerTooLarge || code == CL_E_FILESIZE_EXCEEDED {
        return NetworkError.answerTooLarge(limit: transfer.policy.maximumAnswerBytes)
      }
      if case .proxy(let proxy) = transfer.route, let refused = proxyFailure(code: code, transfer: transfer) {
        return NetworkError.proxyRefused(proxy: proxy.shown, status: refused)
      }
      if let code = transfer.fileWriteError {
        return CocoaError(
          .fileWriteUnknown, userInfo: [NSUnderlyingErrorKey: POSIXError(POSIXErrorCode(rawValue: code) ?? .EIO)])
      }
      if transfer.answerUnreadable {
        return URLError(.badServerResponse, userInfo: [NSURLErrorFailingURLErrorKey: transfer.url])
      }
      let info: [String: Any] = [
        NSURLErrorFailingURLErrorKey: transfer.url,
        NSLocalizedDescriptionKey: String(cString: cl_easy_strerror(code)),
      ]
      func failure(_ urlCode: URLError.Code) -> URLError { URLError(urlCode, userInfo: info) }
      switch code {
      case CL_E_PEER_FAILED_VERIFICATION, CL_E_SSL_ISSUER_ERROR, CL_E_SSL_PINNEDPUBKEYNOTMATCH,
        CL_E_SSL_INVALIDCERTSTATUS:
        return NetworkError.untrustedCertificate(host: host)
      case CL_E_SSL_CONNECT_ERROR, CL_E_SSL_CERTPROBLEM, CL_E_SSL_CIPHER, CL_E_SSL_CACERT_BADFILE:
        return NetworkError.tlsHandshakeFailed(host: host)
      case CL_E_OPERATION_TIMEDOUT: return failure(.timedOut)
      case CL_E_COULDNT_RESOLVE_HOST, CL_E_COULDNT_RESOLVE_PROXY: return failure(.cannotFindHost)
      case CL_E_COULDNT_CONNECT: return failure(.cannotConnectToHost)
      // An answer had begun (a status line came): broken chunked framing, or cut short.
      case CL_E_RECV_ERROR where transfer.status != 0: return failure(.badServerResponse)
      // HTTP/2 frames libcurl's nghttp2 refused before a header reached us (a header block past
      // libcurl's limit, CONTINUATION frames past nghttp2's): libcurl 7.88 says "receive error",
      // in words that name nghttp2. A reset or failing socket names the socket's error instead.
      case CL_E_RECV_ERROR where transfer.failureText.contains("nghttp2"): return failure(.badServerResponse)
      // The server was reached and closed without a byte of answer: libcurl retries that once itself
      // on a reused connection, so this one was fresh. Its fault, not the network's (ADR 0070); also
      // how libcurl 7.88 reports an HTTP/2 frame its nghttp2 refused before any header.
      case CL_E_GOT_NOTHING: return failure(.badServerResponse)
      // The connection broke while sending, or was reset: no answer to call unreadable.
      case CL_E_SEND_ERROR, CL_E_RECV_ERROR, CL_E_SEND_FAIL_REWIND:
        return failure(.networkConnectionLost)
      // An answer came and broke the protocol. Out of memory is how libcurl 7.x refuses a header
      // line past its 100 KB limit (8.6 says CURLE_TOO_LARGE).
      case CL_E_WEIRD_SERVER_REPLY, CL_E_PARTIAL_FILE, CL_E_HTTP2, CL_E_HTTP2_STREAM, CL_E_OUT_OF_MEMORY,
        CL_E_TOO_LARGE:
        return failure(.badServerResponse)
      case CL_E_BAD_CONTENT_ENCODING: return failure(.cannotDecodeContentData)
      case CL_E_READ_ERROR: return failure(.cannotOpenFile)
      // The policy lets only http(s) URLs this far: an unsupported protocol is an answer in
      // HTTP/0.9 (no status line), which libcurl refuses.
      case CL_E_UNSUPPORTED_PROTOCOL where ["http", "https"].contains(transfer.url.scheme?.lowercased() ?? ""):
        return failure(.badServerResponse)
      case CL_E_UNSUPPORTED_PROTOCOL, CL_E_URL_MALFORMAT: return failure(.unsupportedURL)
      case CL_E_ABORTED_BY_CALLBACK:
        return transfer.stalled ? failure(.timedOut) : CancellationError()
      default: return failure(.unknown)
      }
    }

    /// Whether a failure through a proxy is the proxy's: `.some(status)` with its `CONNECT` answer
    /// (407, 403, a redirect…), `.some(nil)` when it could not be resolved or reached or its own
    /// handshake failed (through a proxy, the only connection opened is the proxy's); `nil` when
    /// the tunnel stood and the failure is the server's.
    private static func proxyFailure(code: Int32, transfer: CurlTransfer) -> Int?? {
      let connect = transfer.proxyConnectCode
      if connect != 0, !(200..<300).contains(connect) { return .some(connect) }
      if connect == 0, [CL_E_COULDNT_RESOLVE_PROXY, CL_E_COULDNT_CONNECT, CL_E_PROXY].contains(code) {
        return .some(nil)
      }
      return nil
    }
  }
#endif
