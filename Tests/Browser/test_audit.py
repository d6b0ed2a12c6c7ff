"""Audit mode on an entry page, as a tester uses it by keyboard only: turn it on, choose results with
the arrow keys in each criterion's radio group, write a note, see the progress announced; reload and
resume; export the results file and give it to `patterns report results` (the oracle: the failure
is reported, no criterion counts as changed since tested); load a file back. axe-clean in light and
dark, usable at 320 px; without JavaScript the page is as it was."""
import json
import os
import pathlib
import subprocess
import tempfile
import urllib.parse

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from conftest import WebDriverWait
from test_site import axe_in_light_and_dark

ENTRY = "patterns/button/index.html"
ROOT = pathlib.Path(__file__).resolve().parents[2]


def open_entry(driver, base_url):
    driver.get(base_url + ENTRY)
    WebDriverWait(driver, 10).until(lambda d: d.find_elements(By.CSS_SELECTOR, ".audit-toggle"))
    driver.execute_script("localStorage.clear()")
    driver.refresh()
    return WebDriverWait(driver, 10).until(lambda d: d.find_element(By.CSS_SELECTOR, ".audit-toggle"))


def click(driver, element):
    """Scrolled to the middle first: the sticky header would take a click near the top."""
    driver.execute_script("arguments[0].scrollIntoView({block: 'center', behavior: 'instant'})", element)
    element.click()


def tab_to(driver, predicate, limit=80):
    for _ in range(limit):
        driver.switch_to.active_element.send_keys(Keys.TAB)
        if predicate(driver.switch_to.active_element):
            return driver.switch_to.active_element
    raise AssertionError("never reached by Tab")


def progress(driver):
    return driver.find_element(By.CSS_SELECTOR, ".audit-progress").text


def exported(driver, extension):
    href = driver.find_element(By.CSS_SELECTOR, f".audit-files a[download='audit-results.{extension}']").get_attribute("href")
    return urllib.parse.unquote(href.split(",", 1)[1])


def test_an_audit_by_keyboard_survives_a_reload_and_reports_through_the_cli(driver, base_url):
    toggle = open_entry(driver, base_url)
    assert toggle.get_attribute("aria-pressed") == "false" and not driver.find_elements(By.CSS_SELECTOR, ".audit-cell")
    rows = driver.find_elements(By.CSS_SELECTOR, "tr[data-criterion]")
    assert progress(driver) == f"0 of {len(rows)} criteria checked on this page, 0 failed."
    # Start from the criteria's heading, as a reader arriving there by the "On this page" link does.
    driver.execute_script("var h = document.querySelector('section.criteria h2'); h.tabIndex = -1; h.focus();")
    tab_to(driver, lambda e: "audit-toggle" in (e.get_attribute("class") or "")).send_keys(Keys.ENTER)
    assert toggle.get_attribute("aria-pressed") == "true"
    # The first criterion's group: Tab lands on its checked radio (Not tested); arrows move and choose.
    first = tab_to(driver, lambda e: e.get_attribute("type") == "radio")
    assert first.get_attribute("name") == "audit-" + rows[0].get_attribute("data-criterion") and first.get_attribute("value") == "not-tested"
    first.send_keys(Keys.ARROW_LEFT)  # Not tested → Fail
    assert driver.switch_to.active_element.get_attribute("value") == "fail" and driver.switch_to.active_element.is_selected()
    note = tab_to(driver, lambda e: e.tag_name == "textarea")
    note.send_keys("No focus ring appears")
    second = tab_to(driver, lambda e: e.get_attribute("type") == "radio")
    second.send_keys(Keys.ARROW_LEFT, Keys.ARROW_LEFT)  # Not tested → Fail → Pass
    assert driver.switch_to.active_element.get_attribute("value") == "pass"
    assert progress(driver) == f"2 of {len(rows)} criteria checked on this page, 1 failed."
    assert driver.find_element(By.CSS_SELECTOR, ".audit-progress").get_attribute("role") == "status"

    driver.refresh()
    WebDriverWait(driver, 10).until(lambda d: d.find_elements(By.CSS_SELECTOR, ".audit-cell"))
    assert progress(driver) == f"2 of {len(rows)} criteria checked on this page, 1 failed."
    assert driver.find_element(By.CSS_SELECTOR, "textarea").get_attribute("value") == "No focus ring appears"

    click(driver, driver.find_element(By.CSS_SELECTOR, ".audit-run summary"))
    driver.find_element(By.ID, "audit-run-tester").send_keys("Ana")
    driver.find_element(By.ID, "audit-run-platform").send_keys("ios")
    results = json.loads(exported(driver, "json"))
    assert results["format"] == "patterns-results" and results["tester"] == "Ana" and len(results["results"]) == 2
    with tempfile.TemporaryDirectory() as folder:
        file = pathlib.Path(folder) / "results.json"
        file.write_text(json.dumps(results))
        report = subprocess.run([os.environ.get("PATTERNS_BINARY", str(ROOT / ".build" / "debug" / "patterns")), "report", "results", str(file), "--site", str(ROOT), "--fail-on", "fail"],
                                capture_output=True, text=True)
    assert report.returncode == 1, report.stderr
    assert "Failures:\n  Button — " in report.stdout and "No focus ring appears" in report.stdout
    assert "warning" not in report.stderr, report.stderr  # every id known, no criterion changed since tested
    assert exported(driver, "csv").startswith("criterion,outcome,note,expected\r\n")
    assert "| Criterion | Outcome | Note |" in exported(driver, "md")


