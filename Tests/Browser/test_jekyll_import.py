"""A Jekyll catalog imported and built, as readers see it: the jekyll-parity-catalog fixture (every case
real Jekyll-era catalogs have) through `patterns import jekyll` and `patterns build`. Its pages and the
checklist pass axe in light and dark and the Nu checker; the checklist has no duplicate ids and every
checkbox has a name; the imported example runs with the catalog's own script and stylesheet; an old
address leads to the new page."""
import glob
import os
import pathlib
import re
import shutil
import subprocess
import tempfile

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from conftest import ROOT, assert_nu_clean
from test_media import EXAMPLE_TAGS, frames, loaded
from test_site import describe, run_axe, set_scheme

FIXTURE = ROOT / "Tests" / "PatternsEndToEndTests" / "Fixtures" / "jekyll-parity-catalog"
ENTRY_PAGES = ["checklist-web/button/index.html", "checklist-web/disclosure/index.html", "checklist-web/image-link/index.html",
               "checklist-web/loading-spinner/index.html", "checklist-native/button/index.html", "checklist-native/focus/index.html",
               "checklist-desktop/menu-bar/index.html"]
PAGES = ENTRY_PAGES + ["checklist/index.html", "guides/about/index.html", "guides/how-to-test-keyboard/index.html"]


@pytest.fixture(scope="module")
def imported():
    """The fixture with its two column-0 keys indented (the defects validate reports), imported and built."""
    binary = os.environ.get("PATTERNS_BINARY", str(ROOT / ".build" / "debug" / "patterns"))
    work = pathlib.Path(tempfile.mkdtemp(prefix="patterns-jekyll-import-"))
    source = work / "jekyll"
    shutil.copytree(FIXTURE, source)
    button = source / "_checklist-native" / "button.md"
    button.write_text(re.sub(r"^(spacebar|enter): ", r"  \1: ", button.read_text(encoding="utf-8"), flags=re.M), encoding="utf-8")
    result = subprocess.run([binary, "import", "jekyll", str(source), str(work / "site")], capture_output=True, text=True)
    assert result.returncode in (0, 1), result.stderr
    result = subprocess.run([binary, "build", "--site", str(work / "site"), "--output", str(work / "out"), "--no-git-dates"],
                            capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr
    yield work / "out"
    shutil.rmtree(work, ignore_errors=True)


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_imported_pages_pass_axe(driver, axe_source, imported, scheme):
    set_scheme(driver, scheme)
    for page in PAGES:
        loaded(driver, imported / page)
        violations = run_axe(driver, axe_source)
        assert violations == [], f"{page}: " + describe(violations)


def test_imported_example_frames_pass_axe(driver, axe_source, imported):
    documents = sorted(frames(imported))
    assert documents, "the fixture's entries show live examples"
    for document in documents:
        driver.get(document.as_uri())
        violations = run_axe(driver, axe_source, EXAMPLE_TAGS)
        assert violations == [], f"{document.name}: " + describe(violations)


def test_imported_pages_pass_the_nu_checker(imported):
    assert_nu_clean([imported / page for page in PAGES] + sorted(frames(imported)))


def test_the_checklist_has_one_named_checkbox_per_entry_and_no_duplicate_ids(driver, imported):
    loaded(driver, imported / "checklist/index.html")
    # Open every category so every pick is on the page.
    for button in driver.find_elements(By.CSS_SELECTOR, "[data-category-open], button[aria-expanded='false']"):
        if button.is_displayed():
            driver.execute_script("arguments[0].click()", button)
    WebDriverWait(driver, 10).until(lambda d: d.execute_script("return document.readyState") == "complete")
    duplicates = driver.execute_script(
        "const ids = Array.from(document.querySelectorAll('[id]'), e => e.id);"
        "return ids.filter((id, i) => ids.indexOf(id) !== i);")
    assert duplicates == []
    unnamed = driver.execute_script(
        "return Array.from(document.querySelectorAll('input[type=checkbox]')).filter(c => !(c.labels && c.labels.length)"
        " && !c.getAttribute('aria-label') && !c.getAttribute('aria-labelledby')).map(c => c.outerHTML);")
    assert unnamed == []


def test_the_imported_example_runs_with_the_catalogs_own_script(driver, imported):
    """The disclosure's panel is hidden by the catalog's stylesheet until its script (index.js) opens it."""
    loaded(driver, imported / "checklist-web/disclosure/index.html")
    frame = driver.find_element(By.CSS_SELECTOR, "iframe[data-example-frame]")
    driver.execute_script("arguments[0].scrollIntoView({block: 'center', behavior: 'instant'});", frame)
    driver.switch_to.frame(frame)
    button = driver.find_element(By.CSS_SELECTOR, "button[aria-expanded]")
    assert button.get_attribute("aria-expanded") == "false"
    button.click()
    assert button.get_attribute("aria-expanded") == "true"


def test_an_old_address_leads_to_the_new_page(driver, imported):
    driver.get((imported / "about" / "index.html").as_uri())
    WebDriverWait(driver, 10).until(lambda d: d.current_url.endswith("/guides/about/index.html"))
    assert driver.find_element(By.TAG_NAME, "h1").text
