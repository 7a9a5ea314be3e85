"""Engine text that can be shown in English or Chinese without Qt.

The engine writes every sentence a user reads as an English *template* with named fields, marked with
`T("...")`, and keeps the figures in `params`. English is `template.format(**params)`; another language
looks the template up in planner/translations/<lang>/ and formats the translation with the same params.
The template is the key (like a gettext msgid), so a sentence and its translation never drift apart
silently: tests/test_translations.py checks every `T()` literal has a translation with the same fields.
"""

from __future__ import annotations

import string
import unicodedata

from pydantic import Field

from planner.model.common import StrictModel

ParamValue = str | int | float | bool | None
LANGUAGES = ("en", "zh_CN")


def T(template: str) -> str:
    """Mark an English template for translation; returns it unchanged."""
    return template


def display_width(text: str) -> int:
    """Columns the text takes in a terminal or a spreadsheet: CJK and other wide characters take two."""
    return sum(2 if unicodedata.east_asian_width(ch) in "WF" else 1 for ch in text)


def fields(template: str) -> set[str]:
    """The named fields a template formats, e.g. {'psu_w', 'sustained_w'}."""
    return {name.split(".")[0].split("[")[0] for _, name, _, _ in string.Formatter().parse(template) if name}


def translate(template: str, lang: str) -> str:
    """The template in `lang`, or the English template when there is no translation."""
    if lang == "en":
        return template
    from planner.translations import table

    return table(lang).get(template, template)


def render(template: str, params: dict, lang: str = "en") -> str:
    """Format the template in `lang`; falls back to English if the translation cannot be formatted."""
    text = translate(template, lang)
    try:
        return text.format(**params)
    except (KeyError, IndexError, ValueError):
        return template.format(**params)


# Separators of joined sentences and lists, per language (a joined Text has no template of its own).
JOINERS = {"; ": {"zh_CN": "；"}, ", ": {"zh_CN": "、"}, " ": {"zh_CN": ""}}


class Text(StrictModel):
    """A sentence of the report: English template plus the figures it formats.

    `parts` are sub-sentences (optional clauses, lists of suggestions) rendered in the same language and then
    formatted into the template like any other field, so a sentence with optional clauses needs one template
    per clause rather than one per combination. A Text with `joiner` set and an empty template is its parts
    joined in order with the joiner of the language (JOINERS)."""

    template: str
    params: dict[str, ParamValue] = Field(default_factory=dict)
    parts: dict[str, "Text"] = Field(default_factory=dict)
    joiner: str | None = None

    def render(self, lang: str = "en") -> str:
        rendered = {k: p.render(lang) for k, p in self.parts.items()}
        if self.joiner is not None:
            sep = JOINERS.get(self.joiner, {}).get(lang, self.joiner)
            return sep.join(v for v in rendered.values() if v)
        return render(self.template, {**self.params, **rendered}, lang)

    def __str__(self) -> str:
        return self.render("en")


def split_params(params: dict) -> tuple[dict[str, ParamValue], dict[str, Text]]:
    """Plain figures and sub-sentences (Text values) of a keyword-argument dict."""
    plain = {k: v for k, v in params.items() if not isinstance(v, Text)}
    parts = {k: v for k, v in params.items() if isinstance(v, Text)}
    return plain, parts


def text(template: str, **params: ParamValue | Text) -> Text:
    plain, parts = split_params(params)
    return Text(template=template, params=plain, parts=parts)


EMPTY = Text(template="")


def join(texts, joiner: str = "; ") -> Text:
    """Several sentences (or list items) as one Text; the separator follows the language (JOINERS)."""
    return Text(template="", parts={f"p{i}": t for i, t in enumerate(texts)}, joiner=joiner)
