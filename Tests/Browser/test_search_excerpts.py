"""Search results say why they matched: the matched letters marked in the title or summary, or the
matched term and where it was found; one result per row; axe-clean in light and dark."""
from selenium.webdriver.common.by import By

from conftest import WebDriverWait
from test_site import axe_in_light_and_dark, search_for


def options(driver):
    return driver.find_elements(By.CSS_SELECTOR, "#site-search-results [role=option]")


def test_a_match_in_the_title_is_marked(driver, base_url):
    driver.get(base_url + "index.html")
    search_for(driver, "slid")
    first = options(driver)[0]
    assert first.find_element(By.CSS_SELECTOR, ".title").text == "Slider"
    assert [mark.text for mark in first.find_elements(By.CSS_SELECTOR, ".title mark")] == ["Slid"]


def test_a_match_in_the_description_is_marked_in_the_summary(driver, base_url):
    driver.get(base_url + "index.html")
    search_for(driver, "action")
    marked = [mark.text for option in options(driver) for mark in option.find_elements(By.CSS_SELECTOR, ".summary mark")]
    assert marked and all(text.lower().startswith("action") for text in marked), marked


def test_a_match_only_the_text_holds_shows_the_term_and_where(driver, base_url):
    driver.get(base_url + "index.html")
    search_for(driver, "contentDescription")
    found = [option for option in options(driver) if option.find_elements(By.CSS_SELECTOR, ".match")]
    assert found, "a result whose title and summary lack the word shows where it matched"
    # First the term and its field, then, once the page's text script has loaded, the sentence.
    WebDriverWait(driver, 5).until(lambda d: not found[0].find_element(By.CSS_SELECTOR, ".match").text.startswith("Matches "))
    assert found[0].find_element(By.CSS_SELECTOR, ".match mark").text.lower() == "contentdescription"


def test_a_match_in_a_guides_prose_quotes_its_sentence_and_leads_to_its_section(driver, base_url):
    # "Bluetooth" is only in the keyboard testing guide's "Set up" section, neither in a title nor a summary.
    driver.get(base_url + "index.html")
    search_for(driver, "bluetooth")
    assert len(options(driver)) == 1
    WebDriverWait(driver, 5).until(lambda d: "USB keyboard" in options(d)[0].find_element(By.CSS_SELECTOR, ".match").text)
    assert options(driver)[0].find_element(By.CSS_SELECTOR, ".match mark").text == "Bluetooth"
    options(driver)[0].click()
    WebDriverWait(driver, 5).until(lambda d: d.current_url.endswith("#set-up"))


def test_results_are_one_per_row_and_pass_axe_in_light_and_dark(driver, base_url, axe_source):
    driver.get(base_url + "index.html")
    search_for(driver, "focus")
    rows = [option.rect for option in options(driver)]
    assert len(rows) >= 3
    assert len({row["x"] for row in rows}) == 1, rows
    assert all(later["y"] >= earlier["y"] + earlier["height"] - 1 for earlier, later in zip(rows, rows[1:])), rows
    assert driver.find_elements(By.CSS_SELECTOR, "#site-search-results mark")
    failures = axe_in_light_and_dark(driver, axe_source)
    assert not failures, "\n".join(failures)
