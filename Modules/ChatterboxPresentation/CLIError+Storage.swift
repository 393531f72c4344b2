import Foundation
import Localization
import Observability
import Storage

extension CLIError {
  /// The data folder could not be written before anything was changed, in one sentence that says
  /// which folder and why — read-only, full, failing, or refused (permissions, a file where a
  /// folder should be) — and what to do, exit 73 (EX_CANTCREAT). Never the error's own value: the
  /// folder's path is the only detail printed (it names no account); the error goes to the log.
  ///
  /// ```swift
  /// CLIError.storage(StorageError.disk("data", .readOnly), dataFolder: home.dataDirectory, strings)
  /// // "The data folder /home/ana/.local/share/chatterbox is on a read-only disk, so nothing can be saved. …"
  /// ```
  package static func storage(_ error: any Error, dataFolder: URL, _ strings: Localizer) -> CLIError {
    Logger(category: .ui).notice("data folder not writable: \(String(describing: error), privacy: .public)")
    let folder = TerminalSafeText.line(dataFolder.path)
    let key =
      switch StorageProblem(error) {
      case .readOnly: "cli.error.storage.read_only"
      case .full: "cli.error.storage.full"
      case .failing: "cli.error.storage.failing"
      case .refused: "cli.error.storage.unusable"
      }
    return CLIError(strings.string(key, .string(folder)), exitCode: .cannotCreate, kind: "data_folder_unwritable")
  }

  /// Whether `error` is a file-system failure ``storage(_:dataFolder:_:)`` words (a Storage error,
  /// or a Foundation or POSIX file error), rather than a failure of its own.
  package static func isStorageFailure(_ error: any Error) -> Bool {
    error is StorageError || error is CocoaError || error is POSIXError
  }
}

/// Why a folder could not be written, as a person acts on it.
private enum StorageProblem {
  case readOnly, full, failing, refused

  init(_ error: any Error) {
    let code: Int32? =
      switch error {
      case StorageError.disk(_, let failure): failure.errno
      case let error as POSIXError: error.code.rawValue
      case let error as CocoaError: Self.errno(of: error)
      default: nil
      }
    switch code.flatMap(DiskFailure.init(errno:)) {
    case .readOnly: self = .readOnly
    case .noSpace, .quotaExceeded: self = .full
    case .ioError: self = .failing
    case nil: self = .refused
    }
  }

  /// The POSIX code under a Foundation file error, or the one its own code stands for.
  private static func errno(of error: CocoaError) -> Int32? {
    if let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
      return Int32(underlying.code)
    }
    switch error.code {
    case .fileWriteVolumeReadOnly: return EROFS
    case .fileWriteOutOfSpace: return ENOSPC
    default: return nil
    }
  }
}
