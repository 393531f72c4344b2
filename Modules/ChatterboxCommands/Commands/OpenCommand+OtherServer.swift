import ChatterboxComposition
import DeepLink
import Foundation
import Networking

extension OpenCommand {
  /// The link's server and this command's, when a link was refused only because it is for another
  /// loopback server (a dev server on another port): `nil` for anything else, so a link to a
  /// remote host never suggests pointing the app at it.
  static func otherLocalServer(
    _ link: String, _ rejection: DeepLinkRejection, _ context: CommandContext
  ) -> (link: String, ours: String)? {
    guard rejection == .unexpectedPort || rejection == .hostNotAllowed,
      let url = URL(string: link), let scheme = url.scheme?.lowercased(), ["http", "https"].contains(scheme),
      let host = url.host, TransportSecurityPolicy.isLoopback(host),
      let ours = try? AppDependencies.resolveEnvironment(context).api.baseURL
    else { return nil }
    let origin = "\(scheme)://\(host.contains(":") ? "[\(host)]" : host)" + (url.port.map { ":\($0)" } ?? "")
    let mine = ours.absoluteString.hasSuffix("/") ? String(ours.absoluteString.dropLast()) : ours.absoluteString
    guard origin != mine else { return nil }
    return (origin, mine)
  }
}
