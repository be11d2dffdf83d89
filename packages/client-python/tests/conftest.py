"""Shared pieces of the tests: the environment `npm run clients:test` passes (a test that needs a variable
fails, never skips, when it is missing), a raw capture server, and a recording proxy in front of the sandbox."""

from __future__ import annotations

import json
import os
import socket
import threading
from pathlib import Path

import pytest

PACKAGE_DIR = Path(__file__).resolve().parent.parent
REPO_ROOT = PACKAGE_DIR.parent.parent

ENV = (
    "GATEWAY_CHECKOUT_URL",
    "GATEWAY_S2S_CARD_URL",
    "GATEWAY_S2S_APM_URL",
    "GATEWAY_MERCHANT_KEY",
    "GATEWAY_CLIENT_KEY",
    "GATEWAY_PASSWORD",
    "GATEWAY_CALLBACK_PORT",
    "SANDBOX_ADMIN_TOKEN",
    "GATEWAY_VECTORS",
)


def env(name: str) -> str:
    value = os.environ.get(name)
    if not value:
        pytest.fail(f"{name} is not set: run these tests with `npm run clients:test -- --only python`, which starts a sandbox and sets {', '.join(ENV)}")
    return value


@pytest.fixture(scope="session")
def vectors() -> dict:
    return json.loads(Path(env("GATEWAY_VECTORS")).read_text(encoding="utf-8"))


class CaptureServer:
    """A TCP server on loopback that records every byte it receives, per connection, and answers each request
    with a fixed 200 JSON body (``{}``), keeping the connection open."""

    def __init__(self) -> None:
        self.sock = socket.create_server(("127.0.0.1", 0))
        self.port = self.sock.getsockname()[1]
        self.url = f"http://127.0.0.1:{self.port}"
        self.connections: list[bytearray] = []
        self._lock = threading.Lock()
        self._closed = False
        threading.Thread(target=self._accept, daemon=True).start()

    @property
    def received(self) -> bytes:
        with self._lock:
            return b"".join(bytes(c) for c in self.connections)

    def mark(self) -> list[int]:
        """Where each connection is now, for since()."""
        with self._lock:
            return [len(c) for c in self.connections]

    def since(self, mark: list[int]) -> bytes:
        """The bytes received after mark(), on every connection."""
        with self._lock:
            return b"".join(bytes(c[mark[i] if i < len(mark) else 0 :]) for i, c in enumerate(self.connections))

    def _accept(self) -> None:
        while not self._closed:
            try:
                conn, _ = self.sock.accept()
            except OSError:
                return
            buf = bytearray()
            with self._lock:
                self.connections.append(buf)
            threading.Thread(target=self._serve, args=(conn, buf), daemon=True).start()

    def _serve(self, conn: socket.socket, buf: bytearray) -> None:
        pending = b""
        with conn:
            while True:
                try:
                    chunk = conn.recv(65536)
                except OSError:
                    return
                if not chunk:
                    return
                with self._lock:
                    buf.extend(chunk)
                pending += chunk
                while b"\r\n\r\n" in pending:
                    head, rest = pending.split(b"\r\n\r\n", 1)
                    length = 0
                    for line in head.split(b"\r\n")[1:]:
                        name, _, value = line.partition(b":")
                        if name.strip().lower() == b"content-length":
                            length = int(value.strip())
                    if len(rest) < length:
                        break
                    pending = rest[length:]
                    conn.sendall(b"HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-length: 2\r\n\r\n{}")

    def close(self) -> None:
        self._closed = True
        self.sock.close()


@pytest.fixture
def capture():
    server = CaptureServer()
    yield server
    server.close()


class RecordingProxy:
    """A proxy in front of one sandbox host that records every byte a client sends through it. It rewrites only
    the Host header (the sandbox answers only to its own host and port) and passes everything else as is."""

    def __init__(self, upstream: str) -> None:
        host, _, port = upstream.split("//", 1)[1].rstrip("/").partition(":")
        self.upstream = (host, int(port))
        self.sock = socket.create_server(("127.0.0.1", 0))
        self.port = self.sock.getsockname()[1]
        self.url = f"http://127.0.0.1:{self.port}"
        self.sent = bytearray()
        self._lock = threading.Lock()
        threading.Thread(target=self._accept, daemon=True).start()

    def _accept(self) -> None:
        while True:
            try:
                conn, _ = self.sock.accept()
            except OSError:
                return
            up = socket.create_connection(self.upstream)
            threading.Thread(target=self._pipe_back, args=(up, conn), daemon=True).start()
            threading.Thread(target=self._forward, args=(conn, up), daemon=True).start()

    def _pipe_back(self, up: socket.socket, conn: socket.socket) -> None:
        try:
            while chunk := up.recv(65536):
                conn.sendall(chunk)
        except OSError:
            pass
        finally:
            conn.close()

    def _forward(self, conn: socket.socket, up: socket.socket) -> None:
        pending = b""
        host_line = f"Host: {self.upstream[0]}:{self.upstream[1]}".encode()
        try:
            while chunk := conn.recv(65536):
                with self._lock:
                    self.sent.extend(chunk)
                pending += chunk
                while b"\r\n\r\n" in pending:
                    head, rest = pending.split(b"\r\n\r\n", 1)
                    lines = head.split(b"\r\n")
                    length = 0
                    for i, line in enumerate(lines[1:], 1):
                        name, _, value = line.partition(b":")
                        if name.strip().lower() == b"host":
                            lines[i] = host_line
                        elif name.strip().lower() == b"content-length":
                            length = int(value.strip())
                    if len(rest) < length:
                        break
                    up.sendall(b"\r\n".join(lines) + b"\r\n\r\n" + rest[:length])
                    pending = rest[length:]
        except OSError:
            pass
        finally:
            up.close()

    def close(self) -> None:
        self.sock.close()
