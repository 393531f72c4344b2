import AudioCapture
import Foundation

/// Takes a practice session left behind when its process died before the upload queue accepted
/// them (found by Tools/Chaos): which files count, and which cue each answers. The shell repairs
/// and queues them; this type decides.
public enum InterruptedTakes {
  /// One take to adopt.
  public struct Take: Equatable, Sendable {
    /// The WAV file.
    public let url: URL
    /// The cue the take answers (from its file name).
    public let cueID: String
  }

  /// How long a take must sit untouched before it counts as interrupted: a younger one may be
  /// another process's take in progress (two processes on one data folder, ADR 0011).
  public static let defaultAge: TimeInterval = 120

  /// The label `chatterbox record` gives its takes: the user's own files, not answers.
  public static let standaloneRecordingLabel = "cli"

  /// The takes in `folder` untouched for `age` seconds before `now` (the wall clock, which file
  /// modification dates are on) whose names say which cue they answer, oldest name first. Chosen by age
  /// before any repair, since repairing a file makes it young.
  public static func find(in folder: URL, untouchedFor age: TimeInterval = defaultAge, now: Date) -> [Take] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.sorted().compactMap { name in
      let url = folder.appendingPathComponent(name)
      let modified = (try? FileManager.default.attributesOfItem(atPath: url.path))?[.modificationDate] as? Date
      guard let modified, now.timeIntervalSince(modified) > age, let cueID = cueID(fromTakeName: name) else {
        return nil
      }
      return Take(url: url, cueID: cueID)
    }
  }

  /// The cue a take's file name answers, or `nil` for names AudioCapture did not make and for
  /// standalone recordings.
  public static func cueID(fromTakeName name: String) -> String? {
    guard let label = TakeFileName.parse(name)?.label, label != standaloneRecordingLabel else { return nil }
    return label
  }
}
