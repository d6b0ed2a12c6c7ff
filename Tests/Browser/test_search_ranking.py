"""Search ranking and reach on the bundled site: the first five results of a few queries (a golden file
`golden/search-first-five.txt`, re-recorded with PATTERNS_RECORD_GOLDEN=1, and shared with the Swift
test of `patterns mcp`'s search, which ranks the same way), the total, a result's sentence and section,
success-criterion numbers and names, and the results page (every match, axe and Nu clean)."""
import os
import pathlib
import urllib.parse

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from conftest import WebDriverWait, nu_documents
from test_site import axe_in_light_and_dark, search_for

GOLDEN = pathlib.Path(__file__).parent / "golden" / "search-first-five.txt"
QUERIES = ["label", "accessibilityLabel", "2.4.7", "focus visible"]


def results(driver):
    return driver.find_elements(By.CSS_SELECTOR, "#site-search-results [role=option]:not(.show-all)")


def row(element):
    return f"{element.find_element(By.CSS_SELECTOR, '.title').text} ({element.find_element(By.CSS_SELECTOR, '.kind').text.strip()})"


def test_the_first_five_results_match_the_golden_file(driver, base_url):
    """The results page ranks every match (full lists), as `patterns mcp`'s search does."""
    text = ""
    for query in QUERIES:
        driver.get(base_url + "search/index.html?q=" + urllib.parse.quote(query))
        status, items = page_results(driver)
        text += f"{query}: {status}\n" + "".join(f"{n}. {row(item)}\n" for n, item in enumerate(items[:5], 1)) + "\n"
    if os.environ.get("PATTERNS_RECORD_GOLDEN"):
        GOLDEN.write_text(text)
    assert text == GOLDEN.read_text()


@pytest.mark.parametrize("query", ["label", "accessibilityLabel", "2.4.7"])
def test_the_list_box_shows_the_same_first_five_for_one_word(driver, base_url, query):
    """One word's shard lists its best pages, so the list box's first results are the full ranking's.
    (Several words each on more pages than their shard lists intersect within those lists.)"""
    golden = GOLDEN.read_text().split("\n\n")[QUERIES.index(query)].splitlines()[1:]
    driver.get(base_url + "index.html")
    search_for(driver, query)
    assert [f"{n}. {row(option)}" for n, option in enumerate(results(driver)[:5], 1)] == golden


def test_label_reaches_the_entries_that_are_about_labels(driver, base_url):
    driver.get(base_url + "index.html")
    _, status = search_for(driver, "label")
    total = int(status.split()[2])
    titles = [option.find_element(By.CSS_SELECTOR, ".title").text for option in results(driver)]
    assert len(titles) == 10
    # The criteria named for labels first, then the entries whose criteria speak of a label; a
    # longer, rarer term the word only starts (labelsHidden) no longer outranks the word itself.
    assert titles[0] == "2.5.3 Label in Name", titles
    assert "Text Field" in titles, titles
    show_all = driver.find_elements(By.CSS_SELECTOR, "#site-search-results .show-all")
    assert show_all and show_all[0].text == f"Show all results (at least {total})"
    assert show_all[0].get_attribute("role") == "option"
    driver.find_element(By.ID, "site-search").send_keys(*[Keys.ARROW_UP, Keys.ENTER])
    WebDriverWait(driver, 5).until(lambda d: "search/index.html?q=label" in d.current_url)


def test_a_word_on_few_pages_shows_the_exact_total_and_no_more_link(driver, base_url):
    driver.get(base_url + "index.html")
    _, status = search_for(driver, "RatingBar")
    assert status == f"{len(results(driver))} result{'s' if len(results(driver)) > 1 else ''}."
    assert not driver.find_elements(By.CSS_SELECTOR, "#site-search-results .show-all")


