import Foundation
import HTTPTypes
import HummingbirdTesting
import Testing

@testable import DevServerCore

@Suite("admin grant-flag / revoke-flag")
struct AdminTests {
  @Test("Granting creates the account; the flag shows up after sign-in; revoking removes it")
  func grantAndRevoke() async throws {
    let directory = TestHarness.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let configuration = TestHarness.configuration(dataDirectory: directory)
    let granted = try await AccountAdmin.grant(
      flag: "developer", email: "Dev@Example.com", configuration: configuration, logger: TestHarness.quietLogger)
    #expect(granted.createdAccount && granted.changed)
    let again = try await AccountAdmin.grant(
      flag: "developer", email: "dev@example.com", configuration: configuration, logger: TestHarness.quietLogger)
    #expect(!again.createdAccount && !again.changed && again.accountID == granted.accountID)

    let harness = try await TestHarness.make(dataDirectory: directory)
    try await harness.server.makeApplication().test(.router) { client in
      let tokens = try await client.signIn("dev@example.com")
      let me = try await client.rpc("me", token: tokens.access)
      #expect((me.json["account"] as? [String: Any])?["flags"] as? [String] == ["developer"])
    }
    try await harness.server.shutdown()

    let revoked = try await AccountAdmin.revoke(
      flag: "developer", email: "dev@example.com", configuration: configuration, logger: TestHarness.quietLogger)
    #expect(revoked?.changed == true)
    let unknown = try await AccountAdmin.revoke(
      flag: "developer", email: "nobody@example.com", configuration: configuration, logger: TestHarness.quietLogger)
    #expect(unknown == nil)
  }

  @Test("Invalid emails and flags are refused")
  func validation() async throws {
    await #expect(throws: AccountAdmin.AdminError.invalidFlag) {
      _ = try await AccountAdmin.grant(
        flag: "Not Valid", email: "a@example.com", dataDirectory: TestHarness.temporaryDirectory(),
        logger: TestHarness.quietLogger)
    }
    await #expect(throws: AccountAdmin.AdminError.invalidEmail) {
      _ = try await AccountAdmin.grant(
        flag: "developer", email: "nope", dataDirectory: TestHarness.temporaryDirectory(),
        logger: TestHarness.quietLogger)
    }
  }
}
