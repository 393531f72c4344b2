// Built with the PostgreSQL trait only (Package.swift, ADR 0041).
#if PostgreSQL
  import Foundation
  import HummingbirdTesting
  import Logging
  import Synchronization
  import Testing

  @testable import DevServerCore

  /// PostgreSQL-only behaviour: several server instances on one database, start-up errors, outages.
  /// Runs when `CHATTERBOX_TEST_DATABASE_URL` names a database (`.ci/run` provides a throw-away cluster).
  @Suite("PostgreSQL", .enabled(if: TestHarness.postgresURL != nil, "set CHATTERBOX_TEST_DATABASE_URL"))
  struct PostgresTests {
    /// Two instances sharing a data directory (secret, blobs, schema name) and a clock, as two processes would.
    private func withTwoInstances(
      magicLinksPerHour: Int? = nil,
      _ body: @Sendable (TestHarness, any TestClientProtocol, any TestClientProtocol) async throws -> Void
    ) async throws {
      let directory = TestHarness.temporaryDirectory()
      let clock = TestClock()
      let configure: (inout ServerConfiguration) -> Void = { configuration in
        if let magicLinksPerHour {
          configuration.magicLinkRequestsPerHour = magicLinksPerHour
          configuration.magicLinkCooldown = 0
        }
      }
      let first = try await TestHarness.make(dataDirectory: directory, clock: clock, configure: configure)
      let second = try await TestHarness.make(dataDirectory: directory, clock: clock, configure: configure)
      defer { try? FileManager.default.removeItem(atPath: directory) }
      do {
        try await first.server.makeApplication().test(.router) { one in
          try await second.server.makeApplication().test(.router) { two in
            try await body(first, one, two)
          }
        }
      } catch {
        try? await first.server.shutdown()
        try? await second.server.shutdown()
        try? await first.dropOwnSchema()
        throw error
      }
      try await first.server.shutdown()
      try await second.server.shutdown()
      try await first.dropOwnSchema()
    }

    @Test("A magic link requested through one instance signs in through the other")
    func signInAcrossInstances() async throws {
      try await withTwoInstances { _, one, two in
        #expect(try await one.rpc("request_magic_link", ["email": "ana@example.com"]).status == .accepted)
        let message = try await two.latestMessage(for: "ana@example.com")
        let session = try await two.rpc("login_with_magic_token", ["token": message.magicToken])
        #expect(session.status == .ok)
        let tokens = try Tokens(session.json)
        #expect(try await one.rpc("me", token: tokens.access).status == .ok)
        // Single use across instances.
        #expect(
          try await one.rpc("login_with_magic_token", ["token": message.magicToken]).errorCode
            == "magic_link_used")
      }
    }

    @Test("The per-email limit counts requests to both instances")
    func rateLimitAcrossInstances() async throws {
      try await withTwoInstances(magicLinksPerHour: 2) { _, one, two in
        #expect(try await one.rpc("request_magic_link", ["email": "ana@example.com"]).status == .accepted)
        #expect(try await two.rpc("request_magic_link", ["email": "ana@example.com"]).status == .accepted)
        let third = try await one.rpc("request_magic_link", ["email": "ana@example.com"])
        #expect(third.status == .tooManyRequests)
        #expect(third.errorCode == "rate_limited")
        #expect(try await two.rpc("request_magic_link", ["email": "ana@example.com"]).status == .tooManyRequests)
      }
    }

    @Test("Concurrent requests for one email on both instances stay within the hourly limit")
    func concurrentRateLimit() async throws {
      try await withTwoInstances(magicLinksPerHour: 3) { harness, one, two in
        let statuses = try await withThrowingTaskGroup(of: Int.self) { group in
          for index in 0..<12 {
            let client = index.isMultiple(of: 2) ? one : two
            group.addTask { try await client.rpc("request_magic_link", ["email": "ana@example.com"]).status.code }
          }
          return try await group.reduce(into: [Int]()) { $0.append($1) }
        }
        #expect(statuses.filter { $0 == 202 }.count == 3, "\(statuses.sorted())")
        #expect(statuses.filter { $0 == 429 }.count == 9)
        #expect(try await harness.count("SELECT COUNT(*) AS n FROM magic_links") == 3)
      }
    }

    @Test("A magic link redeemed concurrently on both instances signs in once")
    func concurrentRedeem() async throws {
      try await withTwoInstances { harness, one, two in
        #expect(try await one.rpc("request_magic_link", ["email": "ana@example.com"]).status == .accepted)
        let token = try await two.latestMessage(for: "ana@example.com").magicToken
        let answers = try await withThrowingTaskGroup(of: String.self) { group in
          for index in 0..<10 {
            let client = index.isMultiple(of: 2) ? one : two
            group.addTask {
              let response = try await client.rpc("login_with_magic_token", ["token": token])
              return response.status == .ok ? "ok" : response.errorCode ?? "?"
            }
          }
          return try await group.reduce(into: [String]()) { $0.append($1) }
        }
        #expect(answers.filter { $0 == "ok" }.count == 1, "\(answers)")
        #expect(answers.filter { $0 == "magic_link_used" }.count == 9)
        #expect(try await harness.count("SELECT COUNT(*) AS n FROM token_families") == 1)
      }
    }

    @Test("The cooldown holds across instances")
    func cooldownAcrossInstances() async throws {
      try await withTwoInstances { _, one, two in
        #expect(try await one.rpc("request_magic_link", ["email": "ana@example.com"]).status == .accepted)
        let second = try await two.rpc("request_magic_link", ["email": "ana@example.com"])
        #expect(second.errorCode == "cooldown")
      }
    }

    @Test("A refresh token rotated on one instance is graced, then refused with revocation, on the other")
    func refreshAcrossInstances() async throws {
      try await withTwoInstances { harness, one, two in
        let tokens = try await one.signIn()
        let rotated = try Tokens(try await one.rpc("refresh_session", ["refresh_token": tokens.refresh]).json)
        // Within the reuse interval: the other instance answers with the family's current session.
        let graced = try Tokens(try await two.rpc("refresh_session", ["refresh_token": tokens.refresh]).json)
        #expect(graced.refresh == rotated.refresh)
        harness.clock.advance(seconds: harness.services.configuration.refreshReuseInterval + 1)
        let reused = try await two.rpc("refresh_session", ["refresh_token": tokens.refresh])
        #expect(reused.errorCode == "refresh_token_reused")
        // The family is revoked for both instances.
        #expect(
          try await one.rpc("refresh_session", ["refresh_token": rotated.refresh]).errorCode
            == "refresh_token_invalid")
        #expect(try await one.rpc("me", token: rotated.access).status == .unauthorized)
      }
    }

    @Test("Concurrent refreshes of one token on both instances rotate it once and revoke nothing")
    func concurrentRefresh() async throws {
      try await withTwoInstances { harness, one, two in
        let tokens = try await one.signIn()
        let answers = try await withThrowingTaskGroup(of: String?.self) { group in
          for index in 0..<16 {
            let client = index.isMultiple(of: 2) ? one : two
            group.addTask {
              let response = try await client.rpc("refresh_session", ["refresh_token": tokens.refresh])
              return response.status == .ok ? try Tokens(response.json).refresh : response.errorCode
            }
          }
          return try await group.reduce(into: [String?]()) { $0.append($1) }
        }
        #expect(Set(answers).count == 1, "every caller got the same successor: \(answers)")
        #expect(try await harness.count("SELECT COUNT(*) AS n FROM token_families WHERE revoked_at IS NOT NULL") == 0)
        #expect(try await harness.count("SELECT COUNT(*) AS n FROM refresh_tokens WHERE used_at IS NULL") == 1)
      }
    }

    @Test("One idempotency key used concurrently on both instances creates one recording")
    func concurrentIdempotentCreate() async throws {
      try await withTwoInstances { harness, one, two in
        let (tokens, _) = try await one.signInWithProfile()
        let statuses = try await withThrowingTaskGroup(of: Int.self) { group in
          for index in 0..<12 {
            let client = index.isMultiple(of: 2) ? one : two
            let access = tokens.access
            group.addTask {
              // One literal body: a dictionary's key order (so its JSON) may differ between instances.
              let body = """
                {"cue_id":"en-001","content_type":"audio/wav","byte_size":1000,"sha256":"\(String(repeating: "a", count: 64))"}
                """
              return try await client.rpc(
                "create_recording_upload", rawBody: body, token: access, headers: [.idempotencyKey: "same-key"]
              ).status.code
            }
          }
          return try await group.reduce(into: [Int]()) { $0.append($1) }
        }
        #expect(statuses.allSatisfy { $0 == 201 }, "\(statuses)")
        #expect(try await harness.count("SELECT COUNT(*) AS n FROM recordings") == 1)
      }
    }

    @Test("Start-up errors are one clear line without the password")
    func startupErrors() async throws {
      let url = try #require(TestHarness.postgresURL)
      let location = try PostgresLocation(url: url)
      func failure(_ change: (inout PostgresLocation) -> Void) async -> String {
        var broken = location
        change(&broken)
        do {
          let engine = try await PostgresEngine.open(
            location: broken, schema: nil, poolSize: 1, logger: TestHarness.quietLogger)
          try? await engine.close()
          return "no error"
        } catch {
          return String(describing: error)
        }
      }
      let wrongPassword = await failure { $0.password = "not-the-password-42" }
      #expect(wrongPassword.contains("password authentication failed"), "\(wrongPassword)")
      #expect(!wrongPassword.contains("not-the-password-42"))
      #expect(wrongPassword.contains(location.redacted))
      let missingDatabase = await failure { $0.database = "no_such_database" }
      #expect(missingDatabase.contains("does not exist"), "\(missingDatabase)")
      let refused = await failure { $0.port = try! Self.closedPort() }
      #expect(refused.contains("connection refused"), "\(refused)")
      if let password = location.password {
        for message in [wrongPassword, missingDatabase, refused] { #expect(!message.contains(password)) }
      }
    }

    @Test("Losing the database mid-run answers JSON 503s, and the server recovers when it returns")
    func outage() async throws {
      let url = try #require(TestHarness.postgresURL)
      let location = try PostgresLocation(url: url)
      let name = "outage_" + Hex.encode(SecureRandom.bytes(6))
      let admin = try await PostgresEngine.open(
        location: location, schema: nil, poolSize: 1, logger: TestHarness.quietLogger)
      @Sendable func run(_ sql: String) async throws {
        try await admin.executeOutsideTransaction(sql)
      }
      try await run("CREATE DATABASE \(name)")
      var components = try #require(URLComponents(string: url))
      components.path = "/" + name
      let isolatedURL = try #require(components.string)
      do {
        try await TestHarness.run(configure: {
          $0.databaseURL = isolatedURL
          $0.usesOwnDatabaseSchema = false
        }) { _, client in
          let (tokens, _) = try await client.signInWithProfile()
          try await run("ALTER DATABASE \(name) ALLOW_CONNECTIONS false")
          try await run(
            "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '\(name)' AND pid <> pg_backend_pid()"
          )
          let down = try await client.rpc("me", token: tokens.access)
          #expect(down.status == .serviceUnavailable)
          #expect(down.errorCode == "unavailable")
          #expect(down.headers[.contentType]?.hasPrefix("application/json") == true)
          try await run("ALTER DATABASE \(name) ALLOW_CONNECTIONS true")
          #expect(try await client.rpc("me", token: tokens.access).status == .ok)
        }
      } catch {
        try? await run("DROP DATABASE IF EXISTS \(name) WITH (FORCE)")
        try? await admin.close()
        throw error
      }
      try await run("DROP DATABASE IF EXISTS \(name) WITH (FORCE)")
      try await admin.close()
    }

    /// A loopback port nothing listens on.
    private static func closedPort() throws -> Int {
      let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
      defer { close(fd) }
      var address = sockaddr_in()
      address.sin_family = sa_family_t(AF_INET)
      address.sin_addr.s_addr = inet_addr("127.0.0.1")
      address.sin_port = 0
      var length = socklen_t(MemoryLayout<sockaddr_in>.size)
      _ = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, length) }
      }
      _ = withUnsafeMutablePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
      }
      return Int(UInt16(bigEndian: address.sin_port))
    }
  }

  extension PostgresTests {
    @Test("The database password appears in no log line, even at trace level")
    func passwordNeverLogged() async throws {
      let url = try #require(TestHarness.postgresURL)
      let password = try #require(try PostgresLocation(url: url).password, "the URL carries no password to look for")
      let captured = CapturedLog()
      let directory = TestHarness.temporaryDirectory()
      defer { try? FileManager.default.removeItem(atPath: directory) }
      let configuration = TestHarness.configuration(dataDirectory: directory)
      let server = try await DevServer.bootstrap(configuration: configuration, logger: captured.logger)
      try await server.makeApplication().test(.router) { client in
        let (tokens, _) = try await client.signInWithProfile()
        #expect(try await client.rpc("me", token: tokens.access).status == .ok)
      }
      try await server.shutdown()
      var wrong = configuration
      wrong.databaseURL = url.replacingOccurrences(of: ":\(password)@", with: ":not-\(password)@")
      await #expect(throws: DatabaseStartupError.self) {
        _ = try await DevServer.bootstrap(configuration: wrong, logger: captured.logger)
      }
      #expect(captured.text.contains("Using PostgreSQL at"), "the log was captured")
      #expect(!captured.text.contains(password))
      let harness = TestHarness(server: server, clock: TestClock(), dataDirectory: directory)
      try await harness.dropOwnSchema()
    }
  }
#endif
