"""nvidia-smi usage logs as people really have them: real logs from public repositories (tests/data/usage_logs,
see SOURCES.md) with figures counted by hand from the files, and synthetic edge cases written out here."""

import json
import os
from pathlib import Path

import pytest

from planner import cli
from planner.errors import InputFileError
from planner.tco.usage_log import MAX_LOG_BYTES, format_duration, parse_usage_log, read_usage_log

REAL = Path(__file__).parent / "data" / "usage_logs"
SEED000 = Path(__file__).resolve().parent.parent / "resources" / "examples" / "seed-000-two-card-rig.json"
HEADER = "timestamp, index, utilization.gpu [%], power.draw [W]\n"


def run_tco(*argv) -> tuple[int, str, str]:
    import io
    out, err = io.StringIO(), io.StringIO()
    code = cli.run(["tco", str(SEED000), *map(str, argv)], out, err)
    return code, out.getvalue(), err.getvalue()


def refused(text: str, expected: str, **kw) -> None:
    with pytest.raises(InputFileError) as info:
        parse_usage_log(text, "gpu.csv", **kw)
    assert "gpu.csv" in str(info.value) and expected in str(info.value), str(info.value)


# ---- real logs: expected figures read off the files by hand ----

def test_real_107_second_log_is_100_percent_not_3363():
    """miris: 107 samples 1 s apart, 00:27:52.195 to 00:29:38.248, all in clock hour 00; 54 samples show
    utilization.gpu >= 1 %. Seed 003's rule makes the one (partly) logged hour active: 100 %, not 3,363 %."""
    log = read_usage_log(REAL / "miris_v100s_1s.csv")
    assert log.gpus == 1 and log.samples == 107 and log.gaps == 0
    assert log.days * 86400 == pytest.approx(106.053 + 1.0005, abs=0.01)  # span + the last sample's interval
    assert log.utilization == 1.0
    assert log.busy_gpu_hours / (log.days * 24) == pytest.approx(54 / 107, abs=0.005)
    assert log.average_power_w is None  # no power.draw column


def test_real_log_without_index_column_is_one_gpu():
    """vlm_optimization: no index column; 399 samples from 15:36:53.507 to 15:44:12.811, mostly 1 s apart with
    hiccups of 2.6-4 s (fewer than 5 intervals: still covered); 393 samples at >= 1 %; mean power 283.86 W."""
    log = read_usage_log(REAL / "vlm_optimization_rtx4090_1s.csv")
    assert log.gpus == 1 and log.samples == 399 and log.gaps == 0
    assert log.days * 86400 == pytest.approx(439.304 + 1.003, abs=0.01)
    assert log.utilization == 1.0
    assert log.busy_gpu_hours / (log.days * 24) == pytest.approx(393 / 399, abs=0.01)
    assert log.average_power_w == pytest.approx(283.86, abs=0.01)


def test_real_log_with_the_header_before_every_sample():
    """gpu-usage: `nvidia-smi --query-gpu ... --format=csv >> gpu_usage.csv` run 100 times: 200 lines, every
    other one the header; 18:56:56.252 to 18:58:37.733, about 1.03 s apart, every sample >= 1 %."""
    log = read_usage_log(REAL / "gpu_usage_rtx2070_repeated_header.csv")
    assert log.gpus == 1 and log.samples == 100
    assert log.days * 86400 == pytest.approx(101.481 + 1.03, abs=0.02)
    assert log.utilization == 1.0 and log.busy_gpu_hours == pytest.approx(log.active_gpu_hours)


def test_real_noheader_log_is_refused_with_how_to_fix_it():
    with pytest.raises(InputFileError) as info:
        read_usage_log(REAL / "plato_noheader_5s.csv")
    message = str(info.value)
    assert "plato_noheader_5s.csv" in message and "line 1: no header line" in message and "--format=csv" in message


def test_real_noheader_log_reads_once_its_header_is_added(tmp_path):
    """The header is our reading of the values (timestamp, two percentages, two MiB, a temperature, watts);
    120 samples 5 s apart from 16:06:06.780 to 16:16:03.019, utilization.gpu 0 % in every one."""
    header = ("timestamp, utilization.gpu [%], utilization.memory [%], memory.used [MiB], memory.free [MiB], "
              "temperature.gpu, power.draw [W]\n")
    f = tmp_path / "plato.csv"
    f.write_text(header + (REAL / "plato_noheader_5s.csv").read_text())
    log = read_usage_log(f)
    assert log.samples == 120 and log.utilization == 0.0 and log.busy_gpu_hours == 0.0
    assert log.days * 86400 == pytest.approx(596.239 + 5.008, abs=0.05)


def test_real_dmon_excerpt_with_date_time_and_a_blank_line():
    """dmon -s mutc -o TD: six samples 13:54:35-40, sm 6, 0, 3, 13, 0, 3 %: four of six busy; no pwr column."""
    log = read_usage_log(REAL / "dmon_mutc_td_excerpt.txt")
    assert log.samples == 6 and log.days * 86400 == pytest.approx(6)
    assert log.busy_gpu_hours * 3600 == pytest.approx(4) and log.utilization == 1.0
    assert log.average_power_w is None


