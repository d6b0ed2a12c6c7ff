"""The checklist of a catalog with an entry filed under two categories (the coverage fixture's text field,
under Forms and Controls): one checkbox for it, under its first category, a link there from the other;
no duplicate ids, every checkbox named, axe clean, the link taking focus to the checkbox."""
from selenium.webdriver.common.by import By

from conftest import WebDriverWait
from test_site import describe, run_axe, scrolling_has_stopped


def open_checklist(driver, coverage_dir):
    driver.get((coverage_dir / "checklist" / "index.html").as_uri())
    WebDriverWait(driver, 10).until(lambda d: d.execute_script("return document.readyState") == "complete")


def test_an_entry_in_two_categories_has_one_named_checkbox(driver, axe_source, coverage_dir):
    open_checklist(driver, coverage_dir)
    ids = driver.execute_script("return [...document.querySelectorAll('[id]')].map(e => e.id)")
    assert len(ids) == len(set(ids)), sorted(i for i in ids if ids.count(i) > 1)
    names = driver.execute_script(
        "return [...document.querySelectorAll('input[type=checkbox]')].map(b => [b.id, [...b.labels].map(l => l.textContent.trim()).join(' ')])")
    assert all(name for _, name in names), names
    assert [box for box, _ in names if box == "pick-web-text-field"] == ["pick-web-text-field"]
    violations = run_axe(driver, axe_source)
    assert violations == [], describe(violations)
    link = driver.find_element(By.CSS_SELECTOR, "#checklist-group-web-controls [data-checklist-home='web-text-field']")
    assert link.text.startswith("ticked under") and "Forms" in link.text, link.text
    link.click()
    assert driver.switch_to.active_element.get_attribute("id") == "pick-web-text-field"
    # Focus scrolls the checkbox into view smoothly: tick it once the page comes to rest.
    WebDriverWait(driver, 30).until(scrolling_has_stopped)
    driver.switch_to.active_element.click()
    output = driver.find_element(By.ID, "checklist-output")
    WebDriverWait(driver, 5).until(lambda d: "Rule: Text field" in output.get_attribute("value"))
