import CLITestSupport
import ChatterboxPresentation
import Foundation
import Localization
import Observability
import TestSupport
import Testing

@testable import ChatterboxCommands
@testable import ChatterboxComposition
@testable import TerminalUI

/// `--help` in the UI language: English unchanged, Spanish rendered, every key the help reads in
/// the catalog in every shipped language, and usage errors localized too.
@Suite("Help and usage errors in the UI language")
struct HelpLocalizationTests {
  static let shipped = ShippedLanguages.all

  /// Runs the CLI with `environment` (the harness passes none of the language variables).
  static func run(_ arguments: [String], environment: [String: String] = [:]) async -> (
    code: ExitCode, out: String, err: String
  ) {
    let out = LockedValue("")
    let err = LockedValue("")
    let console = Console(
      out: { text in out.withLock { $0 += text } }, error: { text in err.withLock { $0 += text } }, isInteractive: false
    )
    let code = await ChatterboxCLI.run(
      arguments: arguments, environment: environment, console: console, logHandler: nil)
    return (code, out.value, err.value)
  }

  @Test func englishHelpIsUnchanged() async {
    #expect(await Self.run(["--help"]).out == Self.englishRoot + "\n")
    #expect(await Self.run(["login", "--help"]).out == Self.englishLogin + "\n")
    #expect(await Self.run(["help", "login"]).out == Self.englishLogin + "\n")
  }

  @Test func spanishHelpWithLang() async {
    let result = await Self.run(["--lang", "es", "login", "--help"])
    #expect(result.code == .success)
    #expect(result.out == Self.spanishLogin + "\n", "\n\(result.out)")
    let root = await Self.run(["--lang", "es", "--help"]).out
    #expect(root.hasPrefix("Chatterbox: practica la expresión oral desde tu terminal.\n\nUso:\n"))
    #expect(root.contains("  login      Iniciar sesión con un enlace mágico"))
    #expect(root.contains("Opciones globales:"))
  }

  @Test func helpFollowsTheEnvironmentsLanguage() async {
    let french = await Self.run(["cues", "--help"], environment: ["CHATTERBOX_LANG": "fr"]).out
    #expect(french.hasPrefix("Lister les cartes de conversation dans votre langue pratiquée\n\nUtilisation :\n"))
    #expect(french.contains("      --count <N>  Nombre de cartes (1–50, 20 par défaut)"))
    let german = await Self.run(["help", "record"], environment: ["LANG": "de_DE.UTF-8"]).out
    #expect(german.contains("Verwendung:") && german.contains("Optionen:"))
    #expect(german.contains("Überschreiben") || german.contains("überschreiben"))
  }

  @Test func everyHelpKeyIsInTheCatalogInEveryShippedLanguage() throws {
    let catalog = try appCatalog()
    let keys = ChatterboxCLI.commands.flatMap(\.helpKeys) + ChatterboxCLI.rootHelpKeys + ["help.heading.options"]
    #expect(keys.count > 60)
    for key in Set(keys).sorted() {
      let entry = try #require(catalog[key], "\(key) is not in the catalog")
      for language in Self.shipped { #expect(entry.localizations[language] != nil, "\(key) [\(language)]") }
    }
  }

  /// Every catalog key written as a literal in the CLI's sources (`"cli.…"`, `"netlog.…"`, …)
  /// exists in every shipped language — a typo would otherwise show the key to the learner.
  @Test func everyKeyTheSourcesNameIsInTheCatalog() throws {
    let catalog = try appCatalog()
    let files = appSourceFiles()
    #expect(files.count > 50)
    let pattern = try NSRegularExpression(
      pattern: #""((?:cli|help|tui|netlog|common|cues|analytics|devtools|record|history)\.[a-z0-9_.]*[a-z0-9_])""#)
    var checked = 0
    for file in files {
      let text = try String(contentsOf: file, encoding: .utf8)
      for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
        guard let range = Range(match.range(at: 1), in: text) else { continue }
        let key = String(text[range])
        checked += 1
        let entry = catalog[key]
        #expect(entry != nil, "\(key) (\(file.lastPathComponent)) is not in the catalog")
        for language in Self.shipped where entry != nil {
          #expect(entry?.localizations[language] != nil, "\(key) [\(language)]")
        }
      }
    }
    #expect(checked > 150)
  }

  /// No command's help shows a raw key in any shipped language, and the synopsis stays literal.
  @Test(arguments: ShippedLanguages.all)
  func everyCommandsHelpIsTranslated(language: String) throws {
    let strings = Localizer(catalog: try appCatalog(), language: language)
    for command in ChatterboxCLI.commands {
      let text = command.helpText(strings: strings)
      #expect(!text.contains("help."), "\(command.name) [\(language)]:\n\(text)")
      for line in command.usage.split(separator: "\n") {
        #expect(text.contains("  " + line), "\(command.name) [\(language)]")
      }
    }
    #expect(!ChatterboxCLI.rootHelp(strings: strings).contains("help."))
  }

  @Test func usageErrorsFollowTheLanguage() async {
    let unknown = await Self.run(["--lang", "es", "frobnicate"])
    #expect(unknown.code == .usage)
    #expect(unknown.err == "chatterbox: comando desconocido 'frobnicate'. Consulta 'chatterbox --help'.\n")
    let option = await Self.run(["--lang", "fr", "login", "--mail", "x"])
    #expect(option.err == "chatterbox: option inconnue '--mail'. Voir 'chatterbox login --help'.\n")
    let theme = await Self.run(["--theme", "sepia"], environment: ["CHATTERBOX_LANG": "de"])
    #expect(theme.err == "chatterbox: --theme muss light, dark oder auto sein. Siehe 'chatterbox --help'.\n")
    // English stays as it was.
    #expect(
      await Self.run(["--theme", "sepia"]).err
        == "chatterbox: --theme must be light, dark or auto. See 'chatterbox --help'.\n")
  }

