"""Every relative link and picture of README.md and the user guide (docs/*.md) points at a file that exists, and a
link with #anchor at a heading of that page (GitHub's anchors: lower case, punctuation dropped, spaces as -)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PAGES = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
LINK = re.compile(r"!?\[[^\]]*\]\(([^)\s]+)\)")


def anchor(heading: str) -> str:
    text = re.sub(r"[^\w\- ]", "", heading.strip().lower())
    return text.replace(" ", "-")


def anchors(page: Path) -> set[str]:
    lines = page.read_text(encoding="utf-8").splitlines()
    return {anchor(line.lstrip("#")) for line in lines if re.match(r"#{1,6} ", line)}


def relative_links(page: Path) -> list[str]:
    text = re.sub(r"```.*?```", "", page.read_text(encoding="utf-8"), flags=re.S)
    text = re.sub(r"`[^`\n]*`", "", text)  # a link written inside code is an example, not a link
    return [t for t in LINK.findall(text) if not re.match(r"[a-z]+:", t)]


def test_the_guide_has_its_pages():
    names = {p.name for p in PAGES}
    assert {"plan-a-rig.md", "model-fit.md", "cost.md", "quote.md", "command-line.md", "catalog-and-prices.md",
            "verify.md", "files-and-limits.md", "benchmarks.md"} <= names


@pytest.mark.parametrize("page", PAGES, ids=lambda p: p.name)
def test_relative_links_point_at_existing_files_and_headings(page):
    broken = []
    for target in relative_links(page):
        path, _, fragment = target.partition("#")
        file = (page.parent / path).resolve() if path else page
        if not file.exists():
            broken.append(f"{target}: no file {file.relative_to(ROOT) if file.is_relative_to(ROOT) else file}")
        elif fragment and file.suffix == ".md" and fragment not in anchors(file):
            broken.append(f"{target}: no heading #{fragment} in {file.name}")
    assert not broken, f"{page.name}: {broken}"


def test_readme_links_every_guide_page():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    guide = {p.name for p in PAGES if p.parent == ROOT / "docs"} - {"catalog-search-references.md"}
    unlinked = sorted(n for n in guide if f"](docs/{n}" not in readme)
    assert not unlinked, f"README.md links no {unlinked}"
