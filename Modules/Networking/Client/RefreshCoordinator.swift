/// Makes concurrent 401s share one refresh, whatever the provider does: the first caller whose
/// token was rejected starts the refresh; everyone rejected with the same token awaits it.
/// (The Session module single-flights too; this keeps the client correct with any provider.)
actor RefreshCoordinator {
  private var inFlight: (rejected: String, task: Task<String, any Error>)?
  private var lastRefresh: (rejected: String, fresh: String)?

  func freshToken(replacing rejected: String, provider: any AuthorizationProvider) async throws -> String {
    if let lastRefresh, lastRefresh.rejected == rejected { return lastRefresh.fresh }
    if let inFlight, inFlight.rejected == rejected { return try await inFlight.task.value }
    let task = Task { try await provider.refreshAccessToken(rejected: rejected) }
    inFlight = (rejected, task)
    defer { if inFlight?.rejected == rejected { inFlight = nil } }
    let fresh = try await task.value
    lastRefresh = (rejected, fresh)
    return fresh
  }
}
