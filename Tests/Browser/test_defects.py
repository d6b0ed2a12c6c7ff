"""Defect reports on pages agree with the command line's (`patterns report defect`, the same draft as
the MCP tool draft_defect): "Report this defect" on a failed criterion in the audit mode, and the
/defects/ reporter page, each compared with the CLI's Markdown, CSV and JSON for the same criterion,
note, platform, assistive technology and severity. The reporter page by keyboard, axe-clean light and
dark, at 320 px; the printed audit shows each criterion's chosen result only; the HTML results report
is Nu- and axe-clean; the checklist page audits its ticked entries, sharing results with their pages."""
import json
import os
import pathlib
import subprocess
import tempfile
import urllib.parse

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import Select

from conftest import WebDriverWait, assert_nu_clean
from test_audit import ROOT, click, open_entry
from test_site import describe, run_axe, set_scheme

BINARY = os.environ.get("PATTERNS_BINARY", str(ROOT / ".build" / "debug" / "patterns"))
FIXTURES = ROOT / "Tests" / "PatternsEndToEndTests" / "Fixtures"


def cli_defect(criterion, note, fmt, platform="ios", at="VoiceOver", severity="serious"):
    arguments = [BINARY, "report", "defect", criterion, "--actual", note, "--format", fmt, "--site", str(ROOT)]
    arguments += ["--platform", platform] if platform else []
    arguments += ["--at", at] if at else []
    arguments += ["--severity", severity] if severity else []
    # Bytes, decoded here: text mode would turn the CSV's CRLF line ends into LF.
    result = subprocess.run(arguments, capture_output=True)
    assert result.returncode == 0, result.stderr.decode()
    return result.stdout.decode()


def downloaded(driver, container, extension):
    link = container.find_element(By.CSS_SELECTOR, f"a[data-format='{extension}']")
    return urllib.parse.unquote(link.get_attribute("href").split(",", 1)[1])


def assert_agrees_with_cli(driver, container, criterion, note):
    assert downloaded(driver, container, "md") == cli_defect(criterion, note, "markdown")
    assert downloaded(driver, container, "csv") == cli_defect(criterion, note, "csv")
    assert json.loads(downloaded(driver, container, "json")) == json.loads(cli_defect(criterion, note, "json"))


def test_report_this_defect_in_the_audit_mode_is_the_cli_report(driver, base_url):
    click(driver, open_entry(driver, base_url))
    click(driver, driver.find_element(By.CSS_SELECTOR, ".audit-run summary"))
    # The run's lists come from the site's config (defaults here): selects, not free text.
    Select(driver.find_element(By.ID, "audit-run-platform")).select_by_value("ios")
    Select(driver.find_element(By.ID, "audit-run-assistiveTechnology")).select_by_visible_text("VoiceOver")
    Select(driver.find_element(By.ID, "audit-run-browser")).select_by_visible_text("Safari")
    row = driver.find_elements(By.CSS_SELECTOR, "tr[data-criterion]")[0]
    criterion = row.get_attribute("data-criterion")
    controls = row.find_element(By.CSS_SELECTOR, ".audit-defect-controls")
    assert not controls.is_displayed(), "only a failed criterion offers a report"
    click(driver, row.find_element(By.CSS_SELECTOR, "input[value='fail']"))
    note = "No focus ring appears. Focus does move to the button."
    row.find_element(By.TAG_NAME, "textarea").send_keys(note)
    button = row.find_element(By.CSS_SELECTOR, ".audit-report")
    assert button.text == "Report this defect" and button.get_attribute("aria-expanded") == "false"
    button.send_keys(Keys.ENTER)
    assert button.get_attribute("aria-expanded") == "true"
    # Severity by keyboard: Tab into the group lands on "Not rated", arrows choose.
    severity = row.find_element(By.CSS_SELECTOR, ".defect-severity input[value='']")
    severity.send_keys(Keys.ARROW_DOWN, Keys.ARROW_DOWN)
    assert driver.switch_to.active_element.get_attribute("value") == "serious"
    panel = row.find_element(By.CSS_SELECTOR, ".audit-defect")
    markdown = downloaded(driver, panel, "md")
    assert markdown.startswith("## Button: No focus ring appears — iOS, VoiceOver\n"), markdown
    assert "### Steps to reproduce\n\n1. Given " in markdown and "### WCAG success criteria the entry cites\n\n- " in markdown
    assert_agrees_with_cli(driver, panel, criterion, note)
    # The results file records the browser chosen from the site's list.
    href = driver.find_element(By.CSS_SELECTOR, ".audit-files a[download='audit-results.json']").get_attribute("href")
    results = json.loads(urllib.parse.unquote(href.split(",", 1)[1]))
    assert (results["platform"], results["assistiveTechnology"], results["browser"]) == ("ios", "VoiceOver", "Safari")


