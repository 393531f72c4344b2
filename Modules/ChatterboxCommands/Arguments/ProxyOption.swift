import ChatterboxComposition
import ChatterboxPresentation
import Foundation
import Localization
import Networking
import TerminalUI

/// `--proxy <url>` (global) or `CHATTERBOX_PROXY`: the proxy every https request goes through,
/// `none` for none. The option wins over the variable; an empty variable counts as unset; with
/// neither, the conventional variables decide (`https_proxy`, `all_proxy`…, see
/// ``ProxySetting/environment``). A loopback `http://` server is never proxied, whatever is set
/// (ADR 0044). The value is checked once, before any command or the interactive app runs, so a
/// mistyped address is a usage error naming it (without its credentials).
///
/// ```swift
/// let setting = try ProxyOption.validated(global: global, environment: env, strings: strings)
/// ```
enum ProxyOption {
  /// The global option.
  static let option = OptionSpec("proxy", value: "url", helpKey: "help.global.option.proxy")
  /// The environment variable read when the option is not given.
  static let environmentVariable = "CHATTERBOX_PROXY"

  /// The value as given, the option first; `nil` when neither gives one.
  static func text(global: ParsedArguments, environment: [String: String]) -> String? {
    if let given = global.value(option.name) { return given }
    guard let variable = environment[environmentVariable], !variable.isEmpty else { return nil }
    return variable
  }

  /// The setting, once the value is known to be `none` or a proxy's address.
  ///
  /// ```swift
  /// try ProxyOption.validated(global: g, environment: ["CHATTERBOX_PROXY": "none"], strings: en) // .none
  /// ```
  /// - Throws: ``UsageError`` (`cli.usage.proxy_invalid`) quoting the value without credentials.
  static func validated(
    global: ParsedArguments, environment: [String: String], strings: Localizer
  ) throws(UsageError) -> ProxySetting {
    guard let text = text(global: global, environment: environment) else { return .environment }
    if text.trimmingCharacters(in: .whitespaces).lowercased() == "none" { return .none }
    guard let address = ProxyAddress(text) else {
      throw UsageError(
        strings.string("cli.usage.proxy_invalid", .string(TerminalSafeText.line(ProxyAddress.redacted(text)))))
    }
    return .url(address.url)
  }

  /// The setting without the words of a refusal (the run already checked it with ``validated``).
  /// A value that is not an address still names an unusable proxy, so requests fail rather than
  /// go around it.
  static func setting(global: ParsedArguments, environment: [String: String]) -> ProxySetting {
    guard let text = text(global: global, environment: environment) else { return .environment }
    if text.trimmingCharacters(in: .whitespaces).lowercased() == "none" { return .none }
    return .url(ProxyAddress(text)?.url ?? URL(string: "unusable://")!)
  }
}
