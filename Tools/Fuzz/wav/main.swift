// libFuzzer target: the WAV reader, in memory and on disk, and crash recovery.
//
// Compiled into module AudioCapture together with Modules/AudioCapture (see ../build.sh). For
// each input:
//   1. `WAVFile.parse(Data)` (strict, in memory);
//   2. the same bytes as a file: `WAVFile.info(at:)` must give the same result as 1, and when the
//      header is accepted `WAVReader` must stream exactly `frameCount` frames, equal to the bytes;
//   3. `WAVRecovery.repair(url:)` on that file: a file that 1 accepts with at least one frame must
//      come back `.intact` and byte-for-byte unchanged (one with 0 frames may be deleted: no audio); `.repaired` must leave a file that the strict reader accepts;
//      `.deleted` must remove it. Errors are `WAVError` by the signatures' typed throws.
// Temp files live in /dev/shm when there is one (tmpfs: the repair's fsync costs nothing).
import Foundation

private let directory: URL = {
  let base = FileManager.default.fileExists(atPath: "/dev/shm") ? "/dev/shm" : NSTemporaryDirectory()
  let url = URL(fileURLWithPath: base).appending(path: "chatterbox-fuzz-wav-\(getpid())", directoryHint: .isDirectory)
  try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  atexit { try? FileManager.default.removeItem(at: directory) }
  return url
}()
private let fileURL = directory.appending(path: "take.wav", directoryHint: .notDirectory)

private func result(_ body: () throws(WAVError) -> WAVInfo) -> Result<WAVInfo, WAVError> {
  do throws(WAVError) { return .success(try body()) } catch { return .failure(error) }
}

private func check(_ condition: Bool, _ message: @autoclosure () -> String) {
  if !condition { fatalError(message()) }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Data(bytes: data, count: size)

  // 1. In memory.
  let inMemory = result { () throws(WAVError) in try WAVFile.parse(bytes) }
  if case .success(let info) = inMemory {
    check(info.dataOffset + info.dataByteCount <= UInt64(size), "data chunk runs past the input: \(info)")
    check(info.dataByteCount % UInt64(info.format.bytesPerFrame) == 0, "partial frame accepted: \(info)")
    _ = info.duration
    _ = "\(info.format)"
  }

  // 2. On disk.
  try? FileManager.default.removeItem(at: fileURL)
  guard FileManager.default.createFile(atPath: fileURL.path, contents: bytes) else {
    fatalError("cannot write \(fileURL.path)")
  }
  let onDisk = result { () throws(WAVError) in try WAVFile.info(at: fileURL) }
  check(onDisk == inMemory, "file and memory disagree: \(onDisk) vs \(inMemory)")
  if case .success(let info) = onDisk {
    do throws(WAVError) {
      let reader = try WAVReader(url: fileURL)
      var samples: [Int16] = []
      var reads = 0
      while true {
        let next = try reader.read(maxFrames: 997)
        if next.isEmpty { break }
        samples += next
        reads += 1
        check(reads <= info.frameCount + 1, "reader does not end")
      }
      check(samples.count == info.frameCount * info.format.channels, "read \(samples.count) samples of \(info)")
      let start = Int(info.dataOffset)
      for (index, sample) in samples.enumerated() {
        let low = UInt16(data[start + 2 * index])
        let high = UInt16(data[start + 2 * index + 1])
        check(sample == Int16(bitPattern: low | high << 8), "sample \(index) differs from the file's bytes")
      }
    } catch {
      fatalError("accepted header but the reader failed: \(error)")
    }
  }

  // 3. Recovery.
  do throws(WAVError) {
    let outcome = try WAVRecovery.repair(url: fileURL)
    let after = FileManager.default.contents(atPath: fileURL.path)
    switch outcome {
    case .deleted:
      check(after == nil, "repair said deleted but the file is there")
      // Deleting is right only for a take with no audio (a sound file with 0 frames included).
      if case .success(let info) = inMemory { check(info.frameCount == 0, "repair deleted a sound file with audio") }
    case .intact:
      check(after == bytes, "repair said intact but changed the file")
    case .repaired:
      let reread = result { () throws(WAVError) in try WAVFile.info(at: fileURL) }
      check(!reread.isFailure, "repair left an unreadable file: \(reread)")
      if case .success(let info) = inMemory, info.frameCount > 0 {
        // A readable file may get its RIFF size corrected (one that overclaims), never its audio.
        check(reread == inMemory, "repair changed what a readable file holds: \(reread) vs \(inMemory)")
        let range = Int(info.dataOffset)..<Int(info.dataOffset + info.dataByteCount)
        check(after?[range] == bytes[range], "repair changed the samples of a readable file")
      }
    }
  } catch {
    if case .success(let info) = inMemory, info.frameCount > 0 { fatalError("repair failed on a sound file: \(error)") }
  }
  return 0
}

extension Result {
  fileprivate var isFailure: Bool {
    if case .failure = self { return true }
    return false
  }
}
