"""`detect`: real captures of nvidia-smi, lspci, /proc/cpuinfo, DMI and dmidecode (tests/data/detect/SOURCES.md)
read and matched to catalog parts; the command writes a project that `check` reads (exit 0/1, never 2)."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

from planner.cli import run
from planner.detect import run as runner
from planner.detect.machine import Captured, detect
from planner.detect.match import board_name, by_vram, exact, key, memory_kits
from planner.detect.read import (parse_cpuinfo, parse_dmi, parse_dmidecode_memory, parse_lspci, parse_meminfo,
                                 parse_nvidia_smi)
from planner.detect.run import SourceProblem

DATA = Path(__file__).parent / "data" / "detect"
VERIFY = Path(__file__).parent / "data" / "verify"


def read(name: str) -> str:
    return (DATA / name).read_text(encoding="utf-8")


# ------------------------------------------------------------------------------------------- readers
def test_nvidia_smi_csv_one_card_per_index_with_its_memory():
    gpus = parse_nvidia_smi((VERIFY / "smi_rtx2070_usage_log_head.csv").read_text())
    assert [(g.name, g.vram_mib, g.bus_id) for g in gpus] == [("NVIDIA GeForce RTX 2070", 8192, "00000000:01:00.0")]
    v100 = parse_nvidia_smi((VERIFY / "smi_v100s_usage_log_head.csv").read_text())
    assert [(g.name, g.vram_mib) for g in v100] == [("Tesla V100S-PCIE-32GB", 32768)]


def test_lspci_gpus_without_their_audio_functions():
    gpus = parse_lspci(read("lspci_nn_gtx750ti_rtx3070ti_astrid.txt"))
    assert [(g.name, g.bus_id) for g in gpus] == [("NVIDIA GeForce GTX 750 Ti", "04:00.0"),
                                                  ("NVIDIA GeForce RTX 3070 Ti", "07:00.0")]
    two = parse_lspci(read("lspci_nnk_2x3090_club3090_594.txt"))
    assert [g.name for g in two] == ["NVIDIA GeForce RTX 3090"] * 2


def test_lspci_name_of_two_products_gives_both():
    (gpu,) = parse_lspci(read("lspci_nn_navi31_radeontop_159.txt"))
    assert gpu.vendor == "AMD"
    assert gpu.alternatives == ["AMD Radeon RX 7900 XT", "AMD Radeon RX 7900 XTX"]


def test_cpuinfo_model_name():
    assert parse_cpuinfo(read("cpuinfo_ryzen5_5500_fastfetch_1529.txt")).name == "AMD Ryzen 5 5500"
    assert parse_cpuinfo("processor : 0\nBogoMIPS : 50.00\n") is None  # an ARM board names no model


def test_meminfo_total():
    assert parse_meminfo("MemTotal:       65536000 kB\nMemFree: 1 kB\n") == pytest.approx(62.5)


def test_dmi_board_and_firmware_placeholders_are_unknown():
    board = parse_dmi(read("dmi_gigabyte_c1037un_lmsensors_88.txt"))
    assert (board.vendor, board.name, board.bios_version, board.bios_date) == \
        ("Gigabyte Technology Co., Ltd.", "C1037UN-EU", "FA", "02/25/2014")
    unnamed = parse_dmi(read("dmi_grep_milkv_mars_fastfetch_1391.txt"))
    assert (unnamed.vendor, unnamed.name, unnamed.bios_version) == (None, None, "2024.01+dfsg-1ubuntu5")


def test_dmidecode_modules_without_empty_slots():
    (dimm,) = parse_dmidecode_memory(read("dmidecode_ddr4_3200_memtest86plus_123.txt"))
    assert (dimm.size_gib, dimm.memory_type, dimm.speed_mts, dimm.ecc, dimm.registered) == (16, "DDR4", 3200, False,
                                                                                            False)
    (ecc,) = parse_dmidecode_memory(read("dmidecode_ddr4_2667_ecc_netbox_agent_173.txt"))
    assert (ecc.size_gib, ecc.speed_mts, ecc.ecc, ecc.maker) == (32, 2667, True, "Micron")


# ------------------------------------------------------------------------------------------- matching
@pytest.mark.parametrize("name,mib,part", [
    ("NVIDIA GeForce RTX 3090", 24576, "rtx-3090"),         # club-3090 #445
    ("NVIDIA GeForce RTX 3090 Ti", 24564, "rtx-3090-ti"),   # club-3090 #353
    ("NVIDIA GeForce RTX 5090", 32607, "rtx-5090"),         # club-3090 #612
])
def test_gpu_names_read_from_machines(catalog, name, mib, part):
    assert [p.id for p in by_vram(exact(name, "gpu", catalog), mib / 1024)] == [part]


def test_a_card_the_catalog_lacks_is_not_taken_for_its_neighbour(catalog):
    assert by_vram(exact("Tesla V100S-PCIE-32GB", "gpu", catalog), 32) == []  # V100S is no V100
    assert exact("NVIDIA GeForce RTX 2070", "gpu", catalog) == []


@pytest.mark.parametrize("name,part", [
    ("AMD Ryzen 7 5800X3D 8-Core Processor", "ryzen-7-5800x3d"),              # club-3090 #552
    ("11th Gen Intel(R) Core(TM) i9-11900K @ 3.50GHz", None),                  # club-3090 #445: not in the catalog
    ("AMD Ryzen 9 7900X 12-Core Processor", None),                             # core-to-core-latency #83
    ("AMD Ryzen 5 5500", None),
])
def test_cpu_model_names(catalog, name, part):
    assert [p.id for p in exact(name, "cpu", catalog)] == ([part] if part else [])


def test_board_names_from_dmi(catalog):
    assert [p.id for p in exact(board_name("ASRockRack", "ROMED8-2T"), "motherboard", catalog)] == \
        ["asrock-rack-romed8-2t"]
    assert exact(board_name("ASUSTeK COMPUTER INC.", "Pro WS X570-ACE"), "motherboard", catalog) == []


def test_dmi_maker_names_become_the_catalogs():
    # "ASUSTeK COMPUTER INC." is what DMI says of ASUS boards (club-3090 #745); MSI adds its "(MS-xxxx)" model code
    assert key(board_name("ASUSTeK COMPUTER INC.", "PRIME X670E-PRO WIFI")) == key("ASUS PRIME X670E-PRO WIFI")
    assert key(board_name("Micro-Star International Co., Ltd.", "MAG B850 TOMAHAWK MAX WIFI (MS-7E62)")) == \
        key("MSI MAG B850 TOMAHAWK MAX WIFI")


def test_memory_by_its_facts(catalog):
    # four 32 GB DDR5-6000 modules: two of the catalog's 2x32 GB DDR5-6000 kit (KF560C30BBEK2-64)
    (kit,) = memory_kits(catalog, "DDR5", 32, 6000, 4)
    assert kit.id == "kingston-fury-beast-ddr5-6000-2x32gb"
    assert memory_kits(catalog, "DDR5", 32, 6000, 3) == []  # three modules are no number of 2-module kits
    assert memory_kits(catalog, "DDR4", 16, 3200, 2, maker="Corsair")[0].id == "corsair-vengeance-lpx-ddr4-3200-2x16gb"


# ------------------------------------------------------------------------------------------- a whole machine
def captured_rig() -> Captured:
    return Captured(texts={"lspci": read("lspci_nnk_2x3090_club3090_594.txt"),
                           "cpuinfo": read("cpuinfo_ryzen5_5500_fastfetch_1529.txt"),
                           "dmi": read("dmi_gigabyte_c1037un_lmsensors_88.txt"),
                           "dmidecode": read("dmidecode_ddr4_3200_memtest86plus_123.txt")},
                    problems={"nvidia-smi": runner.text(runner.NOT_INSTALLED, command="nvidia-smi")})


def test_machine_parts_owned_at_price_zero_unknown_ones_custom(catalog):
    found = detect(captured_rig(), catalog, "USD")
    gpu = next(i for i in found.items if i.get("part_id") == "rtx-3090")
    assert gpu["quantity"] == 2 and gpu["unit_price"] == {"amount": 0, "currency": "USD"} and gpu["note"] == "owned"
    board = next(i for i in found.items if i.get("custom_part", {}).get("category") == "motherboard")
    assert board["note"] == "owned; BIOS FA (02/25/2014)"
    customs = [i["custom_part"]["name"] for i in found.items if "custom_part" in i]
    assert "AMD Ryzen 5 5500" in customs and "Gigabyte Technology Co., Ltd. C1037UN-EU" in customs
    memory = next(i["custom_part"] for i in found.items if i.get("custom_part", {}).get("kind") == "memory")
    assert (memory["memory_type"], memory["module_gib"], memory["speed_mts"]) == ("DDR4", 16, 3200)
    lines = [t.render("en") for t in found.lines]
    assert "nvidia-smi not read: nvidia-smi is not installed (or not on the PATH)" in lines
    assert found.unmatched == 3


def test_a_name_of_two_catalog_cards_is_not_guessed(catalog):
    found = detect(Captured(texts={"lspci": read("lspci_nn_navi31_radeontop_159.txt")}), catalog, "USD")
    assert "custom_part" in found.items[0]
    assert "could be AMD Radeon RX 7900 XT, AMD Radeon RX 7900 XTX" in found.lines[0].render("en")


def test_without_any_gpu_or_root_it_says_what_it_could_not_read(catalog):
    found = detect(Captured(texts={"meminfo": "MemTotal:       65536000 kB\n"},
                            problems={"dmidecode": runner.text(runner.DENIED)}), catalog, "EUR")
    lines = [t.render("en") for t in found.lines]
    assert lines[0] == "no GPU found: add the cards from the catalog"
    assert lines[-1] == "dmidecode -t memory not read: permission denied (run as root to read it)"
    assert found.items[0]["custom_part"]["name"] == "System memory, 62.5 GiB"


# ------------------------------------------------------------------------------------------- the runner
def test_a_missing_command_is_a_sentence_not_an_error():
    with pytest.raises(SourceProblem) as problem:
        runner.run_command(["no-such-command-for-detect-tests"])
    assert problem.value.reason.render("en") == "no-such-command-for-detect-tests is not installed (or not on the PATH)"


def test_a_missing_file_is_a_sentence():
    with pytest.raises(SourceProblem) as problem:
        runner.read_text("/no/such/proc/file")
    assert "does not exist" in problem.value.reason.render("en")


def stub_machine(monkeypatch, outputs: dict[str, str]) -> None:
    """run_command and read_text answer with captured text; anything else is 'not installed'/'missing'."""
    def fake_run(argv, timeout_s=10):
        if argv[0] in outputs:
            return outputs[argv[0]]
        raise SourceProblem(runner.text(runner.NOT_INSTALLED, command=argv[0]))

    def fake_read(path):
        if path in outputs:
            return outputs[path]
        raise SourceProblem(runner.text(runner.NO_FILE, path=path))

    monkeypatch.setattr(runner, "run_command", fake_run)
    monkeypatch.setattr(runner, "read_text", fake_read)


def test_cli_detect_writes_a_project_check_reads(tmp_path, monkeypatch):
    stub_machine(monkeypatch, {"lspci": read("lspci_nnk_2x3090_club3090_594.txt"),
                               "/proc/cpuinfo": read("cpuinfo_ryzen5_5500_fastfetch_1529.txt"),
                               f"{runner.DMI_DIR}/board_vendor": "ASRockRack\n",
                               f"{runner.DMI_DIR}/board_name": "ROMED8-2T\n"})
    target = tmp_path / "rig.json"
    out, err = io.StringIO(), io.StringIO()
    assert run(["detect", "-o", str(target)], out, err) == 1  # the Ryzen 5 5500 is not in the catalog
    project = json.loads(target.read_text())
    ids = [i.get("part_id") for i in project["nodes"][0]["items"]]
    assert "rtx-3090" in ids and "asrock-rack-romed8-2t" in ids
    assert "dmidecode -t memory not read: dmidecode is not installed (or not on the PATH)" in out.getvalue()
    assert run(["check", str(target)], io.StringIO(), io.StringIO()) in (0, 1)
    assert run(["detect", "-o", str(target)], io.StringIO(), err) == 2  # exists, no --force
    assert "give --force" in err.getvalue()
