"""Bearings: few Tab stops before the content, WCAG in the site navigation, criterion pages, previous and
next on every entry, the criteria format remembered, the sticky side navigation and "On this page" rail,
criteria tabs at 320 px and tips compared section by section."""
import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from conftest import WebDriverWait, nu_documents
from test_site import axe_in_light_and_dark, describe, run_axe

ENTRY = "patterns/button/index.html"


def loaded(driver, page):
    driver.get(page)
    WebDriverWait(driver, 10).until(lambda d: d.execute_script("return document.readyState") == "complete")


def tabs_to_main(driver, limit=40):
    """How many Tab presses, from the top of a freshly loaded page, reach the first focusable in `<main>`."""
    driver.execute_script("document.activeElement && document.activeElement.blur(); window.scrollTo(0, 0)")
    body = driver.find_element(By.TAG_NAME, "body")
    for count in range(1, limit + 1):
        (driver.switch_to.active_element or body).send_keys(Keys.TAB)
        if driver.execute_script("return !!document.activeElement.closest('main')"):
            return count
    raise AssertionError(f"no focusable in main within {limit} Tab presses")


# Before: 20 Tab stops preceded the content of an entry (skip link, header, the whole side navigation).
@pytest.mark.parametrize("page", [ENTRY, "guides/name-role-value/index.html", "index.html",
                                  "native/categories/controls/index.html", "platforms/ios/index.html"])
@pytest.mark.parametrize("width", [1280, 320])
def test_the_content_is_at_most_nine_tab_stops_away(driver, base_url, page, width):
    driver.set_window_size(width, 900)
    loaded(driver, base_url + page)
    count = tabs_to_main(driver)
    assert count <= 9, f"{count} Tab presses to the content of {page} at {width} px"
    driver.set_window_size(1280, 900)


def test_the_side_navigation_comes_after_the_content_in_tab_order_but_beside_it(driver, base_url):
    loaded(driver, base_url + ENTRY)
    order = driver.execute_script("""
        const nav = document.querySelector('nav.side-nav'), main = document.querySelector('main');
        return {after: !!(main.compareDocumentPosition(nav) & Node.DOCUMENT_POSITION_FOLLOWING),
                left: nav.getBoundingClientRect().left < main.getBoundingClientRect().left,
                top: Math.abs(nav.getBoundingClientRect().top - main.getBoundingClientRect().top) < 40};""")
    assert order == {"after": True, "left": True, "top": True}


def test_wcag_is_in_the_site_navigation(driver, base_url):
    loaded(driver, base_url + ENTRY)
    link = driver.find_element(By.CSS_SELECTOR, ".site-header nav a[href$='wcag/index.html']")
    assert link.text == "WCAG" and link.get_attribute("aria-current") is None
    link.send_keys(Keys.ENTER)
    WebDriverWait(driver, 5).until(lambda d: d.current_url.endswith("wcag/index.html"))
    current = driver.find_element(By.CSS_SELECTOR, ".site-header nav [aria-current]")
    assert current.text == "WCAG" and current.get_attribute("aria-current") == "page"
    loaded(driver, base_url + "wcag/2.1.1/index.html")
    current = driver.find_element(By.CSS_SELECTOR, ".site-header nav [aria-current]")
    assert current.text == "WCAG" and current.get_attribute("aria-current") == "true"


def test_a_criterion_page_says_what_the_criterion_is_and_links_to_the_w3c(driver, base_url):
    loaded(driver, base_url + "wcag/2.1.1/index.html")
    assert driver.find_element(By.TAG_NAME, "h1").text == "2.1.1 Keyboard"
    lede = driver.find_element(By.CSS_SELECTOR, "main .lede").text
    assert "Level A" in lede and "Guideline 2.1 Keyboard Accessible" in lede and "Operable" in lede
    links = {a.text: a.get_attribute("href") for a in driver.find_elements(By.CSS_SELECTOR, ".criterion-links a")}
    assert links == {
        "2.1.1 Keyboard in WCAG 2.2": "https://www.w3.org/TR/WCAG22/#keyboard",
        "Understanding 2.1.1 Keyboard": "https://www.w3.org/WAI/WCAG22/Understanding/keyboard.html",
        "2.1.1 Keyboard in How to Meet WCAG": "https://www.w3.org/WAI/WCAG22/quickref/#keyboard",
    }
    assert driver.find_elements(By.CSS_SELECTOR, "#patterns + .entry-list li a")


@pytest.mark.parametrize("page", [ENTRY, "wcag/2.1.1/index.html", "wcag/index.html", "native/categories/controls/index.html",
                                  "guides/name-role-value/index.html",
                                  "platforms/ios/index.html", "index.html"])
