import Foundation

/// A realistic ~2 KB API answer (a learner's profile with recent sessions): snake_case keys,
/// ISO-8601 dates with and without fractional seconds, nested objects and an array.
struct ProfileDTO: Decodable, Sendable {
  struct Settings: Decodable, Sendable {
    let remindersEnabled: Bool
    let reminderTime: String
    let playbackSpeed: Double
    let showTranscripts: Bool
    let autoAdvance: Bool
    let uiLanguage: String
  }

  struct RecentSession: Decodable, Sendable {
    let sessionId: String
    let startedAt: Date
    let durationSeconds: Int
    let cueCount: Int
    let averageScore: Double
    let topicTitle: String
  }

  let profileId: String
  let displayName: String
  let emailAddress: String
  let nativeLanguage: String
  let targetLanguage: String
  let proficiencyLevel: String
  let createdAt: Date
  let lastActiveAt: Date
  let streakDays: Int
  let totalPracticeSeconds: Int
  let dailyGoalMinutes: Int
  let isPremium: Bool
  let timeZone: String
  let avatarUrl: String
  let bio: String
  let preferredVoiceId: String
  let interests: [String]
  let settings: Settings
  let recentSessions: [RecentSession]
}

enum ProfileFixture {
  /// The response body: 2,007 bytes of JSON with 8 dates (one with fractional seconds).
  static let body = Data(
    #"""
    {"profile_id":"5f0c6a4e-2b7d-4c1e-9a57-3f1d2e8b9c10","display_name":"Ana María Ortega","email_address":"ana.ortega@example.com","native_language":"es","target_language":"en","proficiency_level":"b1","created_at":"2026-01-14T09:30:00Z","last_active_at":"2026-11-22T12:00:00.250Z","streak_days":42,"total_practice_seconds":123456,"daily_goal_minutes":15,"is_premium":true,"time_zone":"Europe/Madrid","avatar_url":"https://cdn.chatterbox.app/avatars/5f0c6a4e-2b7d-4c1e-9a57-3f1d2e8b9c10.png","bio":"Preparing for a job in Dublin; practising every evening after work, mostly on the bus home.","preferred_voice_id":"voice-en-gb-female-2","interests":["travel","food","music","job interviews","small talk"],"settings":{"reminders_enabled":true,"reminder_time":"19:30","playback_speed":1.0,"show_transcripts":true,"auto_advance":false,"ui_language":"es-ES"},"recent_sessions":[{"session_id":"0d9a4d1c-6c36-4a7c-8a4e-1f2b3c4d5e61","started_at":"2026-11-22T11:40:00Z","duration_seconds":312,"cue_count":12,"average_score":0.82,"topic_title":"Ordering at a café"},{"session_id":"0d9a4d1c-6c36-4a7c-8a4e-1f2b3c4d5e62","started_at":"2026-11-21T19:32:10Z","duration_seconds":605,"cue_count":20,"average_score":0.77,"topic_title":"Asking for directions"},{"session_id":"0d9a4d1c-6c36-4a7c-8a4e-1f2b3c4d5e63","started_at":"2026-11-20T19:30:45Z","duration_seconds":287,"cue_count":10,"average_score":0.91,"topic_title":"Talking about the weekend"},{"session_id":"0d9a4d1c-6c36-4a7c-8a4e-1f2b3c4d5e64","started_at":"2026-11-19T07:05:00Z","duration_seconds":450,"cue_count":15,"average_score":0.68,"topic_title":"A job interview: strengths"},{"session_id":"0d9a4d1c-6c36-4a7c-8a4e-1f2b3c4d5e65","started_at":"2026-11-18T19:31:12Z","duration_seconds":330,"cue_count":12,"average_score":0.85,"topic_title":"Checking in at a hotel"},{"session_id":"0d9a4d1c-6c36-4a7c-8a4e-1f2b3c4d5e66","started_at":"2026-11-17T20:14:03Z","duration_seconds":512,"cue_count":18,"average_score":0.8,"topic_title":"Small talk with a neighbour"}]}
    """#.utf8)

  static let headers = ["Content-Type": "application/json; charset=utf-8"]

  /// Fails loudly if a decoded value is not the fixture, so a broken pipeline cannot look fast.
  static func check(_ profile: ProfileDTO) throws {
    guard profile.recentSessions.count == 6, profile.streakDays == 42, profile.settings.uiLanguage == "es-ES",
      profile.lastActiveAt.timeIntervalSince1970 == 1_795_348_800.25
    else { throw FixtureError("the profile did not decode to the fixture's values") }
  }
}

struct FixtureError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
