"""The generated catalog in a real browser: axe-core, the Nu HTML checker, keyboard use, reflow, screenshots."""
import json

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from conftest import OUTPUT, WebDriverWait, html_files, nu_documents


AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]
PAGES = {
    "home": "index.html",
    "entry": "patterns/slider/index.html",
    "web-entry": "web/button/index.html",
    "platform": "platforms/ios/index.html",
    "category": "native/categories/controls/index.html",
    "collection": "native/index.html",
    "checklist": "checklist/index.html",
    "checklist-category": "checklist/native/categories/controls/index.html",
    "guide": "guides/name-role-value/index.html",
    "component-doc": "guides/components/card-component/index.html",
    "404": "no-such-page/",
    "wcag": "wcag/index.html",
    "wcag-criterion": "wcag/2.1.1/index.html",
    "coverage": "coverage/index.html",
    "defects": "defects/index.html",
}


def set_scheme(driver, scheme):
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia",
                           {"features": [{"name": "prefers-color-scheme", "value": scheme}]})


def set_scheme_on_this_load(driver, scheme):
    """The colour scheme changed on the loaded page, once its styles have settled (no transition running)."""
    set_scheme(driver, scheme)
    WebDriverWait(driver, 5).until(lambda d: d.execute_script(
        "return matchMedia(`(prefers-color-scheme: ${arguments[0]})`).matches"
        " && !document.getAnimations().some(a => a instanceof CSSTransition && a.playState === 'running')", scheme))


def run_axe(driver, axe_source, tags=AXE_TAGS):
    """axe-core's violations on the current document. Example frames are checked as documents of their
    own (test_media.py), so axe does not wait on frames it was not injected into. axe is injected once
    per page load: a second run on the same load (another colour scheme) reuses it."""
    if not driver.execute_script("return typeof window.axe === 'object' && typeof window.axe.run === 'function'"):
        driver.execute_script(axe_source)
    result = driver.execute_async_script(
        "const done = arguments[arguments.length - 1];"
        "axe.run(document, {runOnly: {type: 'tag', values: arguments[0]}, resultTypes: ['violations'], iframes: false})"
        ".then(r => done(JSON.stringify(r.violations)), e => done(JSON.stringify([{id: 'axe-error', help: String(e), nodes: []}])));",
        tags)
    return json.loads(result)


def describe(violations):
    return "\n".join(f"{v['id']}: {v['help']} -> " + "; ".join(n.get("target", [""])[0] if n.get("target") else ""
                                                           for n in v.get("nodes", [])[:5])
                     for v in violations)


def axe_in_light_and_dark(driver, axe_source, tags=AXE_TAGS, where=""):
    """axe-core on the loaded page in the light and then the dark colour scheme (emulated, on the same
    load, axe injected once), the page left light: each scheme's violations described, or [] when clean."""
    failures = []
    for scheme in ["light", "dark"]:
        set_scheme_on_this_load(driver, scheme)
        violations = run_axe(driver, axe_source, tags)
        if violations:
            failures.append(f"{where}{scheme}: " + describe(violations))
    set_scheme_on_this_load(driver, "light")
    return failures


@pytest.mark.parametrize("page", sorted(PAGES))
def test_axe_finds_no_violations_in_light_and_dark(driver, base_url, axe_source, page):
    driver.get(base_url + PAGES[page])
    WebDriverWait(driver, 10).until(lambda d: d.execute_script("return document.readyState") == "complete")
    failures = axe_in_light_and_dark(driver, axe_source)
    assert not failures, "\n".join(failures)


nu_documents("site_dir")(html_files)  # every page of the site, in the session's Nu checker run


def test_nu_html_checker_finds_no_errors(site_dir, nu_report):
    pages = html_files(site_dir)
    assert len(pages) > 20
    nu_report.assert_clean(pages)


def press_tab_until(driver, predicate, limit=60):
    body = driver.find_element(By.TAG_NAME, "body")
    for _ in range(limit):
        body.send_keys(Keys.TAB) if driver.switch_to.active_element is None else driver.switch_to.active_element.send_keys(Keys.TAB)
        if predicate(driver.switch_to.active_element):
            return driver.switch_to.active_element
    raise AssertionError("never reached the expected element with the Tab key")


def selected_tab(driver, tablist_label):
    return driver.execute_script(
        "const list = document.querySelector(`[role=tablist][aria-label='${arguments[0]}']`);"
        "const tab = list.querySelector('[aria-selected=true]');"
        "return [tab.textContent, document.getElementById(tab.getAttribute('aria-controls')).hidden, document.activeElement === tab];",
        tablist_label)


