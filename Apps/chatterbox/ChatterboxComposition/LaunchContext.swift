import Foundation
import Localization
import Networking
import Observability

/// What ``AppDependencies/live(_:)`` needs from the run that asks for the live graph (a command or
/// the interactive app): the process environment, the `--api`, CA-file and proxy choices, the UI
/// language's words, where logs go, and a place for the work to finish before the process exits.
package protocol LaunchContext: Sendable {
  /// The process environment (injected so tests are hermetic).
  var environment: [String: String] { get }
  /// `--api <url>`, which overrides the environment's server; `nil` when not given.
  var apiOverride: String? { get }
  /// The staging CA file to trust besides the system's (`--ca-file` / `CHATTERBOX_CA_FILE`), already
  /// checked by the caller; `nil` when none is named.
  var certificateAuthority: URL? { get }
  /// The proxy (`--proxy` / `CHATTERBOX_PROXY`, `none`), else ``ProxySetting/environment``: the
  /// conventional variables. A loopback `http://` server is never proxied either way.
  var proxy: ProxySetting { get }
  /// User-facing text in the UI language.
  var strings: Localizer { get }
  /// Where logs go; `nil` means stderr configured from the environment.
  var logHandler: (any LogHandler)? { get }
  /// Whether the run stopped waiting for a slow server: the exit work then waits on no server.
  /// Read when the exit work runs, not when the graph is built.
  var wasCutShort: Bool { get }
  /// Registers work to run after the command, before exit.
  func onExit(_ hook: @escaping @Sendable () async -> Void)
}
