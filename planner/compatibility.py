"""Basic build checks: is each machine complete, do socket and memory match, is every slot real and free.

The deeper checks (power, PCIe link widths, physical fit, model fit, cost) live in their own modules.
"""

from __future__ import annotations

from collections import defaultdict

from .model.parts import Gpu, Storage
from .finding import Finding
from .resolve import ResolvedNode, ResolvedProject


def _f(check: str, level: str, code: str, message: str, rnode: ResolvedNode, items=(), **params) -> Finding:
    return Finding(check=check, level=level, code=code, message=message, node_id=rnode.node.id,
                   item_ids=list(items), params=params)


def _completeness(rnode: ResolvedNode) -> list[Finding]:
    out = []
    name = rnode.node.name
    needed = {
        "motherboard": ("warn", "without a motherboard the slot and lane checks are skipped"),
        "cpu": ("warn", "without a CPU the lane budget and CPU power are unknown"),
        "psu": ("warn", "without a power supply nothing checks whether the machine can be powered"),
        "memory": ("info", "no system memory is listed"),
        "storage": ("info", "no drive is listed"),
        "gpu": ("info", "no GPU is listed"),
    }
    for kind, (level, why) in needed.items():
        if not rnode.of_kind(kind):
            out.append(_f("build", level, f"build.no_{kind}", f"{name}: {why}.", rnode, kind=kind))
    for kind in ("motherboard", "cpu"):
        units = rnode.units(kind)
        if units > 1:
            items = [r.item.id for r in rnode.of_kind(kind)]
            out.append(_f("build", "fail", f"build.several_{kind}s",
                          f"{name}: {units} {kind}s listed; a node is one machine with one {kind} "
                          "(put other machines in their own node).", rnode, items, count=units))
    return out


def _socket_and_memory(rnode: ResolvedNode) -> list[Finding]:
    out = []
    board, cpu = rnode.board(), rnode.cpu()
    board_item = next((r.item.id for r in rnode.of_kind("motherboard")), None)
    if board and cpu:
        cpu_item = rnode.of_kind("cpu")[0].item.id
        if board.socket != cpu.socket:
            out.append(_f("compatibility", "fail", "compatibility.cpu_socket",
                          f"{cpu.name} is a {cpu.socket} CPU but {board.name} has a {board.socket} socket.",
                          rnode, [cpu_item, board_item], cpu_socket=cpu.socket, board_socket=board.socket))
        else:
            out.append(_f("compatibility", "ok", "compatibility.cpu_socket",
                          f"{cpu.name} fits the {board.socket} socket of {board.name}.",
                          rnode, [cpu_item, board_item], socket=board.socket))
        common = set(board.memory_types) & set(cpu.memory_types)
        if not common:
            out.append(_f("compatibility", "fail", "compatibility.cpu_board_memory",
                          f"{cpu.name} supports {'/'.join(cpu.memory_types)} but {board.name} takes "
                          f"{'/'.join(board.memory_types)}.", rnode, [cpu_item, board_item]))
    modules = 0
    for r, mem in rnode.memory():
        modules += mem.modules * r.item.quantity
        if board and mem.memory_type not in board.memory_types:
            out.append(_f("compatibility", "fail", "compatibility.memory_type",
                          f"{mem.name} is {mem.memory_type}; {board.name} takes {'/'.join(board.memory_types)}.",
                          rnode, [r.item.id, board_item], memory_type=mem.memory_type))
    if board and modules > board.memory_slots:
        out.append(_f("compatibility", "fail", "compatibility.memory_slots",
                      f"{modules} memory modules listed but {board.name} has {board.memory_slots} slots.",
                      rnode, [r.item.id for r, _ in rnode.memory()], modules=modules, slots=board.memory_slots))
    return out


def _gpu_mix(rnode: ResolvedNode) -> list[Finding]:
    out = []
    gpus = rnode.gpus()
    if not gpus:
        return out
    apis = sorted({g.compute_api for _, g in gpus})
    if len(apis) > 1:
        out.append(_f("compatibility", "warn", "compatibility.mixed_gpu_vendors",
                      f"{rnode.node.name} mixes GPU software stacks ({', '.join(apis)}): one model cannot be split "
                      "across them in the same engine; plan separate workloads per vendor.",
                      rnode, [r.item.id for r, _ in gpus], apis=", ".join(apis)))
    units = [(g, r.item.quantity) for r, g in gpus]
    count = sum(q for _, q in units)
    if count > 1:
        sizes = [g.vram_gib for g, q in units for _ in range(q)]
        parts = _group_sizes(sizes)
        total = sum(sizes)
        bridgeable = sorted({g.name for g, q in units if g.gpu_link is not None
                             and sum(q2 for g2, q2 in units if g2.id == g.id) >= 2})
        if bridgeable:
            link_text = (f" {', '.join(bridgeable)} can be paired with a bridge (NVLink / Infinity Fabric "
                         "Link, bought separately); traffic between other cards crosses PCIe.")
        else:
            link_text = (" No two cards here can share an NVLink bridge (it joins two identical cards that "
                         "have the connector), so all traffic between cards crosses PCIe.")
        out.append(_f("compatibility", "info", "compatibility.vram_not_pooled",
                      f"{count} GPUs hold {total:g} GiB in total as {count} separate memories ({parts} GiB), not one "
                      "pool: a model is split layer by layer and every card must hold its own share, KV cache and "
                      "overhead (seed 000, 2.2)." + link_text,
                      rnode, [r.item.id for r, _ in gpus], gpu_count=count, total_vram_gib=total,
                      per_card_gib=parts, bridgeable_models=", ".join(bridgeable)))
    return out


