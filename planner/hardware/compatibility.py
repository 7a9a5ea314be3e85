"""Basic build checks: is each machine complete, do socket and memory match, is every slot real and free.

The deeper checks (power, PCIe link widths, physical fit, model fit, cost) live in their own modules.
"""

from __future__ import annotations

from collections import defaultdict

from planner.hardware.extenders import unit_ref
from planner.model.parts import Gpu, Storage
from planner.model.finding import Finding
from planner.catalog.resolve import ResolvedNode, ResolvedProject
from planner.memo import memoized
from planner.text import T


def _f(check: str, level: str, code: str, template: str, rnode: ResolvedNode, item_ids=(), **params) -> Finding:
    return Finding.make(check, level, code, template, node_id=rnode.node.id, item_ids=item_ids, **params)


def _completeness(rnode: ResolvedNode) -> list[Finding]:
    out = []
    name = rnode.node.name
    needed = {
        "motherboard": ("warn", T("{name}: without a motherboard the slot and lane checks are skipped.")),
        "cpu": ("warn", T("{name}: without a CPU the lane budget and CPU power are unknown.")),
        "psu": ("warn", T("{name}: without a power supply nothing checks whether the machine can be powered.")),
        "memory": ("info", T("{name}: no system memory is listed.")),
        "storage": ("info", T("{name}: no drive is listed.")),
        "gpu": ("info", T("{name}: no GPU is listed.")),
    }
    for kind, (level, template) in needed.items():
        if not rnode.of_kind(kind):
            out.append(_f("build", level, f"build.no_{kind}", template, rnode, kind=kind, name=name))
    out += _no_cpu_cooler(rnode)
    several = {
        "motherboard": T("{name}: {count} motherboards listed; a node is one machine with one motherboard "
                         "(put other machines in their own node)."),
        "cpu": T("{name}: {count} cpus listed; a node is one machine with one cpu "
                 "(put other machines in their own node)."),
    }
    for kind, template in several.items():
        units = rnode.units(kind)
        if units > 1:
            items = [r.item.id for r in rnode.of_kind(kind)]
            out.append(_f("build", "fail", f"build.several_{kind}s", template, rnode, items, count=units,
                          name=name))
    return out


def _no_cpu_cooler(rnode: ResolvedNode) -> list[Finding]:
    """A CPU with no cooler line: the catalog records no CPU's boxed cooler, and server and most desktop CPUs are
    sold without one, so the machine may be missing a part (and its price)."""
    cpus = rnode.of_kind("cpu")
    if not cpus or rnode.of_kind("cpu_cooler"):
        return []
    return [_f("build", "warn", "build.no_cpu_cooler",
               T("{name}: {cpu} has no CPU cooler in the parts list; add one, unless its retail box holds one (server "
                 "and most desktop CPUs come without)."), rnode, [r.item.id for r in cpus], name=rnode.node.name,
               cpu=cpus[0].part.name)]


def _socket_and_memory(rnode: ResolvedNode) -> list[Finding]:
    out = []
    board, cpu = rnode.board(), rnode.cpu()
    board_item = next((r.item.id for r in rnode.of_kind("motherboard")), None)
    if board and cpu:
        cpu_item = rnode.of_kind("cpu")[0].item.id
        if board.socket != cpu.socket:
            out.append(_f("compatibility", "fail", "compatibility.cpu_socket",
                          T("{cpu} is a {cpu_socket} CPU but {board} has a {board_socket} socket."),
                          rnode, [cpu_item, board_item], cpu_socket=cpu.socket, board_socket=board.socket,
                          cpu=cpu.name, board=board.name))
        else:
            out.append(_f("compatibility", "ok", "compatibility.cpu_socket",
                          T("{cpu} fits the {socket} socket of {board}."),
                          rnode, [cpu_item, board_item], socket=board.socket, cpu=cpu.name, board=board.name))
        common = set(board.memory_types) & set(cpu.memory_types)
        if not common:
            out.append(_f("compatibility", "fail", "compatibility.cpu_board_memory",
                          T("{cpu} supports {cpu_memory_types} but {board} takes {board_memory_types}."),
                          rnode, [cpu_item, board_item], cpu=cpu.name, board=board.name,
                          cpu_memory_types="/".join(cpu.memory_types),
                          board_memory_types="/".join(board.memory_types)))
    modules = 0
    for r, mem in rnode.memory():
        modules += mem.modules * r.item.quantity
        if board and mem.memory_type not in board.memory_types:
            out.append(_f("compatibility", "fail", "compatibility.memory_type",
                          T("{memory} is {memory_type}; {board} takes {board_memory_types}."),
                          rnode, [r.item.id, board_item], memory_type=mem.memory_type, memory=mem.name,
                          board=board.name, board_memory_types="/".join(board.memory_types)))
    if board and modules > board.memory_slots:
        out.append(_f("compatibility", "fail", "compatibility.memory_slots",
                      T("{modules} memory modules listed but {board} has {slots:# slot|# slots}."),
                      rnode, [r.item.id for r, _ in rnode.memory()], modules=modules, slots=board.memory_slots,
                      board=board.name))
    return out


