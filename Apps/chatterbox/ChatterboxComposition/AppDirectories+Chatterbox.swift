import Foundation
import Storage

extension AppDirectories {
  /// The variable that relocates all of Chatterbox's files, for development and tests. Only the
  /// composition root reads it; Storage reads no variable of ours (ADR 0014).
  ///
  /// ```swift
  /// environment[AppDirectories.chatterboxHomeVariable] = "/tmp/cb"
  /// ```
  public static let chatterboxHomeVariable = "CHATTERBOX_HOME"

  /// Chatterbox's folders: `$CHATTERBOX_HOME`, else the platform's (`~/.local/share/chatterbox`).
  ///
  /// ```swift
  /// let dirs = AppDirectories.chatterbox(environment: ["CHATTERBOX_HOME": "/tmp/cb"])
  /// ```
  public static func chatterbox(environment: [String: String]) -> AppDirectories {
    AppDirectories(appName: "Chatterbox", home: environment[chatterboxHomeVariable], environment: environment)
  }

  /// Recorded takes, kept until uploaded and confirmed: `<data>/recordings`.
  package var recordingsDirectory: URL {
    dataDirectory.appending(path: "recordings", directoryHint: .isDirectory)
  }

  /// The device-wide settings, `<data>/settings.json`: analytics consent (the `analytics` command and
  /// the interactive app) and the interactive app's UI language. The one place this path is built.
  package var settingsFile: URL {
    dataDirectory.appending(path: "settings.json", directoryHint: .notDirectory)
  }

  /// The upload queue's folder: `<data>/uploads`.
  package var uploadsDirectory: URL {
    dataDirectory.appending(path: "uploads", directoryHint: .isDirectory)
  }
}
