import AppFeature
import ChatterboxPresentation
import DeepLink
import Localization
import Networking

extension AppDependencies {
  package static func resolveEnvironment(_ context: some LaunchContext) throws -> ChatterboxEnvironment {
    do {
      let base = try ChatterboxEnvironment.load(from: context.environment)
      guard let override = context.apiOverride else { return base }
      return try base.overriding(baseURL: override)
    } catch {
      throw CLIError(describe(error, context.strings), exitCode: .usage)
    }
  }

  private static func describe(_ error: APIEnvironmentError, _ strings: Localizer) -> String {
    switch error {
    case .unknownEnvironment(let name): strings.string("cli.error.unknown_environment", .string(name))
    case .invalidBaseURL(let text): strings.string("cli.error.invalid_api_url", .string(text))
    case .unreadableConfig(let path, _): strings.string("cli.error.unreadable_environment", .string(path))
    case .credentialsInBaseURL(let text): strings.string("cli.error.api_url_has_credentials", .string(text))
    }
  }

  /// The app's routes (``AppLink``) are trusted from the environment's hosts and the `chatterbox`
  /// scheme; a loopback API also accepts loopback http on its own port, because the dev server
  /// links to itself.
  package static func deepLinkConfiguration(for environment: ChatterboxEnvironment) -> DeepLinkConfiguration {
    var configuration = DeepLinkConfiguration(
      allowedHosts: Set(environment.universalLinkHosts.map { $0.lowercased() }),
      routes: AppLink.routes(magicLinkPath: environment.magicLinkPath), customScheme: AppLink.customScheme)
    if let host = environment.api.baseURL.host, TransportSecurityPolicy.isLoopback(host) {
      configuration.allowsLoopbackHTTP = true
      if let port = environment.api.baseURL.port { configuration.allowedPorts = [port] }
    }
    return configuration
  }
}
