// Version 1 job files, written before the queue carried caller-defined metadata: they held the
// caller's one field and the server's id under the names of the first caller's domain. They are
// read once and rewritten as version 2 on the next save, so a queue that was waiting across an
// upgrade loses nothing. (The CI grep for domain words skips this file, by name, for this reason.)
extension UploadJob {
  struct Version1Fields: Decodable {
    let metadata: [String: String]
    let remoteID: String?

    private enum Keys: String, CodingKey {
      case callerField = "cue_id"
      case remoteID = "recording_id"
    }

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: Keys.self)
      metadata = [Keys.callerField.rawValue: try container.decode(String.self, forKey: .callerField)]
      remoteID = try container.decodeIfPresent(String.self, forKey: .remoteID)
    }
  }
}
