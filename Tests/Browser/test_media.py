"""Live examples and screen-reader videos in a real browser, from file:// as a reader opening the built folder would."""
import glob
import pathlib
import re

import pytest
from selenium.common.exceptions import TimeoutException
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from conftest import WebDriverWait, html_files, nu_documents
from test_site import axe_in_light_and_dark, describe, run_axe, set_scheme

# What an example itself must pass: the WCAG rules, not the page-level best practices (a fragment has no landmarks).
EXAMPLE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]


def frames(folder):
    """Every example frame the built pages load, as (frame document, is a counter-example)."""
    found = {}
    for page in glob.glob(str(folder / "**" / "index.html"), recursive=True):
        html = pathlib.Path(page).read_text(encoding="utf-8")
        for section in re.findall(r'<section class="live-example[^"]*".*?</section>', html, re.S):
            source = re.search(r'<iframe[^>]* src="([^"]+)"', section).group(1)
            target = (pathlib.Path(page).parent / source).resolve()
            found[target] = found.get(target, False) or 'class="live-example inaccessible"' in section
    return found


def loaded(driver, page):
    driver.get(page.as_uri())
    WebDriverWait(driver, 10).until(lambda d: d.execute_script("return document.readyState") == "complete")
    # Wait until the page has sized every frame to the height its document posted.
    WebDriverWait(driver, 10).until(lambda d: d.execute_script(
        "return Array.from(document.querySelectorAll('[data-example-frame]')).every(f => f.classList.contains('is-sized'));"))


def test_the_fixture_has_examples_and_counter_examples(media_dir):
    found = frames(media_dir)
    assert len(found) == 5
    assert sum(found.values()) == 1


def test_every_example_except_counter_examples_passes_axe_in_light_and_dark(driver, axe_source, media_dir):
    checked = 0
    for document, inaccessible in sorted(frames(media_dir).items()):
        if inaccessible:
            continue
        driver.get(document.as_uri())
        failures = axe_in_light_and_dark(driver, axe_source, EXAMPLE_TAGS, where=f"{document.name}, ")
        assert not failures, "\n".join(failures)
        checked += 1
    assert checked == 4


@pytest.mark.parametrize("page", ["patterns/button/index.html", "guides/writing-examples/index.html"])
def test_pages_with_examples_and_videos_pass_axe_in_light_and_dark(driver, axe_source, media_dir, page):
    loaded(driver, media_dir / page)
    failures = axe_in_light_and_dark(driver, axe_source)
    assert not failures, "\n".join(failures)


nu_documents("media_dir")(html_files)  # every page and example frame, in the session's Nu checker run


def test_pages_and_example_frames_pass_the_nu_checker(media_dir, nu_report):
    pages = html_files(media_dir)
    assert any("/examples/" in page for page in pages)
    nu_report.assert_clean(pages)


def test_frames_are_isolated_titled_and_sized_from_file_urls(driver, media_dir):
    loaded(driver, media_dir / "patterns" / "button" / "index.html")
    described = driver.execute_script(
        "return Array.from(document.querySelectorAll('iframe')).map(f => "
        "[f.getAttribute('sandbox'), f.title, f.getBoundingClientRect().height]);")
    assert [sandbox for sandbox, _, _ in described] == ["allow-scripts"] * 3
    assert [title for _, title, _ in described] == [
        "Example: Native button", "Example: Disabled button", "Inaccessible example: Clickable div"]
    # Sized to their content, not the no-script fallback height of 12rem (192px).
    assert all(0 < height < 180 for _, _, height in described), described
    # The frame cannot reach the page: its origin is opaque.
    driver.switch_to.frame(driver.find_elements(By.CSS_SELECTOR, "iframe")[0])
    assert driver.execute_script("return window.origin") == "null"
    assert driver.execute_script("try { return parent.document.title; } catch (e) { return 'blocked'; }") == "blocked"
    driver.switch_to.default_content()