def test_criteria_and_platform_tabs_work_with_arrow_keys(driver, base_url):
    driver.get(base_url + "patterns/slider/index.html")
    tab = press_tab_until(driver, lambda element: element.get_attribute("role") == "tab")
    assert tab.text == "Condensed"
    tab.send_keys(Keys.ARROW_RIGHT)
    assert selected_tab(driver, "Criteria format") == ["Gherkin", False, True]
    assert not driver.find_element(By.ID, "gherkin").get_attribute("hidden")
    assert driver.find_element(By.ID, "condensed").get_attribute("hidden") is not None
    driver.switch_to.active_element.send_keys(Keys.ARROW_RIGHT)
    assert selected_tab(driver, "Criteria format")[0] == "WCAG"
    driver.switch_to.active_element.send_keys(Keys.ARROW_RIGHT)
    assert selected_tab(driver, "Criteria format")[0] == "Condensed"
    driver.switch_to.active_element.send_keys(Keys.END)
    assert selected_tab(driver, "Criteria format")[0] == "WCAG"
    driver.switch_to.active_element.send_keys(Keys.HOME)
    assert selected_tab(driver, "Criteria format")[0] == "Condensed"
    # Only the selected tab is in the Tab order: the next Tab leaves the tab list.
    driver.switch_to.active_element.send_keys(Keys.TAB)
    assert driver.switch_to.active_element.get_attribute("role") != "tab"

    platform_tab = press_tab_until(driver, lambda element: element.get_attribute("role") == "tab")
    assert platform_tab.text == "iOS"
    platform_tab.send_keys(Keys.ARROW_LEFT)
    assert selected_tab(driver, "Platform") == ["Android", False, True]
    driver.switch_to.active_element.send_keys(Keys.ARROW_RIGHT)
    assert selected_tab(driver, "Platform") == ["iOS", False, True]
    driver.switch_to.active_element.send_keys(Keys.END)
    assert selected_tab(driver, "Platform") == ["Android", False, True]
    driver.switch_to.active_element.send_keys(Keys.HOME)
    assert selected_tab(driver, "Platform") == ["iOS", False, True]
    assert driver.find_element(By.ID, "tips-android").get_attribute("hidden") is not None


def test_wcag_tab_is_keyboard_operable_and_passes_axe_in_light_and_dark(driver, base_url, axe_source):
    driver.get(base_url + "patterns/button/index.html")
    tab = press_tab_until(driver, lambda element: element.get_attribute("role") == "tab")
    assert tab.text == "Condensed"
    tab.send_keys(Keys.END)
    assert selected_tab(driver, "Criteria format") == ["WCAG", False, True]
    assert driver.find_element(By.ID, "gherkin").get_attribute("hidden") is not None
    driver.switch_to.active_element.send_keys(Keys.ARROW_LEFT)
    assert selected_tab(driver, "Criteria format")[0] == "Gherkin"
    driver.switch_to.active_element.send_keys(Keys.ARROW_RIGHT)
    assert selected_tab(driver, "Criteria format") == ["WCAG", False, True]
    # From the selected tab, Tab moves to the WCAG panel, then to its first badge.
    driver.switch_to.active_element.send_keys(Keys.TAB)
    assert driver.switch_to.active_element.get_attribute("id") == "wcag"
    driver.switch_to.active_element.send_keys(Keys.TAB)
    badge = driver.switch_to.active_element
    assert badge.get_attribute("class") == "sc-badge", badge.get_attribute("outerHTML")
    assert badge.text.startswith("1.4.3 Contrast (Minimum)")
    failures = axe_in_light_and_dark(driver, axe_source)
    assert not failures, "\n".join(failures)
    badge.send_keys(Keys.ENTER)
    WebDriverWait(driver, 5).until(lambda d: d.current_url.endswith("wcag/1.4.3/index.html"))
    assert driver.find_element(By.TAG_NAME, "h1").text == "1.4.3 Contrast (Minimum)"


def test_deep_links_open_the_view_that_holds_the_target(driver, base_url):
    driver.get(base_url + "patterns/slider/index.html#gherkin-mobile-2")
    assert selected_tab(driver, "Criteria format")[:2] == ["Gherkin", False]
    driver.get(base_url + "patterns/slider/index.html#keyboard.arrow-keys")
    assert driver.find_element(By.ID, "keyboard.arrow-keys").tag_name == "tr"
    assert selected_tab(driver, "Criteria format")[:2] == ["Condensed", False]


def test_copy_announces_its_result(driver, base_url):
    driver.get(base_url + "patterns/slider/index.html")
    button = press_tab_until(driver, lambda element: element.get_attribute("data-copy-source") == "condensed-text")
    button.send_keys(Keys.ENTER)
    status = driver.find_element(By.CSS_SELECTOR, "[data-copy-status]")
    WebDriverWait(driver, 5).until(lambda d: status.text)
    assert status.get_attribute("role") == "status"
    assert status.text in ("Copied the condensed criteria to the clipboard.",
                           "Could not copy. Select the text and copy it with your keyboard instead.")