def test_a_results_file_loads_back(driver, base_url):
    click(driver, open_entry(driver, base_url))
    row = driver.find_elements(By.CSS_SELECTOR, "tr[data-criterion]")[2].get_attribute("data-criterion")
    with tempfile.TemporaryDirectory() as folder:
        file = pathlib.Path(folder) / "shared.json"
        file.write_text(json.dumps({"format": "patterns-results", "version": 1, "tester": "Ben",
                                    "results": [{"criterion": row, "outcome": "not-applicable", "note": "No keyboard"}]}))
        click(driver, driver.find_element(By.CSS_SELECTOR, ".audit-run summary"))
        driver.find_element(By.ID, "audit-load").send_keys(str(file))
        WebDriverWait(driver, 5).until(lambda d: d.find_element(By.CSS_SELECTOR, ".audit-load-status").text)
    assert driver.find_element(By.CSS_SELECTOR, ".audit-load-status").text == "Loaded 1 results from shared.json."
    assert driver.find_element(By.CSS_SELECTOR, f"input[name='audit-{row}'][value='not-applicable']").is_selected()
    assert driver.find_element(By.ID, "audit-run-tester").get_attribute("value") == "Ben"
    # Another JSON file is refused with what to choose instead; what was loaded stays.
    with tempfile.TemporaryDirectory() as folder:
        other = pathlib.Path(folder) / "criteria.json"
        other.write_text(json.dumps({"entries": []}))
        driver.find_element(By.ID, "audit-load").send_keys(str(other))
        WebDriverWait(driver, 5).until(lambda d: "criteria.json" in d.find_element(By.CSS_SELECTOR, ".audit-load-status").text)
    assert driver.find_element(By.CSS_SELECTOR, ".audit-load-status").text == (
        "criteria.json could not be loaded (not a results file): choose a results file this audit mode downloaded.")
    assert driver.find_element(By.CSS_SELECTOR, f"input[name='audit-{row}'][value='not-applicable']").is_selected()


def test_audit_mode_passes_axe_in_light_and_dark(driver, base_url, axe_source):
    click(driver, open_entry(driver, base_url))
    click(driver, driver.find_element(By.CSS_SELECTOR, ".audit-run summary"))
    failures = axe_in_light_and_dark(driver, axe_source)
    assert not failures, "\n".join(failures)


def test_audit_mode_fits_320_px(driver, base_url):
    driver.set_window_size(320, 800)
    try:
        click(driver, open_entry(driver, base_url))
        overflow = driver.execute_script("return document.documentElement.scrollWidth - document.documentElement.clientWidth")
        assert overflow <= 0, overflow
        cell = driver.find_element(By.CSS_SELECTOR, ".audit-cell")
        assert driver.execute_script("return arguments[0].getBoundingClientRect().right", cell) <= 320
    finally:
        driver.set_window_size(1280, 900)