def test_examples_follow_dark_mode(driver, media_dir):
    set_scheme(driver, "dark")
    loaded(driver, media_dir / "patterns" / "button" / "index.html")
    driver.switch_to.frame(driver.find_elements(By.CSS_SELECTOR, "iframe")[0])
    background = driver.execute_script("return getComputedStyle(document.body).backgroundColor")
    driver.switch_to.default_content()
    channels = [int(value) for value in re.findall(r"\d+", background)[:3]]
    assert max(channels) < 80, background


def test_keyboard_reaches_into_an_example_and_on_to_its_source(driver, media_dir):
    loaded(driver, media_dir / "patterns" / "button" / "index.html")
    body = driver.find_element(By.TAG_NAME, "body")
    reached = []
    for _ in range(60):
        body.send_keys(Keys.TAB) if not reached else driver.switch_to.active_element.send_keys(Keys.TAB)
        active = driver.execute_script("return document.activeElement")
        tag = active.tag_name.lower()
        if tag == "iframe":
            driver.switch_to.frame(active)
            # Focus lands on the frame element first and inside its document a moment later (once
            # seen still on the frame's body in a full run on a loaded machine): wait for it to move in.
            try:
                WebDriverWait(driver, 5).until(lambda d: d.execute_script(
                    "return document.activeElement !== null && document.activeElement !== document.body"))
            except TimeoutException:
                pass
            reached.append(("frame", driver.execute_script("return document.activeElement.textContent.trim()")))
            driver.switch_to.default_content()
            break
        reached.append((tag, active.text))
    assert ("frame", "Send message") in reached, reached


def test_copy_button_announces_in_its_example(driver, media_dir):
    loaded(driver, media_dir / "patterns" / "button" / "index.html")
    button = driver.find_elements(By.CSS_SELECTOR, ".live-example [data-copy] button")[0]
    assert button.is_displayed() and button.text == "Copy HTML"
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'});", button)
    button.send_keys(Keys.ENTER)
    status = driver.find_elements(By.CSS_SELECTOR, ".live-example [data-copy-status]")[0]
    WebDriverWait(driver, 5).until(lambda d: status.get_attribute("textContent") != "")
    assert "HTML of Native button" in status.get_attribute("textContent") or "Could not copy" in status.get_attribute("textContent")


def test_counter_example_is_labelled_visibly(driver, media_dir):
    loaded(driver, media_dir / "patterns" / "button" / "index.html")
    region = driver.find_element(By.CSS_SELECTOR, ".live-example.inaccessible")
    label = region.find_element(By.CSS_SELECTOR, ".example-label")
    assert label.is_displayed() and label.text.startswith("Inaccessible example")
    assert region.get_attribute("aria-labelledby") == label.get_attribute("id")


def test_videos_have_captions_and_never_autoplay(driver, media_dir):
    loaded(driver, media_dir / "patterns" / "button" / "index.html")
    videos = driver.execute_script(
        "return Array.from(document.querySelectorAll('video')).map(v => [v.autoplay, v.preload, v.controls, "
        "Array.from(v.querySelectorAll('track')).map(t => t.kind + (t.default ? ':default' : ''))]);")
    assert videos == [[False, "metadata", True, ["captions:default"]], [False, "metadata", True, ["captions:default"]]]
    captions = driver.find_element(By.CSS_SELECTOR, "video track").get_attribute("src")
    assert captions.endswith("media/video/patterns/ios/button.vtt")
    assert pathlib.Path(captions.replace("file://", "")).exists()


def test_an_imported_catalogs_examples_and_pages_pass_axe(driver, axe_source, imported_dir):
    found = frames(imported_dir)
    assert found and not any(found.values())
    for document in sorted(found):
        driver.get(document.as_uri())
        violations = run_axe(driver, axe_source, EXAMPLE_TAGS)
        assert violations == [], f"{document.name}: " + describe(violations)
    for page in ["checklist-web/button/index.html", "checklist-native/button/index.html"]:
        loaded(driver, imported_dir / page)
        violations = run_axe(driver, axe_source)
        assert violations == [], f"{page}: " + describe(violations)
