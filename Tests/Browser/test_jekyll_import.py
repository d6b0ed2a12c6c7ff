"""A Jekyll catalog imported and built, as readers see it: the jekyll-parity-catalog fixture (every case
real Jekyll-era catalogs have) through `patterns import jekyll` and `patterns build`. Its pages and the
checklist pass axe in light and dark and the Nu checker; the checklist has no duplicate ids and every
checkbox has a name; the imported example runs with the catalog's own script and stylesheet; an old
address leads to the new page."""

from selenium.webdriver.common.by import By

from conftest import WebDriverWait, nu_documents
from test_media import EXAMPLE_TAGS, frames, loaded
from test_site import axe_in_light_and_dark, describe, run_axe

ENTRY_PAGES = ["checklist-web/button/index.html", "checklist-web/disclosure/index.html", "checklist-web/image-link/index.html",
               "checklist-web/loading-spinner/index.html", "checklist-native/button/index.html", "checklist-native/focus/index.html",
               "checklist-desktop/menu-bar/index.html"]
PAGES = ENTRY_PAGES + ["checklist/index.html", "guides/about/index.html", "guides/how-to-test-keyboard/index.html"]


def test_imported_pages_pass_axe_in_light_and_dark(driver, axe_source, imported):
    for page in PAGES:
        loaded(driver, imported / page)
        failures = axe_in_light_and_dark(driver, axe_source, where=f"{page}, ")
        assert not failures, "\n".join(failures)


def test_imported_example_frames_pass_axe(driver, axe_source, imported):
    documents = sorted(frames(imported))
    assert documents, "the fixture's entries show live examples"
    for document in documents:
        driver.get(document.as_uri())
        violations = run_axe(driver, axe_source, EXAMPLE_TAGS)
        assert violations == [], f"{document.name}: " + describe(violations)


@nu_documents("imported")
def imported_pages_and_frames(imported):
    return [imported / page for page in PAGES] + sorted(frames(imported))


def test_imported_pages_pass_the_nu_checker(imported, nu_report):
    nu_report.assert_clean(imported_pages_and_frames(imported))


def test_the_checklist_has_one_named_checkbox_per_entry_and_no_duplicate_ids(driver, imported):
    loaded(driver, imported / "checklist/index.html")
    # Open every category so every pick is on the page.
    for button in driver.find_elements(By.CSS_SELECTOR, "[data-category-open], button[aria-expanded='false']"):
        if button.is_displayed():
            driver.execute_script("arguments[0].click()", button)
    WebDriverWait(driver, 10).until(lambda d: d.execute_script("return document.readyState") == "complete")
    duplicates = driver.execute_script(
        "const ids = Array.from(document.querySelectorAll('[id]'), e => e.id);"
        "return ids.filter((id, i) => ids.indexOf(id) !== i);")
    assert duplicates == []
    unnamed = driver.execute_script(
        "return Array.from(document.querySelectorAll('input[type=checkbox]')).filter(c => !(c.labels && c.labels.length)"
        " && !c.getAttribute('aria-label') && !c.getAttribute('aria-labelledby')).map(c => c.outerHTML);")
    assert unnamed == []


def test_the_imported_example_runs_with_the_catalogs_own_script(driver, imported):
    """The disclosure's panel is hidden by the catalog's stylesheet until its script (index.js) opens it."""
    loaded(driver, imported / "checklist-web/disclosure/index.html")
    frame = driver.find_element(By.CSS_SELECTOR, "iframe[data-example-frame]")
    driver.execute_script("arguments[0].scrollIntoView({block: 'center', behavior: 'instant'});", frame)
    driver.switch_to.frame(frame)
    button = driver.find_element(By.CSS_SELECTOR, "button[aria-expanded]")
    assert button.get_attribute("aria-expanded") == "false"
    button.click()
    assert button.get_attribute("aria-expanded") == "true"


def test_an_old_address_leads_to_the_new_page(driver, imported):
    driver.get((imported / "about" / "index.html").as_uri())
    WebDriverWait(driver, 10).until(lambda d: d.current_url.endswith("/guides/about/index.html"))
    assert driver.find_element(By.TAG_NAME, "h1").text