def _group_sizes(sizes: list[float]) -> str:
    """[24, 10] -> '24 + 10'; [48]*6 -> '6 x 48'; [24, 24, 10] -> '2 x 24 + 10'."""
    groups: list[list[float]] = []
    for size in sizes:
        if groups and groups[-1][0] == size:
            groups[-1][1] += 1
        else:
            groups.append([size, 1])
    return " + ".join(f"{n} x {s:g}" if n > 1 else f"{s:g}" for s, n in groups)


def _slots(rnode: ResolvedNode) -> list[Finding]:
    out = []
    board = rnode.board()
    name = rnode.node.name
    used: dict[str, list[str]] = defaultdict(list)
    unplaced: list[str] = []
    for r in rnode.items:
        part = r.part
        for a in r.item.slots:
            used[a.slot].append(r.item.id)
        if isinstance(part, Gpu) and len(r.item.slots) < r.item.quantity:
            unplaced.append(r.item.id)
        if board is None or part is None:
            continue
        for a in r.item.slots:
            slot, m2 = board.slot(a.slot), board.m2(a.slot)
            if slot is None and m2 is None and a.slot not in board.sata_ports:
                out.append(_f("slots", "fail", "slots.unknown",
                              f"'{r.item.id}' is assigned to {a.slot}, which {board.name} does not have "
                              f"(slots: {', '.join(board.port_names())}).", rnode, [r.item.id], slot=a.slot))
                continue
            if isinstance(part, Gpu):
                if slot is None and not a.via_riser:
                    out.append(_f("slots", "fail", "slots.gpu_not_in_pcie_slot",
                                  f"{part.name} is assigned to {a.slot}, which is not a PCIe expansion slot; "
                                  "mark it as installed through a riser/adapter if that is the plan.",
                                  rnode, [r.item.id], slot=a.slot))
                elif slot is not None and slot.physical_lanes < part.pcie_lanes and not a.via_riser:
                    out.append(_f("slots", "warn", "slots.physically_short",
                                  f"{part.name} has an x{part.pcie_lanes} edge connector but {a.slot} is an "
                                  f"x{slot.physical_lanes} slot; it only fits open-ended or through a riser.",
                                  rnode, [r.item.id], slot=a.slot))
            elif isinstance(part, Storage):
                if part.interface == "sata" and m2 is not None and not m2.supports_sata:
                    out.append(_f("slots", "fail", "slots.sata_drive_in_nvme_socket",
                                  f"{part.name} is a SATA drive but {a.slot} only takes NVMe drives.",
                                  rnode, [r.item.id], slot=a.slot))
                if part.interface == "nvme" and a.slot in board.sata_ports:
                    out.append(_f("slots", "fail", "slots.nvme_in_sata_port",
                                  f"{part.name} is an NVMe drive; it cannot go in SATA port {a.slot}.",
                                  rnode, [r.item.id], slot=a.slot))
    for slot_name, items in sorted(used.items()):
        if len(items) > 1:
            out.append(_f("slots", "fail", "slots.conflict",
                          f"{slot_name} is assigned {len(items)} times ({', '.join(items)}); a slot holds one device.",
                          rnode, sorted(set(items)), slot=slot_name, count=len(items)))
    if unplaced and board is not None:
        out.append(_f("slots", "info", "slots.unassigned_gpus",
                      f"{name}: some GPUs have no slot assigned ({', '.join(unplaced)}); lane and fit checks need "
                      "a slot for every card.", rnode, unplaced))
    return out


def check_build(rp: ResolvedProject) -> list[Finding]:
    findings: list[Finding] = []
    for rnode in rp.nodes:
        findings += _completeness(rnode)
        findings += _socket_and_memory(rnode)
        findings += _gpu_mix(rnode)
        findings += _slots(rnode)
    return findings


def check_workload(rp: ResolvedProject) -> list[Finding]:
    w = rp.project.workload
    if w.model_id is not None and rp.catalog.model(w.model_id) is None:
        return [Finding(check="workload", level="fail", code="workload.unknown_model",
                        message=f"Workload model '{w.model_id}' is not in the catalog.",
                        params={"model_id": w.model_id})]
    return []
