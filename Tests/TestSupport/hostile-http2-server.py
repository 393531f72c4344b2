"""A hostile HTTP/2 server for the tests (TestSupport's HostileHTTP2Server starts it).

TLS with ALPN "h2" only on a free 127.0.0.1 port; every request on every connection is answered
with the same MODE, each breaking HTTP/2 its own way. The client's frames are read with h2 (Debian's
python3-h2); the answers are written as raw frames, so they can break the rules h2 would enforce.
Every flood is bounded (FLOOD_HEADERS, FLOOD_FRAMES), so a run ends whatever the client does. After
a violation the server sends nothing more on that stream and keeps reading (it answers the client's
next streams, a retry on the same connection, the same way), so a client that missed a violation
waits into its own timeout rather than being rescued by a close; the modes that close say so.

Usage: hostile-http2-server.py CERT KEY MODE PORT_FILE
The port is written to PORT_FILE (atomically) once the server listens. stderr gets one line per
connection ("connection alpn=h2"), per request ("request POST /path stream=1 mode=MODE", written
before the answer is sent) and per ending.
"""

import os
import socket
import ssl
import struct
import sys
import threading

import h2.config
import h2.connection
import h2.events
import h2.exceptions
import hpack

PROTOCOL_ERROR = 0x1
# Frame types and flags (RFC 9113, section 6).
DATA, HEADERS, RST_STREAM, GOAWAY, CONTINUATION = 0x0, 0x1, 0x3, 0x7, 0x9
END_STREAM, END_HEADERS = 0x1, 0x4
# Floods stop here: a client refuses well before (libcurl at about 100 KB of headers, nghttp2 after
# 8 CONTINUATION frames), and a test ends either way.
FLOOD_HEADERS = 100_000
FLOOD_FRAMES = 20_000
MODES = (
    "header-flood", "endless-continuation", "rst-stream-flood", "goaway-mid-answer", "short-data",
    "oversized-frame", "data-on-stream-zero", "oversized-frame-before-headers", "reset-after-request",
)


def log(line):
    sys.stderr.write(line + "\n")
    sys.stderr.flush()


def frame(kind, flags, stream, payload=b"", length=None):
    """One frame; `length` overrides the payload's real length in the frame header."""
    size = len(payload) if length is None else length
    return struct.pack(">I", size)[1:] + bytes([kind, flags]) + struct.pack(">I", stream & 0x7FFFFFFF) + payload


def header_block_frames(stream, block, chunk=16_384):
    """A header block as a HEADERS frame and CONTINUATION frames of at most `chunk` bytes (the
    client's SETTINGS_MAX_FRAME_SIZE unless it raised it), END_HEADERS on the last."""
    pieces = [block[i : i + chunk] for i in range(0, len(block), chunk)] or [b""]
    return [
        frame(HEADERS if i == 0 else CONTINUATION, END_HEADERS if i == len(pieces) - 1 else 0, stream, piece)
        for i, piece in enumerate(pieces)
    ]


class Answerer:
    """Writes MODE's answer on a stream, with the connection's one HPACK encoder (the client's
    decoder follows every block this connection sends, in order)."""

    def __init__(self, tls, mode):
        self.tls = tls
        self.mode = mode
        self.encoder = hpack.Encoder()

    def headers(self, stream, extra=(), flags=END_HEADERS):
        fields = [(":status", "200"), ("content-type", "application/json")] + list(extra)
        self.tls.sendall(frame(HEADERS, flags, stream, self.encoder.encode(fields)))

    def answer(self, stream):
        """Sends the violation on `stream`; returns True when the connection is to be closed."""
        mode, send = self.mode, self.tls.sendall
        if mode == "header-flood":
            fields = [(":status", "200"), ("content-type", "application/json")]
            fields += [("x-h%d" % n, "v") for n in range(FLOOD_HEADERS)]
            for piece in header_block_frames(stream, self.encoder.encode(fields, huffman=False)):
                send(piece)
        elif mode == "endless-continuation":
            self.headers(stream, flags=0)  # no END_HEADERS: the block goes on
            for n in range(FLOOD_FRAMES):
                send(frame(CONTINUATION, 0, stream, self.encoder.encode([("x-c%d" % n, "v" * 64)], huffman=False)))
        elif mode == "rst-stream-flood":
            self.headers(stream, [("content-length", "100")])
            send(frame(DATA, 0, stream, b'{"a":'))
            reset = frame(RST_STREAM, 0, stream, struct.pack(">I", PROTOCOL_ERROR))
            for _ in range(FLOOD_FRAMES):
                send(reset)
        elif mode == "goaway-mid-answer":
            self.headers(stream, [("content-length", "100")])
            send(frame(DATA, 0, stream, b'{"a":'))
            send(frame(GOAWAY, 0, 0, struct.pack(">II", stream, PROTOCOL_ERROR) + b"hostile"))
            return True
        elif mode == "short-data":
            self.headers(stream, [("content-length", "1000")])
            send(frame(DATA, END_STREAM, stream, b'{"a":'))
        elif mode == "oversized-frame":
            self.headers(stream, [("content-length", "100")])
            # Announces 16 MiB - 1 bytes, over the 16 KiB SETTINGS_MAX_FRAME_SIZE libcurl keeps.
            send(frame(DATA, 0, stream, b"x" * 64, length=(1 << 24) - 1))
        elif mode == "data-on-stream-zero":
            self.headers(stream, [("content-length", "2")])
            send(frame(DATA, END_STREAM, 0, b"{}"))  # stream 0 is the connection's own: DATA is illegal there
        elif mode == "oversized-frame-before-headers":
            send(frame(DATA, 0, stream, b"x" * 64, length=(1 << 24) - 1))
        elif mode == "reset-after-request":
            # Not a violation: the connection is reset (a TCP RST), as a crashing server's would be.
            self.tls.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
            return True
        return False


