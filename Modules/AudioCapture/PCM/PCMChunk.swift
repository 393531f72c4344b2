/// A run of interleaved 16-bit PCM frames, tagged with its format.
///
/// Chunks are what every ``PCMSource`` yields. Each carries its own format so the ``Recorder``
/// can downmix stereo and notice a source that changes format mid-take.
///
/// ```swift
/// let chunk = PCMChunk(samples: [0, 1_000, -1_000], format: .speech)
/// chunk.frameCount // 3
/// ```
public struct PCMChunk: Sendable, Hashable {
  /// Interleaved samples: `L R L R …` for stereo, one per frame for mono.
  ///
  /// ```swift
  /// chunk.samples.first
  /// ```
  public var samples: [Int16]

  /// The format the samples are in.
  ///
  /// ```swift
  /// chunk.format.channels
  /// ```
  public var format: PCMFormat

  /// Creates a chunk. A trailing partial frame (fewer samples than channels) is ignored by
  /// ``frameCount`` and by downmixing, never read past.
  ///
  /// ```swift
  /// let chunk = PCMChunk(samples: sine.next(2_400), format: .speech)
  /// ```
  public init(samples: [Int16], format: PCMFormat) {
    self.samples = samples
    self.format = format
  }

  /// Whole frames in the chunk.
  ///
  /// ```swift
  /// PCMChunk(samples: [1, 2, 3, 4], format: .init(sampleRate: 48_000, channels: 2)).frameCount // 2
  /// ```
  public var frameCount: Int { format.channels > 0 ? samples.count / format.channels : 0 }

  /// Playing time of the chunk.
  ///
  /// ```swift
  /// PCMChunk(samples: .init(repeating: 0, count: 4_800), format: .speech).duration // 100 ms
  /// ```
  public var duration: Duration { format.duration(ofFrames: frameCount) }
}