def test_the_printed_audit_shows_each_chosen_result_and_no_controls(driver, base_url):
    click(driver, open_entry(driver, base_url))
    row = driver.find_elements(By.CSS_SELECTOR, "tr[data-criterion]")[0]
    click(driver, row.find_element(By.CSS_SELECTOR, "input[value='fail']"))
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "print"})
    try:
        shown = [label.text for label in row.find_elements(By.CSS_SELECTOR, ".audit-outcomes label") if label.is_displayed()]
        assert shown == ["Fail"]
        assert not row.find_element(By.CSS_SELECTOR, ".audit-report").is_displayed()
        assert not driver.find_element(By.CSS_SELECTOR, ".audit-bar").is_displayed()
    finally:
        driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": ""})


def open_reporter(driver, base_url):
    driver.get(base_url + "defects/index.html")
    WebDriverWait(driver, 10).until(lambda d: "match" in d.find_element(By.ID, "defect-filter-status").text)


def test_the_defect_reporter_by_keyboard_drafts_the_cli_report(driver, base_url):
    open_reporter(driver, base_url)
    filter_box = driver.find_element(By.ID, "defect-filter")
    filter_box.send_keys("button")
    status = driver.find_element(By.ID, "defect-filter-status")
    assert status.get_attribute("role") == "status" and status.text.endswith("match.") and not status.text.startswith("0 ")
    titles = [option.text for option in driver.find_elements(By.CSS_SELECTOR, "#defect-entry option")]
    assert "Button" in titles and len(titles) < 10, titles
    entries = driver.find_element(By.ID, "defect-entry")
    filter_box.send_keys(Keys.TAB)
    assert driver.switch_to.active_element == entries
    # Arrow down to "Button" (listbox-style select: arrows choose).
    for _ in range(len(titles)):
        if Select(entries).all_selected_options and Select(entries).first_selected_option.text == "Button":
            break
        entries.send_keys(Keys.ARROW_DOWN)
    assert Select(entries).first_selected_option.text == "Button"
    criteria = driver.find_element(By.ID, "defect-criterion")
    WebDriverWait(driver, 10).until(lambda d: len(Select(criteria).options) > 1)
    entries.send_keys(Keys.TAB)
    assert driver.switch_to.active_element == criteria
    Select(criteria).select_by_index(1)
    note = "Focus lands nowhere visible"
    driver.find_element(By.ID, "defect-actual").send_keys(note)
    Select(driver.find_element(By.ID, "defect-platform")).select_by_value("ios")
    Select(driver.find_element(By.ID, "defect-at")).select_by_visible_text("VoiceOver")
    click(driver, driver.find_element(By.CSS_SELECTOR, "#main .defect-severity input[value='serious']"))
    output = driver.find_element(By.CSS_SELECTOR, ".defect-output")
    assert output.is_displayed()
    assert driver.find_element(By.CSS_SELECTOR, ".defect-output [role='status']").text == "Report drafted for Button."
    criterion = Select(criteria).first_selected_option.text
    # The report names the criterion whose expected text the option shows; the CLI drafts it by that id.
    report = json.loads(downloaded(driver, output, "json"))
    assert report["expected"] == criterion and report["criterion"].endswith("/button#" + report["criterion"].split("#")[1])
    assert_agrees_with_cli(driver, output, report["criterion"], note)
    assert output.find_element(By.CSS_SELECTOR, "pre").text.startswith("## Button: Focus lands nowhere visible — iOS, VoiceOver")


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_the_filled_defect_reporter_passes_axe(driver, base_url, axe_source, scheme):
    set_scheme(driver, scheme)
    open_reporter(driver, base_url)
    Select(driver.find_element(By.ID, "defect-entry")).select_by_visible_text("Button")
    criteria = driver.find_element(By.ID, "defect-criterion")
    WebDriverWait(driver, 10).until(lambda d: len(Select(criteria).options) > 1)
    Select(criteria).select_by_index(1)
    violations = run_axe(driver, axe_source)
    set_scheme(driver, "light")
    assert violations == [], describe(violations)


