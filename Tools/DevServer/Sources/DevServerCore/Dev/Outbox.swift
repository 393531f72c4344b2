import Foundation
import Logging
import Synchronization

/// A sign-in message as the dev outbox shows it.
struct OutboxMessage: Sendable, Codable, Equatable {
    let to: String
    let subject: String
    let body: String
    let link: String
    let code: String
    let createdAt: Date

    enum CodingKeys: String, CodingKey {
        case to, subject, body, link, code
        case createdAt = "created_at"
    }
}

/// Stand-in for an email provider: keeps sign-in messages in memory for `GET /dev/outbox`.
///
/// Memory, not SQLite, on purpose: the database only ever holds hashes of tokens and codes,
/// and the outbox is the one place their plain values exist, so it must not outlive the process.
final class Outbox: Sendable {
    /// Oldest messages are dropped beyond this many.
    static let capacity = 1_000

    private let messages = Mutex<[OutboxMessage]>([])
    private let retainsMessages: Bool
    private let logger: Logger

    /// - Parameter retainsMessages: false outside `--dev`, where nothing can read the outbox.
    init(retainsMessages: Bool, logger: Logger) {
        self.retainsMessages = retainsMessages
        self.logger = logger
    }

    /// "Sends" a message. Logs only the masked recipient, never the link or code.
    func deliver(_ message: OutboxMessage) {
        logger.info("outbox: message for \(EmailAddress.masked(message.to))")
        guard retainsMessages else { return }
        messages.withLock { stored in
            stored.append(message)
            if stored.count > Self.capacity { stored.removeFirst(stored.count - Self.capacity) }
        }
    }

    /// Messages for `email` (all messages when nil), newest first.
    func messages(for email: String?) -> [OutboxMessage] {
        messages.withLock { stored in
            stored.reversed().filter { email == nil || $0.to == email }
        }
    }
}
