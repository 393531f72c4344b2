import Foundation

/// Email handling: one canonical form for lookups, and a masked form for logs.
enum EmailAddress {
    /// Longest address accepted (RFC 5321 path limit).
    static let maxLength = 254

    /// Trims and lowercases `raw`, or returns nil when it is not plausibly an address.
    ///
    /// Deliberately loose (one `@`, a dot inside the domain, no spaces): the dev server needs
    /// stable keys, not RFC 5322 parsing.
    static func normalized(_ raw: String) -> String? {
        let email = raw.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
        let parts = email.split(separator: "@", omittingEmptySubsequences: false)
        guard email.utf8.count <= maxLength, parts.count == 2, !parts[0].isEmpty,
            parts[1].contains("."), !parts[1].hasPrefix("."), !parts[1].hasSuffix("."),
            !email.contains(where: { $0.isWhitespace })
        else { return nil }
        return email
    }

    /// A form safe for logs, `a***@e***`: addresses are personal data and stay out of log files.
    static func masked(_ email: String) -> String {
        let parts = email.split(separator: "@", maxSplits: 1)
        let local = parts.first?.first.map(String.init) ?? ""
        let domain = parts.count > 1 ? parts[1].first.map(String.init) ?? "" : ""
        return "\(local)***@\(domain)***"
    }
}
