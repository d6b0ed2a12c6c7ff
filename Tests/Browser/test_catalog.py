"""The bundled catalog as a whole: every entry, guide and live example passes axe (test_site.py runs the Nu checker
on every page and frame).

test_site.py checks one page of each kind in depth; this checks that the content itself (56+ entries, their examples
and guides) holds up, since a team reads our catalog as the model of how to write one.
"""
import glob
import pathlib

import pytest

from test_media import EXAMPLE_TAGS, frames
from test_site import axe_in_light_and_dark, describe, run_axe


def pages(site_dir, under):
    return sorted(pathlib.Path(page) for page in glob.glob(str(site_dir / under / "**" / "index.html"), recursive=True))


def test_the_catalog_has_two_collections_of_entries_with_examples(site_dir):
    native = [p for p in pages(site_dir, "patterns") if p.parent.name != "patterns"]
    web = [p for p in pages(site_dir, "web") if "categories" not in p.parts and p.parent.name != "web"]
    assert len(native) >= 28 and len(web) >= 20 and len(native) + len(web) >= 48, (len(native), len(web))
    examples = frames(site_dir)
    assert sum(1 for inaccessible in examples.values() if not inaccessible) >= len(web)
    assert any(examples.values()), "counter-examples are marked inaccessible"


def test_every_example_except_counter_examples_passes_axe_in_light_and_dark(driver, axe_source, site_dir):
    failures = []
    for document, inaccessible in sorted(frames(site_dir).items()):
        if inaccessible:
            continue
        driver.get(document.as_uri())
        failures += axe_in_light_and_dark(driver, axe_source, EXAMPLE_TAGS, where=f"{document.parent.parent.name}/{document.name}, ")
    assert not failures, "\n".join(failures)


# Every fourth page per test (about 75 pages, a minute of axe in all): the quarters run side by side
# on scripts/test-browser's two workers instead of as one long test on one.
SHARDS = 4


@pytest.mark.parametrize("shard", range(SHARDS))
def test_every_entry_and_guide_page_passes_axe(driver, axe_source, site_dir, base_url, shard):
    failures = []
    every = pages(site_dir, "patterns") + pages(site_dir, "web") + pages(site_dir, "guides")
    assert every[shard::SHARDS], "a quarter with no pages checks nothing"
    for page in every[shard::SHARDS]:
        relative = page.relative_to(site_dir).as_posix()
        driver.get(base_url + relative)
        violations = run_axe(driver, axe_source)
        if violations:
            failures.append(f"{relative}: " + describe(violations))
    assert not failures, "\n".join(failures)

