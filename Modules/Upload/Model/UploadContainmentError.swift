/// Why the queue refused to touch a file a job file names (its `source_path`, or its data file
/// under `files/`). A job that earns one of these is treated as corrupt: its job file is moved
/// aside and the named file is left exactly as it was — not read, not moved, not deleted.
/// Carries no path, so it is safe to log.
public enum UploadContainmentError: Error, Sendable, Equatable {
  /// The path is relative: it would resolve against the process's working directory.
  case notAbsolute
  /// The path has an empty, `.` or `..` component, so its text does not say where it leads.
  case dotComponent
  /// The path's folder is neither the queue's own `files/` folder nor one of
  /// ``UploadQueue/Configuration/sourceFolders``.
  case outsideAllowedFolders
  /// The allowed folder itself, or the file in it, is a symbolic link: following it could lead
  /// anywhere.
  case symbolicLink
  /// The entry is not a regular file (a directory, FIFO, device or socket).
  case notRegularFile
  /// The file has other hard links: moving or deleting "our" name would act on a file that is
  /// also somewhere else.
  case multipleLinks
  /// The folder or file exists but could not be opened or examined (`errno`).
  case unreadable(errno: Int32)
}
