"""The header search's results open over the page: at the centre of each shown result the browser
finds that result, not the breadcrumb, the h1 or the main landmark behind it (issue 23), at a wide
and a narrow window, in light and dark, and with 200 % text."""
import pytest
from selenium.webdriver.common.by import By

from test_site import search_for, set_scheme_on_this_load

HIT = """
const option = arguments[0];
const box = option.getBoundingClientRect();
const x = box.left + box.width / 2, y = box.top + box.height / 2;
const hit = document.elementFromPoint(x, y);
return hit ? (hit.closest('[role=option]') === option ? 'option' : hit.tagName + '.' + hit.className) : 'nothing';
"""


@pytest.mark.parametrize("width", [1280, 320])
@pytest.mark.parametrize("page", ["index.html", "patterns/carousel/index.html"])
def test_the_first_result_is_what_is_at_its_centre_in_light_and_dark(driver, base_url, page, width):
    driver.set_window_size(width, 900)
    driver.get(base_url + page)
    search_for(driver, "label")
    first = driver.find_element(By.CSS_SELECTOR, "#site-search-results [role=option]")
    for scheme in ["light", "dark"]:
        set_scheme_on_this_load(driver, scheme)
        assert first.is_displayed(), scheme
        assert driver.execute_script(HIT, first) == "option", scheme


def test_every_result_shown_is_on_top_with_200_percent_text(driver, base_url):
    driver.get(base_url + "patterns/carousel/index.html")
    driver.execute_script("document.documentElement.style.fontSize = '200%'")
    search_for(driver, "label")
    options = driver.find_elements(By.CSS_SELECTOR, "#site-search-results [role=option]")
    checked = 0
    for option in options:
        # Scrolled into the list box's view, each result is the element at its own centre.
        driver.execute_script("arguments[0].scrollIntoView({block: 'nearest', behavior: 'instant'})", option)
        box = option.rect
        listbox = driver.find_element(By.ID, "site-search-results").rect
        # Those the list box shows whole (it scrolls; its border clips the rest).
        if listbox["y"] <= box["y"] and box["y"] + box["height"] <= listbox["y"] + listbox["height"]:
            assert driver.execute_script(HIT, option) == "option", option.text
            checked += 1
    assert checked >= 2, "results shown whole in the list box"
