import BenchmarkHarness
import Foundation
import Observability

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// nginx terminating TLS on `127.0.0.1` in front of a plain HTTP server, with a certificate signed
/// by a CA made for the run with `openssl` (EC P-256; SAN `IP:127.0.0.1`, `DNS:localhost`), and an
/// access log of `$connection $connection_requests $request_method $uri $status $server_protocol`
/// so every request says which TLS connection carried it. HTTP/2 is offered by ALPN, as a real
/// front offers it. The benchmark package cannot import the root's `TestSupport`, hence its own.
///
/// Throws ``BenchmarkSkipped`` when `nginx` or `openssl` is missing (`apt-get install -y nginx`).
final class TLSFront: Sendable {
  /// The CA's certificate (PEM): what a client must trust.
  let caFile: URL
  /// The port nginx listens on with TLS.
  let port: UInt16
  private let directory: URL
  private let accessLog: URL
  private let process: UncheckedBox<Process>
  private let consumed = LockedValue(0)

  /// One request as nginx logged it.
  struct LoggedRequest: Sendable {
    let connection: Int
    let connectionRequests: Int
    let line: String
  }

  /// Whether nginx offers HTTP/2 (by ALPN); `CHATTERBOX_BENCH_TLS_HTTP1=1` turns it off, to see
  /// what HTTP/2's flow control costs an upload at a distance.
  let offersHTTP2: Bool

  /// nginx's `http2_body_preread_size`, which is also the initial HTTP/2 stream window it announces
  /// (64k by default, so an upload waits about an RTT per 64 KiB at a distance);
  /// `CHATTERBOX_BENCH_TLS_H2_WINDOW=1m` raises it, to tell that wait from the client's own.
  let http2Window: String

