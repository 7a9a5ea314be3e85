"""Engine text that can be shown in English or Chinese without Qt.

The engine writes every sentence a user reads as an English *template* with named fields, marked with
`T("...")`, and keeps the figures in `params`. English is `template.format(**params)`; another language
looks the template up in planner/translations/<lang>/ and formats the translation with the same params.
The template is the key (like a gettext msgid), so a sentence and its translation never drift apart
silently: tests/test_translations.py checks every `T()` literal has a translation with the same fields.
"""

from __future__ import annotations

import string

from pydantic import Field

from .model.common import StrictModel

ParamValue = str | int | float | bool | None
LANGUAGES = ("en", "zh_CN")


def T(template: str) -> str:
    """Mark an English template for translation; returns it unchanged."""
    return template


def fields(template: str) -> set[str]:
    """The named fields a template formats, e.g. {'psu_w', 'sustained_w'}."""
    return {name.split(".")[0].split("[")[0] for _, name, _, _ in string.Formatter().parse(template) if name}


def translate(template: str, lang: str) -> str:
    """The template in `lang`, or the English template when there is no translation."""
    if lang == "en":
        return template
    from .translations import table

    return table(lang).get(template, template)


def render(template: str, params: dict, lang: str = "en") -> str:
    """Format the template in `lang`; falls back to English if the translation cannot be formatted."""
    text = translate(template, lang)
    try:
        return text.format(**params)
    except (KeyError, IndexError, ValueError):
        return template.format(**params)


class Text(StrictModel):
    """A sentence of the report: English template plus the figures it formats."""

    template: str
    params: dict[str, ParamValue] = Field(default_factory=dict)

    def render(self, lang: str = "en") -> str:
        return render(self.template, self.params, lang)

    def __str__(self) -> str:
        return self.render("en")


def text(template: str, **params: ParamValue) -> Text:
    return Text(template=template, params=params)
