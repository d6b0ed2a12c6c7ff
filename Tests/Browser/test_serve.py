"""`patterns serve` end to end: pages, live reload, the error overlay in a real browser, refused paths, Ctrl-C.

Each test starts the server on a free loopback port over a copy of the end-to-end fixture site.
"""
import json
import os
import pathlib
import shutil
import signal
import socket
import subprocess
import tempfile
import threading
import time
import urllib.error
import urllib.request

import pytest

from test_site import AXE_TAGS, describe, run_axe, set_scheme

ROOT = pathlib.Path(__file__).resolve().parents[2]
FIXTURE = ROOT / "Tests" / "PatternsEndToEndTests" / "Fixtures" / "valid-site"
BUTTON = "content/patterns/controls/button.md"


class Server:
    """A running `patterns serve` and the site folder it watches."""

    def __init__(self):
        self.folder = pathlib.Path(tempfile.mkdtemp(prefix="patterns-serve-"))
        self.site = self.folder / "site"
        shutil.copytree(FIXTURE, self.site)
        binary = os.environ.get("PATTERNS_BINARY", str(ROOT / ".build" / "debug" / "patterns"))
        self.log = open(self.folder / "serve.log", "w+")
        self.process = subprocess.Popen([binary, "serve", "--site", str(self.site), "--port", "0"],
                                        stdout=self.log, stderr=subprocess.STDOUT, text=True)
        deadline = time.time() + 30
        self.port = None
        while time.time() < deadline and self.port is None:
            time.sleep(0.05)
            for line in pathlib.Path(self.log.name).read_text().splitlines():
                if line.startswith("serving ") and "127.0.0.1:" in line:
                    self.port = int(line.split("127.0.0.1:")[1].split("/")[0])
        assert self.port, self.output()
        self.url = f"http://127.0.0.1:{self.port}/"

    def output(self):
        return pathlib.Path(self.log.name).read_text()

    def get(self, path):
        try:
            with urllib.request.urlopen(self.url + path.lstrip("/"), timeout=10) as response:
                return response.status, response.headers.get("Content-Type"), response.read().decode("utf-8", "replace")
        except urllib.error.HTTPError as error:
            return error.code, error.headers.get("Content-Type"), error.read().decode("utf-8", "replace")

    def raw(self, target):
        """Sends a request line exactly as given (no client-side path clean-up) and returns the status."""
        with socket.create_connection(("127.0.0.1", self.port), timeout=10) as connection:
            connection.sendall(f"GET {target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n".encode())
            answer = b""
            while chunk := connection.recv(65536):
                answer += chunk
        return int(answer.split(b" ", 2)[1]), answer

    def edit(self, path, old, new):
        file = self.site / path
        text = file.read_text()
        assert old in text
        file.write_text(text.replace(old, new))

    def stop(self):
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGINT)
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()
        self.log.close()
        shutil.rmtree(self.folder, ignore_errors=True)


class EventListener:
    """Reads the server's event stream in the background and remembers when each event arrived."""

    def __init__(self, server):
        self.events = []
        self.connection = socket.create_connection(("127.0.0.1", server.port), timeout=30)
        self.connection.sendall(b"GET /__patterns/events HTTP/1.1\r\nHost: localhost\r\nAccept: text/event-stream\r\n\r\n")
        self.ready = threading.Event()
        threading.Thread(target=self._read, daemon=True).start()
        assert self.ready.wait(5), "the event stream did not open"

    def _read(self):
        buffer = b""
        try:
            while chunk := self.connection.recv(4096):
                buffer += chunk
                if b": connected" in buffer:
                    self.ready.set()
                while b"event: reload" in buffer:
                    self.events.append(time.monotonic())
                    buffer = buffer.split(b"event: reload", 1)[1]
        except OSError:
            pass

    def wait_for(self, count, timeout):
        deadline = time.monotonic() + timeout
        while len(self.events) < count and time.monotonic() < deadline:
            time.sleep(0.002)
        return len(self.events) >= count

    def close(self):
        self.connection.close()


@pytest.fixture
def server():
    running = Server()
    yield running
    running.stop()


