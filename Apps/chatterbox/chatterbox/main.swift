import ChatterboxCommands
import Foundation

let code = await ChatterboxCLI.run(
  arguments: Array(CommandLine.arguments.dropFirst()),
  environment: ProcessInfo.processInfo.environment,
  console: .standard, isWholeProcess: true)
exit(code.rawValue)