def test_real_short_log_warns_in_tco_text_and_json():
    code, out, _ = run_tco("--log", REAL / "miris_v100s_1s.csv")
    assert code in (0, 1)
    assert "Warning: The GPU log covers only 1 min 47 s; the monthly figure is extrapolated x24,2" in out
    code, out, _ = run_tco("--log", REAL / "miris_v100s_1s.csv", "--json")
    data = json.loads(out)
    assert data["inputs"]["utilization"] == 1.0 and data["measured"]["utilization"] == 1.0
    assert data["measured"]["log_extrapolation_factor"] == pytest.approx(30 * 86400 / 107.05, rel=1e-3)
    assert any("covers only 1 min 47 s" in w["en"] for w in data["warnings"])


def test_every_real_log_stays_within_100_percent():
    for f in REAL.iterdir():
        if f.suffix in (".csv", ".txt") and "noheader" not in f.name:
            code, out, err = run_tco("--log", f, "--json")
            assert code in (0, 1), err
            assert 0 <= json.loads(out)["inputs"]["utilization"] <= 1


# ---- synthetic logs: formats ----

def _rows(times_utils, gpu="0", fmt="2026/11/01 {}"):
    return "".join(f"{fmt.format(t)}, {gpu}, {u} %, 100 W\n" for t, u in times_utils)


def test_field_order_subset_and_nounits():
    text = ("utilization.gpu, name, memory.used, timestamp\n"
            "50, NVIDIA RTX A6000, 1000, 2026-11-01 10:00:00\n"
            "0, NVIDIA RTX A6000, 1000, 2026-11-01 10:00:10\n")
    log = parse_usage_log(text)
    assert log.samples == 2 and log.days * 86400 == pytest.approx(20) and log.busy_gpu_hours * 3600 == pytest.approx(10)


def test_crlf_bom_iso_t_and_offsets():
    text = ("\ufefftimestamp,index,utilization.gpu [%]\r\n"
            "2026-11-01T10:00:00.5+02:00,0,10 %\r\n"
            "2026-11-01T08:00:01.5Z,0,10 %\r\n"
            "2026-11-01T03:00:02.5-05:00,0,10 %\r\n")
    log = parse_usage_log(text)
    assert log.samples == 3 and log.interval_s == pytest.approx(1) and log.days * 86400 == pytest.approx(3)


def test_nvidia_smi_default_timestamp_with_milliseconds():
    log = parse_usage_log(HEADER + _rows([("10:23:45.123", 5), ("10:23:46.623", 5)]))
    assert log.interval_s == pytest.approx(1.5)


def test_multi_gpu_interleaved_with_na_values_and_uuid_identity():
    text = ("timestamp, uuid, utilization.gpu [%], power.draw [W]\n"
            "2026/11/01 10:00:00, GPU-a, 100 %, 300 W\n2026/11/01 10:00:00, GPU-b, 0 %, [N/A]\n"
            "2026/11/01 10:01:00, GPU-a, [Not Supported], 300 W\n2026/11/01 10:01:00, GPU-b, 0 %, 50 W\n"
            "2026/11/01 10:02:00, GPU-a, 100 %, 300 W\n2026/11/01 10:02:00, GPU-b, 0 %, 50 W\n")
    log = parse_usage_log(text)
    assert log.gpus == 2 and log.samples == 5  # the [Not Supported] utilization is left out
    assert log.utilization == pytest.approx(0.5)  # GPU a active in its hour, GPU b never
    assert log.average_power_w == pytest.approx(300 + 50)


def test_header_repeated_with_other_fields_after_a_restart_and_blank_lines():
    text = (HEADER + _rows([("10:00:00", 50), ("10:01:00", 50)]) + "\n\n"
            + "timestamp, utilization.gpu [%], index\n2026/11/01 10:02:00, 0 %, 0\n\n")
    log = parse_usage_log(text)
    assert log.samples == 3 and log.days * 86400 == pytest.approx(180)


def test_truncated_last_line_is_skipped_only_without_a_final_newline():
    text = HEADER + _rows([("10:00:00", 50), ("10:01:00", 50)]) + "2026/11/01 10:0"
    assert parse_usage_log(text).samples == 2
    refused(text + "\n", "line 4")


def test_gaps_are_neither_covered_nor_active():
    """Minute samples 10:00-10:02, the logger stopped, then 14:00-14:02: two stretches of 3 min."""
    rows = [("10:00:00", 90), ("10:01:00", 90), ("10:02:00", 90), ("14:00:00", 0), ("14:01:00", 0), ("14:02:00", 0)]
    log = parse_usage_log(HEADER + _rows(rows))
    assert log.gaps == 1 and log.days * 86400 == pytest.approx(360)
    assert log.utilization == pytest.approx(0.5)


def test_out_of_order_and_duplicate_samples():
    log = parse_usage_log(HEADER + _rows([("10:02:00", 0), ("10:00:00", 0), ("10:01:00", 40), ("10:01:00", 0)]))
    assert log.samples == 4 and log.days * 86400 == pytest.approx(180) and log.busy_gpu_hours * 3600 == pytest.approx(60)


