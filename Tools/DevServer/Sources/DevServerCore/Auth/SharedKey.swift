import Crypto

/// A `SymmetricKey` that can be shared across tasks.
///
/// `SymmetricKey` is an immutable value whose storage is never mutated after creation, but
/// swift-crypto 3.x does not declare it `Sendable`; this wrapper states that fact in one place.
struct SharedKey: @unchecked Sendable {
  let key: SymmetricKey
}
