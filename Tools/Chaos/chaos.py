#!/usr/bin/env python3
"""Chatterbox chaos suite: practice sessions under injected faults and kill -9, then invariants.

Started by Tools/Chaos/run (which builds the binaries and guarantees the server is stopped).
Only the standard library is used. See Tools/Chaos/README.md for the invariants and the output.
"""

from __future__ import annotations

import argparse
import collections
import dataclasses
import glob
import hashlib
import json
import math
import os
import random
import shutil
import signal
import struct
import subprocess
import sys
import tempfile
import threading
import time
import urllib.request
import wave

from hostile_front import Decoy, HostileFront, forbidden_bytes

EMAIL = "chaos-learner@example.com"
LANGUAGE = "en"
CUE_COUNT = 62  # the dev server seeds en-001 … en-062
UPLOAD_ANSWER_ROUTES = ["/rpc/create_recording_upload", "/rpc/renew_recording_upload", "/rpc/complete_recording_upload"]
# The CLI adopts a take left in data/recordings by a killed session once it is this old (seconds),
# the next time it opens the upload queue (Upload+ChatterboxAPI.swift, adoptInterruptedTakes).
TAKE_ADOPTION_AGE = 120
# (seconds, tone Hz, amplitude, sample rate): four distinct takes, 1–4 s.
WAV_SPECS = [(1.0, 220.0, 0.30, 16000), (2.0, 440.0, 0.50, 48000), (3.0, 330.0, 0.20, 22050), (4.0, 550.0, 0.40, 44100)]

BOUNDED = {"sessions": 12, "kills": 4, "recording_kills": 1}
STDIN_TAKE = 1  # WAV_SPECS[1] is 48 kHz, the rate `--source stdin` expects
BOUNDED_BUDGET_SECONDS = 420  # for the sessions; CI's limit is 10 minutes for everything: fail loudly before it
RETRY_TIMEOUT_AFTER_KILL = 20  # `uploads retry --timeout` while faults are on
RETRY_ATTEMPTS_AFTER_KILL = 4
SETTLE_TIMEOUT = 60  # `uploads retry --timeout` with faults off
SETTLE_ATTEMPTS = 3

START = time.monotonic()
LIVE: set[subprocess.Popen] = set()  # CLI processes running now: killed if the harness stops early
PID_FILE: str | None = None  # shared with Tools/Chaos/run, whose EXIT trap stops what is listed
SERVER_PID: int | None = None


def write_pids() -> None:
    """Lists the processes running now for the wrapper's trap (atomically: temp file + rename)."""
    if not PID_FILE:
        return
    pids = ([SERVER_PID] if SERVER_PID else []) + [p.pid for p in LIVE if p.poll() is None]
    temporary = PID_FILE + ".tmp"
    with open(temporary, "w") as handle:
        handle.write("".join(f"{pid}\n" for pid in pids))
    os.replace(temporary, PID_FILE)


def track(process: subprocess.Popen | None = None, done: subprocess.Popen | None = None) -> None:
    if process is not None:
        LIVE.add(process)
    if done is not None:
        LIVE.discard(done)
    write_pids()


def kill_live() -> None:
    for process in list(LIVE):
        if process.poll() is None:
            process.kill()
            process.wait()
    LIVE.clear()
    write_pids()


def log(message: str) -> None:
    print(f"[chaos {time.monotonic() - START:6.1f}s] {message}", file=sys.stderr, flush=True)


# ---------------------------------------------------------------------------------------------
# Inputs


