#if canImport(FoundationNetworking)
  import Foundation
  import FoundationNetworking
  internal import CLibcurl

  extension CurlTransfer {
    /// Headers libcurl writes itself (from the body, the URL, its connection cache and
    /// ``TransferPolicy``'s decoding); a caller's value would contradict it.
    static let headersLibcurlOwns: Set<String> = [
      "content-length", "host", "transfer-encoding", "connection", "accept-encoding", "expect", "keep-alive",
    ]

    /// Sets every option of this transfer on a fresh (or reset) handle. Returns the first failing
    /// option's code, or nil when all were accepted. Optional refinements libcurl may not know
    /// (older builds) are not failures.
    func configure(_ easy: UnsafeMutableRawPointer, idleConnectionSeconds: Int) -> Int32? {
      self.easy = easy
      let context = Unmanaged.passUnretained(self).toOpaque()
      var failure: Int32?
      func require(_ code: Int32) { if code != CL_E_OK, failure == nil { failure = code } }

      require(url.absoluteString.withCString { cl_easy_setopt_pointer(easy, CL_OPT_URL, $0) })
      require(cl_easy_setopt_long(easy, CL_OPT_NOSIGNAL, 1))
      errorBuffer[0] = 0
      require(cl_easy_setopt_pointer(easy, CL_OPT_ERRORBUFFER, errorBuffer))
      require(cl_easy_setopt_long(easy, CL_OPT_FOLLOWLOCATION, 0))  // RedirectPolicy decides, above (ADR 0018)
      _ = "http,https".withCString { cl_easy_setopt_pointer(easy, CL_OPT_PROTOCOLS_STR, $0) }
      _ = cl_easy_setopt_long(easy, CL_OPT_TCP_KEEPALIVE, 1)
      // Over TLS, a request waits for a connection being opened to learn whether it can share it
      // (HTTP/2) instead of opening another; plain http is HTTP/1.1, one request per connection.
      if url.scheme?.lowercased() == "https" { _ = cl_easy_setopt_long(easy, CL_OPT_PIPEWAIT, 1) }
      // A file goes over HTTP/1.1: over HTTP/2 the server's stream window paces the body (nginx's
      // default 64 KiB cost a 1 MB PUT about 15 round trips at 100 ms), while TCP's window grows.
      // Its warm-up opens that HTTP/1.1 connection ahead of it (ADR 0029).
      if waitsForWarmUp || isWarmUp { _ = cl_easy_setopt_long(easy, CL_OPT_HTTP_VERSION, Int(CL_HTTP_VERSION_1_1)) }
      _ = cl_easy_setopt_long(easy, CL_OPT_MAXAGE_CONN, idleConnectionSeconds)
      // Every encoding this libcurl decodes; the size cap counts decoded bytes (receiveBody).
      require("".withCString { cl_easy_setopt_pointer(easy, CL_OPT_ACCEPT_ENCODING, $0) })

      require(cl_easy_setopt_long(easy, CL_OPT_CONNECTTIMEOUT_MS, max(1, policy.connectTimeout.roundedUpMilliseconds)))
      // The deadline counts from submission: what is left of it after waiting for a slot.
      let admitted = time.uptime()
      let remaining = policy.deadline - (admitted - submitted)
      require(cl_easy_setopt_long(easy, CL_OPT_TIMEOUT_MS, max(1, remaining.roundedUpMilliseconds)))
      lastActivity = admitted
      // The stall timeout is measured by the progress tick (CurlTransfer.tick).
      require(cl_easy_setopt_long(easy, CL_OPT_NOPROGRESS, 0))
      require(cl_easy_setopt_progress_callback(easy, curlProgress))
      require(cl_easy_setopt_pointer(easy, CL_OPT_XFERINFODATA, context))
      // libcurl refuses a `Content-Length` over this even on a HEAD: a HEAD's length is no body (issue 39).
      if !isHead {
        require(cl_easy_setopt_offset(easy, CL_OPT_MAXFILESIZE_LARGE, Int64(policy.maximumAnswerBytes)))
      }
      if let authorities = policy.additionalTrustedCertificates {
        // Replaces libcurl's CA file only; its CA directory (the system's) stays trusted.
        require(authorities.path.withCString { cl_easy_setopt_pointer(easy, CL_OPT_CAINFO, $0) })
      }

      configureProxy(easy, require: require)

      require(cl_easy_setopt_data_callback(easy, CL_OPT_WRITEFUNCTION, curlWriteBody))
      require(cl_easy_setopt_pointer(easy, CL_OPT_WRITEDATA, context))
      require(cl_easy_setopt_data_callback(easy, CL_OPT_HEADERFUNCTION, curlWriteHeader))
      require(cl_easy_setopt_pointer(easy, CL_OPT_HEADERDATA, context))

      configureMethodAndBody(easy, context: context, require: require)
      configureHeaders(easy, require: require)
      return failure
    }

    /// The proxy is always set explicitly: an empty one also stops libcurl reading `http_proxy`,
    /// `ALL_PROXY` and `no_proxy` by itself (ADR 0044). Through a proxy, every request is tunnelled
    /// (`CONNECT`), so the proxy never sees a header or a body, and the `CONNECT` answer's headers
    /// are not taken for the server's.
    private func configureProxy(_ easy: UnsafeMutableRawPointer, require: (Int32) -> Void) {
      guard case .proxy(let address) = route else {
        require("".withCString { cl_easy_setopt_pointer(easy, CL_OPT_PROXY, $0) })
        return
      }
      require(address.url.absoluteString.withCString { cl_easy_setopt_pointer(easy, CL_OPT_PROXY, $0) })
      require("".withCString { cl_easy_setopt_pointer(easy, CL_OPT_NOPROXY, $0) })  // decided already
      require(cl_easy_setopt_long(easy, CL_OPT_HTTPPROXYTUNNEL, 1))
      _ = cl_easy_setopt_long(easy, CL_OPT_SUPPRESS_CONNECT_HEADERS, 1)
      if let authorities = policy.additionalTrustedCertificates {
        // An https:// proxy is trusted as the server is.
        _ = authorities.path.withCString { cl_easy_setopt_pointer(easy, CL_OPT_PROXY_CAINFO, $0) }
      }
    }

    private func configureMethodAndBody(
      _ easy: UnsafeMutableRawPointer, context: UnsafeMutableRawPointer, require: (Int32) -> Void
    ) {
      let method = (request.httpMethod ?? "GET").uppercased()
      switch body {
      case .file(_, let byteCount):
        require(cl_easy_setopt_long(easy, CL_OPT_UPLOAD, 1))
        require(cl_easy_setopt_offset(easy, CL_OPT_INFILESIZE_LARGE, Int64(byteCount)))
        require(cl_easy_setopt_data_callback(easy, CL_OPT_READFUNCTION, curlReadBody))
        require(cl_easy_setopt_pointer(easy, CL_OPT_READDATA, context))
        // A connection that died under a reused request is retried by libcurl: it must rewind.
        require(cl_easy_setopt_seek_callback(easy, curlSeekBody))
        require(cl_easy_setopt_pointer(easy, CL_OPT_SEEKDATA, context))
        if method != "PUT" { require(method.withCString { cl_easy_setopt_pointer(easy, CL_OPT_CUSTOMREQUEST, $0) }) }
      case .data(let data):
        require(cl_easy_setopt_offset(easy, CL_OPT_POSTFIELDSIZE_LARGE, Int64(data.count)))
        // Copied by libcurl, so a connection retry can resend it.
        if data.isEmpty {
          require("".withCString { cl_easy_setopt_pointer(easy, CL_OPT_COPYPOSTFIELDS, $0) })
        } else {
          require(data.withUnsafeBytes { cl_easy_setopt_pointer(easy, CL_OPT_COPYPOSTFIELDS, $0.baseAddress) })
        }
        if method != "POST" { require(method.withCString { cl_easy_setopt_pointer(easy, CL_OPT_CUSTOMREQUEST, $0) }) }
      case .none:
        switch method {
        case "GET": require(cl_easy_setopt_long(easy, CL_OPT_HTTPGET, 1))
        case "HEAD": require(cl_easy_setopt_long(easy, CL_OPT_NOBODY, 1))
        default:
          require(method.withCString { cl_easy_setopt_pointer(easy, CL_OPT_CUSTOMREQUEST, $0) })
        }
      }
    }

    private func configureHeaders(_ easy: UnsafeMutableRawPointer, require: (Int32) -> Void) {
      var list: OpaquePointer?
      for (name, value) in request.allHTTPHeaderFields ?? [:]
      where !Self.headersLibcurlOwns.contains(name.lowercased()) {
        // Header injection is refused upstream (HeaderFields); a stray line break is dropped here too.
        let clean = value.filter { $0 != "\r" && $0 != "\n" }
        list = "\(name): \(clean)".withCString { cl_slist_append(list, $0) }
      }
      // No "Expect: 100-continue" round trip before a body.
      list = "Expect:".withCString { cl_slist_append(list, $0) }
      headerList = list
      require(cl_easy_setopt_pointer(easy, CL_OPT_HTTPHEADER, UnsafeRawPointer(list)))
    }
  }

  // libcurl's callbacks: C function pointers, so no captures; the transfer rides in the context.

  private let curlWriteBody: cl_data_callback = { buffer, size, count, context in
    guard let buffer, let context else { return 0 }
    let transfer = Unmanaged<CurlTransfer>.fromOpaque(context).takeUnretainedValue()
    return transfer.receiveBody(UnsafeRawBufferPointer(start: buffer, count: size * count))
  }

  private let curlWriteHeader: cl_data_callback = { buffer, size, count, context in
    guard let buffer, let context else { return 0 }
    let transfer = Unmanaged<CurlTransfer>.fromOpaque(context).takeUnretainedValue()
    return transfer.receiveHeaderLine(UnsafeRawBufferPointer(start: buffer, count: size * count))
  }

  private let curlReadBody: cl_data_callback = { buffer, size, count, context in
    guard let buffer, let context else { return Int(CL_READFUNC_ABORT) }
    let transfer = Unmanaged<CurlTransfer>.fromOpaque(context).takeUnretainedValue()
    return transfer.readBody(into: buffer, capacity: size * count)
  }

  private let curlSeekBody: cl_seek_callback = { context, offset, origin in
    guard let context else { return CL_SEEKFUNC_FAIL }
    return Unmanaged<CurlTransfer>.fromOpaque(context).takeUnretainedValue().seekBody(to: offset, origin: origin)
  }

  private let curlProgress: cl_progress_callback = { context, _, _, _, uploaded in
    guard let context else { return 0 }
    return Unmanaged<CurlTransfer>.fromOpaque(context).takeUnretainedValue().tick(uploaded: uploaded) ? 0 : 1
  }
#endif
