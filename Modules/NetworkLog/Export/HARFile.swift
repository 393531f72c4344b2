/// The HAR 1.2 document shape (http://www.softwareishard.com/blog/har-12-spec/), only the parts we
/// fill. Optional properties are omitted when `nil`, as the spec's optional fields allow.
struct HARFile: Encodable {
  struct Log: Encodable {
    let version: String
    let creator: Creator
    let entries: [Entry]
  }

  struct Creator: Encodable {
    let name: String
    let version: String
  }

  struct Entry: Encodable {
    let startedDateTime: String
    let time: Double
    let request: Request
    let response: Response
    let cache: Cache
    let timings: Timings
    let comment: String?
    let requestID: String
    let attempt: Int
    let outcome: String
    let errorKey: String?
    let serverErrorCode: String?

    enum CodingKeys: String, CodingKey {
      case startedDateTime, time, request, response, cache, timings, comment
      case requestID = "_requestID"
      case attempt = "_attempt"
      case outcome = "_outcome"
      case errorKey = "_errorKey"
      case serverErrorCode = "_serverErrorCode"
    }
  }

  struct Request: Encodable {
    let method: String
    let url: String
    let httpVersion: String
    let cookies: [NameValue]
    let headers: [NameValue]
    let queryString: [NameValue]
    let postData: PostData?
    let headersSize: Int
    let bodySize: Int
  }

  struct PostData: Encodable {
    let mimeType: String
    let text: String
    let comment: String?
  }

  struct Response: Encodable {
    let status: Int
    let statusText: String
    let httpVersion: String
    let cookies: [NameValue]
    let headers: [NameValue]
    let content: Content
    let redirectURL: String
    let headersSize: Int
    let bodySize: Int
  }

  struct Content: Encodable {
    let size: Int
    let mimeType: String
    let text: String?
    let comment: String?
  }

  struct NameValue: Encodable {
    let name: String
    let value: String
  }

  struct Cache: Encodable {}

  struct Timings: Encodable {
    let send: Double
    let wait: Double
    let receive: Double
  }

  let log: Log
}
