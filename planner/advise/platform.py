"""The rest of a build around its cards: the cheapest board, CPU, memory, cooler, drive, case and PSU that fit,
chosen part by part with the catalog picker's own rules (planner/hardware/fits.py), the cards placed in the
slots the PCIe check proposes, and the whole build judged by `evaluate` (no `fail` finding, within the wall
power asked for). Owned parts are used as they are, at price 0."""

from __future__ import annotations

import datetime as _dt
import math
from dataclasses import dataclass

from planner import edit
from planner.catalog.resolve import resolve
from planner.catalog.store import Catalog
from planner.evaluate import evaluate
from planner.hardware.fits import reasons_not_fitting
from planner.hardware.power import BOARD_ESTIMATE_W, DEFAULT_CIRCUIT_NAME, PSU_RULE_FACTOR
from planner.hardware.pricing import catalog_point
from planner.model.money import convert_amount
from planner.model.parts import Case, Cpu, CpuCooler, Gpu, Memory, Motherboard, OtherPart, PartBase, Psu, Storage
from planner.model.project import Project
from planner.report import PlanReport
from planner.text import T, Text, text

from planner.advise.goal import Goal
from planner.advise.memory import RamNeed, memory_for, most_ram_gib, ram_price_floor

#: Kinds chosen after the board, in the order each narrows the next.
AFTER_BOARD = (Cpu, Memory, CpuCooler, Storage)
KIND_WORDS = {Cpu: T("CPU"), Memory: T("memory")}
#: Boards tried per card set before giving up on it (cheapest first).
BOARDS_TRIED = 4


@dataclass(frozen=True)
class Built:
    project: Project
    report: PlanReport


def unit_price(part: PartBase, currency: str, rates, condition: str = "new") -> float | None:
    """The catalog's newest price of the condition in the currency (as the BOM counts it), None without one."""
    point = catalog_point(part, condition, currency, rates)
    return convert_amount(point, currency, rates) if point is not None else None


def best_price(part: PartBase, currency: str, rates, allow_used: bool) -> tuple[float, str] | None:
    """The cheaper of the part's new and (when allowed) used price, with its condition."""
    found = [(p, c) for c in (("new", "used") if allow_used else ("new",))
             if (p := unit_price(part, currency, rates, c)) is not None]
    return min(found) if found else None


def priced(catalog: Catalog, kind, currency: str, rates, allow_used: bool = False,
           conditions: dict | None = None) -> list[tuple[float, PartBase]]:
    """The catalog's parts of a kind with a price, cheapest first (used ones at their used price when allowed;
    `conditions` collects which condition each part is bought in)."""
    out = []
    for part in catalog.parts.values():
        if isinstance(part, kind) and (found := best_price(part, currency, rates, allow_used)) is not None:
            out.append((found[0], part))
            if conditions is not None:
                conditions[part.id] = found[1]
    return sorted(out, key=lambda x: (x[0], x[1].id))


def _owned(catalog: Catalog, goal: Goal, kind) -> PartBase | None:
    return next((catalog.parts[i] for i in goal.own if isinstance(catalog.parts.get(i), kind)), None)


def _line(part: PartBase, goal: Goal, options=None) -> dict:
    condition = (options or {}).get("conditions", {}).get(part.id, "new")
    item = {"id": part.kind.replace("_", "-"), "part_id": part.id, "quantity": 1, "condition": condition}
    if part.id in goal.own:
        item["unit_price"] = {"amount": 0, "currency": goal.budget.currency}
        item["note"] = "owned"
    return item


def only(nodes):
    """The one machine of a build (the advisor proposes single machines)."""
    (node,) = nodes
    return node


def _with(project: Project, items: list[dict]) -> Project:
    return edit.add_items(project, only(project.nodes).id, items)[0]


def _node(project: Project, catalog: Catalog):
    return only(resolve(project, catalog).nodes)


