import DeepLink

/// Collects the routes a handler receives, for asserting exactly-once delivery.
actor RouteRecorder {
  private(set) var routes: [DeepLinkRoute] = []

  func record(_ route: DeepLinkRoute) {
    routes.append(route)
  }

  nonisolated var handler: PendingDeepLinkBuffer.Handler {
    { route in await self.record(route) }
  }
}
