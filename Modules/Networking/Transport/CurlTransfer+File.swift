#if canImport(FoundationNetworking)
  import Foundation
  import FoundationNetworking
  import Glibc
  internal import CLibcurl

  extension CurlTransfer {
    /// The most an answer kept in memory may hold: the policy's cap, or 64 KiB for a download's
    /// answer that is not its file (an error's body).
    var memoryCap: Int {
      fileSink == nil && streamBuffer == nil ? policy.maximumAnswerBytes : min(policy.maximumAnswerBytes, 64 << 10)
    }

    /// What a `Content-Length` may announce before the body is refused unread. For a download's 2xx the
    /// cap covers the whole file: a `206` adds to what is already there.
    var lengthCap: Int {
      if streamBuffer != nil, (200..<300).contains(status) { return policy.maximumAnswerBytes }
      guard let fileSink, (200..<300).contains(status) else { return memoryCap }
      return policy.maximumAnswerBytes - (status == 206 ? fileSink.resumeOffset : 0)
    }

    /// Appends a download's body bytes to its file. A `200` starts the file again (the server sent the
    /// whole); a `206` must continue exactly where the file ends. Returns 0 (libcurl stops) past the cap,
    /// on a range that does not continue the file, or when the write fails.
    func write(_ bytes: UnsafeRawBufferPointer, to sink: FileSink) -> Int {
      if !fileStarted {
        fileStarted = true
        if status == 206 {
          guard Self.rangeStart(headers) == sink.resumeOffset else {
            answerUnreadable = true  // a range we did not ask for would corrupt the file
            return 0
          }
          fileBase = sink.resumeOffset
        } else if ftruncate(sink.descriptor, 0) != 0 {
          fileWriteError = errno
          return 0
        }
      }
      guard fileBase + written + bytes.count <= policy.maximumAnswerBytes else {
        answerTooLarge = true
        return 0
      }
      var offset = 0
      while offset < bytes.count {
        let count = Glibc.write(sink.descriptor, bytes.baseAddress! + offset, bytes.count - offset)
        if count < 0, errno == EINTR { continue }
        guard count > 0 else {
          fileWriteError = count < 0 ? errno : ENOSPC
          return 0
        }
        offset += count
      }
      written += bytes.count
      return bytes.count
    }

    /// Hands a stream's body bytes to its reader: the caller gets the head at the first of them; past
    /// the cap the transfer stops; when the reader is behind, libcurl keeps the bytes and pauses.
    func stream(_ bytes: UnsafeRawBufferPointer, to buffer: StreamBuffer) -> Int {
      if streamed == 0,
        let response = HTTPURLResponse(url: url, statusCode: status, httpVersion: "HTTP/1.1", headerFields: headers)
      {
        _ = finish(.success((Data(), response)))
      }
      guard streamed + bytes.count <= policy.maximumAnswerBytes else {
        answerTooLarge = true
        return 0
      }
      guard buffer.offer(Data(bytes)) else { return Int(CL_WRITEFUNC_PAUSE) }
      streamed += bytes.count
      return bytes.count
    }

    /// The first byte of the answer's `Content-Range` (``ContentRange``), if the header reads so.
    static func rangeStart(_ headers: [String: String]) -> Int? {
      ContentRange.start(headers.first { $0.key.caseInsensitiveCompare("Content-Range") == .orderedSame }?.value)
    }
  }
#endif
