import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension TLSTerminator {
  /// Writes `server.pem` and `server.key` (and, for a CA-issued certificate, `ca.pem` and
  /// `ca.key`) into `directory` with `openssl`; returns the PEM file a client must trust. P-256
  /// keys (fast to make), valid from now for two days, for `IP:127.0.0.1` and `DNS:localhost`.
  ///
  /// - Throws: ``TLSTerminatorError/openssl(_:output:)`` with openssl's words when a step fails.
  static func makeCertificates(_ certificate: Certificate, in directory: URL) throws -> URL {
    func file(_ name: String) -> String { directory.appendingPathComponent(name).path }
    let key = ["-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes"]
    let names = "subjectAltName=IP:127.0.0.1,DNS:localhost"
    switch certificate {
    case .selfSigned:
      try openssl(
        "make a self-signed certificate",
        ["req", "-x509"] + key + [
          "-keyout", file("server.key"), "-out", file("server.pem"), "-days", "2", "-subj", "/CN=127.0.0.1",
          "-addext", names, "-addext", "extendedKeyUsage=serverAuth",
        ])
      return directory.appendingPathComponent("server.pem")
    case .issuedByTestAuthority:
      try openssl(
        "make the test CA",
        ["req", "-x509"] + key + [
          "-keyout", file("ca.key"), "-out", file("ca.pem"), "-days", "2", "-subj", "/CN=Chatterbox Test CA",
          "-addext", "basicConstraints=critical,CA:TRUE", "-addext", "keyUsage=critical,keyCertSign,cRLSign",
        ])
      try openssl(
        "make the server's request",
        ["req"] + key + ["-keyout", file("server.key"), "-out", file("server.csr"), "-subj", "/CN=127.0.0.1"])
      try "\(names)\nbasicConstraints=CA:FALSE\nkeyUsage=critical,digitalSignature\nextendedKeyUsage=serverAuth\n"
        .write(toFile: file("server.ext"), atomically: true, encoding: .utf8)
      try openssl(
        "sign the server's certificate",
        [
          "x509", "-req", "-in", file("server.csr"), "-CA", file("ca.pem"), "-CAkey", file("ca.key"),
          "-CAcreateserial", "-out", file("server.pem"), "-days", "2", "-extfile", file("server.ext"),
        ])
      return directory.appendingPathComponent("ca.pem")
    }
  }

  private static func openssl(_ step: String, _ arguments: [String]) throws {
    guard let openssl = executable("openssl") else { throw TLSTerminatorError.missing("openssl") }
    let process = Process()
    process.executableURL = openssl
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitForExit()
    guard process.terminationStatus == 0 else {
      throw TLSTerminatorError.openssl(step, output: String(decoding: output, as: UTF8.self))
    }
  }

  /// nginx's configuration: one server on 127.0.0.1:`port` with TLS 1.2/1.3 (and HTTP/2 when
  /// asked), proxying everything to `upstream` over HTTP/1.1 keep-alive connections, unbuffered
  /// both ways and without nginx's own size or time limits, so what a test sees is the upstream's
  /// behaviour. Every path nginx writes is in `directory`.
  static func config(directory: URL, port: UInt16, upstream: URL, http2: Bool) -> String {
    let root = directory.path
    let upstreamHost = "\(upstream.host ?? "127.0.0.1"):\(upstream.port ?? 80)"
    // A master process even for one worker: it waits in sigsuspend with every signal unblocked,
    // so SIGTERM stops it at once even though Foundation's Process starts children with signals
    // blocked (a lone `master_process off` nginx never saw SIGTERM and was killed after 5 s). As
    // root, the worker stays root so it can use the files made here.
    return """
      daemon off;
      master_process on;
      worker_processes 1;
      \(geteuid() == 0 ? "user root;" : "")
      pid \(root)/nginx.pid;
      error_log \(root)/error.log info;
      events { worker_connections 512; }
      http {
        client_body_temp_path \(root)/temp-body;
        proxy_temp_path \(root)/temp-proxy;
        fastcgi_temp_path \(root)/temp-fastcgi;
        uwsgi_temp_path \(root)/temp-uwsgi;
        scgi_temp_path \(root)/temp-scgi;
        # Paths only (never query strings), so nothing secret reaches the log.
        log_format chatterbox '$connection $connection_requests $request_method $uri $status $ssl_protocol $server_protocol $request_time';
        access_log \(root)/access.log chatterbox;
        upstream chatterbox_upstream {
          server \(upstreamHost);
          keepalive 16;
        }
        server {
          listen 127.0.0.1:\(port) ssl\(http2 ? " http2" : "");
          server_name 127.0.0.1 localhost;
          ssl_certificate \(root)/server.pem;
          ssl_certificate_key \(root)/server.key;
          ssl_protocols TLSv1.2 TLSv1.3;
          keepalive_timeout 75s;
          keepalive_requests 10000;
          client_max_body_size 0;
          client_body_timeout 3600s;
          send_timeout 3600s;
          location / {
            proxy_pass http://chatterbox_upstream;
            proxy_http_version 1.1;
            proxy_set_header Connection "";
            proxy_set_header Host $http_host;
            proxy_set_header X-Forwarded-Proto https;
            proxy_request_buffering off;
            proxy_buffering off;
            proxy_read_timeout 3600s;
            proxy_send_timeout 3600s;
          }
        }
      }

      """
  }
}
