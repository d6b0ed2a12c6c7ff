"""A catalog large enough to split its lists (350 entries, 120 guides), in a real browser from file://."""
import glob
import os

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from conftest import WebDriverWait, nu_documents
from test_site import axe_in_light_and_dark

ENTRIES = 350
GUIDES = 120


def write_site(site):
    """Generated entries in two categories, each with an iOS and an Android tip, and short guides."""
    (site / "content" / "patterns").mkdir(parents=True)
    (site / "content" / "guides").mkdir(parents=True)
    (site / "patterns.yml").write_text("title: Large catalog\ncategories: [controls, forms]\n", encoding="utf-8")
    for number in range(1, ENTRIES + 1):
        category = "controls" if number % 3 else "forms"
        (site / "content" / "patterns" / f"widget-{number:03}.md").write_text(f"""---
title: "Widget {number:03}"
description: "Generated widget number {number}."
categories: [{category}]
keyboard:
  Tab: Focus moves to widget {number}.
mobile:
  Swipe right: Focus moves to widget {number}.
screenreader:
  name: Widget {number}
  role: Button
  group: n/a
  state: n/a
---

## Name

- **iOS**: label widget {number} with `accessibilityLabel`.
- **Android**: label widget {number} with `contentDescription`.
""", encoding="utf-8")
    for number in range(1, GUIDES + 1):
        (site / "content" / "guides" / f"guide-{number:03}.md").write_text(
            f"# Guide {number:03}\n\nHow to test part {number}.\n", encoding="utf-8")


SPLIT_PAGES = ["index.html", "categories/controls/index.html", "categories/controls/page/2/index.html",
               "platforms/ios/index.html", "platforms/ios/categories/controls/page/3/index.html",
               "guides/index.html", "guides/page/2/index.html", "checklist/index.html",
               "checklist/categories/controls/page/2/index.html", "coverage/index.html",
               "coverage/patterns/controls/index.html", "coverage/patterns/controls/page/3/index.html"]


def test_the_home_page_shows_categories_with_counts(driver, large_dir):
    driver.get((large_dir / "index.html").as_uri())
    counts = [link.text for link in driver.find_elements(By.CSS_SELECTOR, ".entry-count a")]
    assert counts == ["234 Controls patterns", "116 Forms patterns"]
    assert not driver.find_elements(By.CSS_SELECTOR, "[data-entry-list] li")
    assert driver.find_element(By.LINK_TEXT, f"All {GUIDES} guides")


def test_pagination_is_labelled_current_and_in_the_title(driver, large_dir):
    driver.get((large_dir / "categories" / "controls" / "page" / "2" / "index.html").as_uri())
    assert driver.title.startswith("Controls – page 2 of 3")
    nav = driver.find_element(By.CSS_SELECTOR, "nav.pagination")
    assert nav.get_attribute("aria-label") == "Pages of Controls"
    current = nav.find_elements(By.CSS_SELECTOR, "[aria-current='page']")
    assert [link.get_attribute("textContent") for link in current] == ["Page 2"]
    assert len(driver.find_elements(By.CSS_SELECTOR, ".entry-list li")) == 100


def test_keyboard_moves_through_the_pages(driver, large_dir):
    driver.get((large_dir / "categories" / "controls" / "index.html").as_uri())
    body = driver.find_element(By.TAG_NAME, "body")
    body.send_keys(Keys.TAB)
    for _ in range(200):
        active = driver.switch_to.active_element
        if active.get_attribute("rel") == "next":
            break
        active.send_keys(Keys.TAB)
    else:
        pytest.fail("Tab never reached the next-page link")
    active.send_keys(Keys.ENTER)
    WebDriverWait(driver, 5).until(lambda d: "page 2 of 3" in d.title)
    assert driver.current_url.endswith("categories/controls/page/2/index.html")


def test_platform_tips_are_split_by_category(driver, large_dir):
    driver.get((large_dir / "platforms" / "ios" / "index.html").as_uri())
    links = [link.text for link in driver.find_elements(By.CSS_SELECTOR, ".category-counts a")]
    assert links == ["Controls", "Forms"]
    driver.find_element(By.LINK_TEXT, "Controls").click()
    assert driver.title.startswith("iOS tips: Controls – page 1 of 6")
    assert len(driver.find_elements(By.CSS_SELECTOR, ".platform-entry")) == 40


@pytest.mark.parametrize("page", SPLIT_PAGES)
def test_split_pages_pass_axe_in_light_and_dark(driver, axe_source, large_dir, page):
    driver.get((large_dir / page).as_uri())
    failures = axe_in_light_and_dark(driver, axe_source)
    assert not failures, "\n".join(failures)


