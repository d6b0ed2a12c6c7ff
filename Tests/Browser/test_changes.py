"""`patterns build --since REV`: the changes page and the entry change note, in a real browser.

The bundled catalog is committed into a scratch git repository, tagged, then edited (one criterion
changed, one added, one removed) and built with `--since`.
"""

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from conftest import WebDriverWait, nu_documents
from test_site import axe_in_light_and_dark, press_tab_until, selected_tab

@pytest.mark.parametrize("page", ["changes/index.html", "patterns/button/index.html"])
def test_changes_pages_pass_axe_in_light_and_dark(driver, axe_source, changes_dir, page):
    driver.get((changes_dir / page).as_uri())
    WebDriverWait(driver, 10).until(lambda d: d.execute_script("return document.readyState") == "complete")
    failures = axe_in_light_and_dark(driver, axe_source)
    assert not failures, "\n".join(failures)


@nu_documents("changes_dir")
def changes_pages(changes_dir):
    return [changes_dir / "changes" / "index.html", changes_dir / "patterns" / "button" / "index.html"]


def test_changes_pages_pass_the_nu_checker(changes_dir, nu_report):
    nu_report.assert_clean(changes_pages(changes_dir))


def test_the_note_leads_to_the_change_and_the_change_to_the_criterion(driver, changes_dir):
    driver.get((changes_dir / "patterns" / "button" / "index.html").as_uri())
    note = driver.find_element(By.CSS_SELECTOR, ".change-note")
    assert note.text == "Changed since v1: 1 criterion changed, 1 criterion added."
    link = press_tab_until(driver, lambda element: element.text == "Changed since v1")
    link.send_keys(Keys.ENTER)
    WebDriverWait(driver, 5).until(lambda d: "changes/index.html#change-native-button" in d.current_url)
    block = driver.find_element(By.ID, "change-native-button")
    assert block.find_element(By.TAG_NAME, "h2").text == "Button Changed"
    # In the entry's source order: the new Escape key first, then the changed Tab.
    items = [item.text.splitlines() for item in block.find_elements(By.CSS_SELECTOR, ".criterion-changes > li")]
    assert items[0] == ["Added native/button#keyboard.escape", "After: Escape: Nothing happens; focus stays on the button"]
    assert items[1][0] == "Changed native/button#keyboard.tab"
    assert items[1][1].startswith("Before: Tab: Focus moves to the button")
    assert items[1][2] == "After: Tab: Focus moves to the button and a focus ring at least 2 px thick surrounds it"
    block.find_element(By.LINK_TEXT, "native/button#keyboard.tab").click()
    WebDriverWait(driver, 5).until(lambda d: d.current_url.endswith("#keyboard.tab"))
    assert selected_tab(driver, "Criteria format")[:2] == ["Condensed", False]
    assert driver.execute_script("return document.querySelector(':target').id") == "keyboard.tab"
