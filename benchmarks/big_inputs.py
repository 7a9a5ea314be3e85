"""Reading big inputs under the documented limits: what a project file of 20 MiB costs in several shapes, what a
user catalog folder of big files adds to every command and every start of the window, and how fast `tco --log`
reads a 100 MB nvidia-smi log.

Every figure is measured in its own child process (a fresh interpreter), after the planner is imported: seconds
of the read itself (wall time; its CPU time beside it; with GPU_RIG_PLANNER_BENCH_CLOCK=cpu the CPU time is the
figure, for a machine busy with other work), and the child's peak resident memory (the interpreter and the
planner's imports included).

    python benchmarks/big_inputs.py            a table, one row per shape
    python benchmarks/big_inputs.py --json     {"big_project_read_s", "big_project_peak_mb", "user_catalog_read_s",
                                                "user_catalog_peak_mb", "usage_log_mb_per_s", "shapes": {...}}

The headline figures are the worst shape's (slowest read, highest peak; the slowest log format). Goals (issue 25):
a project refused or read in <= 2 s and <= 300 MB, the log read at >= 20 MB/s. GPU_RIG_PLANNER_BENCH_ROOT=DIR
measures another checkout with the same shapes (benchmarks/timing.py).
"""

from __future__ import annotations

import argparse
import copy
import json
import os
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from timing import ROOT, clock  # noqa: E402

MIB = 1024 * 1024
SEED = ROOT / "resources" / "examples" / "seed-000-two-card-rig.json"
GPUS = ROOT / "resources" / "catalog" / "gpus.json"
LOGS = ROOT / "tests" / "data" / "usage_logs"


# ---------------------------------------------------------------------------------------------- limits
def limits() -> tuple[int, int | None]:
    """(bytes, values) a project file may hold in the measured checkout (an older one may count no values)."""
    from planner import jsonio

    return jsonio.MAX_FILE_BYTES, getattr(jsonio, "MAX_VALUES", None)


def _size(data: object) -> tuple[int, int]:
    """(bytes, values) of data written as JSON."""
    return len(json.dumps(data, ensure_ascii=False, separators=(",", ":")).encode("utf-8")), _values(data)


def _values(data: object) -> int:
    stack, count = [data], 0
    while stack:
        item = stack.pop()
        count += 1
        if isinstance(item, dict):
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)
    return count


def _largest(make, max_bytes: int, max_values: int | None) -> object:
    """make(n) for about the largest n that fits both limits (make grows in proportion to n): the cost of one unit
    is taken from make(1000) and make(2000), then n is lowered by 1 % until it fits."""
    (bytes_1, values_1), (bytes_2, values_2) = _size(make(1000)), _size(make(2000))
    per_byte, per_value = (bytes_2 - bytes_1) / 1000, (values_2 - values_1) / 1000
    n = (max_bytes - bytes_1) / per_byte + 1000
    if max_values is not None:
        n = min(n, (max_values - values_1) / per_value + 1000)
    n = int(n * 0.999)
    while True:
        data = make(n)
        size, values = _size(data)
        if size <= max_bytes and (max_values is None or values <= max_values):
            return data
        n = int(n * 0.99)


# ---------------------------------------------------------------------------------------------- project shapes
def _seed() -> dict:
    return json.loads(SEED.read_text(encoding="utf-8"))


def _with(path: tuple, value) -> dict:
    data = _seed()
    target = data
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = value
    return data


def _item(k: int, **extra) -> dict:
    return {"id": f"i{k}", "part_id": "rtx-3090", "quantity": 1,
            "unit_price": {"amount": 4400, "currency": "CNY"}, "condition": "used", **extra}


