#if os(Linux) || os(macOS) || os(Windows)
  import Foundation

  extension Process {
    /// `run()`, tried again for up to about 200 ms while the executable is busy (`ETXTBSY`: a script
    /// that was just written, whose file a process started at that moment elsewhere still holds open for
    /// writing, as seen in CI when tests write stand-in commands in parallel). Any other failure is thrown at once.
    package func runRetryingWhileBusy() throws {
      var attempts = 0
      while true {
        do { return try run() } catch let error as NSError where Self.isBusy(error) && attempts < 10 {
          attempts += 1
          usleep(20_000)  // lint-time: a synchronous launch; a pause between tries, not a wait that tests move
        }
      }
    }

    private static func isBusy(_ error: NSError) -> Bool {
      let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError
      return underlying?.domain == NSPOSIXErrorDomain && underlying?.code == Int(ETXTBSY)
    }
  }
#endif
