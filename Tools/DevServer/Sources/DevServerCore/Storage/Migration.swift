/// One versioned, forward-only schema or data change.
struct Migration: Sendable {
    /// Position in the sequence; applied in ascending order, each exactly once.
    let version: Int
    /// Human-readable name recorded in `schema_migrations`.
    let name: String
    /// The change itself; runs inside the same transaction that records the version.
    let apply: @Sendable (Transaction) async throws -> Void

    /// A migration made of plain SQL statements.
    init(version: Int, name: String, statements: [String]) {
        self.init(version: version, name: name) { transaction in
            for statement in statements {
                try await transaction.query(statement)
            }
        }
    }

    /// A migration with arbitrary logic (seed data uses binds rather than SQL text).
    init(version: Int, name: String, apply: @escaping @Sendable (Transaction) async throws -> Void) {
        self.version = version
        self.name = name
        self.apply = apply
    }
}

extension Migration {
    /// Every migration this build knows, oldest first.
    static let all: [Migration] = [.initialSchema, .seedContent]
}