def test_serves_pages_with_their_content_types_and_the_sites_404(server):
    status, kind, page = server.get("patterns/button/")
    assert status == 200 and kind.startswith("text/html"), (status, kind)
    assert "<h1" in page and "/__patterns/events" in page
    assert server.get("static/style.css")[:2] == (200, "text/css; charset=utf-8")
    assert server.get("criteria.json")[1] == "application/json"
    status, kind, page = server.get("no/such/page/")
    assert status == 404 and kind.startswith("text/html") and "/__patterns/events" in page
    status, _ = server.raw("/patterns/button")
    assert status == 301


def test_an_edit_sends_the_reload_event_and_the_page_has_the_new_text(server):
    listener = EventListener(server)
    try:
        saved = time.monotonic()
        server.edit(BUTTON, "- Prefer the platform button.", "- Prefer the native button element.")
        assert listener.wait_for(1, 2.0), "no reload event within 2 s\n" + server.output()
        print(f"save → reload event: {(listener.events[0] - saved) * 1000:.1f} ms")
        assert "Prefer the native button element." in server.get("patterns/button/")[2]
    finally:
        listener.close()


def test_errors_show_an_overlay_on_every_page_until_fixed(server):
    listener = EventListener(server)
    try:
        server.edit(BUTTON, "  tab: |", "  tab: [unclosed")
        assert listener.wait_for(1, 2.0), server.output()
        for path in ["", "patterns/button/", "guides/intro/", "missing/"]:
            page = server.get(path)[2]
            assert 'role="alert"' in page and f"{BUTTON}:" in page, path
        assert f"{BUTTON}:" in server.output()
        server.edit(BUTTON, "  tab: [unclosed", "  tab: |")
        assert listener.wait_for(2, 2.0), server.output()
        assert 'role="alert"' not in server.get("patterns/button/")[2]
    finally:
        listener.close()


def test_the_overlay_takes_focus_and_passes_axe(server, driver, axe_source):
    server.edit(BUTTON, "  tab: |", "  tab: [unclosed")
    deadline = time.time() + 5
    while 'role="alert"' not in server.get("patterns/button/")[2] and time.time() < deadline:
        time.sleep(0.05)
    for scheme in ["light", "dark"]:
        set_scheme(driver, scheme)
        driver.get(server.url + "patterns/button/")
        assert driver.execute_script("return document.activeElement.id") == "patterns-build-errors"
        alert = driver.find_element("css selector", "[role=alert]")
        assert "button.md:" in alert.text
        violations = run_axe(driver, axe_source)
        assert not violations, describe(violations)


@pytest.mark.parametrize("target", [
    "/../../../../etc/passwd", "/%2e%2e/%2e%2e/etc/passwd", "/%2E%2E%2F%2E%2E%2Fetc%2Fpasswd",
    "/static/..%2f..%2f..%2fetc%2fpasswd", "/..%5c..%5cetc%5cpasswd", "/static/%00/style.css", "/%zz",
])
def test_paths_leaving_the_output_are_refused(server, target):
    status, answer = server.raw(target)
    assert status in (400, 404), (target, status)
    assert b"root:" not in answer


def test_ctrl_c_stops_the_server_cleanly(server):
    server.process.send_signal(signal.SIGINT)
    assert server.process.wait(timeout=10) == 0
    assert "stopped" in server.output()


def test_a_port_in_use_is_reported_with_what_to_do(tmp_path):
    site = tmp_path / "site"
    shutil.copytree(FIXTURE, site)
    binary = os.environ.get("PATTERNS_BINARY", str(ROOT / ".build" / "debug" / "patterns"))
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        result = subprocess.run([binary, "serve", "--quiet", "--site", str(site), "--port", str(port)],
                                capture_output=True, text=True, timeout=30)
    assert result.returncode == 2, result.stderr
    assert f"cannot listen on 127.0.0.1:{port}" in result.stderr and "--port 0" in result.stderr


def test_an_output_folder_inside_content_is_refused_before_serving(tmp_path):
    site = tmp_path / "site"
    shutil.copytree(FIXTURE, site)
    binary = os.environ.get("PATTERNS_BINARY", str(ROOT / ".build" / "debug" / "patterns"))
    result = subprocess.run([binary, "serve", "--site", str(site), "--port", "0", "--output", str(site / "content" / "out")],
                            capture_output=True, text=True, timeout=30)
    assert result.returncode == 2
    assert "refusing to write the site to" in result.stderr and "it is inside content/" in result.stderr
