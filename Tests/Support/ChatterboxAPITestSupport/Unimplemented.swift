import Networking
import Testing

/// Records a test failure naming `operation`, and returns the error a test value throws for it.
///
/// Every `unimplemented` test value calls this, so a test that reaches an operation it did not
/// script fails with the operation's name instead of passing on a made-up answer.
///
/// ```swift
/// func me() async throws(NetworkError) -> Me { throw unimplemented("AccountRepository.me") }
/// ```
public func unimplemented(
  _ operation: String, fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
) -> NetworkError {
  // Built from the literals: a library target has no Testing macros (`#_sourceLocation`).
  let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  Issue.record("Unimplemented: \(operation)", sourceLocation: location)
  return .server(status: 501, code: "unimplemented", message: operation)
}
