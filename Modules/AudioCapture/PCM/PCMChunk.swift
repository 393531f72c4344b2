/// A run of interleaved 16-bit PCM frames, tagged with its format.
///
/// Chunks are what every ``PCMSource`` yields. Each carries its own format so the ``Recorder``
/// can downmix stereo and notice a source that changes format mid-take.
public struct PCMChunk: Sendable, Hashable {
  /// Interleaved samples: `L R L R …` for stereo, one per frame for mono.
  public var samples: [Int16]

  /// The format the samples are in.
  public var format: PCMFormat

  /// Creates a chunk. A trailing partial frame (fewer samples than channels) is ignored by
  /// ``frameCount`` and by downmixing, never read past.
  public init(samples: [Int16], format: PCMFormat) {
    self.samples = samples
    self.format = format
  }

  /// Whole frames in the chunk.
  public var frameCount: Int { format.channels > 0 ? samples.count / format.channels : 0 }

  /// Playing time of the chunk.
  public var duration: Duration { format.duration(ofFrames: frameCount) }
}