def test_checklist_by_keyboard_persists_and_shares(driver, base_url, fresh_driver):
    driver.get(base_url + "checklist/index.html")
    first = press_tab_until(driver, lambda element: element.get_attribute("id") == "pick-native-button")
    first.send_keys(Keys.SPACE)
    second = press_tab_until(driver, lambda element: element.get_attribute("id") == "pick-native-slider", limit=120)
    second.send_keys(Keys.SPACE)
    output = driver.find_element(By.ID, "checklist-output")
    # The criteria come from the category's data script, loaded when a pick is ticked.
    WebDriverWait(driver, 5).until(lambda d: "Rule: Slider" in output.get_attribute("value"))
    assert output.get_attribute("value").startswith("Feature: Accessibility acceptance criteria\n\n  @ios @android")
    assert output.get_attribute("value").index("Rule: Button") < output.get_attribute("value").index("Rule: Slider")
    # Switch the format with the arrow keys inside the radio group.
    radio = press_tab_until(driver, lambda element: element.get_attribute("name") == "format", limit=200)
    radio.send_keys(Keys.ARROW_RIGHT)
    condensed = output.get_attribute("value")
    assert condensed.startswith("Button\n1. Keyboard")
    copy = press_tab_until(driver, lambda element: element.get_attribute("data-checklist-copy") is not None, limit=200)
    copy.send_keys(Keys.ENTER)
    status = driver.find_element(By.CSS_SELECTOR, "[data-checklist-status]")
    WebDriverWait(driver, 5).until(lambda d: status.text)
    assert status.text in ("Copied the checklist for 2 patterns.",
                           "Could not copy. The text is selected: copy it with your keyboard.")

    shared = driver.find_element(By.CSS_SELECTOR, "[data-checklist-link]").get_attribute("href")
    assert "entries=native-button,native-slider" in shared and "format=condensed" in shared
    assert "from=" in shared, "the link names the data scripts the selection needs"
    driver.get(base_url + "checklist/index.html")
    WebDriverWait(driver, 5).until(lambda d: d.find_element(By.ID, "checklist-output").get_attribute("value") == condensed)
    assert driver.find_element(By.ID, "pick-native-slider").is_selected()

    other = fresh_driver()
    try:
        other.get(shared)
        WebDriverWait(other, 5).until(lambda d: d.find_element(By.ID, "checklist-output").get_attribute("value") == condensed)
    finally:
        other.quit()


def test_search_by_keyboard_lands_on_an_entry(driver, base_url):
    driver.get(base_url + "index.html")
    driver.find_element(By.TAG_NAME, "body").send_keys("/")
    search = driver.switch_to.active_element
    assert search.get_attribute("id") == "site-search"
    search.send_keys("slid")
    WebDriverWait(driver, 5).until(lambda d: search.get_attribute("aria-expanded") == "true")
    status = driver.find_element(By.ID, "site-search-status")
    WebDriverWait(driver, 5).until(lambda d: "result" in status.text)
    search.send_keys(Keys.ARROW_DOWN)
    active = search.get_attribute("aria-activedescendant")
    assert driver.find_element(By.ID, active).get_attribute("aria-selected") == "true"
    assert driver.find_element(By.ID, active).text.startswith("Slider")
    search.send_keys(Keys.ENTER)
    WebDriverWait(driver, 5).until(lambda d: d.current_url.endswith("patterns/slider/index.html"))


def scrolling_has_stopped(driver):
    """True once the page has not scrolled for ten animation frames in a row (each frame is drawn, however late)."""
    return driver.execute_async_script("""
        const done = arguments[arguments.length - 1];
        let last = scrollY, still = 0;
        (function frame() {
            still = scrollY === last ? still + 1 : 0;
            last = scrollY;
            if (still >= 10) done(true); else requestAnimationFrame(frame);
        })();""")


def search_for(driver, text):
    """Types `text` into the site search and waits for the announced result count."""
    search = driver.find_element(By.ID, "site-search")
    search.click()
    search.send_keys(text)
    status = driver.find_element(By.ID, "site-search-status")
    WebDriverWait(driver, 5).until(lambda d: "result" in status.text.lower())
    return search, status.text


def option_texts(driver):
    return [option.text.split("\n")[0] for option in driver.find_elements(By.CSS_SELECTOR, "#site-search-results [role=option]")]


@pytest.mark.parametrize("origin", ["http", "file"])
def test_search_finds_a_term_only_the_notes_hold(driver, base_url, site_dir, origin):
    start = base_url if origin == "http" else site_dir.as_uri() + "/"
    driver.get(start + "patterns/slider/index.html")
    # Only the Star Rating entry's notes name RatingBar.
    search, status = search_for(driver, "RatingBar")
    count = len(option_texts(driver))
    assert status == ("1 result." if count == 1 else f"{count} results.")
    titles = option_texts(driver)
    assert any(title.startswith("Star Rating") for title in titles), titles
    # The index scripts: the shard list and one shard (the results' own text scripts come after).
    loaded = driver.execute_script(
        "return [...document.querySelectorAll('script[src*=\"static/search/\"]:not([src*=\"/text/\"])')].map(s => s.src.split('/').pop())")
    assert sorted(loaded) == ["r.js", "shard-list.js"], loaded
    search.send_keys(Keys.ARROW_DOWN)
    first = driver.find_element(By.ID, search.get_attribute("aria-activedescendant")).text.split("\n")[0]
    search.send_keys(Keys.ENTER)
    WebDriverWait(driver, 5).until(lambda d: "slider" not in d.current_url)
    assert driver.find_element(By.TAG_NAME, "h1").text == first.rsplit(" Pattern", 1)[0]