def test_changed_pages_pass_axe_in_light_and_dark(driver, base_url, axe_source, page):
    loaded(driver, base_url + page)
    failures = axe_in_light_and_dark(driver, axe_source)
    assert not failures, "\n".join(failures)


@nu_documents("site_dir")
def changed_pages(site_dir):
    return [site_dir / ENTRY, site_dir / "wcag/2.1.1/index.html", site_dir / "wcag/index.html",
            site_dir / "native/categories/controls/index.html", site_dir / "platforms/ios/index.html"]


def test_changed_pages_pass_the_nu_checker(site_dir, nu_report):
    nu_report.assert_clean(changed_pages(site_dir))


def test_the_first_and_last_entries_of_a_category_offer_its_page(driver, base_url):
    loaded(driver, base_url + ENTRY)
    pager = driver.find_element(By.CSS_SELECTOR, "ul.pager")
    items = [li.text for li in pager.find_elements(By.TAG_NAME, "li")]
    assert items[0] == "First in its category: All Controls patterns" and items[1].startswith("Next: ")
    pager.find_element(By.LINK_TEXT, "All Controls patterns").send_keys(Keys.ENTER)
    WebDriverWait(driver, 5).until(lambda d: "categories/controls/" in d.current_url)


def selected_format(driver):
    return driver.find_element(By.CSS_SELECTOR, "[role=tablist][aria-label='Criteria format'] [aria-selected=true]").text


def test_the_criteria_format_is_remembered_across_reloads_pages_and_in_the_address(driver, base_url):
    loaded(driver, base_url + ENTRY)
    driver.execute_script("localStorage.removeItem('patterns-criteria-format')")
    loaded(driver, base_url + ENTRY + "?platform=android")
    assert selected_format(driver) == "Condensed"
    driver.find_element(By.ID, "tab-condensed").send_keys(Keys.ARROW_RIGHT)
    assert selected_format(driver) == "Gherkin"
    assert driver.current_url.endswith("?platform=android&format=gherkin"), "the platform stays in the address"
    driver.refresh()
    assert selected_format(driver) == "Gherkin"
    loaded(driver, base_url + "patterns/slider/index.html")
    assert selected_format(driver) == "Gherkin", "another entry opens in the same format"
    loaded(driver, base_url + "patterns/slider/index.html?format=condensed")
    assert selected_format(driver) == "Condensed", "the address wins, and is remembered"
    loaded(driver, base_url + ENTRY)
    assert selected_format(driver) == "Condensed"
    loaded(driver, base_url + ENTRY + "#gherkin-keyboard-1")
    assert selected_format(driver) == "Gherkin", "a deep link wins"
    driver.execute_script("localStorage.removeItem('patterns-criteria-format')")


def rail_state(driver):
    return driver.execute_script("""
        const rail = document.querySelector('main > .on-this-page');
        const current = rail.querySelector('[aria-current]');
        const box = rail.getBoundingClientRect(), main = document.querySelector('main > .criteria').getBoundingClientRect();
        return {position: getComputedStyle(rail).position, top: Math.round(box.top), beside: box.left >= main.right,
                current: current && current.textContent.trim()};""")


def test_the_on_this_page_rail_follows_the_reader_at_1280_and_is_static_at_320(driver, base_url, axe_source):
    loaded(driver, base_url + ENTRY)
    state = rail_state(driver)
    assert state["position"] == "sticky" and state["beside"] and state["current"] == "How to test a button"
    driver.execute_script("document.getElementById('platform-tips').scrollIntoView()")
    WebDriverWait(driver, 5).until(lambda d: rail_state(d)["current"] == "Platform tips")
    state = rail_state(driver)
    assert 0 <= state["top"] < 40, "the rail stays in view"
    nav = driver.execute_script("""
        const nav = document.querySelector('nav.side-nav');
        return {position: getComputedStyle(nav).position, top: Math.round(nav.getBoundingClientRect().top)};""")
    assert nav["position"] == "sticky" and 0 <= nav["top"] < 40, "so does the side navigation"
    # The rail's links are Tab stops in a column of their own: the focused one is never covered.
    link = driver.find_element(By.CSS_SELECTOR, "main > .on-this-page a[href='#how-to-test']")
    driver.execute_script("arguments[0].focus()", link)
    assert driver.execute_script("""
        const r = document.activeElement.getBoundingClientRect();
        const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        return document.activeElement.contains(hit);""")
    violations = run_axe(driver, axe_source)
    assert violations == [], describe(violations)
    driver.set_window_size(320, 900)
    try:
        loaded(driver, base_url + ENTRY)
        driver.execute_script("document.getElementById('platform-tips').scrollIntoView()")
        state = rail_state(driver)
        assert state["position"] == "static" and not state["beside"] and state["current"] is None
        nav_position = driver.execute_script("return getComputedStyle(document.querySelector('nav.side-nav')).position")
        assert nav_position == "static"
    finally:
        driver.set_window_size(1280, 900)


