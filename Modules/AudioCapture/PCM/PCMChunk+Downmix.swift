extension PCMChunk {
  /// The chunk as mono: every frame's channels averaged (rounded towards zero), so a stereo
  /// microphone or file records like a mono one. Mono chunks are returned unchanged.
  ///
  /// Averaging rather than summing keeps full-scale input from clipping; a signal present on
  /// only one channel comes out 6 dB quieter, which is acceptable for speech.
  public func downmixedToMono() -> PCMChunk {
    let channels = format.channels
    guard channels > 1 else { return self }
    let frames = frameCount
    var mono = [Int16](repeating: 0, count: frames)
    samples.withUnsafeBufferPointer { input in
      for frame in 0..<frames {
        var sum = 0
        let base = frame * channels
        for channel in 0..<channels { sum += Int(input[base + channel]) }
        // The mean of Int16 values always fits in Int16.
        mono[frame] = Int16(sum / channels)
      }
    }
    return PCMChunk(samples: mono, format: format.mono)
  }
}
