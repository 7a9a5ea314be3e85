"""Measured GPU use from nvidia-smi logs, counted the way seed 003 (Rosmine) counts it: for each GPU, an hour of
the clock is an active GPU-hour when the GPU was used at least once in it.

Two formats are read:
- `nvidia-smi --query-gpu=timestamp,index,utilization.gpu,power.draw --format=csv -l 60` (columns found by
  their header names, units such as "%" and "W" allowed, "[N/A]" skipped);
- `nvidia-smi dmon` output, with `-o DT` for date and time columns; without them the samples are taken to be
  `interval_s` seconds apart (dmon's default is 1 s).
"""

from __future__ import annotations

import datetime as dt
import math
from collections import defaultdict
from pathlib import Path

from planner.errors import InputFileError
from planner.model.costs import UsageLog

MAX_LOG_BYTES = 200 * 1024 * 1024
ACTIVE_THRESHOLD_PERCENT = 1.0


def _number(text: str) -> float | None:
    t = text.strip().rstrip("%").rstrip("W").strip()
    if t in ("", "-", "[N/A]", "N/A", "[Not Supported]"):
        return None
    return float(t)


def _parse_time(text: str) -> dt.datetime:
    text = text.strip()
    for fmt in ("%Y/%m/%d %H:%M:%S.%f", "%Y/%m/%d %H:%M:%S", "%Y-%m-%d %H:%M:%S.%f", "%Y-%m-%d %H:%M:%S",
                "%Y-%m-%dT%H:%M:%S", "%Y%m%d %H:%M:%S"):
        try:
            return dt.datetime.strptime(text, fmt)
        except ValueError:
            continue
    raise ValueError(f"timestamp '{text}' is not in a format nvidia-smi writes (e.g. 2026/11/01 10:00:00.000)")


class _Acc:
    def __init__(self) -> None:
        self.active: dict[int, set] = defaultdict(set)
        self.power: dict[int, list[float]] = defaultdict(list)
        self.gpus: set[int] = set()
        self.first: float | None = None
        self.last: float | None = None
        self.samples = 0

    def add(self, seconds: float, gpu: int, util: float | None, power: float | None) -> None:
        self.gpus.add(gpu)
        self.samples += 1
        self.first = seconds if self.first is None else min(self.first, seconds)
        self.last = seconds if self.last is None else max(self.last, seconds)
        if util is not None and util >= ACTIVE_THRESHOLD_PERCENT:
            self.active[gpu].add(math.floor(seconds / 3600))
        if power is not None:
            self.power[gpu].append(power)


def parse_usage_log(text: str, path: str | Path = "<log>", interval_s: float = 1.0) -> UsageLog:
    lines = text.splitlines()
    acc = _Acc()
    first_content = next((ln for ln in lines if ln.strip()), "")
    if first_content.lstrip().startswith("#"):
        _parse_dmon(lines, acc, path, interval_s)
        step = interval_s
    else:
        step = _parse_query_csv(lines, acc, path)
    if acc.samples == 0 or acc.first is None:
        raise InputFileError(path, "the log has no samples")
    days = max((acc.last - acc.first + step) / 86400.0, step / 86400.0)
    active = sum(len(h) for h in acc.active.values())
    powers = [sum(v) / len(v) for v in acc.power.values() if v]
    return UsageLog(file=Path(str(path)).name, days=round(days, 6), gpus=len(acc.gpus), active_gpu_hours=float(active),
                    samples=acc.samples, average_power_w=round(sum(powers), 2) if powers else None)