def make_wav(path: str, seconds: float, tone: float, amplitude: float, rate: int, seed: int) -> None:
    """16-bit mono PCM: a tone with a little seeded noise and a 20 ms fade at both ends."""
    rng = random.Random(seed)
    frames = int(seconds * rate)
    fade = int(0.02 * rate)
    samples = bytearray()
    for n in range(frames):
        envelope = min(1.0, n / fade, (frames - 1 - n) / fade) if fade else 1.0
        value = amplitude * envelope * math.sin(2 * math.pi * tone * n / rate) + rng.uniform(-0.01, 0.01)
        samples += struct.pack("<h", max(-32768, min(32767, int(value * 32767))))
    with wave.open(path, "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(rate)
        out.writeframes(bytes(samples))


def sha256_file(path: str) -> str:
    digest = hashlib.sha256()
    with open(path, "rb") as handle:
        for block in iter(lambda: handle.read(1 << 16), b""):
            digest.update(block)
    return digest.hexdigest()


# ---------------------------------------------------------------------------------------------
# Dev server


class DevServer:
    def __init__(self, binary: str, workdir: str):
        self.binary = binary
        self.data_dir = os.path.join(workdir, "server-data")
        self.ready_file = os.path.join(workdir, "server-ready")
        self.log_path = os.path.join(workdir, "server.log")
        self.process: subprocess.Popen | None = None
        self.base_url = ""
        self.exit_code: int | None = None

    def start(self) -> None:
        os.makedirs(self.data_dir, exist_ok=True)
        log_file = open(self.log_path, "wb")
        self.process = subprocess.Popen(
            [self.binary, "serve", "--port", "0", "--dev", "--data-dir", self.data_dir,
             "--ready-file", self.ready_file, "--magic-link-rate-limit", "1000", "--magic-link-cooldown", "0"],
            stdout=log_file, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL, start_new_session=True)
        log_file.close()
        global SERVER_PID
        SERVER_PID = self.process.pid
        write_pids()
        deadline = time.monotonic() + 60
        while not os.path.exists(self.ready_file):
            if self.process.poll() is not None:
                raise RuntimeError(f"dev server exited with {self.process.returncode}; see {self.log_path}")
            if time.monotonic() > deadline:
                raise RuntimeError("dev server did not become ready within 60 s")
            time.sleep(0.05)
        with open(self.ready_file) as handle:
            self.base_url = handle.read().strip().rstrip("/")
        log(f"dev server pid {self.process.pid} at {self.base_url}")

    def refresh_reuse(self) -> tuple[int, int]:
        """(replayed, revoked): spent refresh tokens the server saw again (ADR 0009's two outcomes)."""
        try:
            with open(self.log_path, errors="replace") as handle:
                text = handle.read()
        except OSError:
            return (0, 0)
        return (text.count("replayed the current session"), text.count("reused; family revoked"))

    @property
    def alive(self) -> bool:
        return self.process is not None and self.process.poll() is None

    def stop(self) -> None:
        if self.process is None or self.exit_code is not None:
            return
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        self.exit_code = self.process.returncode
        global SERVER_PID
        SERVER_PID = None
        write_pids()

    def request(self, method: str, path: str, body: object | None = None) -> object | None:
        data = None if body is None else json.dumps(body).encode()
        request = urllib.request.Request(self.base_url + path, data=data, method=method)
        if data is not None:
            request.add_header("Content-Type", "application/json")
        with urllib.request.urlopen(request, timeout=15) as response:
            raw = response.read()
        return json.loads(raw) if raw else None


# ---------------------------------------------------------------------------------------------
# The CLI


@dataclasses.dataclass
class Run:
    name: str
    args: list[str]
    rc: int | None
    out: str
    err: str
    seconds: float
    killed_by_us: bool = False
    timed_out: bool = False

    @property
    def crashed(self) -> bool:
        signalled = self.rc is not None and self.rc < 0 and not (self.killed_by_us and self.rc == -signal.SIGKILL)
        return signalled or "Fatal error" in self.err

    def json(self) -> dict:
        try:
            value = json.loads(self.out)
            return value if isinstance(value, dict) else {}
        except ValueError:
            return {}


class CLI:
    def __init__(self, binary: str, home: str, api: str, logs: str):
        self.binary = binary
        self.home = home
        self.api = api
        self.logs = logs
        self.count = 0
        self.runs: list[Run] = []
        os.makedirs(home, exist_ok=True)
        os.makedirs(logs, exist_ok=True)

    @property
    def env(self) -> dict:
        return {
            "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
            "HOME": self.home,
            "CHATTERBOX_HOME": self.home,
            "CHATTERBOX_API_URL": self.api,
            "LANG": "C",
            "CHATTERBOX_LOG_LEVEL": "info",  # evidence: refreshes, enqueues, upload steps (no secrets)
            "TMPDIR": os.environ.get("TMPDIR", "/tmp"),
        }

    def _paths(self, name: str) -> tuple[str, str]:
        self.count += 1
        stem = os.path.join(self.logs, f"{self.count:03d}-{name}")
        return stem + ".out", stem + ".err"

    def run(self, name: str, args: list[str], timeout: float = 120) -> Run:
        out_path, err_path = self._paths(name)
        started = time.monotonic()
        with open(out_path, "wb") as out, open(err_path, "wb") as err:
            process = subprocess.Popen([self.binary, *args], env=self.env, stdout=out, stderr=err,
                                       stdin=subprocess.DEVNULL, start_new_session=True)
            track(process)
            timed_out = False
            try:
                process.wait(timeout=timeout)
            except subprocess.TimeoutExpired:
                timed_out = True
                process.kill()
                process.wait()
            track(done=process)
        return self._record(name, args, process.returncode, out_path, err_path, started,
                            killed_by_us=timed_out, timed_out=timed_out)

    def spawn(self, name: str, args: list[str], stdin=subprocess.DEVNULL) -> tuple[subprocess.Popen, str, str]:
        out_path, err_path = self._paths(name)
        out, err = open(out_path, "wb"), open(err_path, "wb")
        process = subprocess.Popen([self.binary, *args], env=self.env, stdout=out, stderr=err,
                                   stdin=stdin, start_new_session=True)
        track(process)
        out.close()
        err.close()
        return process, out_path, err_path

    def _record(self, name, args, rc, out_path, err_path, started, killed_by_us=False, timed_out=False) -> Run:
        with open(out_path, errors="replace") as handle:
            out = handle.read()
        with open(err_path, errors="replace") as handle:
            err = handle.read()
        run = Run(name, args, rc, out, err, time.monotonic() - started, killed_by_us, timed_out)
        self.runs.append(run)
        return run

    # -- paths inside CHATTERBOX_HOME

    @property
    def account_dir(self) -> str:
        """data/servers/<server>/accounts/<account> (ADR 0011): this run's one learner."""
        found = sorted(glob.glob(os.path.join(self.home, "data", "servers", "*", "accounts", "*")))
        return found[0] if found else os.path.join(self.home, "data", "no-account-yet")

    @property
    def jobs_dir(self) -> str:
        return os.path.join(self.account_dir, "uploads", "jobs")

    @property
    def files_dir(self) -> str:
        return os.path.join(self.account_dir, "uploads", "files")

    @property
    def recordings_dir(self) -> str:
        return os.path.join(self.account_dir, "recordings")

    def job_names(self) -> set[str]:
        try:
            return {name for name in os.listdir(self.jobs_dir) if name.endswith(".json") and not name.startswith(".")}
        except FileNotFoundError:
            return set()

    def read_job(self, name: str) -> dict | None:
        try:
            with open(os.path.join(self.jobs_dir, name)) as handle:
                job = json.load(handle)
            if not isinstance(job, dict) or "id" not in job:
                return None
            # Version 2 job files keep the app's cue id as caller metadata and the server's id as
            # remote_id (Upload carries no domain, ADR 0014); the checks below speak the app's words.
            if isinstance(job.get("metadata"), dict):
                job.setdefault("cue_id", job["metadata"].get("cue_id"))
            if "remote_id" in job:
                job.setdefault("recording_id", job["remote_id"])
            return job
        except (OSError, ValueError):
            return None  # replaced between listdir and open (atomic rename): the next scan sees it

    def read_jobs(self) -> dict[str, dict]:
        return {job["id"]: job for job in map(self.read_job, self.job_names()) if job is not None}

    def unqueued_takes(self) -> list[str]:
        try:
            return [os.path.join(self.recordings_dir, n) for n in os.listdir(self.recordings_dir) if n.lower().endswith(".wav")]
        except FileNotFoundError:
            return []

    def leftovers(self) -> list[str]:
        found = []
        for folder, suffix in ((self.files_dir, ""), (self.recordings_dir, ".wav")):
            try:
                names = os.listdir(folder)
            except FileNotFoundError:
                continue
            found += [os.path.join(folder, n) for n in sorted(names) if n.lower().endswith(suffix)]
        return found


def sign_in(cli: CLI, server: DevServer, faults: dict | None = None) -> None:
    """The real flow: login → the dev outbox's link → open. Mid-run (`faults` given), faults are
    paused while signing in (POST {} keeps the counters) and re-armed afterwards: signing in again
    is the harness's remedy after a failure, not what is under test."""
    if faults is not None:
        server.request("POST", "/dev/faults", {})
    try:
        _sign_in(cli, server)
    finally:
        if faults is not None:
            # A new seed: the same one would replay the very decisions that just signed them out.
            faults["seed"] = (faults["seed"] + 7_919_000) % (1 << 63)
            server.request("POST", "/dev/faults", faults)


def _sign_in(cli: CLI, server: DevServer) -> None:
    before = len(server.request("GET", f"/dev/outbox?email={EMAIL}")["messages"])
    deadline = time.monotonic() + 75
    while True:
        login = cli.run("login", ["login", "--email", EMAIL, "--json"])
        if login.rc == 0:
            break
        # Signing in again within a minute of the last link meets the per-email cooldown (429).
        if login.rc != 75 or time.monotonic() > deadline:
            raise RuntimeError(f"login failed ({login.rc}): {login.err.strip()}")
        log("magic-link cooldown: waiting to sign in again")
        time.sleep(5)
    messages = server.request("GET", f"/dev/outbox?email={EMAIL}")["messages"]
    if len(messages) <= before:
        raise RuntimeError("no new message in the dev outbox after login")
    opened = cli.run("open", ["open", messages[0]["link"], "--json"])  # newest first
    if opened.rc != 0 or opened.json().get("signed_in") is not True:
        raise RuntimeError(f"open failed ({opened.rc}): {opened.err.strip()}")


# ---------------------------------------------------------------------------------------------
# Two accounts and two processes on one data folder (issue "Trust under real use")


def shared_folder_scenario(cli_bin: str, server: DevServer, workdir: str, wav: str, seed: int) -> list[tuple]:
    """Learner A leaves two takes queued and signs out; learner B signs in on the same folder:
    A's takes are held (never sent as B's), while B's own practice and an `uploads retry` run as
    two processes at once (one PUT per job). Then A signs in again and A's takes arrive in A's
    history. Returns check rows like the main run's."""
    cli = CLI(cli_bin, os.path.join(workdir, "shared-home"), server.base_url, os.path.join(workdir, "logs"))
    cli.count = 700
    emails = {name: f"chaos-{name}-{seed}@example.com" for name in ("a", "b")}

    def puts() -> int:
        with open(server.log_path, errors="replace") as handle:
            return sum(1 for line in handle if " PUT /uploads/" in line)

    def sign(name: str) -> None:
        email = emails[name]
        login = cli.run(f"login-{name}", ["login", "--email", email, "--json"])
        link = server.request("GET", f"/dev/outbox?email={email}")["messages"][0]["link"]
        opened = cli.run(f"open-{name}", ["open", link, "--json"])
        if login.rc != 0 or opened.rc != 0:
            raise RuntimeError(f"sign-in of {name} failed: {login.err.strip()} {opened.err.strip()}")
        cli.run(f"language-{name}", ["language", "set", "en"])

    def history() -> list[str]:
        return sorted(item.get("cue_id") for item in cli.run("history", ["history", "--json"]).json().get("items", []))

    puts_before = puts()
    sign("a")
    server.request("POST", "/dev/faults", {"error_rate": {"/rpc/create_recording_upload": 1.0}, "error_status": 503})
    queued = [cli.run(f"practice-a-{cue}", ["practice", cue, "--audio", wav, "--timeout", "2", "--json"]).rc
              for cue in ("en-020", "en-021")]
    server.request("DELETE", "/dev/faults")
    cli.run("logout-a", ["logout"])

    sign("b")
    held = cli.run("uploads-b", ["uploads", "--json"]).json().get("held_for_other_accounts")
    server.request("POST", "/dev/faults", {"latency_ms": 500, "routes": ["/uploads"]})
    both = [cli.spawn("practice-b", ["practice", "en-022", "--audio", wav, "--yes", "--json"]),
            cli.spawn("retry-b", ["uploads", "retry", "--timeout", "60", "--json"])]
    rcs = [process.wait(timeout=150) for process, _, _ in both]
    for process, _, _ in both:
        track(done=process)
    stderr = "".join(open(err, errors="replace").read() for _, _, err in both)
    server.request("DELETE", "/dev/faults")
    history_b = history()
    cli.run("logout-b", ["logout"])

    sign("a")
    settle_a = cli.run("retry-a", ["uploads", "retry", "--timeout", "60", "--json"]).rc
    history_a = history()
    sent = puts() - puts_before
    return [
        ("two accounts: A's queued takes are held while B is signed in", queued == [75, 75] and held == 2 and history_b == ["en-022"],
         f"practice exits {queued}, held {held}, B's history {history_b}"),
        ("two accounts: A's takes reach A's history after A signs in again", settle_a == 0 and history_a == ["en-020", "en-021"],
         f"retry exit {settle_a}, A's history {history_a}"),
        ("two processes on one folder: both succeed, one PUT per job, no error printed",
         rcs == [0, 0] and sent == 3 and "cannot save upload job" not in stderr,
         f"exits {rcs}, {sent} PUTs for 3 jobs"),
    ]


def hostile_front_scenario(cli_bin: str, server: DevServer, workdir: str, wav: str, seed: int) -> list[tuple]:
    """A learner practises through a hostile front (hostile_front.py): a fifth of the requests answered
    with redirects to a decoy origin, escape sequences in every cue title and prompt, upload PUTs
    redirected too. Then the front turns honest and the queue settles. Returns check rows."""
    decoy = Decoy()
    front = HostileFront(server.base_url, decoy.url, seed)
    cli = CLI(cli_bin, os.path.join(workdir, "hostile-home"), front.url, os.path.join(workdir, "logs"))
    cli.count = 800
    email = f"chaos-hostile-{seed}@example.com"
    try:
        cli.run("login-hostile", ["login", "--email", email])
        link = server.request("GET", f"/dev/outbox?email={email}")["messages"][0]["link"]
        opened = cli.run("open-hostile", ["open", link.replace(server.base_url, front.url)])
        cli.run("language-hostile", ["language", "set", "en"])
        front.hostile = True
        cues = [f"en-0{n}" for n in range(40, 46)]
        runs, accepted = [], []
        for cue in cues:
            practice = cli.run(f"practice-hostile-{cue}", ["practice", cue, "--audio", wav, "--timeout", "5"])
            runs.append(practice)
            # A practice whose cue lookup was redirected stops before recording (it prints nothing on stdout);
            # one that showed its cue recorded a take, which the queue must deliver whatever the PUT met.
            if practice.out.strip():
                accepted.append(cue)
            runs.append(cli.run("cues-hostile", ["cues", "--count", "5"]))
            runs.append(cli.run("history-hostile", ["history"]))
        runs.append(cli.run("whoami-hostile", ["whoami", "--refresh"]))
        front.hostile = False
        # A practice whose --timeout ended it after its cue showed but before its take was queued (a
        # loaded machine, redirects refused on the way) left the take in data/recordings: the CLI
        # adopts it once it is old enough, and the settling retry must then deliver it too.
        wait_for_take_adoption(cli)
        settled = settle(cli, "retry-hostile", SETTLE_TIMEOUT, SETTLE_ATTEMPTS)[-1].rc == 0
        items = cli.run("history-hostile-end", ["history", "--json"]).json().get("items", [])
    finally:
        front.stop()
        decoy.stop()
    arrived = collections.Counter(item.get("cue_id") for item in items)
    dirty = {run.name: found for run in runs
             if (found := forbidden_bytes(run.out.encode(errors="surrogateescape") + run.err.encode(errors="surrogateescape")))}
    crashes = [run.name for run in runs if run.rc is not None and run.rc < 0]
    return [
        ("hostile front: no request reached the decoy origin (so no token, body or recording)",
         opened.rc == 0 and not decoy.heard,
         f"{front.redirects} redirects refused, decoy heard {[(m, p) for m, p, _ in decoy.heard][:5]}"),
        ("hostile front: no escape sequence, C1, NUL or bidi override reached the terminal",
         front.injections > 0 and not dirty, f"{front.injections} answers rewritten; dirty outputs: {dirty or 'none'}"),
        ("hostile front: every take arrived exactly once once the front turned honest",
         settled and accepted and sorted(arrived) == sorted(accepted) and all(n == 1 for n in arrived.values()),
         f"{len(accepted)} of {len(cues)} practices recorded a take; arrived {dict(arrived)}"),
        ("hostile front: no crash", not crashes, ", ".join(crashes) or "none"),
    ]


# ---------------------------------------------------------------------------------------------
# The plan


@dataclasses.dataclass
class Session:
    index: int
    cue: str
    wav: int
    profile: str
    faults: dict
    kill_mode: str | None = None  # None, "from-start", "after-enqueue" or "mid-recording"
    kill_delay: float = 0.0
    # outcome
    rc: int | None = None
    seconds: float = 0.0
    killed: bool = False
    kill_at: float | None = None
    timed_out: bool = False
    enqueued_at: float | None = None
    jobs: list[str] = dataclasses.field(default_factory=list)
    phase_at_kill: str = ""
    before_refresh_stored: bool = False  # killed before the launch-time refresh wrote its tokens (issue 1)
    recovered: list[str] = dataclasses.field(default_factory=list)  # jobs made later from its orphaned take
    recording_id: str | None = None
    restart_rcs: list[int | None] = dataclasses.field(default_factory=list)
    signed_out: str = ""
    error: str = ""

    @property
    def outcome(self) -> str:
        if self.killed:
            where = f"after enqueue ({self.phase_at_kill})" if self.jobs else "before enqueue"
            refresh = ", launch refresh not yet stored" if self.before_refresh_stored else ""
            return f"killed at {self.kill_at:.2f} s, {where}{refresh}" + ("; take recovered later" if self.recovered else "")
        if self.timed_out:
            return "hung (killed at --session-timeout)"
        if self.rc == 0 and self.recording_id:
            return f"uploaded in {self.seconds:.1f} s"
        return f"exit {self.rc}" + (" after enqueue" if self.jobs else " before enqueue")


PROFILES = ("all-routes", "upload-answers", "mid-upload")


def fault_config(profile: str, rng: random.Random, seed: int, index: int) -> dict:
    """One of three profiles, cycled so every run covers each:

    - all-routes: light faults on every route (the launch-time refresh, account, cues, uploads);
    - upload-answers: heavy 5xx and truncated answers on create / renew / complete (the server
      did the work, the client never heard: the idempotency key must make the retry a replay);
    - mid-upload: the PUT's connection dropped after part of the body, 5xx, latency.

    Every session re-arms a 429 burst and gets its own seed. Connections are dropped on RPC routes
    too (issue 2 in the README: they used to stall the client for its 60 s timeout).
    """
    config: dict
    if profile == "all-routes":
        config = {
            "latency_ms": rng.choice([50, 100, 200, 300]),
            "error_rate": {"*": 0.06},
            "error_status": rng.choice([503, 503, 502, 504, 500]),
            "rate_limit_burst": rng.choice([0, 1, 2, 3]),
            "drop_connection_rate": 0.1,
            "truncate_body_rate": 0.06,
        }
    elif profile == "upload-answers":
        config = {
            "latency_ms": rng.choice([0, 100, 250]),
            "error_rate": {"*": 0.15},
            "error_status": rng.choice([503, 500, 502, 504]),
            "rate_limit_burst": rng.choice([0, 2, 3]),
            "drop_connection_rate": 0.25,
            "truncate_body_rate": 0.35,
            "routes": UPLOAD_ANSWER_ROUTES,
        }
    else:
        config = {
            "latency_ms": rng.choice([0, 100, 300]),
            "error_rate": {"*": 0.1},
            "error_status": rng.choice([503, 500, 502]),
            "rate_limit_burst": rng.choice([0, 1, 2]),
            "drop_connection_rate": 0.4,
            "routes": ["/uploads"],
        }
    config["seed"] = (seed * 1000 + index) % (1 << 63)
    return config


def make_plan(sessions: int, kills: int, recording_kills: int, seed: int, wav_count: int) -> list[Session]:
    rng = random.Random(seed)
    cue_numbers = rng.sample(range(1, CUE_COUNT + 1), min(sessions, CUE_COUNT))
    while len(cue_numbers) < sessions:
        cue_numbers.append(rng.randint(1, CUE_COUNT))
    killed = sorted(rng.sample(range(recording_kills, sessions), kills))
    offset = rng.randrange(len(PROFILES))
    plan = []
    for index in range(sessions):
        profile = PROFILES[(index + offset) % len(PROFILES)]
        session = Session(index, f"{LANGUAGE}-{cue_numbers[index]:03d}", rng.randrange(wav_count), profile,
                          fault_config(profile, rng, seed, index))
        if index < recording_kills:
            # Recorded live from stdin (the 48 kHz take) and killed once the whole take is on disk
            # but before the recording ended: the take is left in data/recordings, and the CLI must
            # adopt and upload it once it is TAKE_ADOPTION_AGE old. First, so later sessions do.
            session.wav, session.kill_mode = STDIN_TAKE, "mid-recording"
        elif index in killed:
            # Half the kills land anywhere (0.05–2 s after start: launch-time refresh, account, cue
            # lookup, recording, enqueue or upload), half after the queue accepted the take.
            session.kill_mode = "from-start" if killed.index(index) % 2 == 0 else "after-enqueue"
            session.kill_delay = rng.uniform(0.05, 2.0) if session.kill_mode == "from-start" else rng.uniform(0.0, 0.9)
            # Slow the session's faulted routes down so it is still running when its kill is due
            # (without latency a session can finish in 0.3 s).
            session.faults["latency_ms"] = rng.choice([300, 400, 500])
        plan.append(session)
    return plan


# ---------------------------------------------------------------------------------------------
# Running


def signed_out_reason(run: Run) -> str:
    """Why a command found the learner signed out, from its stderr ("" if it did not)."""
    if "not signed in" not in run.err.lower():
        return ""
    for code in ("refresh_token_reused", "refresh_token_invalid", "refresh_token_expired"):
        if code in run.err:
            return code
    return "not signed in"


def credentials_stamp(cli: CLI) -> tuple | None:
    """Changes when the CLI stores rotated tokens: a kill before that may have lost a rotation."""
    try:
        stored = glob.glob(os.path.join(cli.home, "data", "secure", "session.*"))
        info = os.stat(stored[0] if stored else os.path.join(cli.home, "data", "secure", "none"))
        return (info.st_ino, info.st_mtime_ns, info.st_size)
    except FileNotFoundError:
        return None


def run_session(cli: CLI, server: DevServer, session: Session, wav_path: str, jobs: dict, timeout: float,
                plan_so_far: list[Session]) -> Run:
    server.request("POST", "/dev/faults", session.faults)
    known = set(cli.job_names())
    stamp = credentials_stamp(cli)
    refreshed_at = None
    if session.kill_mode == "mid-recording":
        with wave.open(wav_path) as source:
            pcm = source.readframes(source.getnframes())
        args = ["practice", session.cue, "--source", "stdin", "--seconds", "60", "--yes", "--json"]
        process, out_path, err_path = cli.spawn(f"practice-{session.index:02d}", args, stdin=subprocess.PIPE)

        def feed() -> None:  # in the background: the pipe blocks until the recorder reads
            try:
                process.stdin.write(pcm)  # and keep the pipe open: the recorder waits for more
                process.stdin.flush()
            except (BrokenPipeError, ValueError, OSError):
                pass

        threading.Thread(target=feed, daemon=True).start()
    else:
        args = ["practice", session.cue, "--audio", wav_path, "--yes", "--json"]
        process, out_path, err_path = cli.spawn(f"practice-{session.index:02d}", args)
    started = time.monotonic()
    while process.poll() is None:
        now = time.monotonic() - started
        if session.enqueued_at is None:
            for name in cli.job_names() - known:
                # Its own job, not a take of an earlier session the CLI adopted on opening the queue.
                job = cli.read_job(name)
                if job is None:
                    continue  # being renamed into place: read it at the next poll
                known.add(name)
                if job.get("cue_id") == session.cue:
                    session.enqueued_at = now
        if refreshed_at is None and credentials_stamp(cli) != stamp:
            refreshed_at = now
        due = None
        if session.kill_mode == "from-start":
            due = session.kill_delay
        elif session.kill_mode == "after-enqueue" and session.enqueued_at is not None:
            due = session.enqueued_at + session.kill_delay
        elif session.kill_mode == "mid-recording":
            takes = [p for p in cli.unqueued_takes() if os.path.basename(p).startswith(session.cue + "-")]
            if any(os.path.getsize(p) >= 44 + len(pcm) for p in takes if os.path.exists(p)) or now > 30:
                due = now
        if (due is not None and now >= due) or now >= timeout:
            os.kill(process.pid, signal.SIGKILL)
            process.wait()
            if process.returncode == -signal.SIGKILL:  # else it had exited on its own just before
                session.killed = due is not None and now >= due
                session.timed_out = not session.killed
                session.kill_at = now
                session.before_refresh_stored = session.killed and refreshed_at is None
            break
        time.sleep(0.01)
    track(done=process)
    if process.stdin:
        try:
            process.stdin.close()
        except (BrokenPipeError, OSError):
            pass
    run = cli._record(f"practice-{session.index:02d}", args, process.returncode, out_path, err_path, started,
                      killed_by_us=session.killed or session.timed_out, timed_out=session.timed_out)
    session.rc, session.seconds = run.rc, run.seconds
    current = cli.read_jobs()
    for job_id, job in current.items():
        if job_id in jobs:
            jobs[job_id].update(job)
        elif job.get("cue_id") == session.cue and not session.jobs:
            jobs[job_id] = dict(job, _session=session.index)
            session.jobs.append(job_id)
        else:
            adopt_recovered(job_id, job, jobs, plan_so_far)
    if session.jobs:
        session.phase_at_kill = current[session.jobs[0]].get("phase", "?")
        if session.enqueued_at is None:
            session.enqueued_at = session.seconds
    if run.rc == 0:
        session.recording_id = run.json().get("recording_id")
    elif not session.killed and not session.timed_out:
        session.error = run.err.strip().splitlines()[-1] if run.err.strip() else ""
    return run


def settle(cli: CLI, name: str, timeout: int, attempts: int) -> list[Run]:
    runs = []
    for _ in range(attempts):
        run = cli.run(name, ["uploads", "retry", "--timeout", str(timeout), "--json"], timeout=timeout + 90)
        runs.append(run)
        if run.rc == 0 or signed_out_reason(run):
            break
    return runs


def adopt_recovered(job_id: str, job: dict, jobs: dict, plan_so_far: list[Session]) -> None:
    """A job no session made itself: the CLI queued a take a killed session left in
    data/recordings. It belongs to the latest session of that cue that has no job yet."""
    owner = next((s for s in reversed(plan_so_far) if s.cue == job.get("cue_id") and not s.jobs and s.rc is not None), None)
    jobs[job_id] = dict(job, _session=owner.index if owner else None, _recovered=True)
    if owner:
        owner.recovered.append(job_id)


def refresh_jobs(cli: CLI, jobs: dict, plan_so_far: list[Session]) -> None:
    for job_id, job in cli.read_jobs().items():
        if job_id in jobs:
            jobs[job_id].update(job)
        else:
            adopt_recovered(job_id, job, jobs, plan_so_far)


def wait_for_take_adoption(cli: CLI) -> int:
    """Waits until every take left in data/recordings is old enough for the CLI to adopt it
    (TAKE_ADOPTION_AGE), so the settling `uploads retry` queues it. Returns how many there are."""
    takes = cli.unqueued_takes()
    if not takes:
        return 0
    youngest = max(os.stat(path).st_mtime for path in takes)
    wait = TAKE_ADOPTION_AGE + 5 - (time.time() - youngest)
    if wait > 0:
        log(f"{len(takes)} take(s) left in data/recordings by a kill: waiting {wait:.0f} s until the CLI adopts them")
        time.sleep(min(wait, TAKE_ADOPTION_AGE + 10))
    return len(takes)


# ---------------------------------------------------------------------------------------------
# Main


def snapshot(binary: str, folder: str) -> str:
    """Copies `binary` and the SwiftPM resource bundles beside it (`*.resources`) into `folder`,
    retrying while a concurrent build is still writing it (the copy must run `--help`)."""
    source = os.path.dirname(os.path.abspath(binary))
    target = os.path.join(folder, os.path.basename(binary))
    for attempt in range(20):
        shutil.rmtree(folder, ignore_errors=True)
        os.makedirs(folder)
        try:
            before = os.stat(binary)
            for name in os.listdir(source):
                if name.endswith(".resources") and os.path.isdir(os.path.join(source, name)):
                    shutil.copytree(os.path.join(source, name), os.path.join(folder, name))
            shutil.copy2(binary, target)
            after = os.stat(binary)
            stable = (before.st_mtime_ns, before.st_size) == (after.st_mtime_ns, after.st_size)
            probe = subprocess.run([target, "--help"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=30)
            if stable and probe.returncode == 0:
                return target
        except (OSError, subprocess.TimeoutExpired):
            pass
        log(f"{os.path.basename(binary)} is being rebuilt; copying it again")
        time.sleep(3)
    raise RuntimeError(f"cannot take a working copy of {binary}")


def main() -> int:
    parser = argparse.ArgumentParser(prog="Tools/Chaos/run", description="Chatterbox chaos suite (see Tools/Chaos/README.md)")
    parser.add_argument("--sessions", type=int, help="practice sessions (default 12)")
    parser.add_argument("--kills", type=int, help="sessions to kill -9 at a random point (default 4)")
    parser.add_argument("--recording-kills", type=int,
                        help="first sessions to record from stdin and kill -9 mid-recording (default 1)")
    parser.add_argument("--seed", type=int, help="seed for the plan and the fault sequences (default: random, printed)")
    parser.add_argument("--bounded", action="store_true",
                        help=f"CI mode: {BOUNDED['sessions']} sessions, {BOUNDED['kills']} + {BOUNDED['recording_kills']} kills, "
                             f"fails if the sessions take over {BOUNDED_BUDGET_SECONDS} s")
    parser.add_argument("--session-timeout", type=float, default=150, help="seconds before a practice session counts as hung (default 150)")
    parser.add_argument("--keep", action="store_true", help="keep the temporary directory even when every check passes")
    parser.add_argument("--summary-json", help="also write the figures, checks and sessions to this file")
    parser.add_argument("--no-build", action="store_true", help="reuse the binaries already built")  # handled by Tools/Chaos/run
    parser.add_argument("--server-bin", required=True, help=argparse.SUPPRESS)
    parser.add_argument("--cli-bin", required=True, help=argparse.SUPPRESS)
    parser.add_argument("--pid-file", help=argparse.SUPPRESS)
    args = parser.parse_args()

    if args.bounded and (args.sessions, args.kills, args.recording_kills) != (None, None, None):
        parser.error("--bounded fixes --sessions, --kills and --recording-kills")
    sessions = args.sessions if args.sessions is not None else BOUNDED["sessions"]
    kills = args.kills if args.kills is not None else BOUNDED["kills"]
    recording_kills = args.recording_kills if args.recording_kills is not None else BOUNDED["recording_kills"]
    if sessions < 1 or recording_kills < 0 or not 0 <= kills <= sessions - recording_kills:
        parser.error("need --sessions ≥ 1 and 0 ≤ --kills ≤ --sessions − --recording-kills")
    args.recording_kills = recording_kills
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(1, 1 << 31)
    budget = BOUNDED_BUDGET_SECONDS if args.bounded else None

    workdir = tempfile.mkdtemp(prefix="chatterbox-chaos-")
    global PID_FILE
    PID_FILE = args.pid_file
    server = DevServer(args.server_bin, workdir)
    log(f"seed {seed}, {sessions} sessions, {kills} + {recording_kills} mid-recording kills, workdir {workdir}")

    def on_signal(signum, _frame):
        kill_live()
        server.stop()
        log(f"interrupted by signal {signum}; kept {workdir}")
        os._exit(128 + signum)

    signal.signal(signal.SIGTERM, on_signal)
    signal.signal(signal.SIGINT, on_signal)

    words, skip = [], False
    for word in sys.argv[1:]:
        if skip or word in ("--server-bin", "--cli-bin", "--pid-file"):
            skip = not skip
            continue
        words.append(word)
    report: dict = {"command": " ".join(["Tools/Chaos/run", *words])}
    try:
        ok = chaos(args, server, workdir, sessions, kills, seed, budget, report)
    except Exception as error:  # the harness itself broke: say so, keep the evidence
        log(f"harness error: {error!r}")
        ok = False
        report.setdefault("checks", []).append({"name": "harness ran to the end", "ok": False, "detail": repr(error)})
    finally:
        kill_live()  # a practice run left waiting for the network would otherwise retry forever
        server.stop()

    if server.exit_code not in (0, None, -signal.SIGTERM):
        ok = False
        print(f"\n❌ the dev server exited with {server.exit_code} on SIGTERM (log: {server.log_path})")
    if args.summary_json:
        with open(args.summary_json, "w") as handle:
            json.dump(dict(report, seed=seed, ok=ok, workdir=workdir), handle, indent=2, default=str)
    if ok and not args.keep:
        shutil.rmtree(workdir, ignore_errors=True)
    else:
        log(f"kept {workdir} (home/ = CHATTERBOX_HOME, logs/ = every command's stdout and stderr, server.log)")
    # Last, so that a log cut to its end still names what failed.
    for check in report.get("checks", []):
        if not check["ok"]:
            print(f"❌ {check['name']}: {check['detail']}")
    print(f"\nResult: {'PASS' if ok else 'FAIL'} in {time.monotonic() - START:.0f} s (seed {seed}; rerun with --seed {seed})")
    return 0 if ok else 1


def chaos(args, server: DevServer, workdir: str, sessions: int, kills: int, seed: int, budget, report: dict) -> bool:
    # Private copies: other work rebuilding .build/ mid-run must not swap binaries under the run.
    server.binary = snapshot(args.server_bin, os.path.join(workdir, "bin", "server"))
    args.cli_bin = snapshot(args.cli_bin, os.path.join(workdir, "bin", "cli"))
    server.start()
    cli = CLI(args.cli_bin, os.path.join(workdir, "home"), server.base_url, os.path.join(workdir, "logs"))

    # Inputs, and the sha256 each one must arrive with: `record` re-encodes the file exactly as
    # `practice --audio` does (in a scratch home, so its take never touches the learner's folders).
    wav_dir = os.path.join(workdir, "wavs")
    os.makedirs(wav_dir)
    scratch = CLI(args.cli_bin, os.path.join(workdir, "scratch-home"), server.base_url, cli.logs)
    scratch.count = 900
    wavs, expected_sha = [], []
    for number, (seconds, tone, amplitude, rate) in enumerate(WAV_SPECS):
        path = os.path.join(wav_dir, f"take-{number}-{seconds:g}s.wav")
        make_wav(path, seconds, tone, amplitude, rate, seed + number)
        encoded = os.path.join(wav_dir, f"take-{number}.encoded.wav")
        run = scratch.run(f"record-{number}", ["record", encoded, "--source", f"file:{path}", "--json"])
        sha = run.json().get("sha256")
        if run.rc != 0 or not sha or sha != sha256_file(encoded):
            raise RuntimeError(f"cannot compute the expected sha256 of {path}: {run.rc} {run.err.strip()}")
        wavs.append(path)
        expected_sha.append(sha)
    cli.runs.extend(scratch.runs)
    log("expected sha256: " + ", ".join(f"{os.path.basename(w)} {s[:12]}…" for w, s in zip(wavs, expected_sha)))

    sign_in(cli, server)
    language = cli.run("language", ["language", "set", LANGUAGE, "--json"])
    if language.rc != 0:
        raise RuntimeError(f"language set failed: {language.err.strip()}")
    log(f"signed in as {EMAIL}, practising {LANGUAGE}")

    plan = make_plan(sessions, kills, args.recording_kills, seed, len(wavs))
    jobs: dict[str, dict] = {}
    restarts: list[Run] = []
    sign_outs: list[str] = []
    over_budget = False
    sessions_started = time.monotonic()

    def check_signed_out(session: Session, runs: list[Run]) -> bool:
        """A command found the learner signed out: record it, sign in again so the rest of the run
        still exercises the upload path (the invariant has already failed)."""
        for run in runs:
            reason = signed_out_reason(run)
            if reason:
                session.signed_out = f"{reason} ({run.name})"
                sign_outs.append(f"session {session.index}: {session.signed_out}")
                log(f"learner signed out ({reason}) seen by {run.name}: signing in again")
                sign_in(cli, server, faults=session.faults)
                return True
        return False

    for session in plan:
        if budget is not None and time.monotonic() - sessions_started > budget:
            over_budget = True
            log(f"over the {budget} s budget: sessions {session.index}… not run")
            break
        run = run_session(cli, server, session, wavs[session.wav], jobs, args.session_timeout, plan[:session.index + 1])
        resumed = check_signed_out(session, [run])
        if session.killed or session.timed_out or resumed:
            # The learner reopens the app: resume the queue (faults still on).
            runs = settle(cli, f"restart-{session.index:02d}", RETRY_TIMEOUT_AFTER_KILL, RETRY_ATTEMPTS_AFTER_KILL)
            if check_signed_out(session, runs):
                runs += settle(cli, f"restart-{session.index:02d}", RETRY_TIMEOUT_AFTER_KILL, RETRY_ATTEMPTS_AFTER_KILL)
            restarts += runs
            session.restart_rcs = [r.rc for r in runs]
            refresh_jobs(cli, jobs, plan[:session.index + 1])
        log(f"session {session.index:2d} {session.cue} take-{session.wav} {session.profile:<14} → {session.outcome}"
            + (f"; restart exits {session.restart_rcs}" if session.restart_rcs else "")
            + (f"; SIGNED OUT: {session.signed_out}" if session.signed_out else "")
            + (f"; {session.error}" if session.error else ""))

    # Faults off: read the counters first (DELETE clears them).
    faults = server.request("GET", "/dev/faults") or {}
    injected = faults.get("injected", {})
    server.request("DELETE", "/dev/faults")

    whoami = cli.run("whoami", ["whoami", "--json"])
    signed_in = whoami.rc == 0 and whoami.json().get("signed_in") is True
    if not signed_in:
        reason = signed_out_reason(whoami) or f"whoami exit {whoami.rc}"
        sign_outs.append(f"end: {reason}")
        log(f"NOT signed in at the end ({reason}); signing in again to check the rest")
        sign_in(cli, server)
    orphans = wait_for_take_adoption(cli)
    settle_runs = settle(cli, "settle", SETTLE_TIMEOUT, SETTLE_ATTEMPTS)
    refresh_jobs(cli, jobs, plan)
    history = cli.run("history", ["history", "--json"])
    items = history.json().get("items", []) if history.rc == 0 else []
    queue = cli.run("uploads", ["uploads", "--json"]).json().get("items", [])
    leftovers = cli.leftovers()
    duration = time.monotonic() - START

    # ---- Invariants
    expected = collections.Counter()
    sha_mismatch_local = []
    recovered_sha = set()
    recovered_complete = 0
    for job_id, job in jobs.items():
        owner = job.get("_session")
        if job.get("_recovered") or owner is None:
            # A take a kill left in data/recordings, queued later by the CLI: it must arrive as the
            # bytes the queue hashed; it is the whole input only if the kill came after recording.
            want = job.get("sha256")
            recovered_sha.add(want)
            recovered_complete += owner is not None and want == expected_sha[plan[owner].wav]
        else:
            want = expected_sha[plan[owner].wav]
        if job.get("sha256") != want:
            sha_mismatch_local.append(f"job {job_id[:8]} ({job.get('cue_id')}) queued sha {str(job.get('sha256'))[:12]}… ≠ {want[:12]}…")
        expected[(job.get("cue_id"), want)] += 1
    arrived = collections.Counter((item.get("cue_id"), item.get("sha256")) for item in items)
    duplicates = sum(max(0, arrived[k] - expected[k]) for k in arrived)
    losses = sum(max(0, expected[k] - arrived[k]) for k in expected)
    known_sha = set(expected_sha) | recovered_sha
    bad_sha = [f"{item.get('id')} ({item.get('cue_id')}) sha {str(item.get('sha256'))[:12]}…"
               for item in items if item.get("sha256") not in known_sha]
    server_ids = {item.get("id") for item in items}
    missing_ids = [f"job {j[:8]} → {job.get('recording_id')}" for j, job in jobs.items()
                   if job.get("recording_id") and job.get("recording_id") not in server_ids]
    reported = [s for s in plan if s.recording_id]
    unreported = [f"session {s.index} → {s.recording_id}" for s in reported if s.recording_id not in server_ids]
    not_done = [f"{i.get('id', '')[:8]} {i.get('cue_id')} {i.get('phase')} {i.get('error', {}).get('key', '')}"
                for i in queue if i.get("phase") != "done"]
    crashes = [f"{r.name} rc {r.rc}" + (" (Fatal error in stderr)" if "Fatal error" in r.err else "")
               for r in cli.runs if r.crashed]
    hung = [f"session {s.index}" for s in plan if s.timed_out]
    hung += [f"{r.name} ({' '.join(r.args[:2])})" for r in cli.runs if r.timed_out and not r.name.startswith("practice-")]
    landed = [s for s in plan if s.killed]
    settled = bool(settle_runs) and settle_runs[-1].rc == 0
    stalls = sum(r.err.count("error.network.timeout") for r in cli.runs)
    replays, revocations = server.refresh_reuse()
    ran = [s for s in plan if s.rc is not None]

    checks = [
        ("every planned session ran", not over_budget,
         f"{len(ran)} of {len(plan)}" + (f" (over the {budget} s budget)" if over_budget else "")),
        ("nothing hung (practice: --session-timeout; other commands: their timeout + 90 s)", not hung,
         ", ".join(hung) or "none"),
        ("queue settled with faults off", settled and not not_done,
         f"uploads retry exits {[r.rc for r in settle_runs]}" + (f"; not done: {not_done}" if not_done else "")),
        ("history readable", history.rc == 0, "" if history.rc == 0 else f"exit {history.rc}: {history.err.strip()[-200:]}"),
        ("every accepted recording arrived (no loss)", losses == 0 and not missing_ids,
         f"{losses} lost" + (f"; recording ids missing from history: {missing_ids}" if missing_ids else "")),
        ("exactly once (no duplicate)", duplicates == 0, f"{duplicates} duplicate(s)"),
        ("right sha256 (queue and server)", not sha_mismatch_local and not bad_sha,
         "; ".join(sha_mismatch_local + bad_sha) or "all match the re-encoded inputs"),
        ("every reported recording_id is in history", not unreported, ", ".join(unreported) or f"{len(reported)} checked"),
        ("no local audio left behind", not leftovers, ", ".join(os.path.relpath(p, cli.home) for p in leftovers) or "none"),
        ("no crash (signal other than our SIGKILL, or Fatal error)", not crashes, ", ".join(crashes) or "none"),
        ("dev server alive to the end", server.alive, "" if server.alive else f"exited {server.process.poll()}"),
        ("learner signed in throughout and at the end (whoami exit 0)", signed_in and not sign_outs,
         "yes" if signed_in and not sign_outs else "; ".join(sign_outs)),
        ("no request waited for the client's 60 s timeout (the server never stalls)", stalls == 0,
         f"{stalls} error.network.timeout"),
    ]

    checks += shared_folder_scenario(args.cli_bin, server, workdir, wavs[0], seed)
    checks += hostile_front_scenario(args.cli_bin, server, workdir, wavs[0], seed)

    # ---- Figures
    before_enqueue = [s for s in landed if not s.jobs]
    after_enqueue = [s for s in landed if s.jobs]
    failed = [s for s in ran if not s.killed and not s.timed_out and s.rc != 0]
    uploaded = [s for s in ran if s.recording_id]
    figures = [
        ("command", report.get("command", "")),
        ("seed", str(seed)),
        ("sessions", f"{len(ran)}: {len(uploaded)} uploaded in-process, {len(landed)} killed, {len(failed)} failed "
                     f"(exit {', '.join(str(s.rc) for s in failed) or '–'}), {sum(1 for s in ran if s.timed_out)} hung"),
        ("kills (kill -9)", f"{len(landed)} of {kills + args.recording_kills} planned landed: "
                            f"{sum(1 for s in landed if s.kill_mode == 'mid-recording')} mid-recording, "
                            f"{sum(1 for s in before_enqueue if s.kill_mode != 'mid-recording')} other before enqueue, "
                            f"{len(after_enqueue)} after enqueue"
                            + (f" (job phase: {', '.join(s.phase_at_kill for s in after_enqueue)})" if after_enqueue else "")
                            + f"; {sum(1 for s in landed if s.before_refresh_stored)} before the launch refresh was stored"),
        ("restarts (uploads retry, faults on)", f"{len(restarts)} runs, exit codes "
                                               + (", ".join(f"{rc}×{n}" for rc, n in sorted(collections.Counter(r.rc for r in restarts).items(), key=str)) or "–")),
        ("faults injected", ", ".join(f"{k} {injected.get(k, 0)}" for k in ("latency", "error", "rate_limit", "drop", "truncate"))),
        ("client 60 s request timeouts", str(stalls)),
        ("spent refresh tokens repeated (server log)", f"{replays} replayed within the reuse interval (a lost answer "
                                                       f"recovered), {revocations} revoked as reuse"),
        ("recordings expected (accepted by the queue)", str(sum(expected.values()))),
        ("of which takes recovered from data/recordings", f"{sum(1 for j in jobs.values() if j.get('_recovered'))} "
                                                          f"({recovered_complete} whole, the rest cut short by the kill; "
                                                          f"{orphans} take(s) were waiting at the end)"),
        ("recordings on the server", str(len(items))),
        ("duplicates", str(duplicates)),
        ("losses", str(losses)),
        ("leftover files", f"{len(leftovers)} (uploads/files {sum(1 for p in leftovers if p.startswith(cli.files_dir))}, "
                           f"recordings {sum(1 for p in leftovers if p.startswith(cli.recordings_dir))})"),
        ("crashes", str(len(crashes))),
        ("signed in at the end", "yes" if signed_in and not sign_outs else f"**no**: {'; '.join(sign_outs)}"),
        ("duration", f"{duration:.0f} s"),
    ]
    print("\n## Chaos run\n")
    print("| figure | value |\n|---|---|")
    for name, value in figures:
        print(f"| {name} | {value} |")
    print("\n| # | cue | take | faults | kill | outcome | restart exits | note |\n|---|---|---|---|---|---|---|---|")
    for s in ran:
        kill = "" if not s.kill_mode else s.kill_mode if s.kill_mode == "mid-recording" else f"{s.kill_mode} +{s.kill_delay:.2f} s"
        note = "; ".join(x for x in (f"signed out: {s.signed_out}" if s.signed_out else "", s.error[:80]) if x)
        print(f"| {s.index} | {s.cue} | {s.wav} | {s.profile} | {kill} | {s.outcome} | {s.restart_rcs or ''} | {note} |")
    print("\n| check | ok | detail |\n|---|---|---|")
    for name, ok, detail in checks:
        print(f"| {name} | {'✅' if ok else '❌'} | {detail} |")

    report.update(
        figures=dict(figures), injected=injected, duration_seconds=round(duration, 1),
        checks=[{"name": n, "ok": o, "detail": d} for n, o, d in checks],
        sessions=[dict(dataclasses.asdict(s), outcome=s.outcome) for s in plan])
    return all(ok for _, ok, _ in checks)


if __name__ == "__main__":
    sys.exit(main())
