// README:begin
import FeatureGates

// Your own flags: what an account is entitled to, and switches your server sends (with defaults
// for when it says nothing).
extension AccountEntitlements.Flag { static let pro: Self = "pro" }
extension RuntimeConfig.Flag {
  static let bulkExport = Self(name: "bulk_export", defaultValue: false)
  static let newEditor = Self(name: "new_editor", defaultValue: true)
}
extension FeatureGate {
  static let bulkExport = FeatureGate(
    name: "bulk_export", requiredAccountFlags: [.pro], requiredAppFlags: [.bulkExport])
  static let newEditor = FeatureGate(name: "new_editor", requiredAppFlags: [.newEditor])
}

let access = FeatureAccessContext()  // @MainActor, @Observable: views update when this changes
access.update(
  entitlements: AccountEntitlements(flags: ["pro"]),  // from your account endpoint
  config: RuntimeConfig(featureFlags: ["bulk_export": true, "shiny": true]))  // unknown flags are ignored
let canExport = access.canSee(.bulkExport)  // true: a pro account, and the server switched it on
// README:end

guard canExport, access.canSee(.newEditor) else { fatalError("gates should be open") }

// A free account does not get the pro feature, whatever the server says; a flag the server turns
// off closes its gate even for pro accounts.
access.update(entitlements: AccountEntitlements(flags: []), config: RuntimeConfig(featureFlags: ["bulk_export": true]))
guard !access.canSee(.bulkExport), access.canSee(.newEditor) else { fatalError("free account sees pro feature") }
access.update(
  entitlements: AccountEntitlements(flags: ["pro"]), config: RuntimeConfig(featureFlags: ["new_editor": false]))
guard !access.canSee(.bulkExport), !access.canSee(.newEditor) else { fatalError("defaults/overrides wrong") }

// The same rule without the observable context (a background job, a test).
guard
  FeatureGate.bulkExport.isOpen(
    for: AccountEntitlements(flags: ["pro"]), config: RuntimeConfig(featureFlags: ["bulk_export": true]))
else { fatalError("isOpen disagrees with canSee") }
print("FeatureGates: bulk_export needs pro + server switch; new_editor defaults on and follows the server")
