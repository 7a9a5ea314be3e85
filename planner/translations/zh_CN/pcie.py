"""planner/hardware/pcie.py"""

MESSAGES = {
    # GPU bridges (NVLink / Infinity Fabric Link)
    "A GPU bridge names {gpus}{twice}, which is not a pair of GPU units of {node} (units: {unit_list}). Choose two "
    "of these units for the bridge, or remove it.":
        "GPU 桥接指定了 {gpus}{twice}，这不是 {node} 中的一对 GPU（现有 GPU：{unit_list}）。请为桥接选择上述 "
        "GPU 中的两张，或删除该桥接。",
    " twice":
        " 两次",
    "none":
        "无",
    "{gpu_a} and {gpu_b} cannot be bridged: different card models.":
        "{gpu_a} 和 {gpu_b} 无法桥接：两张卡型号不同。",
    "{gpu_a} and {gpu_b} cannot be bridged: {model} has no bridge connector.":
        "{gpu_a} 和 {gpu_b} 无法桥接：{model} 没有桥接接口。",
    "{model} bridges are 2-way: a card cannot join two bridges ({gpus}).":
        "{model} 的桥接器只能连接两张卡：一张卡不能同时接两个桥接器（{gpus}）。",
    "{gpu_a} and {gpu_b} ({model}) are bridged: {bandwidth_gbps:g} GB/s in total "
    "({per_direction_gbps:g} GB/s each way){smi}.":
        "{gpu_a} 和 {gpu_b}（{model}）已桥接：总带宽 {bandwidth_gbps:g} GB/s（单向 {per_direction_gbps:g} GB/s）"
        "{smi}。",
    ", nvidia-smi shows NV{links}":
        "，nvidia-smi 中显示为 NV{links}",

    # slot assignment proposal
    "The current placement is already the best this board allows: the weakest GPU gets "
    "{current_weakest_gbps:g} GB/s.{searched}":
        "当前的插槽分配已经是这块主板所能做到的最佳方案：带宽最低的 GPU 为 {current_weakest_gbps:g} GB/s。{searched}",
    "Put {moves}: the weakest GPU gets {weakest_gbps:g} GB/s per direction instead of "
    "{current_weakest_gbps:g} GB/s.{searched}":
        "建议这样分配插槽：{moves}；带宽最低的 GPU 单向带宽可达 {weakest_gbps:g} GB/s，"
        "而目前只有 {current_weakest_gbps:g} GB/s。{searched}",
    "Put {moves}: the weakest GPU gets {weakest_gbps:g} GB/s per direction.{searched}":
        "建议这样分配插槽：{moves}；带宽最低的 GPU 单向带宽可达 {weakest_gbps:g} GB/s。{searched}",
    " (searched the first {max_evaluations:,} placements only)":
        "（仅搜索了前 {max_evaluations:,} 种分配方案）",
    "{device} #{number} -> {slot}":
        "{device} #{number} → {slot}",

    # firmware (BIOS) settings
    "Firmware setting '{setting}' is not in the profile of {board} (known: {known_list}). Remove it from the "
    "machine's firmware settings, or use one of the known names.":
        "BIOS 设置“{setting}”不在 {board} 的主板配置档中（已收录的设置：{known_list}）。请从这台机器的固件设"
        "置中删除它，或改用已知的设置名。",
    "'{choice}' is not a choice of firmware setting '{setting}' on {board} (choices: {choices}). Choose one of "
    "these choices.":
        "“{choice}”不是 {board} 上 BIOS 设置“{setting}”的可选项（可选项：{choices}）。请改选上述选项之一。",

    # each GPU's link
    "GPU {gpu_index} ({device}) is in {slot}, which is switched off in this "
    "configuration ({reasons}). Move it.":
        "GPU {gpu_index}（{device}）插在 {slot}，但该插槽在当前配置下被禁用（{reasons}）。请换一个插槽。",

    # a GPU behind the chipset: one sentence with optional clauses
    "GPU {gpu_index} ({device}) in {slot} runs PCIe {link_gen}.0 x{link_width} through the chipset: "
    "{bandwidth_gbps:g} GB/s per direction, sharing the chipset uplink (PCIe {uplink_gen}.0 x{uplink_lanes}, "
    "{uplink_gbps:g} GB/s) {sharing}{why}. {fix}{alternative}.":
        "GPU {gpu_index}（{device}）插在 {slot}，经芯片组以 PCIe {link_gen}.0 x{link_width} 运行{why}："
        "单向带宽 {bandwidth_gbps:g} GB/s，"
        "芯片组上行链路（PCIe {uplink_gen}.0 x{uplink_lanes}，{uplink_gbps:g} GB/s）{sharing}。"
        "{fix}{alternative}。",
    "with {shares}":
        "与以下设备共享：{shares}",
    "with the rest of the chipset's devices":
        "与芯片组上的其他设备共享",
    "Move it to {move_to} (see the proposed placement)":
        "请按建议的插槽分配把它移到 {move_to}",
    "This board has no better slot for it":
        "这块主板上没有更好的插槽可用",
    ", or choose a board with {cpu_slots} CPU-attached x16-long slots (x8/x8), e.g. {boards}":
        "；如果换主板，可选有 {cpu_slots} 条 CPU 直连 x16 长度插槽（可拆分 x8/x8）的型号，例如 {boards}",

    # why a link is narrower, after the link
    " ({reasons})":
        "（原因：{reasons}）",

    "GPU {gpu_index} in {slot}":
        "{slot} 上的 GPU {gpu_index}",
    "{subject} ({device}): only PCIe {link_gen}.0 x{link_width} "
    "({bandwidth_gbps:g} GB/s per direction){why}.":
        "{subject}（{device}）只能以 PCIe {link_gen}.0 x{link_width} 运行{why}，"
        "单向带宽 {bandwidth_gbps:g} GB/s。",
    "{subject} ({device}): PCIe {link_gen}.0 x{link_width} {route}, "
    "{bandwidth_gbps:g} GB/s per direction{why}.":
        "{subject}（{device}）：{route}，PCIe {link_gen}.0 x{link_width}{why}，"
        "单向带宽 {bandwidth_gbps:g} GB/s。",
    "from the CPU":
        "由 CPU 直连",
    "from the switch":
        "经 PCIe 交换芯片",
    "{subject} ({device}): connected through a riser at PCIe {link_gen}.0. Risers are "
    "a common failure point at Gen4 and above (a 6x RTX 3090 rig on Gen4 risers only "
    "ran reliably at Gen3; its outages were riser faults). Use risers rated for "
    "the generation, or set the slot speed to Gen3 in the firmware.":
        "{subject}（{device}）：通过延长线以 PCIe {link_gen}.0 连接。在 Gen4 及以上速率下，"
        "延长线是常见的故障点（一台用 Gen4 延长线的 6 卡 RTX 3090 机器只有降到 Gen3 才能稳定运行；"
        "其宕机都是延长线故障）。请使用标称支持该代 PCIe 速率的延长线，或在 BIOS 中把插槽速率设为 Gen3。",
    "{device} is in {slot}, which is switched off in this configuration ({reasons}).":
        "{device} 插在 {slot}，但该插槽在当前配置下被禁用（{reasons}）。",
    "{slot} is off in this configuration ({reasons}).":
        "{slot} 在当前配置下被禁用（{reasons}）。",

    # predicted nvidia-smi topo -m
    "Predicted nvidia-smi topo -m between GPUs: {relations} ({legend}). Check it after "
    "assembly with 'nvidia-smi topo -m'.":
        "预测的 GPU 之间 nvidia-smi topo -m 连接关系：{relations}（{legend}）。"
        "装机后请用 'nvidia-smi topo -m' 核实。",
    "{relation}: {meaning}":
        "{relation}：{meaning}",
    # nvidia-smi's legend (TOPOLOGY_LEGEND)
    "self":
        "自身",
    "connected by a bonded set of # NVLinks":
        "通过一组绑定的 NVLink 连接，NV 后的数字为 NVLink 条数",
    "at most a single PCIe bridge (same PCIe switch)":
        "最多经过一个 PCIe 桥，即位于同一个 PCIe 交换芯片下",
    "multiple PCIe bridges, without the CPU host bridge (e.g. both behind the chipset)":
        "经过多个 PCIe 桥，但不经过 CPU 主桥，例如两张卡都挂在芯片组下",
    "through a PCIe host bridge (the CPU)":
        "经过 PCIe 主桥，即 CPU",
    "through the interconnect between host bridges within one NUMA node":
        "经过同一 NUMA 节点内各 PCIe 主桥之间的互连",
    "through the SMP interconnect between NUMA nodes (sockets)":
        "经过 NUMA 节点之间，即 CPU 路与路之间的 SMP 互连",

    # why a port runs as it does (PortState/PcieDevice reasons; board notes from the catalog stay English)
    "disabled: {why}":
        "禁用原因：{why}",
    "x{old_lanes} -> x{new_lanes}: {why}":
        "x{old_lanes} → x{new_lanes}：{why}",
    "Gen{old_gen} -> Gen{new_gen}: {why}":
        "Gen{old_gen} → Gen{new_gen}：{why}",
    "fed from the {new_source} instead of the {old_source}: {why}":
        "改由{new_source}提供通道（原为{old_source}）：{why}",
    "cpu":
        "CPU",
    "chipset":
        "芯片组",
    "switch":
        "PCIe 交换芯片",
    "{cpu} has PCIe {gen}.0 lanes":
        "{cpu} 只提供 PCIe {gen}.0 通道",
    "with a {cpu} ({lane_class})":
        "使用 {cpu}（{lane_class}）时",
    "with a {cpu} ({lane_class}); {note}":
        "使用 {cpu}（{lane_class}）时；{note}",
    "firmware setting '{setting}' = {choice}":
        "BIOS 设置“{setting}”为 {choice}",
    "{slots} populated":
        "{slots} 已占用",
    "{slots} populated ({note})":
        "{slots} 已占用（{note}）",
    "{first} and {second}":
        "{first} 和 {second}",
    "the card itself is x{lanes}":
        "该卡本身只支持 x{lanes}",
    "the card itself is PCIe {gen}.0":
        "该卡本身只支持 PCIe {gen}.0",
    "port {port} of {extender} starts at lane {lane}, past the slot's x{lanes}":
        "{extender} 的第 {port} 个接口从第 {lane} 条通道开始，超出了插槽的 x{lanes}",
    "{extender} is rated PCIe {gen}.0":
        "{extender} 的额定规格是 PCIe {gen}.0",
    "port {port} of {extender} is x{lanes}":
        "{extender} 的第 {port} 个接口是 x{lanes}",
    "GPU {gpu_index} ({device}) is on port {port} of {extender} in {slot}, which has no lanes for it ({reasons}). "
    "Move it to the first port, or give the slot all its lanes.":
        "GPU {gpu_index}（{device}）装在 {slot} 上 {extender} 的第 {port} 个接口，但这个接口没有可用通道（{reasons}）。"
        "请把它移到第一个接口，或让该插槽获得全部通道。",
    "{subject} ({device}): {extender} is rated PCIe {rated}.0, below the PCIe {best}.0 the card and slot would "
    "train at. Set {slot} to Gen{rated} in the firmware so the link does not train faster than the extender "
    "carries, or choose one rated for PCIe {best}.0.":
        "{subject}（{device}）：{extender} 的额定规格是 PCIe {rated}.0，低于显卡和插槽可以协商到的 PCIe {best}.0。"
        "请在 BIOS 中把 {slot} 设为 Gen{rated}，以免链路速度超出延长件的承载能力；或换用额定 PCIe {best}.0 的延长件。",
}
