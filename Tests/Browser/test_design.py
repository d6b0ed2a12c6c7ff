"""The site design: side navigation, focus ring, header, print sheet, code copy and synced sample tabs."""
import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from conftest import WebDriverWait
from test_site import describe, press_tab_until, run_axe, set_scheme, set_scheme_on_this_load

ENTRY = "patterns/button/index.html"
GUIDE = "guides/components/card-component/index.html"


def side_nav_state(driver):
    return driver.execute_script("""
        const nav = document.querySelector('nav.side-nav');
        const current = nav.querySelector('[aria-current=page]');
        return {menuOpen: nav.querySelector('[data-side-nav]').open, current: current && current.textContent.trim(),
                currentShown: !!(current && current.checkVisibility()),
                summaryShown: nav.querySelector('summary').checkVisibility(),
                left: nav.getBoundingClientRect().left, mainLeft: document.querySelector('main').getBoundingClientRect().left};
    """)


def test_side_navigation_marks_the_page_and_works_by_keyboard(driver, base_url, axe_source):
    driver.get(base_url + ENTRY)
    state = side_nav_state(driver)
    assert state["menuOpen"] and state["current"] == "Button" and state["currentShown"]
    assert not state["summaryShown"], "no Browse patterns button beside the content"
    assert state["left"] < state["mainLeft"], "the navigation sits to the left of the content"
    # The current category is a disclosure: Enter on its summary closes it and opens it again.
    summary = press_tab_until(driver, lambda element: element.tag_name == "summary" and element.text.startswith("Controls"))
    assert summary.text.startswith("Controls")
    summary.send_keys(Keys.ENTER)
    assert driver.execute_script("return arguments[0].parentElement.open", summary) is False
    summary.send_keys(Keys.ENTER)
    assert driver.execute_script("return arguments[0].parentElement.open", summary) is True
    # Tab goes on to its links: the category's page, then its entries, the current one among them.
    link = press_tab_until(driver, lambda element: element.get_attribute("aria-current") == "page", limit=20)
    assert link.text == "Button" and link.get_attribute("href").endswith("patterns/button/index.html")
    # Category and collection pages mark themselves.
    driver.get(base_url + "native/categories/controls/index.html")
    assert side_nav_state(driver)["current"] == "Controls (11)"
    driver.get(base_url + "native/index.html")
    assert side_nav_state(driver)["current"] == "All Native apps patterns"
    violations = run_axe(driver, axe_source)
    assert not violations, describe(violations)


def test_side_navigation_folds_behind_a_button_on_narrow_screens(driver, base_url, axe_source):
    driver.set_window_size(320, 900)
    driver.get(base_url + ENTRY)
    state = side_nav_state(driver)
    assert not state["menuOpen"] and state["summaryShown"] and not state["currentShown"]
    summary = driver.find_element(By.ID, "side-nav-title")
    assert summary.text == "Browse patterns" and summary.size["height"] >= 44
    summary.send_keys(Keys.ENTER)
    assert side_nav_state(driver)["currentShown"]
    assert driver.execute_script("return document.documentElement.scrollWidth <= innerWidth")
    violations = run_axe(driver, axe_source)
    assert not violations, describe(violations)
    driver.set_window_size(1280, 900)
    WebDriverWait(driver, 5).until(lambda d: side_nav_state(d)["menuOpen"])


def test_side_navigation_without_javascript(base_url, fresh_driver):
    browser = fresh_driver()
    try:
        browser.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": True})
        browser.get(base_url + ENTRY)
        state = side_nav_state(browser)
        assert state["menuOpen"] and state["current"] == "Button" and state["currentShown"]
        other = browser.find_element(By.CSS_SELECTOR, "nav.side-nav a[href$='web/index.html']")
        assert other.text == "Web" and other.is_displayed()
    finally:
        browser.quit()


def contrast(a, b):
    def luminance(rgb):
        def channel(c):
            c = c / 255
            return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4
        r, g, b = (channel(c) for c in rgb)
        return 0.2126 * r + 0.7152 * g + 0.0722 * b
    high, low = sorted([luminance(a), luminance(b)], reverse=True)
    return (high + 0.05) / (low + 0.05)