def test_the_rail_does_not_move_with_reduced_motion(driver, base_url):
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-reduced-motion", "value": "reduce"}]})
    try:
        loaded(driver, base_url + ENTRY)
        assert driver.execute_script("return getComputedStyle(document.documentElement).scrollBehavior") == "auto"
        assert driver.execute_script("""
            return [...document.querySelectorAll('main > .on-this-page, main > .on-this-page a, nav.side-nav')]
                .every(e => getComputedStyle(e).transitionDuration.split(',').every(d => parseFloat(d) === 0)
                            && getComputedStyle(e).animationName === 'none');""")
    finally:
        driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-reduced-motion", "value": ""}]})


def test_criteria_tabs_stack_at_320_pixels_instead_of_wrapping(driver, base_url, axe_source):
    driver.set_window_size(320, 900)
    try:
        loaded(driver, base_url + ENTRY)
        tabs = driver.find_elements(By.CSS_SELECTOR, "[role=tablist][aria-label='Criteria format'] [role=tab]")
        assert len(tabs) == 3
        lefts = {round(tab.rect["x"]) for tab in tabs}
        tops = [tab.rect["y"] for tab in tabs]
        widths = {round(tab.rect["width"]) for tab in tabs}
        assert len(lefts) == 1 and tops == sorted(tops) and len(widths) == 1, "one full-width tab a row"
        assert driver.execute_script("return document.documentElement.scrollWidth <= innerWidth")
        tabs[0].send_keys(Keys.ARROW_RIGHT)
        assert selected_format(driver) == "Gherkin"
        violations = run_axe(driver, axe_source)
        assert violations == [], describe(violations)
    finally:
        driver.execute_script("localStorage.removeItem('patterns-criteria-format')")
        driver.set_window_size(1280, 900)


def test_compare_side_by_side_lines_up_each_section(driver, base_url, axe_source):
    loaded(driver, base_url + "patterns/toggle/index.html")
    driver.find_element(By.XPATH, "//button[text()='Compare side by side']").send_keys(Keys.SPACE)
    rows = driver.execute_script("""
        return [...document.querySelectorAll('[data-platform-tips] .tab-panel')].map(panel =>
            [...panel.querySelectorAll('.tip-group h4')].map(h => [h.textContent.trim(), Math.round(h.getBoundingClientRect().top),
                                                                 Math.round(h.getBoundingClientRect().left)]));""")
    ios, android = rows
    assert [r[0] for r in ios] == [r[0] for r in android] == ["Name", "Role", "Groupings", "State", "Focus"]
    assert [r[1] for r in ios] == [r[1] for r in android], "each section starts on the same line in both columns"
    assert all(a[2] > i[2] for i, a in zip(ios, android))
    violations = run_axe(driver, axe_source)
    assert violations == [], describe(violations)
    driver.set_window_size(320, 900)
    try:
        top = driver.execute_script("""
            const h = [...document.querySelectorAll('[data-platform-tips] .panel-heading')];
            return h.map(e => [Math.round(e.getBoundingClientRect().top), Math.round(e.getBoundingClientRect().left)]);""")
        assert top[0][0] < top[1][0] and top[0][1] == top[1][1], "stacked at 320 px"
        assert driver.execute_script("return document.documentElement.scrollWidth <= innerWidth")
    finally:
        driver.set_window_size(1280, 900)


def test_a_guide_has_the_rail_too(driver, base_url):
    loaded(driver, base_url + "guides/name-role-value/index.html")
    state = driver.execute_script("""
        const rail = document.querySelector('article > nav.toc');
        const prose = document.querySelector('article > .prose').getBoundingClientRect();
        return {position: getComputedStyle(rail).position, beside: rail.getBoundingClientRect().left >= prose.right,
                current: (rail.querySelector('[aria-current]') || {}).textContent};""")
    assert state["position"] == "sticky" and state["beside"] and state["current"]
    last = driver.find_elements(By.CSS_SELECTOR, "article > nav.toc a")[-1]
    driver.execute_script("window.scrollTo({top: document.documentElement.scrollHeight, behavior: 'instant'})")
    WebDriverWait(driver, 5).until(lambda d: last.get_attribute("aria-current") == "true")
    driver.set_window_size(320, 900)
    try:
        loaded(driver, base_url + "guides/name-role-value/index.html")
        assert driver.execute_script("return getComputedStyle(document.querySelector('article > nav.toc')).position") == "static"
        assert driver.execute_script("return document.documentElement.scrollWidth <= innerWidth")
    finally:
        driver.set_window_size(1280, 900)
