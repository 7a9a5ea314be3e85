"""planner/pcie.py"""

MESSAGES = {
    # GPU bridges (NVLink / Infinity Fabric Link)
    "A GPU bridge names {gpus} twice, which is not a pair of GPU units of {node} "
    "(units: {units}).":
        "GPU 桥接把 {gpus} 指定了两次，这不是 {node} 中的一对 GPU（现有 GPU：{units}）。",
    "A GPU bridge names {gpus}, which is not a pair of GPU units of {node} (units: {units}).":
        "GPU 桥接指定的 {gpus} 不是 {node} 中的一对 GPU（现有 GPU：{units}）。",
    "A GPU bridge names {gpus}, which is not a pair of GPU units of {node} (units: none).":
        "GPU 桥接指定的 {gpus} 不是 {node} 中的一对 GPU（该节点没有 GPU）。",
    "{gpu_a} and {gpu_b} cannot be bridged: different card models.":
        "{gpu_a} 和 {gpu_b} 无法桥接：两张卡型号不同。",
    "{gpu_a} and {gpu_b} cannot be bridged: {model} has no bridge connector.":
        "{gpu_a} 和 {gpu_b} 无法桥接：{model} 没有桥接接口。",
    "{model} bridges are 2-way: a card cannot join two bridges ({gpus}).":
        "{model} 的桥接器只能连接两张卡：一张卡不能同时接两个桥接器（{gpus}）。",
    "{gpu_a} and {gpu_b} ({model}) are bridged: {bandwidth_gbps:g} GB/s in total "
    "({per_direction_gbps:g} GB/s each way), nvidia-smi shows NV{links}.":
        "{gpu_a} 和 {gpu_b}（{model}）已桥接：总带宽 {bandwidth_gbps:g} GB/s（单向 {per_direction_gbps:g} GB/s），"
        "nvidia-smi 中显示为 NV{links}。",
    "{gpu_a} and {gpu_b} ({model}) are bridged: {bandwidth_gbps:g} GB/s in total "
    "({per_direction_gbps:g} GB/s each way).":
        "{gpu_a} 和 {gpu_b}（{model}）已桥接：总带宽 {bandwidth_gbps:g} GB/s（单向 {per_direction_gbps:g} GB/s）。",

    # slot assignment proposal
    "The current placement is already the best this board allows: the weakest GPU gets "
    "{current_weakest_gbps:g} GB/s. (searched the first {max_evaluations:,} placements only)":
        "当前的插槽分配已经是这块主板所能做到的最佳方案：带宽最低的 GPU 为 {current_weakest_gbps:g} GB/s。"
        "（仅搜索了前 {max_evaluations:,} 种分配方案）",
    "The current placement is already the best this board allows: the weakest GPU gets "
    "{current_weakest_gbps:g} GB/s.":
        "当前的插槽分配已经是这块主板所能做到的最佳方案：带宽最低的 GPU 为 {current_weakest_gbps:g} GB/s。",
    "Put {moves}: the weakest GPU gets {weakest_gbps:g} GB/s per direction instead of "
    "{current_weakest_gbps:g} GB/s. (searched the first {max_evaluations:,} placements only)":
        "建议这样分配插槽：{moves}；带宽最低的 GPU 单向带宽可达 {weakest_gbps:g} GB/s，"
        "而目前只有 {current_weakest_gbps:g} GB/s。（仅搜索了前 {max_evaluations:,} 种分配方案）",
    "Put {moves}: the weakest GPU gets {weakest_gbps:g} GB/s per direction instead of "
    "{current_weakest_gbps:g} GB/s.":
        "建议这样分配插槽：{moves}；带宽最低的 GPU 单向带宽可达 {weakest_gbps:g} GB/s，"
        "而目前只有 {current_weakest_gbps:g} GB/s。",
    "Put {moves}: the weakest GPU gets {weakest_gbps:g} GB/s per direction. "
    "(searched the first {max_evaluations:,} placements only)":
        "建议这样分配插槽：{moves}；带宽最低的 GPU 单向带宽可达 {weakest_gbps:g} GB/s。"
        "（仅搜索了前 {max_evaluations:,} 种分配方案）",
    "Put {moves}: the weakest GPU gets {weakest_gbps:g} GB/s per direction.":
        "建议这样分配插槽：{moves}；带宽最低的 GPU 单向带宽可达 {weakest_gbps:g} GB/s。",

    # firmware (BIOS) settings
    "Firmware setting '{setting}' is not in the profile of {board} (known: {known}).":
        "BIOS 设置“{setting}”不在 {board} 的主板配置档中（已收录的设置：{known}）。",
    "Firmware setting '{setting}' is not in the profile of {board} (known: none).":
        "BIOS 设置“{setting}”不在 {board} 的主板配置档中（该主板没有收录任何 BIOS 设置）。",
    "'{choice}' is not a choice of firmware setting '{setting}' on {board} "
    "(choices: {choices}).":
        "“{choice}”不是 {board} 上 BIOS 设置“{setting}”的可选项（可选项：{choices}）。",

    # each GPU's link
    "GPU {gpu_index} ({device}) is in {slot}, which is switched off in this "
    "configuration ({reasons}). Move it.":
        "GPU {gpu_index}（{device}）插在 {slot}，但该插槽在当前配置下被禁用（原因：{reasons}）。请换一个插槽。",

    # a GPU behind the chipset
    "GPU {gpu_index} ({device}) in {slot} runs PCIe {link_gen}.0 x{link_width} through the chipset: "
    "{bandwidth_gbps:g} GB/s per direction, sharing the chipset uplink (PCIe {uplink_gen}.0 "
    "x{uplink_lanes}, {uplink_gbps:g} GB/s) with {shares} ({reasons}). Move it to {move_to} (see the "
    "proposed placement), or choose a board with {cpu_slots} CPU-attached x16-long slots (x8/x8), "
    "e.g. {boards} (seed 000, 2.1).":
        "GPU {gpu_index}（{device}）插在 {slot}，经芯片组以 PCIe {link_gen}.0 x{link_width} 运行："
        "单向带宽 {bandwidth_gbps:g} GB/s，"
        "芯片组上行链路（PCIe {uplink_gen}.0 x{uplink_lanes}，"
        "{uplink_gbps:g} GB/s）与以下设备共享："
        "{shares}；原因：{reasons}。请按建议的插槽分配把它移到 {move_to}，"
        "或换一块有 {cpu_slots} 条 CPU 直连 x16 长度插槽（可拆分 x8/x8）的主板，"
        "例如 {boards}（参见 seed 000，2.1）。",
    "GPU {gpu_index} ({device}) in {slot} runs PCIe {link_gen}.0 x{link_width} through the chipset: "
    "{bandwidth_gbps:g} GB/s per direction, sharing the chipset uplink (PCIe {uplink_gen}.0 "
    "x{uplink_lanes}, {uplink_gbps:g} GB/s) with {shares} ({reasons}). Move it to {move_to} (see the "
    "proposed placement) (seed 000, 2.1).":
        "GPU {gpu_index}（{device}）插在 {slot}，经芯片组以 PCIe {link_gen}.0 x{link_width} 运行："
        "单向带宽 {bandwidth_gbps:g} GB/s，"
        "芯片组上行链路（PCIe {uplink_gen}.0 x{uplink_lanes}，"
        "{uplink_gbps:g} GB/s）与以下设备共享："
        "{shares}；原因：{reasons}。请按建议的插槽分配把它移到 {move_to}（参见 seed 000，2.1）。",
    "GPU {gpu_index} ({device}) in {slot} runs PCIe {link_gen}.0 x{link_width} through the chipset: "
    "{bandwidth_gbps:g} GB/s per direction, sharing the chipset uplink (PCIe {uplink_gen}.0 "
    "x{uplink_lanes}, {uplink_gbps:g} GB/s) with {shares} ({reasons}). This board has no better slot "
    "for it, or choose a board with {cpu_slots} CPU-attached x16-long slots (x8/x8), e.g. {boards} "
    "(seed 000, 2.1).":
        "GPU {gpu_index}（{device}）插在 {slot}，经芯片组以 PCIe {link_gen}.0 x{link_width} 运行："
        "单向带宽 {bandwidth_gbps:g} GB/s，"
        "芯片组上行链路（PCIe {uplink_gen}.0 x{uplink_lanes}，"
        "{uplink_gbps:g} GB/s）与以下设备共享："
        "{shares}；原因：{reasons}。这块主板上没有更好的插槽可用，"
        "可以考虑换一块有 {cpu_slots} 条 CPU 直连 x16 长度插槽（可拆分 x8/x8）的主板，"
        "例如 {boards}（参见 seed 000，2.1）。",
    "GPU {gpu_index} ({device}) in {slot} runs PCIe {link_gen}.0 x{link_width} through the chipset: "
    "{bandwidth_gbps:g} GB/s per direction, sharing the chipset uplink (PCIe {uplink_gen}.0 "
    "x{uplink_lanes}, {uplink_gbps:g} GB/s) with {shares} ({reasons}). This board has no better slot "
    "for it (seed 000, 2.1).":
        "GPU {gpu_index}（{device}）插在 {slot}，经芯片组以 PCIe {link_gen}.0 x{link_width} 运行："
        "单向带宽 {bandwidth_gbps:g} GB/s，"
        "芯片组上行链路（PCIe {uplink_gen}.0 x{uplink_lanes}，"
        "{uplink_gbps:g} GB/s）与以下设备共享："
        "{shares}；原因：{reasons}。这块主板上没有更好的插槽可用（参见 seed 000，2.1）。",
    "GPU {gpu_index} ({device}) in {slot} runs PCIe {link_gen}.0 x{link_width} through the chipset: "
    "{bandwidth_gbps:g} GB/s per direction, sharing the chipset uplink (PCIe {uplink_gen}.0 "
    "x{uplink_lanes}, {uplink_gbps:g} GB/s) with {shares}. Move it to {move_to} (see the proposed "
    "placement), or choose a board with {cpu_slots} CPU-attached x16-long slots (x8/x8), e.g. "
    "{boards} (seed 000, 2.1).":
        "GPU {gpu_index}（{device}）插在 {slot}，经芯片组以 PCIe {link_gen}.0 x{link_width} 运行："
        "单向带宽 {bandwidth_gbps:g} GB/s，"
        "芯片组上行链路（PCIe {uplink_gen}.0 x{uplink_lanes}，"
        "{uplink_gbps:g} GB/s）与以下设备共享："
        "{shares}。请按建议的插槽分配把它移到 {move_to}，"
        "或换一块有 {cpu_slots} 条 CPU 直连 x16 长度插槽（可拆分 x8/x8）的主板，"
        "例如 {boards}（参见 seed 000，2.1）。",
    "GPU {gpu_index} ({device}) in {slot} runs PCIe {link_gen}.0 x{link_width} through the chipset: "
    "{bandwidth_gbps:g} GB/s per direction, sharing the chipset uplink (PCIe {uplink_gen}.0 "
    "x{uplink_lanes}, {uplink_gbps:g} GB/s) with {shares}. Move it to {move_to} (see the proposed "
    "placement) (seed 000, 2.1).":
        "GPU {gpu_index}（{device}）插在 {slot}，经芯片组以 PCIe {link_gen}.0 x{link_width} 运行："
        "单向带宽 {bandwidth_gbps:g} GB/s，"
        "芯片组上行链路（PCIe {uplink_gen}.0 x{uplink_lanes}，"
        "{uplink_gbps:g} GB/s）与以下设备共享："
        "{shares}。请按建议的插槽分配把它移到 {move_to}（参见 seed 000，2.1）。",
    "GPU {gpu_index} ({device}) in {slot} runs PCIe {link_gen}.0 x{link_width} through the chipset: "
    "{bandwidth_gbps:g} GB/s per direction, sharing the chipset uplink (PCIe {uplink_gen}.0 "
    "x{uplink_lanes}, {uplink_gbps:g} GB/s) with {shares}. This board has no better slot for it, or "
    "choose a board with {cpu_slots} CPU-attached x16-long slots (x8/x8), e.g. {boards} (seed 000, "
    "2.1).":
        "GPU {gpu_index}（{device}）插在 {slot}，经芯片组以 PCIe {link_gen}.0 x{link_width} 运行："
        "单向带宽 {bandwidth_gbps:g} GB/s，"
        "芯片组上行链路（PCIe {uplink_gen}.0 x{uplink_lanes}，"
        "{uplink_gbps:g} GB/s）与以下设备共享："
        "{shares}。这块主板上没有更好的插槽可用，可以考虑换一块有 {cpu_slots} 条 CPU 直连 x16 长度插槽（可拆分 x8/x8）的主板，"
        "例如 {boards}（参见 seed 000，2.1）。",
    "GPU {gpu_index} ({device}) in {slot} runs PCIe {link_gen}.0 x{link_width} through the chipset: "
    "{bandwidth_gbps:g} GB/s per direction, sharing the chipset uplink (PCIe {uplink_gen}.0 "
    "x{uplink_lanes}, {uplink_gbps:g} GB/s) with {shares}. This board has no better slot for it "
    "(seed 000, 2.1).":
        "GPU {gpu_index}（{device}）插在 {slot}，经芯片组以 PCIe {link_gen}.0 x{link_width} 运行："
        "单向带宽 {bandwidth_gbps:g} GB/s，"
        "芯片组上行链路（PCIe {uplink_gen}.0 x{uplink_lanes}，"
        "{uplink_gbps:g} GB/s）与以下设备共享："
        "{shares}。这块主板上没有更好的插槽可用（参见 seed 000，2.1）。",
    "GPU {gpu_index} ({device}) in {slot} runs PCIe {link_gen}.0 x{link_width} through the chipset: "
    "{bandwidth_gbps:g} GB/s per direction, sharing the chipset uplink (PCIe {uplink_gen}.0 "
    "x{uplink_lanes}, {uplink_gbps:g} GB/s) with the rest of the chipset's devices ({reasons}). Move "
    "it to {move_to} (see the proposed placement), or choose a board with {cpu_slots} CPU-attached "
    "x16-long slots (x8/x8), e.g. {boards} (seed 000, 2.1).":
        "GPU {gpu_index}（{device}）插在 {slot}，经芯片组以 PCIe {link_gen}.0 x{link_width} 运行："
        "单向带宽 {bandwidth_gbps:g} GB/s，"
        "并与芯片组上的其他设备共享芯片组上行链路（PCIe {uplink_gen}.0 x{uplink_lanes}，"
        "{uplink_gbps:g} GB/s）；原因：{reasons}。"
        "请按建议的插槽分配把它移到 {move_to}，或换一块有 {cpu_slots} 条 CPU 直连 x16 长度插槽（可拆分 x8/x8）的主板，"
        "例如 {boards}（参见 seed 000，2.1）。",
    "GPU {gpu_index} ({device}) in {slot} runs PCIe {link_gen}.0 x{link_width} through the chipset: "
    "{bandwidth_gbps:g} GB/s per direction, sharing the chipset uplink (PCIe {uplink_gen}.0 "
    "x{uplink_lanes}, {uplink_gbps:g} GB/s) with the rest of the chipset's devices ({reasons}). Move "
    "it to {move_to} (see the proposed placement) (seed 000, 2.1).":
        "GPU {gpu_index}（{device}）插在 {slot}，经芯片组以 PCIe {link_gen}.0 x{link_width} 运行："
        "单向带宽 {bandwidth_gbps:g} GB/s，"
        "并与芯片组上的其他设备共享芯片组上行链路（PCIe {uplink_gen}.0 x{uplink_lanes}，"
        "{uplink_gbps:g} GB/s）；原因：{reasons}。"
        "请按建议的插槽分配把它移到 {move_to}（参见 seed 000，2.1）。",
    "GPU {gpu_index} ({device}) in {slot} runs PCIe {link_gen}.0 x{link_width} through the chipset: "
    "{bandwidth_gbps:g} GB/s per direction, sharing the chipset uplink (PCIe {uplink_gen}.0 "
    "x{uplink_lanes}, {uplink_gbps:g} GB/s) with the rest of the chipset's devices ({reasons}). This "
    "board has no better slot for it, or choose a board with {cpu_slots} CPU-attached x16-long slots "
    "(x8/x8), e.g. {boards} (seed 000, 2.1).":
        "GPU {gpu_index}（{device}）插在 {slot}，经芯片组以 PCIe {link_gen}.0 x{link_width} 运行："
        "单向带宽 {bandwidth_gbps:g} GB/s，"
        "并与芯片组上的其他设备共享芯片组上行链路（PCIe {uplink_gen}.0 x{uplink_lanes}，"
        "{uplink_gbps:g} GB/s）；原因：{reasons}。"
        "这块主板上没有更好的插槽可用，可以考虑换一块有 {cpu_slots} 条 CPU 直连 x16 长度插槽（可拆分 x8/x8）的主板，"
        "例如 {boards}（参见 seed 000，2.1）。",
    "GPU {gpu_index} ({device}) in {slot} runs PCIe {link_gen}.0 x{link_width} through the chipset: "
    "{bandwidth_gbps:g} GB/s per direction, sharing the chipset uplink (PCIe {uplink_gen}.0 "
    "x{uplink_lanes}, {uplink_gbps:g} GB/s) with the rest of the chipset's devices ({reasons}). This "
    "board has no better slot for it (seed 000, 2.1).":
        "GPU {gpu_index}（{device}）插在 {slot}，经芯片组以 PCIe {link_gen}.0 x{link_width} 运行："
        "单向带宽 {bandwidth_gbps:g} GB/s，"
        "并与芯片组上的其他设备共享芯片组上行链路（PCIe {uplink_gen}.0 x{uplink_lanes}，"
        "{uplink_gbps:g} GB/s）；原因：{reasons}。"
        "这块主板上没有更好的插槽可用（参见 seed 000，2.1）。",
    "GPU {gpu_index} ({device}) in {slot} runs PCIe {link_gen}.0 x{link_width} through the chipset: "
    "{bandwidth_gbps:g} GB/s per direction, sharing the chipset uplink (PCIe {uplink_gen}.0 "
    "x{uplink_lanes}, {uplink_gbps:g} GB/s) with the rest of the chipset's devices. Move it to "
    "{move_to} (see the proposed placement), or choose a board with {cpu_slots} CPU-attached "
    "x16-long slots (x8/x8), e.g. {boards} (seed 000, 2.1).":
        "GPU {gpu_index}（{device}）插在 {slot}，经芯片组以 PCIe {link_gen}.0 x{link_width} 运行："
        "单向带宽 {bandwidth_gbps:g} GB/s，"
        "并与芯片组上的其他设备共享芯片组上行链路（PCIe {uplink_gen}.0 x{uplink_lanes}，"
        "{uplink_gbps:g} GB/s）。请按建议的插槽分配把它移到 {move_to}，"
        "或换一块有 {cpu_slots} 条 CPU 直连 x16 长度插槽（可拆分 x8/x8）的主板，"
        "例如 {boards}（参见 seed 000，2.1）。",
    "GPU {gpu_index} ({device}) in {slot} runs PCIe {link_gen}.0 x{link_width} through the chipset: "
    "{bandwidth_gbps:g} GB/s per direction, sharing the chipset uplink (PCIe {uplink_gen}.0 "
    "x{uplink_lanes}, {uplink_gbps:g} GB/s) with the rest of the chipset's devices. Move it to "
    "{move_to} (see the proposed placement) (seed 000, 2.1).":
        "GPU {gpu_index}（{device}）插在 {slot}，经芯片组以 PCIe {link_gen}.0 x{link_width} 运行："
        "单向带宽 {bandwidth_gbps:g} GB/s，"
        "并与芯片组上的其他设备共享芯片组上行链路（PCIe {uplink_gen}.0 x{uplink_lanes}，"
        "{uplink_gbps:g} GB/s）。请按建议的插槽分配把它移到 {move_to}（参见 seed 000，2.1）。",
    "GPU {gpu_index} ({device}) in {slot} runs PCIe {link_gen}.0 x{link_width} through the chipset: "
    "{bandwidth_gbps:g} GB/s per direction, sharing the chipset uplink (PCIe {uplink_gen}.0 "
    "x{uplink_lanes}, {uplink_gbps:g} GB/s) with the rest of the chipset's devices. This board has "
    "no better slot for it, or choose a board with {cpu_slots} CPU-attached x16-long slots (x8/x8), "
    "e.g. {boards} (seed 000, 2.1).":
        "GPU {gpu_index}（{device}）插在 {slot}，经芯片组以 PCIe {link_gen}.0 x{link_width} 运行："
        "单向带宽 {bandwidth_gbps:g} GB/s，"
        "并与芯片组上的其他设备共享芯片组上行链路（PCIe {uplink_gen}.0 x{uplink_lanes}，"
        "{uplink_gbps:g} GB/s）。这块主板上没有更好的插槽可用，"
        "可以考虑换一块有 {cpu_slots} 条 CPU 直连 x16 长度插槽（可拆分 x8/x8）的主板，"
        "例如 {boards}（参见 seed 000，2.1）。",
    "GPU {gpu_index} ({device}) in {slot} runs PCIe {link_gen}.0 x{link_width} through the chipset: "
    "{bandwidth_gbps:g} GB/s per direction, sharing the chipset uplink (PCIe {uplink_gen}.0 "
    "x{uplink_lanes}, {uplink_gbps:g} GB/s) with the rest of the chipset's devices. This board has "
    "no better slot for it (seed 000, 2.1).":
        "GPU {gpu_index}（{device}）插在 {slot}，经芯片组以 PCIe {link_gen}.0 x{link_width} 运行："
        "单向带宽 {bandwidth_gbps:g} GB/s，"
        "并与芯片组上的其他设备共享芯片组上行链路（PCIe {uplink_gen}.0 x{uplink_lanes}，"
        "{uplink_gbps:g} GB/s）。这块主板上没有更好的插槽可用（参见 seed 000，2.1）。",

    "GPU {gpu_index} ({device}) in {slot} runs only PCIe {link_gen}.0 x{link_width} "
    "({bandwidth_gbps:g} GB/s per direction) ({reasons}).":
        "GPU {gpu_index}（{device}）插在 {slot} 上只能以 PCIe {link_gen}.0 x{link_width} 运行"
        "（单向带宽 {bandwidth_gbps:g} GB/s）；原因：{reasons}。",
    "GPU {gpu_index} ({device}) in {slot} runs only PCIe {link_gen}.0 x{link_width} "
    "({bandwidth_gbps:g} GB/s per direction).":
        "GPU {gpu_index}（{device}）插在 {slot} 上只能以 PCIe {link_gen}.0 x{link_width} 运行"
        "（单向带宽 {bandwidth_gbps:g} GB/s）。",
    "GPU {gpu_index} ({device}) in {slot}: PCIe {link_gen}.0 x{link_width} from the CPU, "
    "{bandwidth_gbps:g} GB/s per direction ({reasons}).":
        "GPU {gpu_index}（{device}）插在 {slot}：由 CPU 直连，PCIe {link_gen}.0 x{link_width}，"
        "单向带宽 {bandwidth_gbps:g} GB/s（原因：{reasons}）。",
    "GPU {gpu_index} ({device}) in {slot}: PCIe {link_gen}.0 x{link_width} from the CPU, "
    "{bandwidth_gbps:g} GB/s per direction.":
        "GPU {gpu_index}（{device}）插在 {slot}：由 CPU 直连，PCIe {link_gen}.0 x{link_width}，"
        "单向带宽 {bandwidth_gbps:g} GB/s。",
    "GPU {gpu_index} ({device}) in {slot}: PCIe {link_gen}.0 x{link_width} from the switch, "
    "{bandwidth_gbps:g} GB/s per direction ({reasons}).":
        "GPU {gpu_index}（{device}）插在 {slot}：经 PCIe 交换芯片，PCIe {link_gen}.0 x{link_width}，"
        "单向带宽 {bandwidth_gbps:g} GB/s（原因：{reasons}）。",
    "GPU {gpu_index} ({device}) in {slot}: PCIe {link_gen}.0 x{link_width} from the switch, "
    "{bandwidth_gbps:g} GB/s per direction.":
        "GPU {gpu_index}（{device}）插在 {slot}：经 PCIe 交换芯片，PCIe {link_gen}.0 x{link_width}，"
        "单向带宽 {bandwidth_gbps:g} GB/s。",
    "GPU {gpu_index} ({device}) reaches {slot} through a riser at PCIe {link_gen}.0: "
    "risers are a common failure point at Gen4 and above (a 6x RTX 3090 rig on Gen4 "
    "risers only ran reliably at Gen3; seed 003's outages were riser faults). Use "
    "risers rated for the generation, or set the slot to Gen3 in the firmware.":
        "GPU {gpu_index}（{device}）通过延长线以 PCIe {link_gen}.0 接到 {slot}：在 Gen4 及以上速率下，"
        "延长线是常见的故障点（一台用 Gen4 延长线的 6 卡 RTX 3090 机器只有降到 Gen3 才能稳定运行；"
        "seed 003 的宕机都是延长线故障）。请使用标称支持该代 PCIe 速率的延长线，或在 BIOS 中把该插槽设为 Gen3。",
    "{device} is in {slot}, which is switched off in this configuration ({reasons}).":
        "{device} 插在 {slot}，但该插槽在当前配置下被禁用（原因：{reasons}）。",
    "{slot} is off in this configuration ({reasons}).":
        "{slot} 在当前配置下被禁用（原因：{reasons}）。",

    # predicted nvidia-smi topo -m
    "Predicted nvidia-smi topo -m between GPUs: {relations} ({relations}: connected by a bonded set of # "
    "NVLinks). Check it after assembly with 'nvidia-smi topo -m' (seed 000, 5.3).":
        "预测的 GPU 之间 nvidia-smi topo -m 连接关系：{relations}（{relations}：通过一组绑定的 NVLink 连接，"
        "NV 后的数字为 NVLink 条数）。装机后请用 'nvidia-smi topo -m' 核实（参见 seed 000，5.3）。",
    "Predicted nvidia-smi topo -m between GPUs: PIX (PIX: at most a single PCIe bridge (same PCIe switch)). "
    "Check it after assembly with 'nvidia-smi topo -m' (seed 000, 5.3).":
        "预测的 GPU 之间 nvidia-smi topo -m 连接关系：PIX（PIX：最多经过一个 PCIe 桥，即位于同一个 PCIe "
        "交换芯片下）。装机后请用 'nvidia-smi topo -m' 核实（参见 seed 000，5.3）。",
    "Predicted nvidia-smi topo -m between GPUs: PXB (PXB: multiple PCIe bridges, without the CPU host "
    "bridge (e.g. both behind the chipset)). Check it after assembly with 'nvidia-smi topo -m' "
    "(seed 000, 5.3).":
        "预测的 GPU 之间 nvidia-smi topo -m 连接关系：PXB（PXB：经过多个 PCIe 桥，但不经过 CPU 主桥，"
        "例如两张卡都挂在芯片组下）。装机后请用 'nvidia-smi topo -m' 核实（参见 seed 000，5.3）。",
    "Predicted nvidia-smi topo -m between GPUs: PHB (PHB: through a PCIe host bridge (the CPU)). "
    "Check it after assembly with 'nvidia-smi topo -m' (seed 000, 5.3).":
        "预测的 GPU 之间 nvidia-smi topo -m 连接关系：PHB（PHB：经过 PCIe 主桥，即 CPU）。"
        "装机后请用 'nvidia-smi topo -m' 核实（参见 seed 000，5.3）。",
    "Predicted nvidia-smi topo -m between GPUs: NODE (NODE: through the interconnect between host "
    "bridges within one NUMA node). Check it after assembly with 'nvidia-smi topo -m' (seed 000, 5.3).":
        "预测的 GPU 之间 nvidia-smi topo -m 连接关系：NODE（NODE：经过同一 NUMA 节点内各 PCIe 主桥之间的互连）。"
        "装机后请用 'nvidia-smi topo -m' 核实（参见 seed 000，5.3）。",
    "Predicted nvidia-smi topo -m between GPUs: SYS (SYS: through the SMP interconnect between NUMA nodes "
    "(sockets)). Check it after assembly with 'nvidia-smi topo -m' (seed 000, 5.3).":
        "预测的 GPU 之间 nvidia-smi topo -m 连接关系：SYS（SYS：经过 NUMA 节点之间，即 CPU 路与路之间的 SMP 互连）。"
        "装机后请用 'nvidia-smi topo -m' 核实（参见 seed 000，5.3）。",
    "Predicted nvidia-smi topo -m between GPUs: {relations} ({legend}). Check it after assembly "
    "with 'nvidia-smi topo -m' (seed 000, 5.3).":
        "预测的 GPU 之间 nvidia-smi topo -m 连接关系：{relations}（{legend}）。"
        "装机后请用 'nvidia-smi topo -m' 核实（参见 seed 000，5.3）。",
}