def test_search_typed_before_the_index_arrives_still_shows_results(driver, base_url):
    """On a slow connection the reader types before the shard list has loaded; the search waits for it
    and then for the word's shard, and shows the results without another keystroke."""
    driver.get(base_url + "index.html")
    driver.execute_cdp_cmd("Network.enable", {})
    driver.execute_cdp_cmd("Network.emulateNetworkConditions",
                           {"offline": False, "latency": 400, "downloadThroughput": -1, "uploadThroughput": -1})
    try:
        search = driver.find_element(By.ID, "site-search")
        search.send_keys("slider")
        status = driver.find_element(By.ID, "site-search-status")
        WebDriverWait(driver, 10).until(lambda d: "result" in status.text.lower())
        assert option_texts(driver)[0].startswith("Slider")
    finally:
        driver.execute_cdp_cmd("Network.emulateNetworkConditions",
                               {"offline": False, "latency": 0, "downloadThroughput": -1, "uploadThroughput": -1})


def test_search_results_by_keyboard(driver, base_url, axe_source):
    driver.get(base_url + "index.html")
    search, status = search_for(driver, "voiceover focus")
    count = len(driver.find_elements(By.CSS_SELECTOR, "#site-search-results [role=option]:not(.show-all)"))
    show_all = driver.find_elements(By.CSS_SELECTOR, "#site-search-results .show-all")
    # Ten results and "Show all…" when there are more; the status gives the total.
    assert count >= 2 and (status == f"{count} results." if not show_all else status.endswith(" results.") and count == 10), status
    search.send_keys(Keys.ARROW_DOWN)
    assert search.get_attribute("aria-activedescendant") == "site-search-option-0"
    search.send_keys(Keys.ARROW_DOWN)
    assert search.get_attribute("aria-activedescendant") == "site-search-option-1"
    search.send_keys(Keys.ARROW_UP, Keys.ARROW_UP)
    last = "site-search-option-all" if show_all else f"site-search-option-{count - 1}"
    assert search.get_attribute("aria-activedescendant") == last, "Up from the first wraps"
    options = driver.find_elements(By.CSS_SELECTOR, "#site-search-results [role=option]")
    lefts = {option.rect["x"] for option in options}
    assert len(lefts) == 1, f"results in one column at 1280 px: {lefts}"
    violations = run_axe(driver, axe_source)
    assert not violations, describe(violations)
    search.send_keys(Keys.ESCAPE)
    assert search.get_attribute("aria-expanded") == "false"
    assert search.get_attribute("aria-activedescendant") is None
    assert search.get_attribute("value") == "voiceover focus"
    search.send_keys(Keys.ESCAPE)
    assert search.get_attribute("value") == ""
    search.send_keys("zzqx")
    WebDriverWait(driver, 5).until(lambda d: d.find_element(By.ID, "site-search-status").text == "No results.")


def test_slash_shortcut_stays_out_of_text_fields_and_turns_off(driver, base_url):
    driver.get(base_url + "index.html")
    setting = driver.find_element(By.CSS_SELECTOR, "[data-search-shortcut] input")
    assert setting.is_displayed() and setting.is_selected()
    hint = driver.find_element(By.ID, "site-search-hint")
    assert "slash key" in hint.get_attribute("textContent")
    setting.send_keys(Keys.SPACE)
    try:
        assert not setting.is_selected()
        assert "slash key" not in hint.get_attribute("textContent")
        driver.refresh()
        driver.find_element(By.TAG_NAME, "body").send_keys("/")
        assert driver.switch_to.active_element.get_attribute("id") != "site-search"
        assert not driver.find_element(By.CSS_SELECTOR, "[data-search-shortcut] input").is_selected()
    finally:
        driver.execute_script("window.localStorage.removeItem('patterns-search-shortcut')")
    driver.refresh()
    field = driver.find_element(By.ID, "site-search")
    field.send_keys("a/b")
    assert field.get_attribute("value") == "a/b", "the slash types into a text field"
    driver.find_element(By.TAG_NAME, "body").send_keys("/")
    assert driver.switch_to.active_element.get_attribute("id") == "site-search"


