import Hummingbird

/// Builds the router: middleware order and every route of the contract.
enum ServerRouter {
  static func make(_ services: ServerServices) -> Router<DevRequestContext> {
    let routes = self.routes(services)
    let router = Router(context: DevRequestContext.self)
    // Outermost first. Faults wrap error handling so injected truncation also hits error
    // bodies; errors are converted before the access log sees the status.
    router.add(middleware: ConnectionCloseMiddleware())
    router.add(middleware: AccessLogMiddleware())
    if services.configuration.devMode {
      router.add(middleware: FaultMiddleware(injector: services.faults))
    }
    router.add(middleware: ErrorMiddleware(routes: RouteTable(routes)))
    for route in routes {
      for (method, handler) in route.handlers {
        router.on(RouterPath(route.path), method: method, use: handler)
      }
    }
    return router
  }

  /// Every route the server answers.
  static func routes(_ services: ServerServices) -> [Route] {
    var routes = [
      Route(path: "/health", handlers: [.get: { _, _ in JSONResponse.make(status: .ok, body: ["status": "ok"]) }]),
      Route(path: "/uploads/:id", handlers: [.put: UploadEndpoint(services: services).put]),
      Route(path: "/recordings/:id/audio", handlers: [.get: AudioEndpoint(services: services).get]),
    ]
    let tus = TusEndpoint(services: services)
    routes.append(Route(path: "/tus", handlers: [.post: tus.create, .options: tus.options]))
    routes.append(
      Route(
        path: "/tus/:id",
        handlers: [.head: tus.head, .patch: tus.patch, .delete: tus.delete, .options: tus.options]))
    for endpoint in rpcEndpoints(services) {
      let responder = RPCResponder(endpoint: endpoint, services: services)
      routes.append(Route(path: endpoint.path, handlers: [.post: responder.respond]))
    }
    if services.configuration.devMode {
      let dev = DevEndpoints(services: services)
      routes.append(Route(path: "/dev/outbox", handlers: [.get: dev.outbox]))
      routes.append(Route(path: "/dev/tus/:id", handlers: [.get: dev.tusUpload]))
      routes.append(Route(path: "/dev/feature_flags", handlers: [.get: dev.featureFlags, .post: dev.setFeatureFlag]))
      routes.append(Route(path: "/dev/recordings/recorded-at", handlers: [.post: dev.setRecordedAt]))
      routes.append(Route(path: "/dev/clock", handlers: [.get: dev.clock, .post: dev.advanceClock]))
      routes.append(
        Route(path: "/dev/faults", handlers: [.get: dev.faults, .post: dev.setFaults, .delete: dev.clearFaults]))
    }
    return routes
  }

  /// Every RPC function of the contract.
  static func rpcEndpoints(_ services: ServerServices) -> [RPCEndpoint] {
    RPCEndpoint.sessionEndpoints(services) + RPCEndpoint.accountEndpoints(services)
      + RPCEndpoint.cueEndpoints(services) + RPCEndpoint.recordingUploadEndpoints(services)
      + RPCEndpoint.recordingHistoryEndpoints(services) + RPCEndpoint.evaluationEndpoints(services) + [
        RPCEndpoint.trackEndpoint(services)
      ]
  }
}