def rgb(css):
    return [int(float(part)) for part in css[css.index("(") + 1:css.index(")")].split(",")[:3]]


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_focus_indicator_is_thick_contrasting_and_not_red(driver, base_url, scheme):
    set_scheme(driver, scheme)
    driver.get(base_url + ENTRY)
    checked = 0
    for predicate in [lambda e: e.tag_name == "a" and e.get_attribute("aria-current") == "page",
                      lambda e: e.get_attribute("role") == "tab",
                      lambda e: e.tag_name == "button"]:
        element = press_tab_until(driver, predicate, limit=80)
        style = driver.execute_script(
            "const s = getComputedStyle(arguments[0]); const around = getComputedStyle(arguments[0].closest('main, nav, header') || document.body);"
            "return [s.outlineStyle, parseFloat(s.outlineWidth), s.outlineColor, getComputedStyle(document.body).backgroundColor,"
            " parseFloat(s.outlineOffset)]", element)
        outline_style, width, colour, background, offset = style
        assert outline_style == "solid" and width >= 2, style
        assert offset >= 0, "drawn outside the element, against the page"
        assert contrast(rgb(colour), rgb(background)) >= 3, style
        r, g, b = rgb(colour)
        assert not (r > 150 and r > 1.6 * g and r > 1.6 * b), f"the focus ring reads as red: {colour}"
        checked += 1
    assert checked == 3


def test_header_fits_one_row_at_1280_and_reflows_at_320(driver, base_url):
    driver.get(base_url + ENTRY)
    rows = driver.execute_script(
        "return [...document.querySelector('.site-header').children].filter(e => e.getClientRects().length)"
        ".map(e => [e.className || e.tagName, Math.round(e.getBoundingClientRect().top + e.getBoundingClientRect().height / 2)])")
    assert len(rows) == 3, rows
    middles = [middle for _, middle in rows]
    assert max(middles) - min(middles) <= 6, f"header items on one row at 1280 px: {rows}"
    assert driver.find_element(By.ID, "site-search").is_displayed()
    driver.set_window_size(320, 900)
    sizes = driver.execute_script(
        "const input = document.getElementById('site-search').getBoundingClientRect();"
        "return [document.documentElement.scrollWidth, innerWidth, input.right, input.width,"
        " document.querySelector('.site-header').getBoundingClientRect().height]")
    scroll_width, inner_width, input_right, input_width, height = sizes
    assert scroll_width <= inner_width and input_right <= inner_width, sizes
    assert input_width >= 150, "the search box takes its own row"
    assert height < 260, sizes


def test_print_shows_every_panel_with_its_heading_and_no_chrome(driver, base_url):
    driver.get(base_url + ENTRY)
    assert driver.find_element(By.ID, "gherkin").is_displayed() is False
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "print"})
    try:
        panels = driver.find_elements(By.CSS_SELECTOR, ".tab-panel")
        assert len(panels) >= 5
        assert all(panel.is_displayed() for panel in panels), [p.get_attribute("id") for p in panels if not p.is_displayed()]
        headings = [panel.find_element(By.CSS_SELECTOR, ".panel-heading") for panel in panels]
        assert [h.text for h in headings] == ["Condensed", "Gherkin", "WCAG", "iOS", "Android"]
        assert all(h.size["height"] > 5 for h in headings), "headings printed, not visually hidden"
        for selector in ["[role=tablist]", ".side-nav", ".site-header .search", "[data-copy]", ".on-this-page", ".heading-link"]:
            assert not any(e.is_displayed() for e in driver.find_elements(By.CSS_SELECTOR, selector)), selector
        after = driver.execute_script(
            "const a = document.querySelector('main a[href^=\"http\"]'); return a && getComputedStyle(a, '::after').content")
        assert after and "http" in after, "external links print their address"
    finally:
        driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": ""})