  init(directory: URL, upstreamPort: UInt16) throws {
    http2Window = ProcessInfo.processInfo.environment["CHATTERBOX_BENCH_TLS_H2_WINDOW"] ?? "64k"
    offersHTTP2 = ProcessInfo.processInfo.environment["CHATTERBOX_BENCH_TLS_HTTP1"] != "1"
    guard let nginx = Subprocess.find("nginx", extraDirectories: ["/usr/sbin", "/sbin"]) else {
      throw BenchmarkSkipped("nginx is not installed (apt-get install -y nginx): it is the TLS terminator")
    }
    guard let openssl = Subprocess.find("openssl") else {
      throw BenchmarkSkipped("openssl is not installed (apt-get install -y openssl): it makes the test CA")
    }
    self.directory = directory
    caFile = directory.appendingPathComponent("ca.pem")
    accessLog = directory.appendingPathComponent("access.log")
    let path = { (name: String) in directory.appendingPathComponent(name).path }
    try FileManager.default.createDirectory(atPath: path("nginx-tmp"), withIntermediateDirectories: true)
    try Data("subjectAltName=IP:127.0.0.1,DNS:localhost\nbasicConstraints=CA:FALSE\nextendedKeyUsage=serverAuth\n".utf8)
      .write(to: URL(fileURLWithPath: path("server.ext")))
    let steps: [[String]] = [
      [
        "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-keyout",
        path("ca.key"), "-out", caFile.path, "-days", "2", "-subj", "/CN=Chatterbox Benchmarks Test CA",
        "-addext", "basicConstraints=critical,CA:TRUE", "-addext", "keyUsage=critical,keyCertSign,cRLSign",
      ],
      [
        "req", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-keyout", path("server.key"),
        "-out", path("server.csr"), "-subj", "/CN=127.0.0.1",
      ],
      [
        "x509", "-req", "-in", path("server.csr"), "-CA", caFile.path, "-CAkey", path("ca.key"), "-CAcreateserial",
        "-out", path("server.pem"), "-days", "2", "-extfile", path("server.ext"),
      ],
    ]
    for step in steps {
      let result = try Subprocess.run(openssl, step)
      guard result.status == 0 else { throw FixtureError("openssl \(step[0]) exited \(result.status)") }
    }
    port = try Self.freePort()
    let temp = path("nginx-tmp")
    let configuration = """
      master_process off;
      daemon off;
      user root;
      pid \(path("nginx.pid"));
      error_log \(path("error.log")) warn;
      events { worker_connections 512; }
      http {
        log_format bench '$connection $connection_requests $request_method $uri $status $server_protocol';
        access_log \(accessLog.path) bench;
        client_body_temp_path \(temp)/body; proxy_temp_path \(temp)/proxy; fastcgi_temp_path \(temp)/fastcgi;
        uwsgi_temp_path \(temp)/uwsgi; scgi_temp_path \(temp)/scgi;
        client_max_body_size 0;
        http2_body_preread_size \(http2Window);
        keepalive_timeout 75s;
        server {
          listen 127.0.0.1:\(port) ssl\(offersHTTP2 ? " http2" : "");
          ssl_certificate \(path("server.pem"));
          ssl_certificate_key \(path("server.key"));
          ssl_protocols TLSv1.2 TLSv1.3;
          location / {
            proxy_pass http://127.0.0.1:\(upstreamPort);
            proxy_http_version 1.1;
            proxy_set_header Connection "";
            proxy_set_header Host $http_host;
            proxy_request_buffering off;
            proxy_buffering off;
          }
        }
      }
      """
    let conf = URL(fileURLWithPath: path("nginx.conf"))
    try Data(configuration.utf8).write(to: conf)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: nginx)
    process.arguments = ["-p", directory.path, "-c", conf.path]
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    self.process = UncheckedBox(process)
    // Ready when it accepts a connection.
    let deadline = ContinuousClock.now + .seconds(10)
    while ContinuousClock.now < deadline {
      if Self.accepts(port) { return }
      guard process.isRunning else { break }
      usleep(20_000)
    }
    if process.isRunning { process.terminate() }
    let log = (try? String(contentsOfFile: path("error.log"), encoding: .utf8)).map { String($0.suffix(300)) } ?? ""
    throw FixtureError("nginx did not start: \(log)")
  }

  /// The requests logged since the last call.
  func drainLog() -> [LoggedRequest] {
    guard let data = FileManager.default.contents(atPath: accessLog.path) else { return [] }
    let start = consumed.withLock { seen -> Int in
      defer { seen = data.count }
      return min(seen, data.count)
    }
    return String(decoding: data.dropFirst(start), as: UTF8.self).split(separator: "\n").compactMap { line in
      let fields = line.split(separator: " ", maxSplits: 2)
      guard fields.count == 3, let connection = Int(fields[0]), let requests = Int(fields[1]) else { return nil }
      return LoggedRequest(connection: connection, connectionRequests: requests, line: String(fields[2]))
    }
  }

  /// SIGTERM (nginx's fast shutdown), SIGKILL after 2 s, and wait. One process (`master_process
  /// off`), so nothing is left behind either way.
  func stop() {
    process.value.terminate(killingAfter: .seconds(2))
  }

  /// A port the kernel just handed out on 127.0.0.1 (bound, read, closed: nginx takes a port number).
  private static func freePort() throws -> UInt16 {
    #if canImport(Darwin)
      let fd = socket(AF_INET, SOCK_STREAM, 0)
    #else
      let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #endif
    guard fd >= 0 else { throw FixtureError("socket failed") }
    defer { close(fd) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(fd, $0, length) == 0 && getsockname(fd, $0, &length) == 0
      }
    }
    guard bound else { throw FixtureError("could not find a free port") }
    return UInt16(bigEndian: address.sin_port)
  }

  private static func accepts(_ port: UInt16) -> Bool {
    #if canImport(Darwin)
      let fd = socket(AF_INET, SOCK_STREAM, 0)
    #else
      let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #endif
    guard fd >= 0 else { return false }
    defer { close(fd) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = port.bigEndian
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    return withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    } == 0
  }
}
