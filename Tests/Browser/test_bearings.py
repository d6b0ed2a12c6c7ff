"""Bearings: few Tab stops before the content, WCAG in the site navigation, criterion pages, previous and
next on every entry, the criteria format remembered, the sticky side navigation and "On this page" rail,
criteria tabs at 320 px and tips compared section by section."""
import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

from conftest import assert_nu_clean
from test_site import describe, run_axe, set_scheme

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


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("page", [ENTRY, "wcag/2.1.1/index.html", "native/categories/controls/index.html"])
def test_changed_pages_pass_axe(driver, base_url, axe_source, page, scheme):
    set_scheme(driver, scheme)
    loaded(driver, base_url + page)
    violations = run_axe(driver, axe_source)
    set_scheme(driver, "light")
    assert violations == [], describe(violations)


def test_changed_pages_pass_the_nu_checker(site_dir):
    assert_nu_clean([site_dir / ENTRY, site_dir / "wcag/2.1.1/index.html", site_dir / "wcag/index.html",
                     site_dir / "native/categories/controls/index.html", site_dir / "platforms/ios/index.html"])