def test_home_filters_instantly(driver, base_url):
    driver.get(base_url + "index.html")
    # Only a platform filter: the category links beside it already filter by category.
    assert driver.find_elements(By.ID, "filter-category") == []
    select = driver.find_element(By.ID, "filter-platform")
    options = [option.get_attribute("value") for option in select.find_elements(By.TAG_NAME, "option")]
    assert options[0] == "" and "web" in options
    select.send_keys("Web")
    visible = driver.execute_script(
        "return [...document.querySelectorAll('li[data-platforms]')].filter(li => !li.hidden).map(li => li.dataset.platforms)")
    total = driver.execute_script("return document.querySelectorAll('li[data-platforms]').length")
    assert visible and all("web" in platforms.split() for platforms in visible) and len(visible) < total
    status = driver.find_element(By.CSS_SELECTOR, "[data-filter-status]")
    WebDriverWait(driver, 5).until(lambda d: status.text)
    assert status.text == f"{len(visible)} of {total} patterns shown."


@pytest.mark.parametrize("page", ["index.html", "patterns/carousel/index.html", "checklist/index.html"])
def test_reflows_at_320_pixels_and_200_percent_text(driver, base_url, page):
    driver.set_window_size(320, 900)
    driver.get(base_url + page)
    width = driver.execute_script("return [document.documentElement.scrollWidth, window.innerWidth]")
    assert width[0] <= width[1], f"horizontal scrolling at 320px: {width}"
    driver.set_window_size(1280, 900)
    driver.execute_script("document.documentElement.style.fontSize = '200%'")
    width = driver.execute_script("return [document.documentElement.scrollWidth, window.innerWidth]")
    assert width[0] <= width[1], f"horizontal scrolling with 200% text: {width}"


def test_pages_work_without_javascript(base_url, fresh_driver):
    from selenium import webdriver  # noqa: F401
    browser = fresh_driver()
    try:
        browser.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": True})
        browser.get(base_url + "patterns/slider/index.html")
        assert browser.find_element(By.ID, "gherkin").is_displayed()
        assert browser.find_element(By.ID, "condensed").is_displayed()
        browser.get(base_url + "checklist/index.html")
        assert browser.find_element(By.ID, "all-criteria").is_displayed()
        assert not browser.find_element(By.CSS_SELECTOR, "[data-checklist]").is_displayed()
        assert not browser.find_element(By.CSS_SELECTOR, "[data-checklist-audit]").is_displayed()
        browser.get(base_url + "defects/index.html")
        assert "needs JavaScript" in browser.find_element(By.TAG_NAME, "main").text
        assert browser.find_element(By.ID, "defects-categories").is_displayed()
        assert not browser.find_elements(By.ID, "defect-entry")
    finally:
        browser.quit()


@pytest.mark.parametrize("width", [320, 1280])
@pytest.mark.parametrize("page", ["home", "entry", "checklist", "guide"])
def test_screenshots_in_light_and_dark(driver, base_url, page, width):
    folder = OUTPUT / "screenshots"
    folder.mkdir(parents=True, exist_ok=True)
    driver.set_window_size(width, 1200)
    driver.get(base_url + PAGES[page])
    for scheme in ["light", "dark"]:
        set_scheme_on_this_load(driver, scheme)
        path = folder / f"{page}-{width}-{scheme}.png"
        assert driver.save_screenshot(str(path))
        assert path.stat().st_size > 1000


# Entry pages: each tip once, a platform switcher with a side-by-side view, in-page navigation, less noise.

def tip_texts(driver):
    return driver.execute_script("return [...document.querySelectorAll('main li')].map(li => li.textContent.trim())")


def test_each_tip_appears_once_on_the_entry_page(driver, base_url, site_dir):
    html = (site_dir / "patterns" / "button" / "index.html").read_text(encoding="utf-8")
    assert html.count("becomes the <code>accessibilityLabel</code> automatically") == 1
    assert html.count("is used as the spoken name") == 1
    assert "<table class=\"comparison\">" not in html
    driver.get(base_url + "patterns/button/index.html")
    assert sum("becomes the accessibilityLabel automatically" in text for text in tip_texts(driver)) == 1
    # The notes keep what is not a tip; the tips follow them. The Name section's platform-neutral
    # first item introduces its tips on every platform, so no orphan "Name" heading is left in the notes.
    notes = driver.find_element(By.CSS_SELECTOR, ".notes")
    assert "accessibilityLabel" not in notes.text and "The name says what will happen" not in notes.text
    assert driver.find_elements(By.CSS_SELECTOR, ".notes h3") == []
    intros = driver.execute_script(
        "return [...document.querySelectorAll('[data-platform-tips] .tab-panel')].map(panel =>"
        " [panel.dataset.platform, panel.querySelector('#tips-' + panel.dataset.platform + '-name ~ .tip-intro').textContent.trim()])")
    assert [platform for platform, _ in intros] == ["ios", "android"]
    assert all(text.startswith("The name says what will happen") for _, text in intros)
    order = driver.execute_script(
        "return ['how-to-test', 'developer-notes', 'platform-tips'].map(id => document.getElementById(id).getBoundingClientRect().top)")
    assert order == sorted(order)


