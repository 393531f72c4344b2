extension Migration {
  /// Version 7: the IANA zone each take was recorded in (issue 38), so `get_progress` puts a take on the day the
  /// learner lived it, wherever they ask from later.
  ///
  /// Nullable: rows from before this version, and takes whose client sends no zone, keep NULL and fall on the
  /// day of the zone the caller asks `get_progress` with.
  static let recordingTimeZones = Migration(
    version: 7, name: "recording_time_zones", statements: ["ALTER TABLE recordings ADD COLUMN time_zone TEXT"])
}
