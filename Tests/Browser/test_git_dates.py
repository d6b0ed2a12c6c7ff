"""The "Last updated" line from git on entry and guide pages: the right day, readable, and clean for axe.

The bundled catalog is built from this checkout, so each page's day is the one `git log` gives for
its source. axe runs here on the dated pages in light and dark; the Nu checker covers every page in
test_site.py.
"""
import re
import subprocess

import pytest
from selenium.webdriver.common.by import By

from conftest import ROOT, WebDriverWait
from test_site import axe_in_light_and_dark

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December"]
DATED = {
    "patterns/slider/index.html": "content/native/controls/slider.md",
    "guides/name-role-value/index.html": "content/guides/name-role-value.md",
}


def committed_day(source):
    """The committer's day of the last commit touching `source`, or None outside a git checkout."""
    result = subprocess.run(["git", "-C", str(ROOT), "log", "-1", "--format=%cI", "--", source],
                            capture_output=True, text=True)
    return result.stdout[:10] if result.returncode == 0 and result.stdout else None


@pytest.mark.parametrize("page", sorted(DATED))
def test_dated_pages_show_the_day_their_source_was_last_committed(driver, base_url, site_dir, page):
    day = committed_day(DATED[page])
    if day is None:
        pytest.skip("the checkout is not a git repository")
    driver.get(base_url + page)
    time = driver.find_element(By.CSS_SELECTOR, "main p.last-updated time")
    assert time.get_attribute("datetime") == day
    year, month, date = (int(part) for part in day.split("-"))
    assert time.text == f"{date} {MONTHS[month - 1]} {year}"
    assert driver.find_element(By.CSS_SELECTOR, "main p.last-updated").text == f"Last updated {time.text}"
    location = page.removesuffix("index.html")
    assert re.search(rf"<loc>{re.escape(location)}</loc><lastmod>{day}</lastmod>", (site_dir / "sitemap.xml").read_text())


@pytest.mark.parametrize("page", sorted(DATED))
def test_dated_pages_pass_axe_in_light_and_dark(driver, base_url, axe_source, page):
    if committed_day(DATED[page]) is None:
        pytest.skip("the checkout is not a git repository")
    driver.get(base_url + page)
    WebDriverWait(driver, 10).until(lambda d: d.execute_script("return document.readyState") == "complete")
    assert driver.find_elements(By.CSS_SELECTOR, "p.last-updated time[datetime]")
    failures = axe_in_light_and_dark(driver, axe_source)
    assert not failures, "\n".join(failures)