def read_requests(tls, connection, answerer):
    """Reads the client's frames with h2 and answers each request once its stream ended. Returns
    when the client hangs up or the connection is to be closed."""
    paths = {}
    while True:
        data = tls.recv(65_536)
        if not data:
            log("client hung up")
            return False
        try:
            events = connection.receive_data(data)
        except h2.exceptions.ProtocolError as error:
            # h2 does not know what was sent around it (raw frames); stop parsing, keep the line open.
            log("h2 stopped reading: %r" % error)
            while tls.recv(65_536):
                pass
            log("client hung up")
            return False
        ended = []
        for event in events:
            if isinstance(event, h2.events.RequestReceived):
                headers = {name.decode(): value.decode() for name, value in event.headers}
                paths[event.stream_id] = "%s %s" % (headers.get(":method"), headers.get(":path"))
                if event.stream_ended is not None:
                    ended.append(event.stream_id)
            elif isinstance(event, h2.events.DataReceived):
                connection.acknowledge_received_data(event.flow_controlled_length, event.stream_id)
            elif isinstance(event, h2.events.StreamEnded):
                ended.append(event.stream_id)
            elif isinstance(event, h2.events.ConnectionTerminated):
                log("client sent GOAWAY error=%s" % event.error_code)
        tls.sendall(connection.data_to_send())
        for stream in ended:
            log("request %s stream=%d mode=%s" % (paths.get(stream, "?"), stream, answerer.mode))
            if answerer.answer(stream):
                return True


def serve(raw, context, mode):
    raw.settimeout(120)  # a read or write waiting this long ends the connection, never the test
    try:
        with context.wrap_socket(raw, server_side=True) as tls:
            alpn = tls.selected_alpn_protocol()
            log("connection alpn=%s" % alpn)
            if alpn != "h2":
                return
            connection = h2.connection.H2Connection(h2.config.H2Configuration(client_side=False))
            connection.initiate_connection()
            tls.sendall(connection.data_to_send())
            if read_requests(tls, connection, Answerer(tls, mode)):
                if mode != "reset-after-request":
                    # FIN first, then read to the client's own close: closing with its frames unread
                    # would make the kernel reset the connection, and the client could read that
                    # before the violation.
                    tls.shutdown(socket.SHUT_WR)
                    while tls.recv(65_536):
                        pass
                log("closed after the answer")
    except (OSError, ssl.SSLError) as error:
        log("connection ended: %s" % error)


def main():
    cert, key, mode, port_file = sys.argv[1:5]
    if mode not in MODES:
        sys.exit("unknown mode %r; one of %s" % (mode, ", ".join(MODES)))
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.minimum_version = ssl.TLSVersion.TLSv1_2
    context.load_cert_chain(cert, key)
    context.set_alpn_protocols(["h2"])
    listener = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    listener.bind(("127.0.0.1", 0))
    listener.listen(16)
    with open(port_file + ".partial", "w") as file:
        file.write("%d\n" % listener.getsockname()[1])
    os.replace(port_file + ".partial", port_file)
    while True:
        client, _ = listener.accept()
        threading.Thread(target=serve, args=(client, context, mode), daemon=True).start()


if __name__ == "__main__":
    main()
