#if canImport(FoundationNetworking)
  import Foundation
  import Observability

  /// The body of a PUT on FoundationNetworking: the file, read in chunks, until its `aborted` switch
  /// is set; after that its next read fails.
  ///
  /// `URLSessionTask.cancel()` is not safe on FoundationNetworking (see `URLSessionUploader`), so a
  /// cancelled upload stops its body instead: libcurl asks for the next chunk, the read fails, libcurl
  /// aborts the transfer (`CURL_READFUNC_ABORT`), and FoundationNetworking ends the task through its
  /// ordinary failure path, the same one a dropped connection takes. A body already sent whole cannot be
  /// stopped this way: that request runs until it is answered or times out.
  final class AbortableFileStream: InputStream {
    // A switch apart from the stream: Foundation's streams are not Sendable, the switch is, so the
    // thread that cancels never touches the stream libcurl reads.
    private let aborted: LockedValue<Bool>

    init?(url: URL, aborted: LockedValue<Bool>) {
      self.aborted = aborted
      super.init(url: url)
    }

    // FoundationNetworking ends the body without reading when no bytes are said to be available; an
    // aborted stream must still be read, so the read can fail.
    override var hasBytesAvailable: Bool {
      aborted.value || super.hasBytesAvailable
    }

    override func read(_ buffer: UnsafeMutablePointer<UInt8>, maxLength len: Int) -> Int {
      aborted.value ? -1 : super.read(buffer, maxLength: len)
    }
  }
#endif
