import Foundation

/// One-call reading and writing of whole WAV files; ``WAVReader`` and ``WAVWriter`` stream.
public enum WAVFile {
  /// Parses and checks the header of a whole file held in memory.
  ///
  /// - Throws: ``WAVError`` for anything but a sound 16-bit PCM WAV.
  public static func parse(_ data: Data) throws(WAVError) -> WAVInfo {
    try info(from: WAVParser.layout(of: InMemoryBytes(storage: [UInt8](data)), mode: .strict))
  }

  /// Parses and checks the header of the file at `url`, reading only the headers.
  public static func info(at url: URL) throws(WAVError) -> WAVInfo {
    let file = try PosixFile.openExisting(url)
    defer { file.close() }
    return try info(from: WAVParser.layout(of: FileBytes(file: file, byteCount: file.size()), mode: .strict))
  }

  /// Reads every sample (interleaved) of a file. For long files use ``WAVReader`` instead.
  public static func readSamples(at url: URL) throws(WAVError) -> [Int16] {
    let reader = try WAVReader(url: url)
    var all: [Int16] = []
    all.reserveCapacity(reader.info.frameCount * reader.info.format.channels)
    while true {
      let next = try reader.read(maxFrames: 48_000)
      if next.isEmpty { return all }
      all += next
    }
  }

  /// Writes `samples` (interleaved) as a new WAV file with mode 0600; fails if `url` exists.
  @discardableResult
  public static func write(_ samples: [Int16], format: PCMFormat = .speech, to url: URL) throws(WAVError) -> WAVInfo {
    let writer = try WAVWriter(creating: url, format: format)
    do {
      try writer.append(samples)
      return try writer.finish()
    } catch {
      writer.discard()
      throw error
    }
  }

  static func info(from layout: WAVLayout) -> WAVInfo {
    WAVInfo(format: layout.format, dataOffset: layout.dataOffset, dataByteCount: layout.declaredDataSize)
  }
}
