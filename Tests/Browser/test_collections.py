"""A site with two collections (web and native entries sharing names), in a real browser."""

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select

from conftest import WebDriverWait, html_files, nu_documents
from test_site import axe_in_light_and_dark


@pytest.mark.parametrize("page", ["index.html", "web/index.html", "checklist/index.html", "web/categories/forms/index.html",
                                  "checklist-web/button/index.html", "native/button/index.html"])
def test_collection_pages_pass_axe_in_light_and_dark(driver, axe_source, collections_dir, page):
    driver.get((collections_dir / page).as_uri())
    WebDriverWait(driver, 10).until(lambda d: d.execute_script("return document.readyState") == "complete")
    failures = axe_in_light_and_dark(driver, axe_source)
    assert not failures, "\n".join(failures)


nu_documents("collections_dir")(html_files)  # every page, in the session's Nu checker run


def test_collection_pages_pass_the_nu_checker(collections_dir, nu_report):
    nu_report.assert_clean(html_files(collections_dir))


def test_home_nests_categories_under_collections_and_filters_them(driver, collections_dir):
    driver.get((collections_dir / "index.html").as_uri())
    headings = driver.execute_script(
        "return Array.from(document.querySelectorAll('[data-entry-list] h2, [data-entry-list] h3, [data-entry-list] h4')).map(h => h.tagName + ' ' + h.textContent.trim());")
    assert headings[:6] == ["H2 Patterns", "H3 Web", "H4 Forms", "H4 Controls", "H3 Native apps", "H4 Controls"], headings
    Select(driver.find_element(By.ID, "filter-platform")).select_by_value("ios")
    visible = driver.execute_script(
        "return Array.from(document.querySelectorAll('[data-category-section]')).filter(s => !s.hidden).map(s => s.getAttribute('aria-labelledby'));")
    assert visible == ["collection-native", "category-native-controls collection-native"], visible
