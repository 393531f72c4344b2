import Foundation

/// What one request may cost at the boundary: how long it may take to connect, how long the
/// server may go silent, how long the whole exchange may last, how many bytes of answer are read
/// (counted after decompression), which extra certificate authorities are trusted, and which proxy
/// carries the request (``ProxySetting``; a loopback `http://` request never goes through one). The live
/// transports apply it on every platform; a request that breaks it ends with a typed
/// `NetworkError` (`.timeout`, `.answerTooLarge(limit:)`) and nothing of its answer is kept.
///
/// ```swift
/// var policy = TransferPolicy.standard
/// policy.deadline = .seconds(10)
/// policy.additionalTrustedCertificates = URL(fileURLWithPath: "/etc/staging/ca.pem")
/// ```
public struct TransferPolicy: Sendable, Equatable {
  /// The most answer bytes read, after decompression; one more ends the request with
  /// `NetworkError.answerTooLarge(limit:)`.
  public var maximumAnswerBytes: Int
  /// How long to wait for the connection (TCP and TLS) to open.
  public var connectTimeout: Duration
  /// How long the server may send nothing, once connected, before the request ends with `.timeout`.
  public var stallTimeout: Duration
  /// The longest the whole request may take, however the server behaves.
  public var deadline: Duration
  /// A PEM file of certificate authorities trusted in addition to the system's (a staging server's
  /// private CA); `nil` trusts the system's only. A file that cannot be read fails every https request
  /// with `NetworkError.tlsHandshakeFailed(host:)`.
  public var additionalTrustedCertificates: URL?
  /// Which proxy carries requests: the conventional variables by default (``ProxySetting/environment``).
  /// A proxy's failure ends the request with `NetworkError.proxyRefused(proxy:status:)`. Set it on a
  /// policy (`policy.proxy = .none`); the initializer leaves the default.
  public var proxy: ProxySetting = .environment

  /// Creates a policy; every argument defaults to ``standard``'s value.
  public init(
    maximumAnswerBytes: Int = 8 << 20, connectTimeout: Duration = .seconds(10), stallTimeout: Duration = .seconds(15),
    deadline: Duration = .seconds(60), additionalTrustedCertificates: URL? = nil
  ) {
    self.maximumAnswerBytes = maximumAnswerBytes
    self.connectTimeout = connectTimeout
    self.stallTimeout = stallTimeout
    self.deadline = deadline
    self.additionalTrustedCertificates = additionalTrustedCertificates
  }

  /// 8 MiB of answer, 10 s to connect, 15 s of silence, 60 s in all, the system's CAs, the
  /// environment's proxy.
  public static let standard = TransferPolicy()
}

extension Duration {
  /// Whole milliseconds, rounded up so a short positive duration never becomes "no limit".
  var roundedUpMilliseconds: Int {
    let (seconds, attoseconds) = components
    let millis = seconds * 1000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000
    return Int(clamping: max(0, millis))
  }

  /// The duration as seconds, for APIs that take `TimeInterval`.
  var timeInterval: TimeInterval {
    Double(components.seconds) + Double(components.attoseconds) / 1e18
  }
}