def _first_fitting(project: Project, catalog: Catalog, goal: Goal, kind, options, psu_w: float | None = None):
    owned = _owned(catalog, goal, kind)
    if owned is not None:
        return owned
    node = _node(project, catalog)
    return next((part for _, part in options[kind] if not reasons_not_fitting(part, node, psu_w)), None)


def _of_form(case: Case, form_factor: str) -> bool:
    """Whether a case is of the goal's form factor: a tower case, a rack chassis (cards in the board's slots), or
    an open frame (cards on a rail, on risers; a rack-mounted one too)."""
    if form_factor == "open_frame":
        return case.open_frame
    return not case.open_frame and (case.rack_units is not None) == (form_factor == "rack")


def _case_for(project: Project, catalog: Catalog, goal: Goal, options) -> Case | None:
    """The owned case, else the cheapest priced one of the goal's form factor that holds the board and the cards
    (length, board size, an open frame's rail); None when there is none (an open-frame build then buys no frame)."""
    owned = _owned(catalog, goal, Case)
    if owned is not None:
        return owned
    node = _node(project, catalog)
    return next((case for _, case in options[Case] if _of_form(case, goal.form_factor)
                 and not reasons_not_fitting(case, node)), None)


def _place(project: Project, report: PlanReport, open_frame: bool) -> Project:
    node = only(report.pcie.nodes) if report.pcie is not None and report.pcie.nodes else None
    if node is None:
        return project
    assignment = node.placement.assignment if node.placement is not None else None
    if assignment is None and open_frame:
        assignment = _on_risers(project, node)
    if assignment is None:
        return project
    placed = edit.place_cards(project, only(project.nodes).id, assignment)
    if not open_frame:
        return placed
    data = placed.model_dump(mode="json")
    for item in only(data["nodes"])["items"]:
        for slot in item.get("slots", []):
            slot["via_riser"] = True
    return Project.model_validate(data)


def _on_risers(project: Project, node) -> dict[str, str] | None:
    """Cards on risers take any slot, however thick they are: one per PCIe slot, the widest enabled slots from the
    CPU first (the lane check then judges each link); None when there are more cards than slots."""
    ports = sorted((p for p in node.ports if p.kind == "slot" and not p.disabled),
                   key=lambda p: (p.source != "cpu", -(p.lanes or 0), p.position or 99))
    units = [f"{i.id}#{n}" for i in only(project.nodes).items if i.id.startswith("gpu-")
             for n in range(1, i.quantity + 1)]
    if len(units) > len(ports):
        return None
    return {unit: port.name for unit, port in zip(units, ports)}