def test_compare_side_by_side_shows_the_same_panels_in_columns(driver, base_url):
    driver.get(base_url + "patterns/button/index.html")
    toggle = driver.find_element(By.XPATH, "//button[text()='Compare side by side']")
    assert toggle.get_attribute("aria-pressed") == "false"
    panels = driver.find_elements(By.CSS_SELECTOR, "[data-platform-tips] .tab-panel")
    assert [panel.is_displayed() for panel in panels] == [True, False]
    toggle.send_keys(Keys.SPACE)
    assert toggle.get_attribute("aria-pressed") == "true"
    assert driver.find_element(By.CSS_SELECTOR, "[role=tablist][aria-label=Platform]").is_displayed() is False
    assert all(panel.is_displayed() and panel.get_attribute("role") is None for panel in panels)
    headings = [panel.find_element(By.CSS_SELECTOR, ".panel-heading") for panel in panels]
    assert [heading.text for heading in headings] == ["iOS", "Android"]
    # Lined up by section, a panel is no box of its own (display: contents): its heading shows where it stands.
    tops = {round(heading.rect["y"]) for heading in headings}
    assert len(tops) == 1 and headings[0].rect["x"] < headings[1].rect["x"], "columns side by side at 1280 px"
    assert driver.execute_script("return document.querySelectorAll('[data-platform-tips] .tab-panel').length") == 2
    driver.set_window_size(320, 900)
    assert headings[0].rect["y"] < headings[1].rect["y"] and headings[0].rect["x"] == headings[1].rect["x"], "stacked at 320 px"
    driver.set_window_size(1280, 900)
    toggle.send_keys(Keys.SPACE)
    assert toggle.get_attribute("aria-pressed") == "false"
    assert selected_tab(driver, "Platform")[:2] == ["iOS", False]
    assert [panel.is_displayed() for panel in panels] == [True, False]


def test_the_chosen_platform_is_remembered_across_pages_and_in_the_address(driver, base_url):
    driver.get(base_url + "patterns/button/index.html")
    driver.execute_script("window.localStorage.removeItem('patterns-platform')")
    driver.refresh()
    assert selected_tab(driver, "Platform")[0] == "iOS"
    tab = driver.find_element(By.ID, "tab-tips-ios")
    tab.send_keys(Keys.ARROW_RIGHT)
    assert selected_tab(driver, "Platform")[0] == "Android"
    assert driver.current_url.endswith("patterns/button/index.html?platform=android")
    # Another entry opens on Android, from storage.
    driver.get(base_url + "patterns/slider/index.html")
    assert selected_tab(driver, "Platform")[0] == "Android"
    # The address wins, and is remembered.
    driver.get(base_url + "patterns/slider/index.html?platform=ios")
    assert selected_tab(driver, "Platform")[0] == "iOS"
    driver.get(base_url + "patterns/button/index.html")
    assert selected_tab(driver, "Platform")[0] == "iOS"
    # Reading a platform's tips page makes it the reader's platform; its links carry it too.
    driver.get(base_url + "platforms/android/index.html")
    link = driver.find_element(By.CSS_SELECTOR, "h2[id] a")
    assert "?platform=android" in link.get_attribute("href")
    driver.get(base_url + "patterns/button/index.html")
    assert selected_tab(driver, "Platform")[0] == "Android"
    driver.execute_script("window.localStorage.removeItem('patterns-platform')")


def test_deep_links_to_tips_the_notes_leave_out_still_land(driver, base_url):
    driver.get(base_url + "patterns/button/index.html#role")
    target = driver.find_element(By.ID, "role")
    assert "tip-group" in target.get_attribute("class") and target.is_displayed()
    assert target.find_element(By.TAG_NAME, "h4").get_attribute("id") == "tips-ios-role"
    assert selected_tab(driver, "Platform")[:2] == ["iOS", False]
    # The section's anchor opens the reader's platform's tips for it.
    driver.execute_script("window.localStorage.setItem('patterns-platform', 'android')")
    driver.refresh()
    assert selected_tab(driver, "Platform")[:2] == ["Android", False]
    assert driver.find_element(By.ID, "tips-android-role").is_displayed()
    driver.execute_script("window.localStorage.removeItem('patterns-platform')")
    # One scheme for every platform: #tips-<platform>-<section> opens that platform's tab at the section.
    for platform, name in [("android", "Android"), ("ios", "iOS")]:
        driver.get(base_url + f"patterns/button/index.html#tips-{platform}-role")
        heading = driver.find_element(By.ID, f"tips-{platform}-role")
        assert heading.tag_name == "h4" and heading.text == "Role" and heading.is_displayed()
        assert selected_tab(driver, "Platform")[:2] == [name, False]