@pytest.mark.parametrize("text, interval, seconds", [
    ("# gpu   pwr  gtemp  mtemp     sm    mem\n# Idx     W      C      C      %      %\n"
     "    0    68     42     -     10      0\n    1    65     41     -      0      0\n"
     "    0    68     42     -     10      0\n    1    65     41     -      0      0\n", 2.0, 4.0),
    ("# gpu     sm    mem    enc    dec\n# Idx      %      %      %      %\n    0     5      0      0      0\n"
     "# gpu     sm    mem    enc    dec\n# Idx      %      %      %      %\n    0     5      0      0      0\n", 1.0, 2.0),
    ("#Time        gpu     sm\n#HH:MM:SS     Idx      %\n 23:59:59      0      5\n 00:00:00      0      5\n", 1.0, 2.0),
])
def test_dmon_without_dates_subsets_and_repeated_headers(text, interval, seconds):
    log = parse_usage_log(text, interval_s=interval)
    assert log.days * 86400 * log.gpus == pytest.approx(seconds * log.gpus)


def test_dmon_without_sm_column_is_refused():
    refused("# gpu   pwr  gtemp\n# Idx     W      C\n    0    68     42\n", "no 'sm' (utilization) column")


# ---- synthetic logs: hostile input, refused with the file, the line and what was expected ----

@pytest.mark.parametrize("text, expected", [
    ("", "is empty"),
    ("\n\n   \r\n", "is empty"),
    ("\x00\x01binary", "binary"),
    (HEADER + "2026/11/01 10:00:00, 1500, 5 %, 10 W\n", "GPU index '1500' is not a number from 0 to 1023"),
    (HEADER + "2026/11/01 10:00:00, 0, nan %, 10 W\n", "not a number"),
    (HEADER + "2026/11/01 10:00:00, 0, 5 %, inf W\n", "not a number"),
    (HEADER + "2026/11/01 10:00:00, 0, 1e308 %, 10 W\n", "outside 0-100"),
    (HEADER + "2026/11/01 10:00:00, 0, 5 %, 1e-300 W\n2026/11/01 10:00:01, 0, 5 %, 9e9 W\n", "line 3: power.draw"),
    (HEADER + "1626/11/01 10:00:00, 0, 5 %, 1 W\n2026/11/01 10:00:00, 0, 5 %, 1 W\n", "span 400 years"),
    (HEADER + "2026/11/01 10:00:00+25:00, 0, 5 %, 1 W\n", "time zone"),
    (HEADER + "2026/11/01 10:00:00, 0, 5 %, 1 W\n", "single sample time"),
    (HEADER + "2026/11/01 10:00:00, 0, [N/A], 1 W\n", "no samples with a utilization"),
    ("timestamp, index\n2026/11/01 10:00:00, 0\n", "no 'utilization.gpu' column"),
    ("hello world\n", "no 'timestamp' column"),
    ("2026/11/01 10:00:00, 0 %, 5 W\n", "no header line"),
    ("12 34\n# gpu sm\n", "or the '# gpu ...' header of nvidia-smi dmon"),
])
def test_hostile_logs_are_refused_with_a_reason(text, expected):
    refused(text, expected)


def test_interval_is_finite_and_sane(tmp_path):
    f = tmp_path / "dmon.txt"
    f.write_text("# gpu sm\n# Idx %\n 0 5\n 0 5\n")
    for bad in ("nan", "inf", "1e308", "1e-300", "0", "-1"):
        code, _, err = run_tco("--log", f, "--interval", bad)
        assert code == 2 and "--interval" in err, (bad, err)
    assert run_tco("--log", f, "--interval", "2")[0] in (0, 1)


def test_not_a_regular_file_empty_and_too_big(tmp_path, monkeypatch):
    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)
    code, _, err = run_tco("--log", fifo)
    assert code == 2 and "not a regular file" in err
    code, _, err = run_tco("--log", tmp_path)
    assert code == 2 and str(tmp_path) in err
    empty = tmp_path / "empty.csv"
    empty.write_bytes(b"")
    code, _, err = run_tco("--log", empty)
    assert code == 2 and "empty.csv: is empty" in err
    big = tmp_path / "big.csv"
    big.write_text(HEADER)
    monkeypatch.setattr("planner.tco.usage_log.MAX_LOG_BYTES", 10)
    code, _, err = run_tco("--log", big)
    assert code == 2 and "log is too large (54 bytes; at most 10)" in err
    assert MAX_LOG_BYTES == 200 * 1024 * 1024


def test_latin1_file_is_refused(tmp_path):
    f = tmp_path / "gpu.csv"
    f.write_bytes(HEADER.encode() + "2026/11/01 10:00:00, 0, 5 %, 1 W caf\xe9\n".encode("latin-1"))
    code, _, err = run_tco("--log", f)
    assert code == 2 and "not UTF-8" in err


def test_format_duration():
    assert format_duration(107.05) == "1 min 47 s"
    assert format_duration(3 * 3600) == "3 h"
    assert format_duration(2 * 86400 + 4 * 3600 + 59) == "2 d 4 h"
    assert format_duration(6) == "6 s"
