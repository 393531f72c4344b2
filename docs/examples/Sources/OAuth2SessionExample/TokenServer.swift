import Foundation

/// The example's own RFC 6749 authorization and resource server: a python3 script on 127.0.0.1
/// (only the standard library), started as a child process. It exits when this process does
/// (its stdin closes), so a failed run leaves nothing behind.
///
/// - `POST /token`, form-encoded: `grant_type=password` (RFC 6749 §4.3) and
///   `grant_type=refresh_token` (§6, rotating). A refresh token it does not hold — spent, revoked,
///   unknown — gets `400 {"error": "invalid_grant"}` (§5.2). Answers never describe the user.
/// - `GET /userinfo` and `GET /resource` want a live bearer token, else `401`.
/// - `POST /revoke-all` revokes every refresh token (an administrator ending all sessions).
/// - `GET /stats`: token requests, refreshes, resources served and refused.
final class TokenServer: Sendable {
  let baseURL: URL
  private let process: Process
  private let input: Pipe

  init(accessTokenLifetime seconds: Int) throws {
    let process = Process()
    let input = Pipe()
    let output = Pipe()
    let errors = Pipe()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", "-c", Self.script, String(seconds)]
    process.standardInput = input
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    // The first line is the port the kernel chose.
    var line = Data()
    while !line.contains(UInt8(ascii: "\n")) {
      let chunk = output.fileHandleForReading.availableData
      if chunk.isEmpty { break }
      line.append(chunk)
    }
    guard let port = Int(String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)) else {
      process.waitUntilExit()
      let reason = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      throw ServerDidNotStart(reason: reason)
    }
    self.process = process
    self.input = input
    baseURL = URL(string: "http://127.0.0.1:\(port)")!
  }

  func stop() {
    process.terminate()
    process.waitUntilExit()
  }

  struct ServerDidNotStart: Error, CustomStringConvertible {
    let reason: String
    var description: String { "the python3 token server did not start: \(reason)" }
  }

  static let script = #"""
    from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
    from json import dumps
    from os import _exit
    from sys import argv, stdin
    from threading import Lock, Thread
    from time import monotonic
    from urllib.parse import parse_qs
    from uuid import uuid4

    LIFETIME = int(argv[1])
    USERS = {"ada": ("correct horse+battery&staple%", "ada@example.org")}
    lock = Lock()
    refresh_tokens, access_tokens = {}, {}
    stats = {"token_requests": 0, "refreshes": 0, "served": 0, "refused": 0}

    def issue(user):
        access, refresh = "at-" + uuid4().hex, "rt-" + uuid4().hex
        access_tokens[access] = (user, monotonic() + LIFETIME)
        refresh_tokens[refresh] = user
        return {"access_token": access, "token_type": "Bearer", "expires_in": LIFETIME, "refresh_token": refresh}

    class Handler(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"
        disable_nagle_algorithm = True  # headers and body are two writes: no 40 ms delayed-ACK stall

        def log_message(self, *args):
            pass

        def answer(self, status, body, headers=()):
            data = dumps(body).encode()
            self.send_response(status)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(data)))
            self.send_header("Cache-Control", "no-store")
            for name, value in headers:
                self.send_header(name, value)
            self.end_headers()
            self.wfile.write(data)

        def do_POST(self):
            body = self.rfile.read(int(self.headers.get("Content-Length", 0))).decode()
            if self.path == "/revoke-all":
                with lock:
                    refresh_tokens.clear()
                return self.answer(200, {})
            if self.path != "/token":
                return self.answer(404, {})
            if self.headers.get("Content-Type", "").split(";")[0].strip() != "application/x-www-form-urlencoded":
                return self.answer(400, {"error": "invalid_request"})
            form = {k: v[0] for k, v in parse_qs(body, keep_blank_values=True).items()}
            with lock:
                stats["token_requests"] += 1
                grant = form.get("grant_type")
                if grant == "password":
                    user = USERS.get(form.get("username"))
                    if user is None or user[0] != form.get("password"):
                        return self.answer(400, {"error": "invalid_grant"})
                    return self.answer(200, issue(form["username"]))
                if grant == "refresh_token":
                    user = refresh_tokens.pop(form.get("refresh_token"), None)
                    if user is None:
                        return self.answer(400, {"error": "invalid_grant",
                                                 "error_description": "refresh token invalid, expired or revoked"})
                    stats["refreshes"] += 1
                    return self.answer(200, issue(user))
                return self.answer(400, {"error": "unsupported_grant_type"})

        def do_GET(self):
            if self.path == "/stats":
                with lock:
                    return self.answer(200, dict(stats))
            auth = self.headers.get("Authorization", "")
            with lock:
                user, expiry = access_tokens.get(auth[7:], (None, 0)) if auth.startswith("Bearer ") else (None, 0)
                if user is None or monotonic() >= expiry:
                    stats["refused"] += 1
                    return self.answer(401, {"error": "invalid_token"}, [("WWW-Authenticate", 'Bearer error="invalid_token"')])
                if self.path == "/resource":
                    stats["served"] += 1
            if self.path == "/userinfo":
                return self.answer(200, {"sub": user, "email": USERS[user][1]})
            if self.path == "/resource":
                return self.answer(200, {"ok": True})
            return self.answer(404, {})

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    server.daemon_threads = True
    print(server.server_address[1], flush=True)
    Thread(target=lambda: (stdin.read(), _exit(0)), daemon=True).start()
    server.serve_forever()
    """#
}