def test_a_single_platform_page_lists_its_tips_without_tabs_or_a_platform_heading(driver, base_url, axe_source):
    driver.get(base_url + "web/button/index.html")
    tips = driver.find_element(By.CSS_SELECTOR, "[data-platform-tips]")
    assert tips.find_element(By.TAG_NAME, "h2").text == "Web tips"
    assert driver.find_elements(By.CSS_SELECTOR, "[data-platform-tips] [role=tablist], [data-platform-tips] .panel-heading") == []
    assert driver.find_elements(By.XPATH, "//button[text()='Compare side by side']") == []
    assert [h.text for h in tips.find_elements(By.TAG_NAME, "h3")] == ["Name", "Role", "Groupings", "State", "Focus"]
    # Each one-line tip is an item of its section's list, its text as written.
    first = tips.find_element(By.CSS_SELECTOR, "#name ul.tips > li")
    assert first.text.startswith("the button's text content is its accessible name")
    # The section anchors and the platform's anchors both land.
    assert driver.find_element(By.ID, "name").find_element(By.CSS_SELECTOR, "h3").get_attribute("id") == "tips-web-name"
    # Lists in the accessibility tree: every section a list of items, as many as its tips.
    nodes = driver.execute_cdp_cmd("Accessibility.getFullAXTree", {})["nodes"]
    by_id = {node["nodeId"]: node for node in nodes}
    lists = [node for node in nodes if node.get("role", {}).get("value") == "list"
             and any(by_id.get(child, {}).get("role", {}).get("value") == "listitem" for child in node.get("childIds", []))]
    item_counts = driver.execute_script(
        "return [...document.querySelectorAll('[data-platform-tips] ul.tips')].map(list => list.children.length)")
    assert len(item_counts) == 5 and all(count >= 1 for count in item_counts)
    ax_counts = [sum(by_id.get(child, {}).get("role", {}).get("value") == "listitem" for child in node["childIds"]) for node in lists]
    for count in item_counts:
        assert count in ax_counts
    # Its section headings get links of their own, as the notes' do.
    heading = driver.find_element(By.ID, "tips-web-name")
    link = heading.find_element(By.XPATH, "following-sibling::a[1]")
    assert link.get_attribute("aria-label") == "Link to section: Name" and link.get_attribute("href").endswith("#tips-web-name")
    violations = run_axe(driver, axe_source)
    assert not violations, describe(violations)


@pytest.mark.parametrize("page", ["patterns/button/index.html", "platforms/ios/index.html"])
def test_on_this_page_navigation_links_resolve(driver, base_url, page):
    driver.get(base_url + page)
    nav = driver.find_element(By.CSS_SELECTOR, "nav[aria-labelledby=on-this-page]")
    assert driver.execute_script("return arguments[0].querySelector('#on-this-page').textContent", nav) == "On this page"
    hrefs = [link.get_attribute("href") for link in nav.find_elements(By.TAG_NAME, "a")]
    assert len(hrefs) >= 3
    for href in hrefs:
        target = driver.find_element(By.ID, href.split("#", 1)[1])
        assert target.tag_name == "h2", href
    if page.startswith("patterns"):
        assert [link.text for link in nav.find_elements(By.TAG_NAME, "a")] == \
            ["How to test a button", "Developer notes", "Platform tips", "Sources"]


def test_section_headings_have_links_that_leave_their_names_clean(driver, base_url, axe_source):
    driver.get(base_url + "patterns/button/index.html")
    heading = driver.find_element(By.ID, "developer-notes")
    link = heading.find_element(By.XPATH, "following-sibling::a[1]")
    assert link.get_attribute("href").endswith("#developer-notes")
    assert link.get_attribute("aria-label") == "Link to section: Developer notes"
    assert heading.find_elements(By.TAG_NAME, "a") == [], "the link is not inside the heading"
    name = driver.execute_cdp_cmd("Accessibility.getPartialAXTree",
                                  {"backendNodeId": driver.execute_cdp_cmd("DOM.describeNode", {"objectId": driver.execute_cdp_cmd(
                                      "Runtime.evaluate", {"expression": "document.getElementById('developer-notes')"})["result"]["objectId"]})["node"]["backendNodeId"],
                                   "fetchRelatives": False})["nodes"][0]["name"]["value"]
    assert name == "Developer notes"
    assert link.value_of_css_property("opacity") == "0"
    # Reached by Tab, the link shows.
    focused = press_tab_until(driver, lambda element: element.get_attribute("aria-label") == "Link to section: Developer notes", limit=80)
    assert focused.value_of_css_property("opacity") == "1"
    assert driver.find_elements(By.CSS_SELECTOR, ".tab-panel + a.heading-link, .panel-heading + a.heading-link") == []
    violations = run_axe(driver, axe_source)
    assert not violations, describe(violations)