  static let englishRoot = """
    Chatterbox — speaking practice from your terminal.

    Usage:
      chatterbox [--api <url>] <command> [options]
      chatterbox [--api <url>] [--plain] [--theme light|dark]   (the interactive app)
      chatterbox --version
      chatterbox help <command>

    Commands:
      login      Sign in with a magic link (or the 6-digit code from the same email)
      open       Open a Chatterbox link (a sign-in link or a cue link)
      whoami     Show who is signed in
      logout     Sign out and forget the stored session
      cues       List conversation cues in your practice language
      languages  List the languages you can practise
      language   Set your practice language
      practice   Answer a cue out loud: record, review, upload
      listen     Listen to a cue's model answer, spoken on this device, and compare its pace with yours
      uploads    Show the upload queue, or retry what is waiting or failed
      history    Review your recordings (or delete one)
      progress   Your streak, minutes spoken this week, cues practised per level, and what to try next
      settings   Show your settings (languages, analytics, preview, developer tools)
      record     Record a spoken answer to a WAV file
      analyze    Analyse a recording on this device: speaking time, pauses, speech rate
      netlog     Inspect recorded network traffic (developer accounts)
      analytics  Choose whether anonymous usage analytics are sent (off until you say yes)
      demo       Walk a whole practice session against a local dev server
      version    Print the version

    Global options:
      --api <url>       API base URL (default: $CHATTERBOX_API_URL, else http://127.0.0.1:8080)
      --ca-file <path>  PEM file of extra certificate authorities to trust, e.g. a staging server's (default: $CHATTERBOX_CA_FILE)
      --lang <code>     UI language (default: $CHATTERBOX_LANG, else the system language)
      --plain           Interactive app line by line, without escape codes (also when not on a terminal)
      --proxy <url>     Proxy for https requests, or none (default: $CHATTERBOX_PROXY, else https_proxy, all_proxy); a loopback http server is never proxied
      --theme <t>       Interactive app colors: light, dark or auto (default: detect; NO_COLOR is honoured)
      --version         Print the version and exit
      -h, --help        Show this help

    Environment: CHATTERBOX_HOME (data folder), CHATTERBOX_COMMAND_TIMEOUT (seconds to wait for the server, default 30), CHATTERBOX_LOG_LEVEL, CHATTERBOX_LOG_FORMAT=json.
    Run 'chatterbox <command> --help' for a command's options.
    """

  static let englishLogin = """
    Sign in with a magic link (or the 6-digit code from the same email)

    Usage:
      chatterbox login --email <address>
      chatterbox login --email <address> --code <6 digits>

    Options:
      -e, --email <address>  Your email address
          --code <digits>    The 6-digit code from the email (instead of the link)
          --json             Print machine-readable JSON
      -h, --help             Show help for this command

    The first form emails you a sign-in link. Open it with 'chatterbox open <link>' (as your phone
    would when you tap it), or run the second form with the code from the same email.
    Against the dev server, the email lands in its outbox: GET <api>/dev/outbox?email=<address>.
    """

  static let spanishLogin = """
    Iniciar sesión con un enlace mágico (o con el código de 6 dígitos del mismo correo)

    Uso:
      chatterbox login --email <address>
      chatterbox login --email <address> --code <6 digits>

    Opciones:
      -e, --email <address>  Tu dirección de correo
          --code <digits>    El código de 6 dígitos del correo (en lugar del enlace)
          --json             Imprimir JSON legible por máquina
      -h, --help             Mostrar la ayuda de este comando

    La primera forma te envía por correo un enlace de inicio de sesión. Ábrelo con 'chatterbox open <link>'
    (como haría tu teléfono al tocarlo) o ejecuta la segunda forma con el código del mismo correo.
    Con el servidor de desarrollo, el correo llega a su bandeja de salida: GET <api>/dev/outbox?email=<address>.
    """
}