def build_around(base: Project, gpu_lines: list[dict], board: Motherboard, catalog: Catalog, goal: Goal,
                 options, as_of: _dt.date, ram: RamNeed | None = None, one_of_several: bool = False,
                 fastest_ram: bool = False) -> Built | Text:
    """The cheapest build with these cards on this board, or why there is none that passes every check; `ram`:
    what MoE experts kept in system RAM need of it (planner/advise/memory.py: the cheapest RAM that meets the
    speed, or with `fastest_ram` the fastest). `one_of_several`: a machine of a
    cluster, judged on its hardware only (the model and its speed are the cluster's, judged whole)."""
    project = _with(base, gpu_lines + [_line(board, goal, options)])
    if goal.form_factor != "open_frame":
        reasons = reasons_not_fitting(board, _node(project, catalog))
        if reasons:
            return text(T("{board}: {reason}"), board=board.name, reason=reasons[0])
    for kind in AFTER_BOARD:
        if kind is Memory and ram is not None:
            chosen = memory_for(_node(project, catalog), board, options, ram, goal.min_tokens_per_s,
                                _owned(catalog, goal, Memory), fastest_ram)
            if isinstance(chosen, Text):
                return chosen
            project = _with(project, [{**_line(chosen.kit, goal, options), "quantity": chosen.kits}])
            continue
        part = _first_fitting(project, catalog, goal, kind, options)
        if part is None and kind in (Cpu, Memory):
            return text(T("{board}: no priced {kind} in the catalog fits it"), board=board.name,
                        kind=text(KIND_WORDS[kind]))
        if part is not None:
            project = _with(project, [_line(part, goal, options)])
    case = _case_for(project, catalog, goal, options)
    if case is not None:
        project = _with(project, [_line(case, goal, options)])
    elif goal.form_factor == "tower":
        return text(T("{board}: no priced case in the catalog holds the board and the cards"), board=board.name)
    elif goal.form_factor == "rack":
        return text(T("{board}: no priced rack chassis in the catalog holds the board and the cards"),
                    board=board.name)
    report = evaluate(project, catalog, with_monte_carlo=False, as_of=as_of)
    project = _place(project, report, goal.form_factor == "open_frame")
    report = evaluate(project, catalog, with_monte_carlo=False, as_of=as_of)
    need = only(report.power.nodes).recommended_psu_w if report.power is not None and report.power.nodes else None
    psu = _first_fitting(project, catalog, goal, Psu, options, need)
    if psu is not None:
        project = _with(project, [_line(psu, goal, options)])
        report = evaluate(project, catalog, with_monte_carlo=False, as_of=as_of)
    else:
        paired = _two_psus(project, catalog, goal, options, need, as_of)
        if paired is None:
            return text(T("{board}: no priced PSU in the catalog, alone or two of one model, gives the {watts:,.0f} W "
                          "and the plugs the cards need"), board=board.name, watts=need or 0)
        project, report = paired
    failed = next((f for f in report.findings if f.level == "fail" and not (one_of_several and f.check == "fit")),
                  None)
    tps = report.fit.tokens_per_s.decode_tokens_per_s if report.fit and report.fit.tokens_per_s else 0.0
    if failed is None and tps < goal.min_tokens_per_s and not one_of_several:
        return text(T("{board}: the whole build decodes {tps:.1f} tokens/s, under the {min_tps:g} asked for"),
                    board=board.name, tps=tps, min_tps=goal.min_tokens_per_s)
    if failed is not None:
        return text(T("{board}: {finding}"), board=board.name, finding=Text(template=failed.template or failed.message,
                                                                           params=failed.params, parts=failed.parts))
    if goal.max_wall_w is not None and report.power is not None and report.power.wall_w > goal.max_wall_w:
        return text(T("{board}: draws {wall_w:,.0f} W at the wall, over the {max_w:,.0f} W allowed"),
                    board=board.name, wall_w=report.power.wall_w, max_w=goal.max_wall_w)
    return Built(project, report)


#: The name of the second wall circuit a two-PSU build plugs into.
SECOND_CIRCUIT_NAME = "Wall socket 2"
#: PSU models tried two at a time when no single PSU is enough (cheapest first).
PAIRS_TRIED = 4


def _two_psus(project: Project, catalog: Catalog, goal: Goal, options, need: float | None,
              as_of: _dt.date) -> tuple[Project, PlanReport] | None:
    """Two PSUs of one model when no single one is enough: the main one feeds the board, the CPU and the first
    half of the cards, the second the rest (each card's `psu`), started together by the cheapest priced sync
    adapter (Add2PSU-style). The cheapest model whose pair leaves no power `fail` is taken; None when none does."""
    if need is None:
        return None
    syncs = options["psu_syncs"]
    tried = 0
    for _, psu in options[Psu]:
        if psu.is_server or psu.wattage_w * 2 < need:
            continue
        tried += 1
        if tried > PAIRS_TRIED:
            return None
        line = {**_line(psu, goal, options), "quantity": 2}
        candidate = _second_psu_feeds(_with(project, [line] + [_line(s, goal, options) for s in syncs[:1]]))
        report = evaluate(candidate, catalog, with_monte_carlo=False, as_of=as_of)
        if not any(f.level == "fail" and f.check == "power" for f in report.findings):
            return candidate, report
    return None


