#if canImport(FoundationNetworking)
  import Foundation
  import FoundationNetworking
  internal import CLibcurl

  extension CurlEngine {
    /// Hands a transfer to the engine's thread, starting the thread or waking it.
    func submit(_ transfer: CurlTransfer) {
      mailbox.lock()
      incoming.append(transfer)
      if !threadStarted {
        threadStarted = true
        let thread = Thread { [self] in runLoop() }
        thread.name = "networking.libcurl"
        thread.start()
      } else if isParked {
        mailbox.signal()
      } else if let multi {
        _ = cl_multi_wakeup(multi)
      }
      mailbox.unlock()
    }

    /// Asks the engine's thread to go on with a stream paused for its reader.
    func resume(_ transfer: CurlTransfer) {
      mailbox.lock()
      resumed.append(transfer)
      if let multi, !isParked { _ = cl_multi_wakeup(multi) }
      mailbox.unlock()
    }

    /// Asks the engine's thread to stop a transfer whose caller has already been answered.
    func withdraw(_ transfer: CurlTransfer) {
      mailbox.lock()
      cancelled.append(transfer)
      if let multi, !isParked { _ = cl_multi_wakeup(multi) }
      mailbox.unlock()
    }

    /// The engine's thread: queue new transfers, drop withdrawn ones, admit what the per-origin
    /// limit allows, let libcurl work, hand out what finished, then block in `curl_multi_poll` until
    /// a socket, a timer or a wake-up needs it.
    private func runLoop() {
      var active: [UnsafeMutableRawPointer: CurlTransfer] = [:]
      var spare: [UnsafeMutableRawPointer] = []
      var admission = OriginAdmission(limit: configuration.maximumConnectionsPerHost)
      var idleSince: Duration?
      let idleLimit = configuration.idleConnectionTimeout
      let idleSeconds = max(1, idleLimit.roundedUpMilliseconds / 1000)
      while true {
        let (starting, stopping, handle) = takeWork(
          active: active.count + admission.waitingCount, idleSince: idleSince, idleLimit: idleLimit)
        for transfer in takeResumed() {
          guard let easy = transfer.easy, active[easy] != nil else { continue }
          _ = cl_easy_pause(easy, CL_PAUSE_CONT)
        }
        for transfer in stopping {
          guard let easy = transfer.easy, active.removeValue(forKey: easy) != nil else { continue }
          _ = cl_multi_remove_handle(handle, easy)
          admission.release(transfer)
          recycle(easy, transfer, spare: &spare)
        }
        for transfer in starting { admission.enqueue(transfer) }
        for transfer in admission.removeExpired(at: time.uptime()) {
          transfer.finish(.failure(URLError(.timedOut)))
          transfer.releaseResources()
        }
        admit(&admission, into: handle, active: &active, spare: &spare, idleSeconds: idleSeconds)
        var running: Int32 = 0
        _ = cl_multi_perform(handle, &running)
        var easy: UnsafeMutableRawPointer?
        var code: Int32 = 0
        var freed = false
        while cl_multi_next_done(handle, &easy, &code) == 1, let done = easy {
          _ = cl_multi_remove_handle(handle, done)
          guard let transfer = active.removeValue(forKey: done) else { continue }
          admission.release(transfer)
          freed = true
          complete(transfer, easy: done, code: code)
          recycle(done, transfer, spare: &spare)
        }
        // Slots just freed go to waiting transfers before any wait.
        if freed, admit(&admission, into: handle, active: &active, spare: &spare, idleSeconds: idleSeconds) {
          continue
        }
        if active.isEmpty {
          if idleSince == nil { idleSince = time.uptime() }
        } else {
          idleSince = nil
        }
        // With nothing in flight, wake once by the idle limit to close the kept connections.
        var wait = active.isEmpty ? min(1_000, max(1, idleLimit.roundedUpMilliseconds)) : 1_000
        // A queued transfer's deadline wakes the loop on time to end it.
        if let expiry = admission.nextExpiry {
          wait = min(wait, max(1, (expiry - time.uptime()).roundedUpMilliseconds))
        }
        var ready: Int32 = 0
        _ = cl_multi_poll(handle, Int32(wait), &ready)
      }
    }

    /// Hands libcurl every waiting transfer whose origin has a free slot. Returns whether any started.
    @discardableResult
    private func admit(
      _ admission: inout OriginAdmission, into handle: UnsafeMutableRawPointer,
      active: inout [UnsafeMutableRawPointer: CurlTransfer], spare: inout [UnsafeMutableRawPointer],
      idleSeconds: Int
    ) -> Bool {
      var started = false
      while let transfer = admission.next() {
        if transfer.isFinished {  // withdrawn while it waited
          admission.release(transfer)
          transfer.releaseResources()
          continue
        }
        guard let easy = spare.popLast() ?? cl_easy_init() else {
          admission.release(transfer)
          transfer.finish(.failure(URLError(.cannotLoadFromNetwork)))
          transfer.releaseResources()
          continue
        }
        if let failure = transfer.configure(easy, idleConnectionSeconds: idleSeconds) {
          admission.release(transfer)
          transfer.finish(.failure(CurlFailure.error(code: failure, transfer: transfer)))
          recycle(easy, transfer, spare: &spare)
        } else if cl_multi_add_handle(handle, easy) != 0 {
          admission.release(transfer)
          transfer.finish(.failure(URLError(.cannotLoadFromNetwork)))
          recycle(easy, transfer, spare: &spare)
        } else {
          active[easy] = transfer
          started = true
        }
      }
      return started
    }

    /// Takes the mailbox's work. With nothing in flight and the idle limit past, closes every kept
    /// connection (the multi handle goes) and sleeps until a request arrives.
    private func takeWork(
      active: Int, idleSince: Duration?, idleLimit: Duration
    ) -> ([CurlTransfer], [CurlTransfer], UnsafeMutableRawPointer) {
      mailbox.lock()
      defer { mailbox.unlock() }
      if active == 0, incoming.isEmpty, multi == nil || (idleSince.map { time.uptime() - $0 >= idleLimit } ?? false) {
        if let multi { _ = cl_multi_cleanup(multi) }
        multi = nil
        isParked = true
        while incoming.isEmpty { mailbox.wait() }
        isParked = false
      }
      let handle = multi ?? makeMulti()
      multi = handle
      defer {
        incoming.removeAll(keepingCapacity: true)
        cancelled.removeAll(keepingCapacity: true)
      }
      return (incoming, cancelled, handle)
    }

    private func takeResumed() -> [CurlTransfer] {
      mailbox.lock()
      defer {
        resumed.removeAll(keepingCapacity: true)
        mailbox.unlock()
      }
      return resumed
    }

    private func makeMulti() -> UnsafeMutableRawPointer {
      guard let handle = cl_multi_init() else { fatalError("curl_multi_init failed: out of memory") }
      // The per-host limit is ours (OriginAdmission); libcurl's own leaves transfers pending.
      _ = cl_multi_setopt_long(handle, CL_MOPT_MAXCONNECTS, max(16, configuration.maximumConnectionsPerHost * 2))
      return handle
    }

    private func complete(_ transfer: CurlTransfer, easy: UnsafeMutableRawPointer, code: Int32) {
      var connects = 0
      _ = cl_easy_getinfo_long(easy, CL_INFO_NUM_CONNECTS, &connects)
      countOpened(connects)
      guard code == CL_E_OK else {
        if case .proxy = transfer.route {
          _ = cl_easy_getinfo_long(easy, CL_INFO_HTTP_CONNECTCODE, &transfer.proxyConnectCode)
        }
        let error = CurlFailure.error(code: code, transfer: transfer)
        transfer.finish(.failure(error))
        transfer.streamBuffer?.finish(NetworkError.transport(error))
        return
      }
      var status = 0
      _ = cl_easy_getinfo_long(easy, CL_INFO_RESPONSE_CODE, &status)
      var version = 0
      _ = cl_easy_getinfo_long(easy, CL_INFO_HTTP_VERSION, &version)
      let name =
        switch Int32(version) {
        case CL_HTTP_VERSION_2_0: "HTTP/2"
        case CL_HTTP_VERSION_3: "HTTP/3"
        case CL_HTTP_VERSION_1_0: "HTTP/1.0"
        default: "HTTP/1.1"
        }
      guard
        let response = HTTPURLResponse(
          url: transfer.url, statusCode: status, httpVersion: name, headerFields: transfer.headers)
      else {
        transfer.finish(.failure(URLError(.badServerResponse)))
        transfer.streamBuffer?.finish(.invalidResponse)
        return
      }
      transfer.finish(.success((transfer.received, response)))
      transfer.streamBuffer?.finish(nil)
    }

    /// Returns a handle for the next transfer (reset, at most a few kept) and frees the transfer's own.
    private func recycle(
      _ easy: UnsafeMutableRawPointer, _ transfer: CurlTransfer, spare: inout [UnsafeMutableRawPointer]
    ) {
      transfer.releaseResources()
      transfer.received = Data()
      if spare.count < 16 {
        cl_easy_reset(easy)
        spare.append(easy)
      } else {
        cl_easy_cleanup(easy)
      }
    }
  }
#endif
