import Foundation
import Hummingbird
import Logging
import NIOCore

/// The dev server: opens the data directory, then builds Hummingbird applications over it.
public final class DevServer: Sendable {
    let services: ServerServices

    private init(services: ServerServices) {
        self.services = services
    }

    /// Prepares `configuration.dataDirectory`: creates it, loads or creates the secret,
    /// opens and migrates the database and clears interrupted uploads.
    public static func bootstrap(
        configuration: ServerConfiguration, clock: AppClock = .system, logger: Logger
    ) async throws -> DevServer {
        try FileManager.default.createDirectory(atPath: configuration.dataDirectory, withIntermediateDirectories: true)
        let secret = try SecretKeyStore.loadOrCreate(at: configuration.secretKeyPath)
        let database = try await Database.open(path: configuration.databasePath, logger: logger)
        do {
            let applied = try await Migrator().migrate(database, now: clock.unixNow)
            if !applied.isEmpty {
                logger.info("Applied migrations \(applied.map(String.init).joined(separator: ", "))")
            }
            let blobs = BlobStore(directory: configuration.blobDirectory)
            try blobs.prepare()
            let services = ServerServices(
                configuration: configuration, clock: clock, database: database, keys: SigningKeys(secret: secret),
                blobs: blobs, logger: logger)
            return DevServer(services: services)
        } catch {
            try? await database.close()
            throw error
        }
    }

    /// A Hummingbird application serving the contract.
    ///
    /// - Parameter onListening: called with the base URL (actual port included) once the
    ///   socket is bound, e.g. to print it and write a ready file.
    public func makeApplication(
        onListening: @escaping @Sendable (String) async -> Void = { _ in }
    ) -> Application<RouterResponder<DevRequestContext>> {
        let configuration = services.configuration
        let address = services.address
        return Application(
            router: ServerRouter.make(services),
            configuration: .init(address: .hostname(configuration.host, port: configuration.port), serverName: nil),
            onServerRunning: { channel in
                if let port = channel.localAddress?.port {
                    address.update(host: configuration.host, port: port)
                }
                await onListening(address.current)
            },
            logger: services.logger)
    }

    /// Closes the database. Call after the application has stopped.
    public func shutdown() async throws {
        try await services.database.close()
    }
}