@nu_documents("large_dir")
def split_pages(large_dir):
    return [large_dir / page for page in SPLIT_PAGES]


def test_split_pages_pass_the_nu_checker_and_stay_small(large_dir, nu_report):
    nu_report.assert_clean(split_pages(large_dir))
    largest = max((os.path.getsize(page), page) for page in glob.glob(str(large_dir / "**" / "*.html"), recursive=True)
                  if "checklist" not in page)
    assert largest[0] < 200_000, largest


def test_coverage_links_each_category_to_its_own_pages(driver, large_dir):
    driver.get((large_dir / "coverage" / "index.html").as_uri())
    assert not driver.find_elements(By.CSS_SELECTOR, ".coverage-table"), "no matrix on the summary page of a large catalog"
    assert driver.find_element(By.ID, "without-wcag").text == "Entries without WCAG references (350)"
    assert driver.find_element(By.ID, "without-wcag-note").text == "Each category's page shows every entry."
    assert len(driver.find_elements(By.CSS_SELECTOR, "#without-wcag-list li")) == 100
    assert driver.find_element(By.ID, "without-wcag-list").find_element(By.XPATH, "following-sibling::p[1]").text == "And 250 more."
    driver.find_element(By.LINK_TEXT, "Controls").send_keys(Keys.ENTER)
    WebDriverWait(driver, 5).until(lambda d: d.title.startswith("Coverage of Controls – page 1 of 3"))
    table = driver.find_element(By.CSS_SELECTOR, "table.coverage-table")
    assert len(table.find_elements(By.CSS_SELECTOR, "tbody tr")) == 100
    assert [th.text for th in table.find_elements(By.CSS_SELECTOR, "th[scope=colgroup]")] == ["iOS", "Android", "Web"]
    # Keyboard: the pagination's next link.
    link = driver.find_element(By.CSS_SELECTOR, "nav.pagination a[rel=next]")
    link.send_keys(Keys.ENTER)
    WebDriverWait(driver, 5).until(lambda d: "page 2 of 3" in d.title)


def test_checklist_opens_categories_on_request_and_shares_the_selection(driver, large_dir, fresh_driver):
    driver.get((large_dir / "checklist" / "index.html").as_uri())
    assert not driver.find_elements(By.CSS_SELECTOR, "input[name=entry]"), "a large catalog's picks come on request"
    controls = driver.find_element(By.CSS_SELECTOR, "[data-checklist-group=controls] [data-checklist-more]")
    assert controls.text == "Show Controls patterns"
    controls.send_keys(Keys.ENTER)
    WebDriverWait(driver, 5).until(lambda d: d.switch_to.active_element.get_attribute("name") == "entry")
    status = driver.find_element(By.CSS_SELECTOR, "[data-checklist-status]")
    WebDriverWait(driver, 5).until(lambda d: status.text == "Showing 100 of 234 Controls patterns.")
    first = driver.switch_to.active_element
    assert first.get_attribute("id") == "pick-widget-001"
    first.send_keys(Keys.SPACE)
    # "Show more" loads the next hundred and moves focus to the first of them.
    more = driver.find_element(By.CSS_SELECTOR, "[data-checklist-group=controls] [data-checklist-more]")
    assert more.text == "Show more Controls patterns (100 of 234 shown)"
    more.send_keys(Keys.ENTER)
    WebDriverWait(driver, 5).until(lambda d: d.switch_to.active_element.get_attribute("id") == "pick-widget-151")
    driver.find_element(By.CSS_SELECTOR, "[data-checklist-group=forms] [data-checklist-more]").send_keys(Keys.ENTER)
    WebDriverWait(driver, 5).until(lambda d: d.switch_to.active_element.get_attribute("id") == "pick-widget-003")
    driver.switch_to.active_element.send_keys(Keys.SPACE)
    output = driver.find_element(By.ID, "checklist-output")
    WebDriverWait(driver, 5).until(lambda d: "Rule: Widget 003" in output.get_attribute("value"))
    value = output.get_attribute("value")
    assert value.startswith("Feature: Accessibility acceptance criteria\n") and value.index("Rule: Widget 001") < value.index("Rule: Widget 003")
    shared = driver.find_element(By.CSS_SELECTOR, "[data-checklist-link]").get_attribute("href")
    assert "from=controls-1,forms-1" in shared
    other = fresh_driver()
    try:
        other.get(shared)
        WebDriverWait(other, 5).until(lambda d: d.find_element(By.ID, "checklist-output").get_attribute("value") == value)
    finally:
        other.quit()
