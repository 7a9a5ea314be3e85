"""The Bring-up sheet filled from the built rig's outputs: `export --topo/--smi/--bench/--p2p/--power` writes verify's
measurements beside the expected values, and after a real recalculation in LibreOffice each OK/CHECK formula says
what verify says (ok -> OK, differs -> CHECK) on the same real published outputs."""

import io
import os

import pytest
from openpyxl import Workbook, load_workbook

from planner import cli
from planner.evaluate import evaluate
from planner.io import save_project
from planner.quote.cells import add_styles
from planner.quote.bringup_sheet import write_bringup
from planner.verify.check import verify
from planner.verify.inputs import read_inputs

from .lo_recalc import error_cells, recalculate, soffice
from .test_verify import DATA

USAGE = DATA.parent / "usage_logs"
needs_lo = pytest.mark.skipif(soffice() is None and os.environ.get("REQUIRE_LIBREOFFICE") != "1",
                              reason="LibreOffice (soffice) is not installed")
# real outputs of other rigs than seed 000's: some agree with its plan, some do not
FILES = {"topo": DATA / "topo_3090_1080_spaces_club3090_222.txt", "smi": DATA / "smi_rtx2070_usage_log_head.csv",
         "bench": DATA / "bench_md_depth_llamacpp_08d0baac.md", "p2p": DATA / "p2p_2x4090_tinygrad_44.txt",
         "power": USAGE / "vlm_optimization_rtx4090_1s.csv"}


@pytest.fixture
def qwen7b_rig(seed000, tmp_path):
    """Seed 000's two cards planned for Qwen2.5 7B Q4_K_M: the model llama-bench's README ran (qwen2 7B Q4_K - M)."""
    project = seed000.model_copy(deep=True)
    project.workload.model_id = "qwen2.5-7b-instruct"
    path = tmp_path / "rig.json"
    save_project(project, path)
    return project, path


def bringup_cells(project, catalog, result=None) -> dict[str, str]:
    """{check: cell of its OK/CHECK} as the export lays the sheet out for this project and these measurements."""
    wb = Workbook()
    add_styles(wb)
    return write_bringup(wb.active, evaluate(project, catalog, with_monte_carlo=False), "en", result)


def run(*argv):
    out, err = io.StringIO(), io.StringIO()
    return cli.run([str(a) for a in argv], out, err), out.getvalue(), err.getvalue()


def flags(files):
    return [x for k, v in files.items() for x in (f"--{k}", v)]


def test_every_comparable_check_gets_a_measured_cell(qwen7b_rig, catalog):
    project, _ = qwen7b_rig
    result = verify(project, catalog, read_inputs(**FILES))
    statuses = {c.what: c.status for c in result.checks}
    cells = bringup_cells(project, catalog, result)
    assert set(cells) == {c.what for c in result.checks if c.status != "missing" and c.measured is not None}
    assert statuses["GPU1"] == "differs"  # the planned second card is not in the one-card query: nothing to fill
    # the published outputs hold both verdicts: PHB as planned, an 8 GiB card where a 24 GiB 3090 is planned
    assert statuses["topo GPU0-GPU1"] == "ok" and statuses["GPU0 memory.total (MiB)"] == "differs"
    assert {"llama-bench pp512", "llama-bench tg128", "GPU sustained draw (W)", "p2p GPU0-GPU1 (GB/s)"} <= set(cells)


@needs_lo
def test_recalculated_ok_and_check_agree_with_verify(qwen7b_rig, catalog, tmp_path):
    project, path = qwen7b_rig
    out = tmp_path / "quote.xlsx"
    code, text, err = run("export", path, "-o", out, *flags(FILES))
    assert code == 0, err
    result = verify(project, catalog, read_inputs(**FILES))
    assert "Bring-up sheet filled" in text and f"{result.summary['ok']} ok" in text
    cells = bringup_cells(project, catalog, result)
    written = load_workbook(out)["Bring-up"]
    for what, coord in cells.items():  # the measured value sits left of its check, as verify read it
        assert written[coord].data_type == "f", what
    recalculated, sheets = recalculate(out, tmp_path / "lo")
    assert error_cells(out, sheets) == []
    sheet = load_workbook(recalculated, data_only=True)["Bring-up"]
    verdicts = {what: sheet[coord].value for what, coord in cells.items()}
    expected = {c.what: {"ok": "OK", "differs": "CHECK"}[c.status] for c in result.checks if c.what in cells}
    assert verdicts == expected
    assert set(verdicts.values()) == {"OK", "CHECK"}


def test_export_refuses_an_unusable_measurement_and_writes_nothing(qwen7b_rig, tmp_path):
    _, path = qwen7b_rig
    out = tmp_path / "quote.xlsx"
    bad = DATA / "SOURCES.md"
    code, _, err = run("export", path, "-o", out, "--topo", bad)
    assert code == 2 and str(bad) in err and "GPU0 GPU1" in err and "Traceback" not in err
    assert not out.exists()


def test_without_measurements_the_measured_cells_stay_empty(seed000, catalog):
    assert bringup_cells(seed000, catalog) == {}
