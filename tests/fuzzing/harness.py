"""The hostile-input property, shared by every kind of input the planner reads.

A run of the CLI on hostile input must end in exit 0 or 1 (a usable file, judged) or 2 (refused with a
message that names the input), never in an internal error (exit 3) or an uncaught exception, never hang,
and never change the files it was given. What it says speaks JSON, not Python: no Python type name (NoneType,
"not a str"), no field named by a dangling dot ("nodes[0].: unknown field"), and a JSON nesting refusal names the
field where the limit was passed.
"""

from __future__ import annotations

import hashlib
import io
import re
import signal
from collections.abc import Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

from planner import cli

HANG_SECONDS = 10
#: Python's words for a JSON value in a message (NoneType, "not a str", "not a dict"), and a field named "x.".
PYTHON_WORDS = re.compile(r"\bNoneType\b|\bnot an? (str|int|bool|dict|float|tuple)\b|\.: unknown field")


class Hang(AssertionError):
    pass


@contextmanager
def no_hang(seconds: int = HANG_SECONDS):
    """Turn a run that takes longer than `seconds` into a test failure (main thread, POSIX)."""

    def _raise(signum, frame):
        raise Hang(f"no answer within {seconds} s")

    previous = signal.signal(signal.SIGALRM, _raise)
    signal.alarm(seconds)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)


@dataclass
class Outcome:
    code: int
    out: str
    err: str

    @property
    def kind(self) -> str:
        return {0: "ok", 1: "ok", 2: "refused"}.get(self.code, "internal")


def _digest(path: Path) -> str | None:
    try:
        return hashlib.sha256(path.read_bytes()).hexdigest() if path.is_file() else None
    except OSError:
        return None


def run_cli_case(argv: Sequence[str], inputs: Sequence[Path], must_name: str | None = None) -> Outcome:
    """Run `planner.cli.run(argv)` in-process and assert the hostile-input property.

    `inputs`: files the command was given (they must be byte for byte unchanged afterwards).
    `must_name`: text a refusal (exit 2) must contain, usually the input file's name.
    """
    before = {p: _digest(p) for p in inputs}
    out, err = io.StringIO(), io.StringIO()
    with no_hang():
        try:
            code = cli.run(list(argv), out, err)
        except BaseException as exc:  # run() must catch everything itself
            raise AssertionError(f"uncaught {type(exc).__name__}: {exc}") from exc
    outcome = Outcome(code, out.getvalue(), err.getvalue())
    assert outcome.kind != "internal", f"exit {code} for {list(argv)}: {outcome.err.strip()[:500]}"
    assert not PYTHON_WORDS.search(outcome.err), f"a message speaks Python, not JSON: {outcome.err.strip()[:500]}"
    if "nested too deeply" in outcome.err:
        assert "nested too deeply here (level" in outcome.err, f"no field named: {outcome.err.strip()[:500]}"
    if outcome.kind == "refused" and must_name is not None:
        assert must_name in outcome.err, f"refusal does not name {must_name!r}: {outcome.err.strip()[:500]}"
        assert "Traceback" not in outcome.err
    for p, digest in before.items():
        assert _digest(p) == digest, f"{p} was changed by reading it"
    return outcome
