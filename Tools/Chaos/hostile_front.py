"""A hostile front for the chaos suite: an HTTP proxy before the dev server that, while `hostile` is
on, answers some requests with redirects to another origin (a decoy that records what it hears) and
writes terminal escape sequences into the cue titles and prompts it passes back. Standard library only.
"""

from __future__ import annotations

import http.client
import http.server
import random
import sys
import threading
import urllib.parse

# JSON-escaped, so the answer stays valid JSON: OSC 0 (window title), ESC[2J (clear), OSC 52 (clipboard),
# ESC[1A ESC[2K (rewrite the line above), U+202E (right-to-left override), U+009B (C1 CSI), NUL.
INJECTED = r"\u001b]0;pwned\u0007\u001b[2J\u001b]52;c;cHduZWQ=\u0007\u001b[1A\u001b[2K\u202e\u009b\u0000"
REWRITTEN_FIELDS = ('"title":"', '"prompt":"', '"title": "', '"prompt": "')
# Sign-in stays honest: the scenario is about what a signed-in learner's client does.
LEFT_ALONE = ("/rpc/request_magic_link", "/rpc/login_with_magic_token", "/rpc/verify_otp", "/rpc/refresh_session")
# Loose characters a terminal would act on, as UTF-8 bytes in a program's output.
FORBIDDEN_OUTPUT = {"ESC": b"\x1b", "BEL": b"\x07", "NUL": b"\x00", "C1 CSI": "\u009b".encode(), "RLO": "\u202e".encode()}


class Decoy:
    """Another origin: answers 200 {} to anything and remembers every request (and its headers)."""

    def __init__(self) -> None:
        self.heard: list[tuple[str, str, dict]] = []
        decoy = self

        class Handler(http.server.BaseHTTPRequestHandler):
            def _any(self) -> None:
                decoy.heard.append((self.command, self.path, dict(self.headers)))
                self.send_response(200)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", "2")
                self.end_headers()
                self.wfile.write(b"{}")

            do_GET = do_POST = do_PUT = do_DELETE = _any

            def log_message(self, *_args) -> None:
                pass

        self.httpd = QuietServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.httpd.server_address[1]}"
        threading.Thread(target=self.httpd.serve_forever, daemon=True).start()

    def stop(self) -> None:
        self.httpd.shutdown()
        self.httpd.server_close()


class QuietServer(http.server.ThreadingHTTPServer):
    """A client that gave up (its deadline, a refused redirect) closes before the answer is written:
    that is the client's right, not a fault of the front, so it prints no traceback."""

    def handle_error(self, request, client_address) -> None:
        if not isinstance(sys.exc_info()[1], (BrokenPipeError, ConnectionResetError)):
            super().handle_error(request, client_address)


class HostileFront:
    """Forwards to `upstream`; while `hostile`, redirects a share of requests to `decoy_url` and
    injects escape sequences into cue text. Signed upload URLs in answers are rewritten to the front,
    so the PUTs pass through it too."""

    def __init__(self, upstream: str, decoy_url: str, seed: int, redirect_rate: float = 0.2) -> None:
        self.upstream = urllib.parse.urlsplit(upstream)
        self.upstream_base = upstream.rstrip("/")
        self.decoy_url = decoy_url
        self.rng = random.Random(seed)
        self.lock = threading.Lock()
        self.redirect_rate = redirect_rate
        self.hostile = False
        self.redirects = 0
        self.injections = 0
        front = self

        class Handler(http.server.BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def _any(self) -> None:
                length = int(self.headers.get("Content-Length") or 0)
                body = self.rfile.read(length) if length else b""
                status, headers, answer = front.answer(self.command, self.path, dict(self.headers), body)
                self.send_response(status)
                for name, value in headers:
                    self.send_header(name, value)
                self.send_header("Content-Length", str(len(answer)))
                self.send_header("Connection", "close")
                self.end_headers()
                self.wfile.write(answer)
                self.close_connection = True

            do_GET = do_POST = do_PUT = do_DELETE = _any

            def log_message(self, *_args) -> None:
                pass

        self.httpd = QuietServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.httpd.server_address[1]}"
        threading.Thread(target=self.httpd.serve_forever, daemon=True).start()

    def stop(self) -> None:
        self.httpd.shutdown()
        self.httpd.server_close()

    def answer(self, method: str, path: str, headers: dict, body: bytes) -> tuple[int, list, bytes]:
        with self.lock:
            redirect = self.hostile and not path.startswith(LEFT_ALONE) and self.rng.random() < self.redirect_rate
            status = self.rng.choice([301, 302, 307, 308])
        if redirect:
            with self.lock:
                self.redirects += 1
            return status, [("Location", self.decoy_url + path)], b""
        status, reply_headers, answer = self.forward(method, path, headers, body)
        text = answer.decode("utf-8", errors="surrogateescape")
        if self.upstream_base in text:  # signed upload URLs: through the front as well
            text = text.replace(self.upstream_base, self.url)
        if self.hostile and any(field in text for field in REWRITTEN_FIELDS):
            for field in REWRITTEN_FIELDS:
                text = text.replace(field, field + INJECTED)
            with self.lock:
                self.injections += 1
        return status, reply_headers, text.encode("utf-8", errors="surrogateescape")

    def forward(self, method: str, path: str, headers: dict, body: bytes) -> tuple[int, list, bytes]:
        connection = http.client.HTTPConnection(self.upstream.hostname, self.upstream.port, timeout=120)
        try:
            sent = {k: v for k, v in headers.items() if k.lower() not in ("host", "connection", "accept-encoding")}
            connection.request(method, path, body=body or None, headers=sent)
            response = connection.getresponse()
            answer = response.read()
            kept = [(k, v) for k, v in response.getheaders()
                    if k.lower() not in ("content-length", "connection", "transfer-encoding", "content-encoding")]
            return response.status, kept, answer
        finally:
            connection.close()


def forbidden_bytes(data: bytes) -> list[str]:
    """The names of the terminal-driving characters found in `data`."""
    return [name for name, needle in FORBIDDEN_OUTPUT.items() if needle in data]
