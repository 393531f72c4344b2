/// Carries a thread-safe Foundation object (`FileHandle`) into `@Sendable` closures on SDKs
/// that do not yet mark it `Sendable`. Only use it for objects documented as thread-safe.
final class UncheckedSendable<Value>: @unchecked Sendable {
  let value: Value
  init(_ value: Value) { self.value = value }
}