def test_a_result_found_in_the_notes_shows_its_sentence_and_leads_to_its_section(driver, base_url):
    driver.get(base_url + "index.html")
    search, _ = search_for(driver, "RatingBar")
    option = results(driver)[0]
    match = WebDriverWait(driver, 5).until(lambda d: option.find_element(By.CSS_SELECTOR, ".match"))
    WebDriverWait(driver, 5).until(lambda d: not option.find_element(By.CSS_SELECTOR, ".match").text.startswith("Matches "))
    match = option.find_element(By.CSS_SELECTOR, ".match")
    assert [mark.text for mark in match.find_elements(By.TAG_NAME, "mark")][0].lower() == "ratingbar", match.text
    search.send_keys(Keys.ARROW_DOWN, Keys.ENTER)
    WebDriverWait(driver, 5).until(lambda d: "#" in d.current_url)
    anchor = urllib.parse.urlparse(driver.current_url).fragment
    assert driver.find_elements(By.ID, anchor), f"the section {anchor} exists"


def test_a_criterion_number_and_name_find_its_page_first(driver, base_url):
    for query in ["2.4.7", "focus visible"]:
        driver.get(base_url + "index.html")
        _, status = search_for(driver, query)
        assert status != "No results."
        first = results(driver)[0]
        assert first.find_element(By.CSS_SELECTOR, ".title").text == "2.4.7 Focus Visible"
        assert "WCAG" in first.find_element(By.CSS_SELECTOR, ".kind").text
        kinds = [option.find_element(By.CSS_SELECTOR, ".kind").text for option in results(driver)[1:]]
        assert kinds and all("Pattern" in kind for kind in kinds), kinds


def page_results(driver):
    status = driver.find_element(By.CSS_SELECTOR, "[data-search-page-status]")
    WebDriverWait(driver, 10).until(lambda d: status.text)
    return status.text, driver.find_elements(By.CSS_SELECTOR, "[data-search-page-results] > li")


@pytest.mark.parametrize("origin", ["http", "file"])
def test_the_results_page_lists_every_match(driver, base_url, site_dir, origin):
    start = base_url if origin == "http" else site_dir.as_uri() + "/"
    driver.get(start + "index.html")
    _, status = search_for(driver, "label")
    # "label" is on more pages than its shard lists: the list box knows a lower bound, the page every one.
    assert status.startswith("At least ")
    total = int(status.split()[2])
    driver.get(start + "search/index.html?q=label")
    text, items = page_results(driver)
    assert len(items) > total and text == f"{len(items)} results for “label”."
    loaded = driver.execute_script(
        "return [...document.querySelectorAll('script[src*=\"static/search/\"]')].map(s => s.src.split('static/search/').pop())")
    assert "all/label.js" in loaded and "pages/0.js" in loaded, loaded
    assert driver.find_element(By.ID, "search-page-query").get_attribute("value") == "label"
    # Each result's link, a sentence with the word marked under the ones whose title and summary lack it.
    WebDriverWait(driver, 10).until(lambda d: any("#" in link.get_attribute("href") for link in d.find_elements(By.CSS_SELECTOR, "[data-search-page-results] h2 a")))
    sentences = driver.find_elements(By.CSS_SELECTOR, "[data-search-page-results] .match")
    assert sentences and all(s.find_elements(By.TAG_NAME, "mark") for s in sentences)


def test_the_results_page_passes_axe_in_light_and_dark(driver, base_url, axe_source):
    driver.get(base_url + "search/index.html?q=focus")
    page_results(driver)
    failures = axe_in_light_and_dark(driver, axe_source)
    assert not failures, "\n".join(failures)


@nu_documents("site_dir")
def results_page(site_dir):
    return [site_dir / "search" / "index.html"]


def test_the_results_page_passes_the_nu_checker(site_dir, nu_report):
    nu_report.assert_clean(results_page(site_dir))


def test_the_header_search_still_works_on_the_results_page(driver, base_url):
    """The page's results and the header's box share one index and its callbacks."""
    driver.get(base_url + "search/index.html?q=label")
    page_results(driver)
    _, status = search_for(driver, "slid")
    assert status.endswith("result.") or status.endswith("results."), status
    assert results(driver)[0].find_element(By.CSS_SELECTOR, ".title").text == "Slider"