def test_code_blocks_have_copy_buttons_that_announce(driver, base_url):
    driver.execute_cdp_cmd("Browser.grantPermissions", {"origin": base_url.rstrip("/"),
                                                        "permissions": ["clipboardReadWrite", "clipboardSanitizedWrite"]})
    driver.get(base_url + GUIDE)
    buttons = driver.find_elements(By.CSS_SELECTOR, ".code-copy button")
    codes = driver.execute_script("return [...document.querySelectorAll('main pre > code')].length")
    assert len(buttons) == codes > 0
    button = press_tab_until(driver, lambda element: element.tag_name == "button" and driver.execute_script(
        "return arguments[0].parentElement.className", element) == "code-copy", limit=120)
    name = driver.execute_script("return arguments[0].textContent", button)
    assert name == "Copy Swift code"
    button.send_keys(Keys.ENTER)
    status = driver.find_element(By.CSS_SELECTOR, "main > .copy-status[role=status]")
    WebDriverWait(driver, 5).until(lambda d: status.text)
    assert status.text in ("Copied the Swift code to the clipboard.",
                           "Could not copy. Select the text and copy it with your keyboard instead.")
    if status.text.startswith("Copied"):
        copied = driver.execute_async_script("navigator.clipboard.readText().then(arguments[0], () => arguments[0](null))")
        code = driver.execute_script("return arguments[0].parentElement.nextElementSibling.textContent", button)
        assert copied in (None, code)


def shown_samples(driver):
    return driver.execute_script(
        "return [...document.querySelectorAll('.samples')].map(g => g.querySelector('[role=tab][aria-selected=true]').textContent)")


def test_choosing_a_language_switches_every_sample_group_and_is_remembered(driver, base_url):
    driver.get(base_url + GUIDE)
    driver.execute_script("localStorage.removeItem('patterns-sample-language')")
    driver.refresh()
    assert shown_samples(driver) == ["Swift", "Swift", "Swift"]
    tab = driver.find_element(By.ID, "tab-sample-2-swift")
    tab.send_keys(Keys.ARROW_RIGHT)
    assert shown_samples(driver) == ["Objective-C"] * 3
    assert driver.switch_to.active_element.get_attribute("id") == "tab-sample-2-objective-c", "focus stays in its group"
    assert all(panel.is_displayed() for panel in driver.find_elements(By.CSS_SELECTOR, "[id$=-objective-c].sample"))
    driver.refresh()
    assert shown_samples(driver) == ["Objective-C"] * 3
    for tab in ["tab-sample-1-objective-c", "tab-sample-1-swift"]:
        driver.execute_script("arguments[0].click()", driver.find_element(By.ID, tab))
    assert shown_samples(driver) == ["Swift"] * 3
    driver.execute_script("localStorage.removeItem('patterns-sample-language')")


def code_colours(driver):
    """Each highlighted span class in the page's code with its colour, and the code block's text and background colours."""
    return driver.execute_script("""
        const pre = document.querySelector('main pre code.language-swift').parentElement;
        const spans = {};
        for (const span of document.querySelectorAll('main pre span[class]')) {
            spans[span.className] = spans[span.className] || getComputedStyle(span).color;
        }
        const style = getComputedStyle(pre);
        return {spans, text: style.color, background: style.backgroundColor};
    """)


def test_code_is_highlighted_in_colours_that_contrast_in_light_and_dark(driver, base_url, axe_source):
    driver.get(base_url + GUIDE)
    code = driver.find_element(By.CSS_SELECTOR, "main pre code.language-swift")
    keywords = [span.text for span in code.find_elements(By.CSS_SELECTOR, "span.k")]
    assert keywords and all(word.isalpha() for word in keywords), keywords
    assert code.find_elements(By.CSS_SELECTOR, "span.t"), "type names are marked"
    assert driver.execute_script("return arguments[0].textContent === arguments[0].innerText", code), "the copied text is the code"
    for scheme in ["light", "dark"]:
        set_scheme_on_this_load(driver, scheme)
        colours = code_colours(driver)
        assert set(colours["spans"]) >= {"k", "t", "s"}, colours
        background = rgb(colours["background"])
        for name, colour in colours["spans"].items():
            assert contrast(rgb(colour), background) >= 4.5, (scheme, name, colour, colours["background"])
        assert colours["spans"]["k"] != colours["text"]
        violations = run_axe(driver, axe_source)
        assert violations == [], f"{scheme}: " + describe(violations)


@pytest.mark.parametrize("media", [{"features": [{"name": "forced-colors", "value": "active"}]}, {"media": "print"}])
def test_code_colours_give_way_to_forced_colours_and_paper(driver, base_url, media):
    set_scheme(driver, "dark")
    driver.get(base_url + GUIDE)
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", media)
    try:
        colours = code_colours(driver)
        assert colours["spans"] and set(colours["spans"].values()) == {colours["text"]}, colours
    finally:
        driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "", "features": []})
