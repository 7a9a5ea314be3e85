"""Bounded memo tables for evaluate()'s pure, costly steps, keyed by the CONTENT of their inputs.

A live window evaluates the project again on every edit, and most edits leave most sections' inputs as they were
(a price edit does not move the model fit; a context drag does not move the largest context that fits). A memoized
function keeps its last results by a key built from its arguments' content, so an unchanged input costs a lookup.

Keys are built from what the arguments hold, never from where they live: a pydantic model (a catalog part, the
project's costs) is keyed by its JSON, a mutable dataclass (a placement Card) by its fields, lists and dicts by
their items, numbers by type and exact value. A catalog edited in place (a part added to my_parts.json, a field
changed) therefore gives a new key, never a stale answer. Only types registered as immutable (frozen dataclasses
of tuples and numbers: ModelSpec, QuantFormat) are keyed by identity; the table entry holds them, so their id cannot
be reused while the entry lives.

Module constants are part of the code, not inputs: a test that monkeypatches one calls clear_all() first (the
suite's conftest does before every test).

Results are shared between callers: they are report objects nobody mutates after they are built. A call that
raises is not remembered. The tables are bounded (least recently used entries go) and thread-safe (the window
evaluates in the background too).
"""

from __future__ import annotations

import contextlib
import datetime as _dt
import contextvars
import functools
import threading
from collections import OrderedDict
from typing import Any, Callable, Hashable, TypeVar

from pydantic import BaseModel

F = TypeVar("F", bound=Callable[..., Any])

#: Types keyed by identity: frozen and holding only immutable values, registered by their modules.
_IDENTITY_TYPES: set[type] = set()
_TABLES: list["Memo"] = []
#: Types with their own key function (value, held) -> key, registered by their modules.
_CUSTOM: dict[type, Callable[[Any, list], Hashable]] = {}
#: Within one evaluate(): JSON of each pydantic model already keyed, by id (the scope holds the model alive).
_SCOPE: contextvars.ContextVar[dict[int, tuple[Any, str]] | None] = contextvars.ContextVar("memo_scope", default=None)
_PLAIN = (str, int, bool, type(None), _dt.date)  # a date: the day prices are aged to


def immutable(cls: type) -> type:
    """Register a frozen type of immutable fields to be keyed by identity (cheap for a large model spec)."""
    _IDENTITY_TYPES.add(cls)
    return cls


def key_by(cls: type, fn: Callable[[Any, list], Hashable]) -> None:
    """Register a key function for a type whose default key (its fields') would repeat content."""
    _CUSTOM[cls] = fn


def _model_json(value: BaseModel) -> str:
    scope = _SCOPE.get()
    if scope is None:
        return value.model_dump_json()
    hit = scope.get(id(value))
    if hit is None or hit[0] is not value:
        hit = scope[id(value)] = (value, value.model_dump_json())
    return hit[1]


def content_key(value: Any, held: list) -> Hashable:
    """A hashable key equal for equal content; objects keyed by identity are appended to `held`."""
    t = type(value)
    if t in _PLAIN:
        return (t, value)
    if t is float:
        return (float, value.hex())  # tells -0.0 from 0.0, which format differently
    if t is list or t is tuple:
        return (t, tuple([content_key(v, held) for v in value]))
    if t is dict:
        return (dict, tuple([(content_key(k, held), content_key(v, held)) for k, v in value.items()]))
    if t in _IDENTITY_TYPES:
        held.append(value)
        return (t, id(value))
    custom = _CUSTOM.get(t)
    if custom is not None:
        return (t, custom(value, held))
    if isinstance(value, BaseModel):
        return (t, _model_json(value))
    fields = getattr(value, "__dataclass_fields__", None)
    if fields is not None:
        return (t, tuple([content_key(getattr(value, name), held) for name in fields]))
    raise TypeError(f"no content key for {t.__name__}")


class Memo:
    """The last `maxsize` results of one function, by the content of its arguments."""

    def __init__(self, fn: Callable, maxsize: int):
        self.fn = fn
        self.maxsize = maxsize
        self._table: OrderedDict[Hashable, tuple[Any, list]] = OrderedDict()
        self._lock = threading.Lock()
        self.hits = self.misses = 0

    def __call__(self, *args, **kwargs):
        held: list = []
        key = (content_key(args, held), content_key(kwargs, held)) if kwargs else content_key(args, held)
        with self._lock:
            entry = self._table.get(key)
            if entry is not None:
                self._table.move_to_end(key)
                self.hits += 1
                return entry[0]
        result = self.fn(*args, **kwargs)
        with self._lock:
            self.misses += 1
            self._table[key] = (result, held)
            while len(self._table) > self.maxsize:
                self._table.popitem(last=False)
        return result

    def clear(self) -> None:
        with self._lock:
            self._table.clear()
            self.hits = self.misses = 0


class ByIdentity:
    """Values computed from objects nobody mutates once built (a finding), by the objects' identity: the table holds
    the objects, so an id cannot be reused while its entry lives. Looked up hundreds of times per evaluation, so
    kept lean: a plain dict (its get and set are atomic), emptied whole when full."""

    def __init__(self, maxsize: int):
        self.maxsize = maxsize
        self._table: dict[tuple[int, ...], tuple[tuple, Any]] = {}
        _TABLES.append(self)  # type: ignore[arg-type]

    def get(self, objects: tuple, compute: Callable[[], Any]) -> Any:
        key = tuple([id(o) for o in objects])
        entry = self._table.get(key)
        if entry is not None:
            return entry[1]
        value = compute()
        if len(self._table) >= self.maxsize:
            self._table = {}
        self._table[key] = (objects, value)
        return value

    def clear(self) -> None:
        self._table = {}


def memoized(maxsize: int = 64) -> Callable[[F], F]:
    """Decorator: remember the function's results by its arguments' content (see the module's notes)."""
    def wrap(fn: F) -> F:
        memo = Memo(fn, maxsize)
        _TABLES.append(memo)
        @functools.wraps(fn)
        def wrapper(*args, **kwargs):
            return memo(*args, **kwargs)

        wrapper.memo = memo  # type: ignore[attr-defined]
        return wrapper  # type: ignore[return-value]
    return wrap


def clear_all() -> None:
    """Forget every remembered result (benchmarks measuring a cold evaluation; tests)."""
    for memo in _TABLES:
        memo.clear()


@contextlib.contextmanager
def scope():
    """One evaluate(): a pydantic model met by several keys is turned into JSON once (nothing mutates it meanwhile)."""
    token = _SCOPE.set({}) if _SCOPE.get() is None else None
    try:
        yield
    finally:
        if token is not None:
            _SCOPE.reset(token)
