import ChatterboxAPI
import Foundation
import Networking

/// A ``ProgressRepository`` made of one closure: ``unimplemented``, ``offline`` or ``answering(_:)``.
///
/// ```swift
/// let progress = TestProgressRepository.answering(.empty(timeZone: "UTC"))
/// ```
public struct TestProgressRepository: ProgressRepository {
  public var progress:
    @Sendable (_ profileID: String, _ timeZone: TimeZone) async throws(NetworkError) -> PracticeProgress

  /// Stores the closure.
  public init(
    progress:
      @escaping @Sendable (_ profileID: String, _ timeZone: TimeZone) async throws(NetworkError)
      -> PracticeProgress
  ) {
    self.progress = progress
  }

  /// Fails the test with its name.
  public static var unimplemented: Self {
    Self { _, _ throws(NetworkError) in throw ChatterboxAPITestSupport.unimplemented("ProgressRepository.progress") }
  }

  /// The server cannot be reached.
  public static var offline: Self { Self { _, _ throws(NetworkError) in throw .offline } }

  /// Always `progress`.
  public static func answering(_ progress: PracticeProgress) -> Self { Self { _, _ in progress } }

  public func progress(profileID: String, timeZone: TimeZone) async throws(NetworkError) -> PracticeProgress {
    try await progress(profileID, timeZone)
  }
}