def _second_psu_feeds(project: Project) -> Project:
    """The second half of the machine's placed cards fed by the PSU line's second unit ("psu#2"), each PSU on a wall
    circuit of its own of the country's usual kind (the power check's default, told by the currency), as a rig
    that needs two PSUs is plugged in."""
    data = project.model_dump(mode="json")
    node = only(data["nodes"])
    psu_id = next(i["id"] for i in node["items"] if i.get("part_id") and i["id"].startswith("psu"))
    slots = [s for i in node["items"] if i["id"].startswith("gpu-") for s in i.get("slots", [])]
    half = math.ceil(len(slots) / 2)
    for n, slot in enumerate(slots):
        slot["psu"] = f"{psu_id}#{1 if n < half else 2}"
    if not node.get("circuits"):
        kind = "cn-10a" if data["costs"]["currency"] == "CNY" else "us-15a"
        node["circuits"] = [{"id": "main", "name": DEFAULT_CIRCUIT_NAME, "kind": kind},
                            {"id": "second", "name": SECOND_CIRCUIT_NAME, "kind": kind}]
        node["psu_circuits"] = [{"psu": f"{psu_id}#1", "circuit": "main"}, {"psu": f"{psu_id}#2", "circuit": "second"}]
    return Project.model_validate(data)


def platform_options(catalog: Catalog, currency: str, rates, allow_used: bool = False) -> dict:
    """Per kind, the priced parts cheapest first; "conditions": the condition each is bought in (a used board,
    CPU or PSU at its used price when used parts are allowed)."""
    conditions: dict[str, str] = {}
    options: dict = {kind: priced(catalog, kind, currency, rates, allow_used, conditions)
                     for kind in (Motherboard, Cpu, Memory, CpuCooler, Storage, Case, Psu)}
    options["psu_syncs"] = [part for _, part in priced(catalog, OtherPart, currency, rates, allow_used, conditions)
                            if part.psu_accessory == "psu_sync"]
    options["conditions"] = conditions
    return options


def platform_floor(options, catalog: Catalog, goal: Goal, cards: int, ram_gib: float = 0.0) -> float:
    """A floor on what the parts besides the cards and the PSU cost, for this many cards and at least `ram_gib` of
    system RAM: the cheapest priced board with their slots (and memory slots a priced kit fills with that RAM)
    together with the cheapest CPU of its socket, the least that RAM costs in kits of its types (at least one kit)
    and the cheapest cooler for the socket, then the cheapest drive and, for a tower or rack build, the cheapest
    case of its form (an owned kind at 0); the budget itself when no priced board qualifies."""
    owned = {kind: _owned(catalog, goal, kind) for kind in (Motherboard, Cpu, Memory, CpuCooler, Storage, Case)}
    if owned[Motherboard] is not None or goal.board_id:
        boards = [(0.0 if owned[Motherboard] is not None else p, b) for p, b in options[Motherboard]
                  if b.id == (owned[Motherboard] or catalog.parts[goal.board_id]).id] or [(0.0, None)]
    else:
        boards = [(p, b) for p, b in options[Motherboard] if len(b.pcie_slots) >= cards
                  and (not ram_gib or most_ram_gib(b, options) >= ram_gib)]
    if not boards:
        return goal.budget.amount

    def cheapest(kind, fits) -> float:
        if owned[kind] is not None:
            return 0.0
        return min((p for p, part in options[kind] if fits(part)), default=0.0)

    def around(board) -> float:
        socket = (lambda c: board is None or c.socket == board.socket)
        cpu = cheapest(Cpu, socket)
        mem = 0.0 if owned[Memory] is not None else ram_price_floor(
            [(p, m) for p, m in options[Memory] if board is None or m.memory_type in board.memory_types], ram_gib,
            board.memory_slots if board is not None else None)
        cooler = cheapest(CpuCooler, lambda c: board is None or not c.sockets or board.socket in c.sockets)
        return cpu + mem + cooler

    case = cheapest(Case, lambda c: _of_form(c, goal.form_factor)) if goal.form_factor != "open_frame" else 0.0
    return min(p + around(b) for p, b in boards) + cheapest(Storage, lambda _: True) + case


