"""The words of a VerifyReport, shared by `verify`, the window's Verify dialog and its saved files: column
headings, status words, the summary line, the text table and the JSON of the CLI contract."""

from __future__ import annotations

from planner.text import T, display_width, fit_width, text

STATUSES = ("ok", "differs", "missing")
_STATUS = {"ok": T("ok"), "differs": T("differs"), "missing": T("missing")}
_HEADINGS = (T("status"), T("what"), T("planned"), T("measured"), T("message"))


def headings(lang: str) -> list[str]:
    """status, what, planned, measured, message in `lang`."""
    return [text(t).render(lang) for t in _HEADINGS]


def status_word(status: str, lang: str) -> str:
    return text(_STATUS[status]).render(lang)


def rows(result, lang: str) -> list[tuple[str, str, str, str, str]]:
    """One row a check: status word, what, planned, measured ('-' when absent), message."""
    return [(status_word(c.status, lang), c.what, c.predicted or "-", c.measured or "-", c.message.render(lang))
            for c in result.checks]


def summary_line(result, lang: str) -> str:
    """The counts; when nothing could be compared (status missing), a sentence saying so after them."""
    s = result.summary
    counts = text(T("{ok} ok, {differs:# differs|# differ}, {missing} missing"), ok=s["ok"], differs=s["differs"],
                  missing=s["missing"]).render(lang)
    if s["status"] != "missing":
        return counts
    return f"{counts}: {text(T('nothing could be compared with the plan')).render(lang)}"


def verify_text(result, lang: str) -> str:
    """The checks as a table padded by display width (Chinese messages take two columns a character)."""
    heads = headings(lang)
    body = rows(result, lang)
    widths = [max([display_width(heads[k])] + [display_width(r[k]) for r in body]) for k in range(4)]
    lines = ["  ".join(fit_width(v, w) for v, w in zip(row[:4], widths)) + "  " + row[4] for row in [heads, *body]]
    lines.append(summary_line(result, lang))
    return "\n".join(lines) + "\n"


def verify_json(result) -> str:
    """{"checks": [{"what", "predicted", "measured", "status", "message"}], "summary": {...}} (messages in English)."""
    return result.model_dump_json(indent=2, context={"english": True}) + "\n"
