import Foundation
import Networking

/// Decides what an answer to an upload's bytes means, for whatever storage the host uploads to: the host
/// supplies it to the live transport (``UploadTransport/live(transfer:policy:answers:onAttempt:)``).
/// Four outcomes, each a value the queue already acts on:
///
/// | Meaning | Return | The queue |
/// |---|---|---|
/// | done | `.success(.uploaded)`, or `.success(.alreadyCompleted)` | moves on to complete |
/// | the URL expired: renew it | `.failure(.expired)` | calls renew at once, sends again |
/// | refused for good | `.failure(.rejected(status:code:))` | fails the job (a 4xx other than 401/408/429 is permanent) |
/// | retry later | `.failure(.network(…))`: `.server(status:code:message:)` 5xx, `.timeout`, `.rateLimited(retryAfter:code:)` | waits with backoff, never fails |
///
/// Shipped: ``jsonCodes`` (the default: a JSON body's `code`, the signed-URL contract) and ``s3`` (S3-style XML
/// errors). A classifier must accept anything: the body may be empty, huge (already cut by the
/// transport), malformed or not UTF-8. A redirect is never followed, whatever the classifier says.
///
/// ```swift
/// // Storage that says "expired" with a 410 and its own header:
/// let answers = UploadAnswerClassifier { answer in
///   if answer.status == 410 || answer.header("X-Link-State") == "expired" { return .failure(.expired) }
///   return UploadAnswerClassifier.s3.classify(answer)
/// }
/// let transport = UploadTransport.live(answers: answers)
/// ```
public struct UploadAnswerClassifier: Sendable {
  /// Maps one answer to an outcome; must not throw, trap or block.
  public var classify: @Sendable (_ answer: UploadAnswer) -> Result<UploadTransportResult, UploadTransportError>

  /// Stores `classify` as given; the transport calls it once per answer to a send, never for a
  /// request that got no answer (those are `.network` errors before any classifier runs).
  public init(
    classify: @escaping @Sendable (_ answer: UploadAnswer) -> Result<UploadTransportResult, UploadTransportError>
  ) {
    self.classify = classify
  }

  /// The signed-URL contract with JSON error bodies `{"code": …}` (the queue's own protocol, and what it
  /// did before this type existed): 2xx done; 409 `already_completed` done
  /// earlier; 403 `upload_url_expired` renew; 403 `invalid_signature` refused with its code (which the
  /// queue renews once more, counted); 408, 429 (with `Retry-After`) and 5xx retry later; any other
  /// status refused for good, with the JSON body's `code` when it has one.
  public static let jsonCodes = UploadAnswerClassifier { answer in
    let code = JSONErrorCode.code(in: answer.body)
    switch answer.status {
    case 200...299: return .success(.uploaded)
    case 409 where code == "already_completed": return .success(.alreadyCompleted)
    case 403 where code == "upload_url_expired": return .failure(.expired)
    default: return common(answer, code: code)
    }
  }

  /// S3 and the storage that speaks its dialect (MinIO, R2, GCS's XML API): the error is an XML
  /// `<Error>` with `<Code>` and `<Message>`. A presigned URL that expired answers 403 with
  /// `AccessDenied` and "Request has expired" (or the codes `ExpiredToken`, `RequestExpired`,
  /// `TokenRefreshRequired`): renew. Any other 403, and other 4xx, refused for good with the code.
  /// 5xx, `SlowDown` (rate limited, `Retry-After` honoured) and `RequestTimeout` retry later.
  /// The body is read by a bounded scanner (``S3ErrorDocument``), never an XML parser. (The
  /// README's S3 example passes it as `.live(answers: .s3)`.)
  public static let s3 = UploadAnswerClassifier { answer in
    if (200...299).contains(answer.status) { return .success(.uploaded) }
    let error = S3ErrorDocument(answer.body)
    switch error.code {
    case "ExpiredToken", "RequestExpired", "TokenRefreshRequired":
      return .failure(.expired)
    case "AccessDenied" where error.message.map(S3ErrorDocument.saysExpired) ?? false:
      return .failure(.expired)
    case "SlowDown":
      return .failure(.network(.rateLimited(retryAfter: answer.retryAfter)))
    case "RequestTimeout":
      return .failure(.network(.timeout))
    default:
      return common(answer, code: error.code)
    }
  }

  /// What every dialect shares: a redirect is refused (never followed: the URL is signed and the body
  /// a stream), 408/429/5xx retry later, any other status is refused for good.
  private static func common(_ answer: UploadAnswer, code: String?) -> Result<
    UploadTransportResult, UploadTransportError
  > {
    switch answer.status {
    case let status where RedirectPolicy.isRedirect(status):
      return .failure(.network(.redirectRefused(.notFollowed(status: status))))
    case 408: return .failure(.network(.timeout))
    case 429: return .failure(.network(.rateLimited(retryAfter: answer.retryAfter)))
    case 500...599: return .failure(.network(.server(status: answer.status, code: code, message: nil)))
    default: return .failure(.rejected(status: answer.status, code: code))
    }
  }
}

/// The `code` of a JSON error body (`{"code": …}`), if the body is one.
enum JSONErrorCode {
  private struct Body: Decodable {
    let code: String?
  }

  /// The code, or `nil` for anything that is not a JSON object with a string `code`.
  static func code(in body: Data) -> String? {
    (try? JSONDecoder().decode(Body.self, from: body))?.code
  }
}