def test_the_defect_reporter_fits_320_px(driver, base_url):
    driver.set_window_size(320, 800)
    try:
        open_reporter(driver, base_url)
        Select(driver.find_element(By.ID, "defect-entry")).select_by_visible_text("Button")
        criteria = driver.find_element(By.ID, "defect-criterion")
        WebDriverWait(driver, 10).until(lambda d: len(Select(criteria).options) > 1)
        Select(criteria).select_by_index(1)
        overflow = driver.execute_script("return document.documentElement.scrollWidth - document.documentElement.clientWidth")
        assert overflow <= 0, overflow
    finally:
        driver.set_window_size(1280, 900)


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_the_html_results_report_is_nu_and_axe_clean(driver, axe_source, scheme):
    with tempfile.TemporaryDirectory() as folder:
        page = pathlib.Path(folder) / "audit.html"
        result = subprocess.run([BINARY, "report", "results", "audit/ana-ios.json", "audit/ben-android.json", "--format", "html",
                                 "--output", str(page), "--site", str(FIXTURES / "valid-site")], cwd=FIXTURES, capture_output=True, text=True)
        assert result.returncode == 0, result.stderr
        assert_nu_clean([page])
        set_scheme(driver, scheme)
        driver.get(page.as_uri())
        violations = run_axe(driver, axe_source)
        set_scheme(driver, "light")
        assert violations == [], describe(violations)
        driver.set_window_size(320, 800)
        try:
            overflow = driver.execute_script("return document.documentElement.scrollWidth - document.documentElement.clientWidth")
            assert overflow <= 0, overflow
        finally:
            driver.set_window_size(1280, 900)


def test_the_checklist_audits_the_ticked_entries_with_results_shared_with_their_pages(driver, base_url):
    open_entry(driver, base_url)  # a clean store
    driver.get(base_url + "checklist/index.html")
    section = WebDriverWait(driver, 10).until(lambda d: d.find_element(By.CSS_SELECTOR, "[data-checklist-audit]"))
    assert section.is_displayed() and not section.find_elements(By.CSS_SELECTOR, "tr[data-criterion]")
    fetched = "return performance.getEntriesByType('resource').map(e => e.name).filter(n => n.includes('defects/data/'))"
    assert driver.execute_script(fetched) == [], "the reporter's index of every entry waits until something is ticked"
    click(driver, driver.find_element(By.ID, "pick-native-button"))
    WebDriverWait(driver, 10).until(lambda d: d.find_elements(By.CSS_SELECTOR, "[data-checklist-audit] tr[data-criterion]"))
    assert any(name.endswith("defects/data/index.js") for name in driver.execute_script(fetched))
    rows = section.find_elements(By.CSS_SELECTOR, "tr[data-criterion]")
    assert section.find_element(By.TAG_NAME, "caption").text == "Button"
    toggle = section.find_element(By.CSS_SELECTOR, ".audit-toggle")
    click(driver, toggle)
    assert toggle.get_attribute("aria-pressed") == "true"
    first = rows[0]
    criterion = first.get_attribute("data-criterion")
    group = first.find_element(By.CSS_SELECTOR, "fieldset.audit-outcomes")
    assert len(group.find_elements(By.CSS_SELECTOR, "input[type='radio']")) == 4
    click(driver, first.find_element(By.CSS_SELECTOR, "input[value='fail']"))
    first.find_element(By.TAG_NAME, "textarea").send_keys("Nothing visible")
    assert section.find_element(By.CSS_SELECTOR, ".audit-progress").text == f"1 of {len(rows)} criteria checked on this page, 1 failed."
    assert first.find_element(By.CSS_SELECTOR, ".audit-report").is_displayed()
    # The entry page shows the same result for the same criterion id.
    driver.get(base_url + "patterns/button/index.html")
    WebDriverWait(driver, 10).until(lambda d: d.find_elements(By.CSS_SELECTOR, ".audit-cell"))
    assert driver.find_element(By.CSS_SELECTOR, f"input[name='audit-{criterion}'][value='fail']").is_selected()
    assert driver.find_element(By.ID, f"audit-note-{criterion}").get_attribute("value") == "Nothing visible"


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_the_checklist_in_audit_mode_passes_axe(driver, base_url, axe_source, scheme):
    set_scheme(driver, scheme)
    driver.get(base_url + "checklist/index.html")
    click(driver, WebDriverWait(driver, 10).until(lambda d: d.find_element(By.ID, "pick-native-button")))
    WebDriverWait(driver, 10).until(lambda d: d.find_elements(By.CSS_SELECTOR, "[data-checklist-audit] tr[data-criterion]"))
    click(driver, driver.find_element(By.CSS_SELECTOR, "[data-checklist-audit] .audit-toggle"))
    violations = run_axe(driver, axe_source)
    set_scheme(driver, "light")
    assert violations == [], describe(violations)
