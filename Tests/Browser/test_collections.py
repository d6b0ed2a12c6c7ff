"""A site with two collections (web and native entries sharing names), in a real browser."""
import glob
import os
import pathlib
import shutil
import subprocess
import tempfile

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select, WebDriverWait

from conftest import ROOT, assert_nu_clean
from test_site import describe, run_axe, set_scheme

FIXTURE = ROOT / "Tests" / "PatternsEndToEndTests" / "Fixtures" / "collections-site"


@pytest.fixture(scope="module")
def collections_dir():
    """The collections fixture, copied (a build writes its cache into the site) and built."""
    binary = os.environ.get("PATTERNS_BINARY", str(ROOT / ".build" / "debug" / "patterns"))
    work = pathlib.Path(tempfile.mkdtemp(prefix="patterns-collections-"))
    site = work / "site"
    shutil.copytree(FIXTURE, site)
    result = subprocess.run([binary, "build", "--site", str(site), "--output", str(work / "public")],
                            capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    yield work / "public"
    shutil.rmtree(work, ignore_errors=True)


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("page", ["index.html", "web/index.html", "checklist/index.html", "web/categories/forms/index.html",
                                  "checklist-web/button/index.html", "native/button/index.html"])
def test_collection_pages_pass_axe(driver, axe_source, collections_dir, page, scheme):
    set_scheme(driver, scheme)
    driver.get((collections_dir / page).as_uri())
    WebDriverWait(driver, 10).until(lambda d: d.execute_script("return document.readyState") == "complete")
    violations = run_axe(driver, axe_source)
    assert violations == [], describe(violations)


def test_collection_pages_pass_the_nu_checker(collections_dir):
    pages = sorted(glob.glob(str(collections_dir / "**" / "*.html"), recursive=True))
    assert_nu_clean(pages)


def test_home_nests_categories_under_collections_and_filters_them(driver, collections_dir):
    driver.get((collections_dir / "index.html").as_uri())
    headings = driver.execute_script(
        "return Array.from(document.querySelectorAll('[data-entry-list] h2, [data-entry-list] h3, [data-entry-list] h4')).map(h => h.tagName + ' ' + h.textContent.trim());")
    assert headings[:6] == ["H2 Patterns", "H3 Web", "H4 Forms", "H4 Controls", "H3 Native apps", "H4 Controls"], headings
    Select(driver.find_element(By.ID, "filter-platform")).select_by_value("ios")
    visible = driver.execute_script(
        "return Array.from(document.querySelectorAll('[data-category-section]')).filter(s => !s.hidden).map(s => s.getAttribute('aria-labelledby'));")
    assert visible == ["collection-native", "category-native-controls collection-native"], visible
