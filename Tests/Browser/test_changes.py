"""`patterns build --since REV`: the changes page and the entry change note, in a real browser.

The bundled catalog is committed into a scratch git repository, tagged, then edited (one criterion
changed, one added, one removed) and built with `--since`.
"""
import os
import pathlib
import shutil
import subprocess
import tempfile

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

from conftest import ROOT, assert_nu_clean
from test_site import describe, press_tab_until, run_axe, selected_tab, set_scheme

GIT = {"GIT_AUTHOR_NAME": "Tester", "GIT_AUTHOR_EMAIL": "t@example.org", "GIT_COMMITTER_NAME": "Tester",
       "GIT_COMMITTER_EMAIL": "t@example.org", "GIT_CONFIG_NOSYSTEM": "1"}


@pytest.fixture(scope="module")
def changes_dir():
    binary = os.environ.get("PATTERNS_BINARY", str(ROOT / ".build" / "debug" / "patterns"))
    work = pathlib.Path(tempfile.mkdtemp(prefix="patterns-changes-"))
    site = work / "site"
    site.mkdir()
    shutil.copytree(ROOT / "content", site / "content")
    shutil.copy(ROOT / "patterns.yml", site / "patterns.yml")
    env = dict(os.environ, HOME=str(work), **GIT)

    def git(*args):
        subprocess.run(["git", "-C", str(site), *args], check=True, capture_output=True, env=env)

    git("init", "-q")
    git("add", "-A")
    git("commit", "-q", "-m", "Release 1")
    git("tag", "v1")
    button = site / "content" / "native" / "controls" / "button.md"
    text = button.read_text()
    start = text.index("  tab: |\n") + len("  tab: |\n")
    end = text.index("\n", start)
    text = text[:start] + "    Focus moves to the button and a focus ring at least 2 px thick surrounds it" + text[end:]
    text = text.replace("keyboard:\n", "keyboard:\n  escape: |\n    Nothing happens; focus stays on the button\n", 1)
    button.write_text(text)
    result = subprocess.run([binary, "build", "--site", str(site), "--output", str(work / "public"), "--since", "v1"],
                            capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    yield work / "public"
    shutil.rmtree(work, ignore_errors=True)


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("page", ["changes/index.html", "patterns/button/index.html"])
def test_changes_pages_pass_axe(driver, axe_source, changes_dir, page, scheme):
    set_scheme(driver, scheme)
    driver.get((changes_dir / page).as_uri())
    WebDriverWait(driver, 10).until(lambda d: d.execute_script("return document.readyState") == "complete")
    violations = run_axe(driver, axe_source)
    assert violations == [], describe(violations)


def test_changes_pages_pass_the_nu_checker(changes_dir):
    assert_nu_clean([changes_dir / "changes" / "index.html", changes_dir / "patterns" / "button" / "index.html"])


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