def _nodes(n_items: int, **extra) -> list[dict]:
    """n_items line items spread over machines of at most 500 lines (the schema's limits)."""
    items = [_item(k, **extra) for k in range(n_items)]
    return [{"id": f"n{k}", "name": f"Machine {k}", "items": items[k * 500:(k + 1) * 500]}
            for k in range(min(64, (n_items + 499) // 500))]


def _hf_config(value: dict) -> dict:
    data = _seed()
    data["workload"].pop("model_id", None)
    data["workload"]["hf_config"] = value
    return data


def _deep(n: int) -> dict:
    chain: object = 1
    for _ in range(60):
        chain = [chain]
    return _hf_config({"deep": [chain] * n})


def _builds(n_items: int) -> dict:
    """n_items line items: 64 machines of 500 lines, then variants of the same, as far as they go."""
    data = _with(("nodes",), _nodes(min(n_items, 32_000)))
    data["variants"] = [{"name": f"variant {k}", "nodes": _nodes(min(32_000, n_items - 32_000 * k))}
                        for k in range(1, (n_items + 31_999) // 32_000)]
    return data


def project_shapes(max_bytes: int, max_values: int | None) -> dict[str, object]:
    """Each shape as big as the limits allow (a few are bigger on purpose: the first byte over is refused)."""
    big = max_bytes - 64 * 1024
    shapes = {
        "one huge string (notes)": _with(("notes",), "x" * big),
        "one line over the byte limit": _with(("notes",), "x" * (max_bytes + 1)),
        "10,000-character notes on every line": _largest(lambda n: _with(("nodes",), _nodes(n, note="n" * 9_990)),
                                                         max_bytes, max_values),
        "many line items in one machine": _largest(lambda n: _with(("nodes", 0, "items"), [_item(k) for k in range(n)]),
                                                   max_bytes, max_values),
        "many machines": _largest(lambda n: _with(("nodes",), [dict(_seed()["nodes"][0], id=f"n{k}") for k in range(n)]),
                                  max_bytes, max_values),
        "64 machines x 500 lines, then variants": _largest(_builds, max_bytes, max_values),
        "a huge list of numbers (tensor_split)": _largest(lambda n: _with(("workload", "tensor_split"), [1.5] * n),
                                                          max_bytes, max_values),
        "a huge list of NaN": None,  # written as text below (JSON has no NaN)
        "deep-but-allowed nesting (hf_config)": _largest(_deep, max_bytes, max_values),
        "a huge inline hf_config": _largest(lambda n: _hf_config({f"k{k}": k for k in range(n)}), max_bytes,
                                            max_values),
        "a huge bios table": _largest(lambda n: _with(("nodes", 0, "bios"), {f"s{k}": "on" for k in range(n)}),
                                      max_bytes, max_values),
        "every line wrong (many errors)": _with(("nodes",), _nodes(32_000, quantity=0, condition="bad")),
    }
    return shapes


def write_project_shapes(folder: Path) -> dict[str, Path]:
    max_bytes, max_values = limits()
    paths = {}
    for k, (name, data) in enumerate(project_shapes(max_bytes, max_values).items()):
        path = folder / f"project-{k:02d}.json"
        if data is None:  # the NaN list: as many as the limits allow
            n = min((max_bytes - 20_000) // 4, (max_values or max_bytes) - 1000)
            text = json.dumps(_seed(), ensure_ascii=False)
            text = text[:-1] + ', "nan_list": [' + ",".join(["NaN"] * n) + "]}"
        else:
            text = json.dumps(data, ensure_ascii=False, separators=(",", ":"))
        path.write_text(text, encoding="utf-8")
        paths[name] = path
    return paths


# ---------------------------------------------------------------------------------------------- catalog folder
def write_catalog_folder(folder: Path, shape: str, files: int = 4) -> Path:
    """A data folder whose catalog/ holds `files` files of about 5 MB each: real GPU entries under new ids
    ("parts"), or one entry with a huge price list each ("numbers")."""
    gpus = json.loads(GPUS.read_text(encoding="utf-8"))
    catalog = folder / "catalog"
    catalog.mkdir(parents=True)
    size = 5 * 1_000_000 - 4096
    for f in range(files):
        if shape == "numbers":
            data: list = [dict(gpus[0], id=f"x{f}", prices=[1.5] * (size // 4))]
        else:
            data, total, k = [], 0, 0
            while total < size:
                entry = dict(gpus[k % len(gpus)], id=f"u{f}-{k}")
                total += len(json.dumps(entry)) + 1
                data.append(entry)
                k += 1
        (catalog / f"big-{f}.json").write_text(json.dumps(data, separators=(",", ":")), encoding="utf-8")
    return folder


# ---------------------------------------------------------------------------------------------- usage logs
def write_usage_log(path: Path, fmt: str, megabytes: float) -> Path:
    """A log of the size asked, its lines shaped like the real logs in tests/data/usage_logs (one sample a second,
    8 GPUs), in one of the formats the reader supports."""
    target = int(megabytes * 1_000_000)
    start = 1_750_000_000
    with path.open("w", encoding="utf-8", newline="\n") as out:
        written, second = 0, 0
        if fmt == "query csv":  # as miris_v100s_1s.csv, with power
            written += out.write("timestamp, index, name, utilization.gpu [%], utilization.memory [%], "
                                 "memory.total [MiB], memory.used [MiB], power.draw [W]\n")
        elif fmt == "dmon -o DT":  # as dmon_mutc_td_excerpt.txt
            written += out.write("#Date       Time        gpu    pwr  gtemp  mtemp     sm    mem    enc    dec\n"
                                 "#YYYYMMDD   HH:MM:SS    Idx      W      C      C      %      %      %      %\n")
        else:  # dmon without -o: the samples' time is counted at --interval
            written += out.write("# gpu    pwr  gtemp  mtemp     sm    mem    enc    dec\n"
                                 "# Idx      W      C      C      %      %      %      %\n")
        while written < target:
            when = time.gmtime(start + second)
            lines = []
            for gpu in range(8):
                util = (second * 7 + gpu * 13) % 101
                if fmt == "query csv":
                    stamp = time.strftime("%Y/%m/%d %H:%M:%S", when)
                    lines.append(f"{stamp}.{(second * 37) % 1000:03d}, {gpu}, Tesla V100S-PCIE-32GB, {util} %, "
                                 f"{util // 3} %, 32768 MiB, {util * 300} MiB, {50 + util * 2.5:.2f} W\n")
                elif fmt == "dmon -o DT":
                    lines.append(f" {time.strftime('%Y%m%d   %H:%M:%S', when)}    {gpu:3d}    {50 + util * 2:3d}"
                                 f"     45      -    {util:3d}     {util // 3:2d}      0      0\n")
                else:
                    lines.append(f"    {gpu:d}    {50 + util * 2:3d}     45      -    {util:3d}     {util // 3:2d}"
                                 "      0      0\n")
            written += out.write("".join(lines))
            second += 1
    return path


LOG_FORMATS = ("query csv", "dmon -o DT", "dmon, no time")


# ---------------------------------------------------------------------------------------------- children
def _peak_mb() -> float:
    """This process's peak resident memory. On Linux VmHWM of /proc/self/status: ru_maxrss would keep the peak of
    the parent that forked it (the kernel carries it over exec)."""
    try:
        status = Path("/proc/self/status").read_text()
    except OSError:
        scale = 1024 if sys.platform != "darwin" else 1024 * 1024
        return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / scale
    return int(next(line for line in status.splitlines() if line.startswith("VmHWM:")).split()[1]) / 1024


def child(kind: str, path: str) -> dict:
    """One figure, measured in this process (`big_inputs.py --child KIND PATH`)."""
    from planner.errors import PlannerError

    if kind == "project":
        from planner.io import load_project

        read = lambda: load_project(path)  # noqa: E731
    elif kind == "catalog":
        os.environ["GPU_RIG_PLANNER_DATA_DIR"] = path
        from planner.catalog.store import load_catalog

        def read():
            catalog = load_catalog()
            return [str(m) for m in catalog.messages if m.level == "warn"]
    else:
        from planner.tco.usage_log import read_usage_log

        read = lambda: read_usage_log(path)  # noqa: E731
    started, cpu_started = time.perf_counter(), time.process_time()
    try:
        got = read()
        outcome = "read" if kind != "catalog" else f"read, {len(got)} warnings" + (f": {got[0][:150]}" if got else "")
    except PlannerError as exc:
        outcome = "refused: " + str(exc).splitlines()[0][:150]
    seconds, cpu = time.perf_counter() - started, time.process_time() - cpu_started
    if clock is time.thread_time:  # GPU_RIG_PLANNER_BENCH_CLOCK=cpu: a busy machine (benchmarks/timing.py)
        seconds = cpu
    return {"s": round(seconds, 3), "cpu_s": round(cpu, 3), "peak_mb": round(_peak_mb(), 1), "outcome": outcome,
            "mb_per_s": round(os.path.getsize(path) / 1e6 / seconds, 1) if kind == "log" else None}


def run_child(kind: str, path: Path) -> dict:
    done = subprocess.run([sys.executable, str(Path(__file__).resolve()), "--child", kind, str(path)],
                          capture_output=True, text=True, timeout=600, env=dict(os.environ))
    lines = done.stdout.strip().splitlines()
    if done.returncode != 0 or not lines:
        return {"s": None, "peak_mb": None, "outcome": f"crashed (exit {done.returncode}): {done.stderr[-300:]}"}
    return json.loads(lines[-1])


def measure(log_mb: float, only: set[str] = frozenset(("project", "catalog", "log"))) -> dict:
    shapes: dict[str, dict] = {}
    with tempfile.TemporaryDirectory(prefix="big-inputs-") as tmp:
        work = Path(tmp)
        for name, path in (write_project_shapes(work) if "project" in only else {}).items():
            shapes[f"project: {name}"] = {"mb": round(path.stat().st_size / MIB, 1), **run_child("project", path)}
            path.unlink()
        for shape in ("parts", "numbers") if "catalog" in only else ():
            folder = write_catalog_folder(work / f"data-{shape}", shape)
            mb = sum(p.stat().st_size for p in (folder / "catalog").iterdir()) / MIB
            shapes[f"user catalog: four 5 MB files of {shape}"] = {"mb": round(mb, 1), **run_child("catalog", folder)}
        for fmt in LOG_FORMATS if "log" in only else ():
            path = write_usage_log(work / "usage.log", fmt, log_mb)
            shapes[f"usage log: {fmt}"] = {"mb": round(path.stat().st_size / MIB, 1), **run_child("log", path)}
            path.unlink()
    return summary(shapes)


def summary(shapes: dict[str, dict]) -> dict:
    def worst(prefix: str, key: str, pick=max):
        values = [v[key] for k, v in shapes.items() if k.startswith(prefix) and v[key] is not None]
        return pick(values) if values else None

    return {"big_project_read_s": worst("project", "s"), "big_project_peak_mb": worst("project", "peak_mb"),
            "user_catalog_read_s": worst("user catalog", "s"), "user_catalog_peak_mb": worst("user catalog", "peak_mb"),
            "usage_log_mb_per_s": worst("usage log", "mb_per_s", min), "shapes": shapes}


def table(figures: dict) -> str:
    lines = ["| input | MiB | seconds | CPU seconds | peak MB | outcome |", "|---|---|---|---|---|---|"]
    for name, v in figures["shapes"].items():
        speed = f" ({v['mb_per_s']} MB/s)" if v.get("mb_per_s") else ""
        lines.append(f"| {name} | {v['mb']} | {v['s']}{speed} | {v.get('cpu_s')} | {v['peak_mb']} | {v['outcome']} |")
    lines.append("")
    lines.append(f"worst: project {figures['big_project_read_s']} s, {figures['big_project_peak_mb']} MB; user catalog "
                 f"{figures['user_catalog_read_s']} s, {figures['user_catalog_peak_mb']} MB; usage log "
                 f"{figures['usage_log_mb_per_s']} MB/s (goals: 2 s, 300 MB; 20 MB/s)")
    return "\n".join(lines)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--json", action="store_true", help="print one JSON object instead of the table")
    parser.add_argument("--log-mb", type=float, default=100, help="size of each generated usage log (default 100)")
    parser.add_argument("--only", action="append", choices=("project", "catalog", "log"),
                        help="measure only these inputs (repeatable)")
    parser.add_argument("--child", nargs=2, metavar=("KIND", "PATH"), help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        print(json.dumps(child(*args.child)))
        return 0
    figures = measure(args.log_mb, set(args.only or ("project", "catalog", "log")))
    print(json.dumps(figures) if args.json else table(figures))
    return 0


if __name__ == "__main__":
    sys.exit(main())