def _parse_query_csv(lines: list[str], acc: _Acc, path) -> float:
    header_index = next((i for i, ln in enumerate(lines) if ln.strip()), None)
    header = [h.strip().lower() for h in lines[header_index].split(",")]

    def col(name: str) -> int:
        for i, h in enumerate(header):
            if h.split(" ")[0] == name:
                return i
        raise InputFileError(path, f"line {header_index + 1}: the header has no '{name}' column "
                                   "(expected nvidia-smi --query-gpu=timestamp,index,utilization.gpu,power.draw --format=csv)")

    c_time, c_index, c_util = col("timestamp"), col("index"), col("utilization.gpu")
    try:
        c_power = col("power.draw")
    except InputFileError:
        c_power = None
    times: list[float] = []
    epoch = dt.datetime(2000, 1, 1)
    for n, line in enumerate(lines[header_index + 1:], start=header_index + 2):
        if not line.strip():
            continue
        parts = line.split(",")
        if len(parts) != len(header):
            raise InputFileError(path, f"line {n}: expected {len(header)} comma-separated values like the header, "
                                       f"got {len(parts)}")
        try:
            t = (_parse_time(parts[c_time]) - epoch).total_seconds()
            gpu = int(parts[c_index].strip())
            util = _number(parts[c_util])
            power = _number(parts[c_power]) if c_power is not None else None
        except ValueError as exc:
            raise InputFileError(path, f"line {n}: {exc}") from None
        if util is not None and not 0 <= util <= 100:
            raise InputFileError(path, f"line {n}: utilization {util:g} % is outside 0-100")
        if power is not None and not 0 <= power <= 5000:
            raise InputFileError(path, f"line {n}: power {power:g} W is not plausible for one GPU")
        acc.add(t, gpu, util, power)
        times.append(t)
    distinct = sorted(set(times))
    gaps = [b - a for a, b in zip(distinct, distinct[1:]) if b > a]
    return sorted(gaps)[len(gaps) // 2] if gaps else 60.0


def _parse_dmon(lines: list[str], acc: _Acc, path, interval_s: float) -> None:
    columns: list[str] | None = None
    epoch = dt.datetime(2000, 1, 1)
    sample = -1
    last_gpu_seen: set[int] = set()
    for n, line in enumerate(lines, start=1):
        if not line.strip():
            continue
        if line.lstrip().startswith("#"):
            names = line.lstrip("#").split()
            if columns is None and names and names[0].lower() in ("gpu", "date"):
                columns = [c.lower() for c in names]
            continue
        if columns is None:
            raise InputFileError(path, f"line {n}: data before the '# gpu pwr ...' header of nvidia-smi dmon")
        parts = line.split()
        if len(parts) != len(columns):
            raise InputFileError(path, f"line {n}: expected {len(columns)} columns like the dmon header, got {len(parts)}")
        row = dict(zip(columns, parts))
        try:
            gpu = int(row["gpu"])
            util = _number(row.get("sm", "-"))
            power = _number(row.get("pwr", "-"))
            if "date" in row and "time" in row:
                t = (dt.datetime.strptime(row["date"] + " " + row["time"], "%Y%m%d %H:%M:%S") - epoch).total_seconds()
            else:
                if gpu in last_gpu_seen or not last_gpu_seen:
                    sample += 1
                    last_gpu_seen = set()
                last_gpu_seen.add(gpu)
                t = sample * interval_s
        except (ValueError, KeyError) as exc:
            raise InputFileError(path, f"line {n}: {exc}") from None
        acc.add(t, gpu, util, power)


def read_usage_log(path: str | Path, interval_s: float = 1.0) -> UsageLog:
    p = Path(path)
    try:
        if p.stat().st_size > MAX_LOG_BYTES:
            raise InputFileError(p, f"log is larger than {MAX_LOG_BYTES // (1024 * 1024)} MB")
        text = p.read_text(encoding="utf-8", errors="strict")
    except InputFileError:
        raise
    except FileNotFoundError:
        raise InputFileError(p, "file not found") from None
    except UnicodeDecodeError:
        raise InputFileError(p, "is not UTF-8 text; expected a CSV or dmon log from nvidia-smi") from None
    except OSError as exc:
        raise InputFileError(p, f"cannot be read ({exc.strerror or exc})") from None
    return parse_usage_log(text, p, interval_s)
