"""Examples that need the site's own stylesheet and scripts (`examples:` in patterns.yml), as a catalog
written for a Jekyll layout's jQuery and index.js has them: they work in their frames from file:// and
over HTTP under a sub-path, and the frames pass axe and the Nu checker."""
import functools
import http.server
import pathlib
import threading

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from conftest import WebDriverWait, nu_documents
from test_media import EXAMPLE_TAGS, frames, loaded
from test_site import axe_in_light_and_dark, describe, run_axe

PAGE = "patterns/disclosure/index.html"


@pytest.fixture(scope="module")
def sub_path_url(built):
    """The built site served over HTTP at /catalog/, as under a base URL with a path."""

    class Quiet(http.server.SimpleHTTPRequestHandler):
        def log_message(self, *args):
            pass

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(Quiet, directory=str(built.parent)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{server.server_address[1]}/catalog/"
    server.shutdown()


def disclosure_state(driver):
    return driver.execute_script(
        "var b = document.querySelector('.disclosure-toggle'), p = document.getElementById(b.getAttribute('aria-controls'));"
        "return [b.getAttribute('aria-expanded'), p.getBoundingClientRect().height > 0];")


def check_each_frame_toggles(driver):
    """In every frame of the page, the button (whose handler is only in the site's script) opens and closes its panel."""
    count = len(driver.find_elements(By.CSS_SELECTOR, "iframe[data-example-frame]"))
    assert count == 2
    for index in range(count):
        frame = driver.find_elements(By.CSS_SELECTOR, "iframe[data-example-frame]")[index]
        driver.execute_script("arguments[0].scrollIntoView({block: 'center', behavior: 'instant'});", frame)
        driver.switch_to.frame(frame)
        assert driver.execute_script("return window.origin") == "null", "still sandboxed"
        assert disclosure_state(driver) == ["false", False]
        button = driver.find_element(By.CSS_SELECTOR, ".disclosure-toggle")
        button.click()
        assert disclosure_state(driver) == ["true", True], f"frame {index + 1}"
        button.send_keys(Keys.ENTER)
        assert disclosure_state(driver) == ["false", False], f"frame {index + 1}, by keyboard"
        driver.switch_to.default_content()


def test_the_site_script_works_in_every_frame_from_file_urls(driver, built):
    loaded(driver, built / PAGE)
    check_each_frame_toggles(driver)


def test_the_site_script_works_in_every_frame_under_a_sub_path(driver, sub_path_url):
    driver.get(sub_path_url + PAGE)
    WebDriverWait(driver, 10).until(lambda d: d.execute_script(
        "return Array.from(document.querySelectorAll('[data-example-frame]')).every(f => f.classList.contains('is-sized'));"))
    check_each_frame_toggles(driver)


def test_the_site_stylesheet_applies_and_its_images_resolve_from_each_frame(driver, built, sub_path_url):
    for document in sorted(frames(built)):
        driver.get(document.as_uri())
        style = driver.execute_script(
            "var s = getComputedStyle(document.querySelector('.disclosure-toggle')); return [s.borderTopWidth, s.backgroundImage];")
        assert style[0] == "2px", document
        image = style[1].removeprefix('url("file://').removesuffix('")')
        assert image.endswith("/assets/images/chevron.svg") and pathlib.Path(image).is_file(), (document, style)
    # Over HTTP the sandboxed frame really loads the image the stylesheet names.
    driver.get(sub_path_url + PAGE)
    driver.switch_to.frame(driver.find_element(By.CSS_SELECTOR, "iframe[data-example-frame]"))
    WebDriverWait(driver, 10).until(lambda d: d.execute_script(
        "return performance.getEntriesByType('resource').some(e => e.name.endsWith('/catalog/assets/images/chevron.svg') && e.responseEnd > 0);"))
    driver.switch_to.default_content()


def test_frames_pass_axe_closed_and_open_in_light_and_dark(driver, axe_source, built):
    documents = sorted(frames(built))
    assert len(documents) == 2
    for document in documents:
        driver.get(document.as_uri())
        failures = axe_in_light_and_dark(driver, axe_source, EXAMPLE_TAGS, where=f"{document.name}, ")
        assert not failures, "\n".join(failures)
        driver.find_element(By.CSS_SELECTOR, ".disclosure-toggle").click()
        failures = axe_in_light_and_dark(driver, axe_source, EXAMPLE_TAGS, where=f"{document.name}, open, ")
        assert not failures, "\n".join(failures)


def test_page_passes_axe(driver, axe_source, built):
    loaded(driver, built / PAGE)
    violations = run_axe(driver, axe_source)
    assert violations == [], describe(violations)


@nu_documents("built")
def page_and_frames(built):
    return [built / PAGE] + sorted(frames(built))


def test_page_and_frames_pass_the_nu_checker(built, nu_report):
    nu_report.assert_clean(page_and_frames(built))