def landmarks(driver):
    return driver.execute_script("""
        const roles = ['banner', 'navigation', 'main', 'contentinfo', 'search', 'region', 'complementary', 'form'];
        const implicit = {HEADER: 'banner', NAV: 'navigation', MAIN: 'main', FOOTER: 'contentinfo', ASIDE: 'complementary'};
        return [...document.querySelectorAll('header, nav, main, footer, aside, section, form, [role]')].filter(element => {
            if (element.closest('[hidden]') || !element.getClientRects().length) return false;
            let role = element.getAttribute('role') || implicit[element.tagName];
            if (!role && (element.tagName === 'SECTION' || element.tagName === 'FORM')
                && (element.hasAttribute('aria-label') || element.hasAttribute('aria-labelledby'))) role = element.tagName === 'FORM' ? 'form' : 'region';
            if ((element.tagName === 'HEADER' || element.tagName === 'FOOTER') && element.parentElement.closest('main, section, article, aside, nav')) return false;
            return roles.includes(role);
        }).map(element => (element.getAttribute('role') || element.tagName.toLowerCase()) + ':' + (element.getAttribute('aria-label') || element.getAttribute('aria-labelledby') || ''));
    """)


@pytest.mark.parametrize("page", ["patterns/button/index.html", "patterns/slider/index.html"])
def test_entry_pages_have_few_landmarks(driver, base_url, page):
    driver.get(base_url + page)
    found = landmarks(driver)
    # Banner, site navigation, search, side navigation, main, On this page, content info.
    assert len(found) <= 7, found
    for tab in driver.find_elements(By.CSS_SELECTOR, "[role=tab]"):
        driver.execute_script("arguments[0].click()", tab)
        assert len(landmarks(driver)) <= 7, (tab.text, landmarks(driver))
    assert driver.find_element(By.CSS_SELECTOR, ".site-header a[aria-current]").text == "Patterns"
    assert driver.find_element(By.CSS_SELECTOR, ".site-header a[aria-current]").get_attribute("aria-current") == "true"


def scroll_wrappers(driver):
    return driver.execute_script(
        "return [...document.querySelectorAll('.table-scroll')].filter(w => w.getClientRects().length)"
        ".map(w => [w.scrollWidth > w.clientWidth, w.getAttribute('tabindex'), w.getAttribute('role'), w.getAttribute('aria-label')])")


def test_criteria_tables_are_no_tab_stops_when_they_fit(driver, base_url):
    driver.get(base_url + "patterns/button/index.html")
    states = scroll_wrappers(driver)
    assert states and all(state == [False, None, None, None] for state in states), states
    condensed = press_tab_until(driver, lambda element: element.get_attribute("role") == "tab")
    condensed.send_keys(Keys.TAB)
    assert driver.switch_to.active_element.get_attribute("id") == "condensed"
    driver.switch_to.active_element.send_keys(Keys.TAB)
    assert driver.switch_to.active_element.get_attribute("data-copy-source") == "condensed-text", "Condensed tab, panel, Copy"


def test_table_wrappers_are_named_tab_stops_only_while_they_scroll(driver, base_url, axe_source):
    driver.get(base_url + "guides/name-role-value/index.html")
    assert scroll_wrappers(driver) == [[False, None, None, None]]
    driver.set_window_size(320, 900)
    WebDriverWait(driver, 5).until(lambda d: scroll_wrappers(d)[0][0])
    WebDriverWait(driver, 5).until(lambda d: scroll_wrappers(d)[0][1] == "0")
    [[_, tabindex, role, label]] = scroll_wrappers(driver)
    assert (tabindex, role) == ("0", "region") and label.startswith("Table: ") and len(label) > len("Table: ")
    violations = run_axe(driver, axe_source)
    assert not violations, describe(violations)
    driver.set_window_size(1280, 900)
    WebDriverWait(driver, 5).until(lambda d: scroll_wrappers(d) == [[False, None, None, None]])


def test_without_javascript_every_platform_is_stacked_with_its_heading(base_url, fresh_driver):
    browser = fresh_driver()
    try:
        browser.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": True})
        browser.get(base_url + "patterns/button/index.html")
        panels = browser.find_elements(By.CSS_SELECTOR, "[data-platform-tips] .tab-panel")
        assert [panel.find_element(By.CSS_SELECTOR, ".panel-heading").text for panel in panels] == ["iOS", "Android"]
        assert all(panel.is_displayed() for panel in panels)
        assert panels[0].rect["y"] < panels[1].rect["y"]
        assert browser.find_elements(By.CSS_SELECTOR, ".table-scroll[tabindex], [role=region]") == []
        assert browser.find_element(By.CSS_SELECTOR, "nav[aria-labelledby=on-this-page]").is_displayed()
    finally:
        browser.quit()


# The Button page once showed every tip three times: 7,400 px long at 1280 px and 15,300 px at 320 px.
@pytest.mark.parametrize("width, budget", [(1280, 5_000), (320, 11_000)])
def test_the_button_page_stays_short(driver, base_url, width, budget):
    driver.set_window_size(width, 1000)
    driver.get(base_url + "patterns/button/index.html")
    WebDriverWait(driver, 10).until(lambda d: d.execute_script("return document.readyState") == "complete")
    height = driver.execute_script("return document.documentElement.scrollHeight")
    assert height <= budget, f"{height} px at {width} px"
