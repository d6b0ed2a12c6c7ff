"""Copied criteria a test tool can read: Gherkin that Cucumber's own parser (gherkin-official) reads as
scenarios of steps, from the entry page, the checklist and its pages without JavaScript; the checklist's
Markdown task list with links back; the platform filter; all kept in a shareable link."""
import re

from gherkin.parser import Parser
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from conftest import WebDriverWait
from test_site import describe, run_axe


def scenarios_by_rule(text):
    """{rule name (None for a feature's own scenarios): [step count of each scenario]}; every scenario has a step."""
    feature = Parser().parse(text)["feature"]
    found = {}
    for child in feature["children"]:
        if "rule" in child:
            found[child["rule"]["name"]] = [len(c["scenario"]["steps"]) for c in child["rule"]["children"] if "scenario" in c]
        elif "scenario" in child:
            found.setdefault(None, []).append(len(child["scenario"]["steps"]))
    assert found and all(counts and all(counts) for counts in found.values()), text
    return found


def shown_steps(site_dir, slug):
    """The step count of each scenario the entry page's Gherkin view lists."""
    page = (site_dir / "patterns" / slug / "index.html").read_text(encoding="utf-8")
    return [len(re.findall(r'<li id="gherkin-', steps)) for steps in re.findall(r'<ol class="steps">(.*?)</ol>', page, re.S)]


def test_entry_page_gherkin_parses_into_the_steps_it_shows(driver, base_url, site_dir):
    driver.get(base_url + "patterns/button/index.html#gherkin")
    copied = driver.execute_script("return document.getElementById('gherkin-text').textContent")
    assert scenarios_by_rule(copied) == {None: shown_steps(site_dir, "button")}
    # The visible view reads the same: each scenario's heading over its steps.
    visible = driver.execute_script(
        "return 'Feature: Button\\n' + [...document.querySelectorAll('#gherkin .scenario')].map(s => "
        "s.querySelector('h4').innerText + '\\n' + [...s.querySelectorAll('li')].map(li => li.innerText).join('\\n')).join('\\n')")
    assert scenarios_by_rule(visible) == {None: shown_steps(site_dir, "button")}
    keywords = {k.text for k in driver.find_elements(By.CSS_SELECTOR, "#gherkin .keyword")}
    assert keywords <= {"Given", "When", "Then", "And", "But"}, keywords


def test_checklist_gherkin_of_two_entries_is_one_feature_that_parses(driver, base_url, site_dir):
    driver.get(base_url + "checklist/index.html")
    driver.find_element(By.ID, "pick-native-button").click()
    driver.find_element(By.ID, "pick-native-slider").click()
    output = driver.find_element(By.ID, "checklist-output")
    WebDriverWait(driver, 5).until(lambda d: "Rule: Slider" in output.get_attribute("value"))
    assert scenarios_by_rule(output.get_attribute("value")) == {
        "Button": shown_steps(site_dir, "button"), "Slider": shown_steps(site_dir, "slider")}


def test_checklist_pages_without_javascript_hold_gherkin_that_parses(base_url, site_dir, fresh_driver):
    browser = fresh_driver()
    try:
        browser.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": True})
        browser.get(base_url + "checklist/native/categories/controls/index.html")
        sections = browser.find_elements(By.CSS_SELECTOR, "section.criteria-text")
        assert len(sections) >= 2
        for section in sections:
            slug = section.find_element(By.CSS_SELECTOR, "h2 a").get_attribute("href").rstrip("/").split("/")[-2]
            text = section.find_element(By.CSS_SELECTOR, "pre[data-format=gherkin]").get_attribute("textContent")
            assert scenarios_by_rule(text) == {None: shown_steps(site_dir, slug)}, slug
        # The disclosures open from the keyboard without a script.
        summary = sections[0].find_element(By.TAG_NAME, "summary")
        summary.send_keys(Keys.ENTER)
        assert sections[0].find_element(By.CSS_SELECTOR, "pre[data-format=gherkin]").is_displayed()
    finally:
        browser.quit()


def test_checklist_markdown_for_a_platform_is_shared_by_its_link(driver, base_url, axe_source, fresh_driver):
    driver.get(base_url + "checklist/index.html")
    driver.find_element(By.ID, "pick-native-button").click()
    driver.find_element(By.ID, "pick-native-toggle").click()
    driver.find_element(By.ID, "format-markdown").click()
    output = driver.find_element(By.ID, "checklist-output")
    WebDriverWait(driver, 5).until(lambda d: "## [Toggle]" in output.get_attribute("value"))
    every = output.get_attribute("value")
    # The bundled site has no baseURL: each heading links to its page relative to the site root.
    assert every.startswith("## [Button](patterns/button/index.html)\n\nHow to test a button.\n\n### Keyboard\n\n- [ ] Tab: ")
    assert "- [ ] Bold text: The label follows the Bold Text setting (iOS)" in every
    assert "- [ ] Enter: The button's action runs (Android)" in every

    driver.find_element(By.ID, "platform-android").click()
    android = output.get_attribute("value")
    assert "(iOS)\n" not in android and "Bold text" not in android
    assert "- [ ] Enter: The button's action runs (Android)" in android
    assert android.count("- [ ] ") < every.count("- [ ] ")
    violations = run_axe(driver, axe_source)
    assert not violations, describe(violations)

    shared = driver.find_element(By.CSS_SELECTOR, "[data-checklist-link]").get_attribute("href")
    assert "format=markdown" in shared and "platforms=android" in shared
    other = fresh_driver()
    try:
        other.get(shared)
        WebDriverWait(other, 5).until(lambda d: d.find_element(By.ID, "checklist-output").get_attribute("value") == android)
        assert other.find_element(By.ID, "platform-android").is_selected()
        assert other.find_element(By.ID, "format-markdown").is_selected()
        # The same platform in Gherkin still parses, no scenario left without steps.
        other.find_element(By.ID, "format-gherkin").click()
        gherkin = other.find_element(By.ID, "checklist-output").get_attribute("value")
        assert "(iOS)\n" not in gherkin
        assert set(scenarios_by_rule(gherkin)) == {"Button", "Toggle"}
    finally:
        other.quit()