def _gpu_mix(rnode: ResolvedNode) -> list[Finding]:
    out = []
    gpus = rnode.gpus()
    if not gpus:
        return out
    apis = sorted({g.compute_api for _, g in gpus})
    if len(apis) > 1:
        out.append(_f("compatibility", "warn", "compatibility.mixed_gpu_vendors",
                      T("{name} mixes GPU software stacks ({apis}): one model cannot be split across them in the "
                        "same engine; plan separate workloads per vendor."),
                      rnode, [r.item.id for r, _ in gpus], apis=", ".join(apis), name=rnode.node.name))
    units = [(g, r.item.quantity) for r, g in gpus]
    count = sum(q for _, q in units)
    if count > 1:
        sizes = [g.vram_gib for g, q in units for _ in range(q)]
        parts = _group_sizes(sizes)
        total = sum(sizes)
        bridgeable = sorted({g.name for g, q in units if g.gpu_link is not None
                             and sum(q2 for g2, q2 in units if g2.id == g.id) >= 2})
        if bridgeable:
            template = T("{gpu_count} GPUs hold {total_vram_gib:g} GiB in total as {gpu_count} separate memories "
                         "({per_card_gib} GiB), not one pool: a model is split layer by layer and every card must "
                         "hold its own share, KV cache and overhead. {bridgeable_models} can be "
                         "paired with a bridge (NVLink / Infinity Fabric Link, bought separately); traffic between "
                         "other cards crosses PCIe.")
        else:
            template = T("{gpu_count} GPUs hold {total_vram_gib:g} GiB in total as {gpu_count} separate memories "
                         "({per_card_gib} GiB), not one pool: a model is split layer by layer and every card must "
                         "hold its own share, KV cache and overhead. No two cards here can share "
                         "an NVLink bridge (it joins two identical cards that have the connector), so all traffic "
                         "between cards crosses PCIe.")
        out.append(_f("compatibility", "info", "compatibility.vram_not_pooled", template,
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


def _second_socket(rnode: ResolvedNode, item_id: str, slot: str, numa_node: int, board: str) -> Finding:
    """A slot wired to another CPU socket than the first: dead without a CPU there, which a node (one CPU) omits."""
    return _f("slots", "warn", "slots.needs_another_cpu",
              T("{slot} of {board} is wired to CPU socket {socket}: it works only with a CPU in that socket too. "
                "A machine here counts one CPU, so add the other CPU's power, PCIe lanes and price yourself."),
              rnode, [item_id], slot=slot, board=board, socket=numa_node + 1)


def _slots(rnode: ResolvedNode) -> list[Finding]:
    out = []
    board = rnode.board()
    name = rnode.node.name
    used: dict[str, list[str]] = defaultdict(list)
    unplaced: list[str] = []
    for r in rnode.items:
        part = r.part
        for a in r.item.slots:
            # cards on one extender share its slot; their ports are checked in planner/hardware/extenders.py
            if a.extender is None:
                used[a.slot].append(r.item.id)
            elif unit_ref(a.extender) not in used[a.slot]:
                used[a.slot].append(unit_ref(a.extender))
        if isinstance(part, Gpu) and len(r.item.slots) < r.item.quantity:
            unplaced.append((r.item.id, part.name, r.item.quantity - len(r.item.slots)))
        if board is None or part is None:
            continue
        for a in r.item.slots:
            slot, m2 = board.slot(a.slot), board.m2(a.slot)
            if slot is None and m2 is None and a.slot not in board.sata_ports:
                out.append(_f("slots", "fail", "slots.unknown",
                              T("'{item}' is assigned to {slot}, which {board} does not have (slots: {ports}). Choose "
                                "one of these slots for it, or clear its slot."),
                              rnode, [r.item.id], slot=a.slot, item=r.item.id, board=board.name,
                              ports=", ".join(board.port_names())))
                continue
            if slot is not None and slot.numa_node:
                out.append(_second_socket(rnode, r.item.id, slot.name, slot.numa_node, board.name))
            if isinstance(part, Gpu):
                if slot is None and not a.via_riser:
                    out.append(_f("slots", "fail", "slots.gpu_not_in_pcie_slot",
                                  T("{part} is assigned to {slot}, which is not a PCIe expansion slot; mark it as "
                                    "installed through a riser/adapter if that is the plan."),
                                  rnode, [r.item.id], slot=a.slot, part=part.name))
                elif slot is not None and slot.physical_lanes < part.pcie_lanes and not a.via_riser:
                    out.append(_f("slots", "warn", "slots.physically_short",
                                  T("{part} has an x{card_lanes} edge connector but {slot} is an x{slot_lanes} "
                                    "slot; it only fits open-ended or through a riser."),
                                  rnode, [r.item.id], slot=a.slot, part=part.name, card_lanes=part.pcie_lanes,
                                  slot_lanes=slot.physical_lanes))
            elif isinstance(part, Storage):
                if part.interface == "sata" and m2 is not None and not m2.supports_sata:
                    out.append(_f("slots", "fail", "slots.sata_drive_in_nvme_socket",
                                  T("{part} is a SATA drive but {slot} only takes NVMe drives."),
                                  rnode, [r.item.id], slot=a.slot, part=part.name))
                if part.interface == "nvme" and a.slot in board.sata_ports:
                    out.append(_f("slots", "fail", "slots.nvme_in_sata_port",
                                  T("{part} is an NVMe drive; it cannot go in SATA port {slot}."),
                                  rnode, [r.item.id], slot=a.slot, part=part.name))
    for slot_name, items in sorted(used.items()):
        if len(items) > 1:
            out.append(_f("slots", "fail", "slots.conflict",
                          T("{slot} is assigned {count} times ({items}); a slot holds one device."),
                          rnode, sorted(set(items)), slot=slot_name, count=len(items), items=", ".join(items)))
    if unplaced and board is not None:
        out.append(_unplaced_finding(rnode, board.name, unplaced))
    return out


def _unplaced_finding(rnode: ResolvedNode, board: str, unplaced: list[tuple[str, str, int]]) -> Finding:
    """GPUs on a machine with a board that have no slot: the lane and physical checks cannot see them."""
    cards = ", ".join(f"{count} x {part} ({item})" for item, part, count in unplaced)
    return _f("slots", "warn", "slots.unassigned_gpus",
              T("{name}: no slot of {board} is chosen for {cards}, so the lane and fit checks cannot see these "
                "cards. Choose a slot in the parts table or use Place cards."),
              rnode, [item for item, _, _ in unplaced], name=rnode.node.name, cards=cards, board=board,
              count=sum(count for _, _, count in unplaced))


def check_build(rp: ResolvedProject) -> list[Finding]:
    findings: list[Finding] = []
    for rnode in rp.nodes:
        findings += _node_build(rnode)
    return findings


@memoized(maxsize=64)  # by the machine's content (node, parts): all these checks read
def _node_build(rnode: ResolvedNode) -> list[Finding]:
    return _completeness(rnode) + _socket_and_memory(rnode) + _gpu_mix(rnode) + _slots(rnode)


def check_workload(rp: ResolvedProject) -> list[Finding]:
    w = rp.project.workload
    if w.model_id is not None and rp.catalog.model(w.model_id) is None:
        return [Finding.make("workload", "fail", "workload.unknown_model",
                             T("Workload model '{model_id}' is not in the catalog. Choose a model of the catalog "
                               "(main.py catalog models), or open the model's config.json."),
                             model_id=w.model_id)]
    return []
