import Foundation
import Upload

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// Upload's tus client with its defaults against two tus servers that are not ours, both from PyPI
// (issue 39): tuspyserver 4.4 and fastapi-tusd 0.100 (FastAPI routers, on uvicorn). For each: a 30 MB
// take, the uploading process killed with SIGKILL mid-PATCH, a new process that resumes from the
// server's offset, and the server's file checked byte for byte. tuspyserver answers HEAD with
// `Content-Length: <upload size>` and refuses an upload without a `filename`: both used to stop the
// defaults. Run with `child <endpoint> <queue folder> [file]`, it is the uploading process.
let arguments = CommandLine.arguments
if arguments.count >= 4, arguments[1] == "child" {
  let tus = TusUploads(endpoint: URL(string: arguments[2])!, chunkSize: 4 << 20)
  let queue = UploadQueue(
    directory: URL(fileURLWithPath: arguments[3]), api: tus.api, transport: tus.transport)
  try await queue.start()
  if arguments.count >= 5 {
    try await queue.enqueue(file: URL(fileURLWithPath: arguments[4]), metadata: [:], contentType: "audio/wav")
  }
  let settled = await queue.drain(timeout: .seconds(60))
  exit(settled && queue.jobs.allSatisfy { $0.phase == .done } ? 0 : 3)
}

/// A tus server from PyPI: its module (to see whether it is installed) and a script that serves
/// `argv[1]` under `/files` on a free loopback port, printing the port it bound.
struct TusServer {
  let name: String
  let module: String
  let router: String
  var script: String {
    """
    from socket import socket
    from sys import argv
    from fastapi import FastAPI
    from uvicorn import Config, Server
    sock = socket(); sock.bind(("127.0.0.1", 0)); sock.listen(64)
    port = sock.getsockname()[1]
    app = FastAPI()
    \(router)
    print(port, flush=True)
    Server(Config(app, log_level="critical")).run(sockets=[sock])
    """
  }
}

let servers = [
  TusServer(
    name: "tuspyserver", module: "tuspyserver",
    router: """
      from tuspyserver import create_tus_router
      app.include_router(create_tus_router(prefix="files", files_dir=argv[1]))
      """),
  // fastapi-tusd writes the Location it answers from `location`, so it is told the port it serves.
  TusServer(
    name: "fastapi-tusd", module: "fastapi_tusd",
    router: """
      from fastapi_tusd import TusRouter
      app.include_router(TusRouter(store_dir=argv[1], location=f"http://127.0.0.1:{port}/files", prefix="/files"))
      """),
]

func run(_ tool: String, _ arguments: [String], output: FileHandle? = nil) throws -> Process {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  process.arguments = [tool] + arguments
  process.standardOutput = output ?? FileHandle.nullDevice
  process.standardError = FileHandle.nullDevice
  try process.run()
  return process
}

let size = 30_000_000
let bytes: Data = {
  var bytes = Data(count: size)
  bytes.withUnsafeMutableBytes { buffer in
    var generator = SystemRandomNumberGenerator()
    for index in stride(from: 0, to: size - 7, by: 8) {
      buffer.storeBytes(of: generator.next() as UInt64, toByteOffset: index, as: UInt64.self)
    }
  }
  return bytes
}()

/// The take uploaded to `server` by a process killed mid-PATCH and one that resumes; what was stored at the kill.
@MainActor func uploadKilledAndResumed(to server: TusServer) throws -> Int {
  let folder = FileManager.default.temporaryDirectory.appending(path: "tus-example-\(UUID().uuidString)")
  defer { try? FileManager.default.removeItem(at: folder) }
  let files = folder.appending(path: "files")
  try FileManager.default.createDirectory(at: files, withIntermediateDirectories: true)
  let portPipe = Pipe()
  let process = try run("python3", ["-c", server.script, files.path], output: portPipe.fileHandleForWriting)
  defer { process.terminate() }
  var portText = Data()
  while !portText.contains(UInt8(ascii: "\n")) {
    let byte = portPipe.fileHandleForReading.readData(ofLength: 1)
    guard !byte.isEmpty else { fatalError("\(server.name) exited before it listened") }
    portText.append(byte)
  }
  let port = String(decoding: portText, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
  let endpoint = "http://127.0.0.1:\(port)/files"
  let file = folder.appending(path: "take.wav")
  try bytes.write(to: file)
  let queueFolder = folder.appending(path: "queue").path

  /// The upload's data file on the server (both keep `<id>` beside `<id>.info`; fastapi-tusd also a `.lock`).
  func storedFiles() -> [URL] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: files.path)) ?? []
    return names.filter { !$0.contains(".") }.map { files.appending(path: $0) }
  }
  func storedBytes() -> Int {
    storedFiles().compactMap { try? FileManager.default.attributesOfItem(atPath: $0.path)[.size] as? Int }.max() ?? 0
  }

  // The first process: killed with SIGKILL once a third of the take is on the server, inside a PATCH.
  let first = try run(CommandLine.arguments[0], ["child", endpoint, queueFolder, file.path])
  let started = Date()
  while storedBytes() < size / 3 {
    guard first.isRunning, Date().timeIntervalSince(started) < 60 else {
      fatalError("\(server.name): the first upload did not get going (\(storedBytes()) bytes stored)")
    }
    usleep(1_000)
  }
  usleep(40_000)
  kill(first.processIdentifier, SIGKILL)
  first.waitUntilExit()
  usleep(300_000)  // the server writes out what the killed process had sent
  let storedAtKill = storedBytes()

  // The second process: asks the server's offset (HEAD) and sends the rest.
  let second = try run(CommandLine.arguments[0], ["child", endpoint, queueFolder])
  second.waitUntilExit()
  guard second.terminationStatus == 0 else {
    fatalError("\(server.name): the resuming process exited \(second.terminationStatus)")
  }
  let uploads = storedFiles()
  guard uploads.count == 1 else { fatalError("\(server.name): \(uploads.count) uploads on the server for one take") }
  guard try Data(contentsOf: uploads[0]) == bytes else { fatalError("\(server.name): the server's bytes differ") }
  let jobs = UploadQueue.peek(directory: URL(fileURLWithPath: queueFolder))
  guard jobs.count == 1, jobs.first?.phase == .done else { fatalError("\(server.name): job not done: \(jobs)") }
  return storedAtKill
}

// CI installs both (`pip install tuspyserver fastapi-tusd uvicorn`) and sets TUSPYSERVER_REQUIRED; elsewhere
// the example says which it skipped and why.
let required = ProcessInfo.processInfo.environment["TUSPYSERVER_REQUIRED"] == "1"
for server in servers {
  let probe = try run("python3", ["-c", "import \(server.module), uvicorn"])
  probe.waitUntilExit()
  guard probe.terminationStatus == 0 else {
    print("TusServersUpload: skipped \(server.name): not installed (pip install \(server.name) uvicorn)")
    if required { exit(1) }
    continue
  }
  let storedAtKill = try uploadKilledAndResumed(to: server)
  print(
    "TusServersUpload: 30 MB to \(server.name) with TusUploads' defaults, killed (SIGKILL) with \(storedAtKill) bytes "
      + (storedAtKill < size ? "stored" : "stored (it had finished)")
      + ", resumed in a new process: 1 upload, byte-identical")
}