def psu_floor(options, catalog: Catalog, goal: Goal, gpu_w: float) -> float:
    """The least the PSU can cost for cards drawing `gpu_w`: the x1.3 rule needs at least 1.3 x their board power
    plus the least a priced CPU (its sustained limit) and a board draw, from one PSU or two of one model (an owned
    PSU: 0). A server PSU counts only with an owned breakout board (the search buys none)."""
    if _owned(catalog, goal, Psu) is not None:
        return 0.0
    breakout = any(getattr(catalog.parts.get(i), "psu_accessory", None) == "breakout_board" for i in goal.own)
    cpu = _owned(catalog, goal, Cpu)
    cpu_w = cpu.max_power_w if cpu is not None else min((c.max_power_w for _, c in options[Cpu]), default=0.0)
    need = PSU_RULE_FACTOR * (gpu_w + cpu_w + min(BOARD_ESTIMATE_W.values()))
    costs = [price * n for price, psu in options[Psu] if breakout or not psu.is_server
             for n in ((1,) if psu.is_server else (1, 2)) if psu.wattage_w * n >= need]
    return min(costs, default=0.0)


def fastest_ram_gbps(options, catalog: Catalog | None = None, goal: Goal | None = None) -> float:
    """The most RAM bandwidth a build of priced (or owned) parts reaches: a board, a CPU of its socket and a kit
    both take, as many channels filled as the CPU has and the board's slots allow."""
    def of(kind) -> list:
        owned = [catalog.parts[i] for i in goal.own if isinstance(catalog.parts.get(i), kind)] if goal else []
        return [part for _, part in options[kind]] + owned

    return max((min(cpu.memory_channels, board.memory_slots) * kit.speed_mts * 8 / 1000
                for board in of(Motherboard) for cpu in of(Cpu) if cpu.socket == board.socket
                for kit in of(Memory) if kit.memory_type in cpu.memory_types
                and kit.memory_type in board.memory_types), default=0.0)


def boards_for(options, catalog: Catalog, goal: Goal, cards: int, ram_gib: float = 0.0) -> list[Motherboard]:
    """Boards to try for this many cards, cheapest first: the owned or fixed one, else those with enough slots
    (and, for `ram_gib` of system RAM, memory slots that a priced kit can fill with that much)."""
    fixed = _owned(catalog, goal, Motherboard) or (catalog.parts.get(goal.board_id) if goal.board_id else None)
    if isinstance(fixed, Motherboard):
        return [fixed]
    return [b for _, b in options[Motherboard] if len(b.pcie_slots) >= cards
            and (not ram_gib or most_ram_gib(b, options) >= ram_gib)][:BOARDS_TRIED]


def gpu_lines(units: list[tuple[Gpu, str, bool]], goal: Goal) -> list[dict]:
    """One line per card type and condition: (gpu, condition, owned) units grouped."""
    counts: dict[tuple[str, str, bool], int] = {}
    for gpu, condition, owned in units:
        counts[(gpu.id, condition, owned)] = counts.get((gpu.id, condition, owned), 0) + 1
    lines = []
    for n, ((gid, condition, owned), qty) in enumerate(counts.items(), start=1):
        line = {"id": f"gpu-{n}", "part_id": gid, "quantity": qty, "condition": condition}
        if owned:
            line["unit_price"] = {"amount": 0, "currency": goal.budget.currency}
            line["note"] = "owned"
        lines.append(line)
    return lines
