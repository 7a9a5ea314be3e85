"""planner/hardware/compatibility.py"""

MESSAGES = {
    "{name}: without a motherboard the slot and lane checks are skipped.":
        "{name}：没有主板，将跳过插槽和通道检查。",
    "{name}: without a CPU the lane budget and CPU power are unknown.":
        "{name}：没有 CPU，无法确定通道数预算和 CPU 功耗。",
    "{name}: without a power supply nothing checks whether the machine can be powered.":
        "{name}：没有电源，无法检查这台机器能否供得上电。",
    "{name}: {cpu} has no CPU cooler in the parts list; add one, unless its retail box holds one (server "
    "and most desktop CPUs come without).":
        "{name}：{cpu} 在配件清单中没有 CPU 散热器；请添加一个，除非它的盒装零售版自带散热器（服务器 CPU 和大多数桌面 CPU 都不带）。",
    "{name}: no system memory is listed.":
        "{name}：未列出系统内存。",
    "{name}: no drive is listed.":
        "{name}：未列出硬盘。",
    "{name}: no GPU is listed.":
        "{name}：未列出显卡。",
    "{name}: {count} motherboards listed; a node is one machine with one motherboard "
    "(put other machines in their own node).":
        "{name}：列出了 {count} 块主板；一个节点就是一台机器，只有一块主板（其他机器请放到各自的节点中）。",
    "{name}: {count} cpus listed; a node is one machine with one cpu "
    "(put other machines in their own node).":
        "{name}：列出了 {count} 颗 CPU；一个节点就是一台机器，只有一颗 CPU（其他机器请放到各自的节点中）。",
    "{cpu} is a {cpu_socket} CPU but {board} has a {board_socket} socket.":
        "{cpu} 是 {cpu_socket} 接口的 CPU，但 {board} 是 {board_socket} 接口。",
    "{cpu} fits the {socket} socket of {board}.":
        "{cpu} 与 {board} 的 {socket} 接口匹配。",
    "{cpu} supports {cpu_memory_types} but {board} takes {board_memory_types}.":
        "{cpu} 支持 {cpu_memory_types} 内存，但 {board} 使用 {board_memory_types} 内存。",
    "{memory} is {memory_type}; {board} takes {board_memory_types}.":
        "{memory} 是 {memory_type} 内存；{board} 只支持 {board_memory_types}。",
    "{modules} memory modules listed but {board} has {slots:# slot|# slots}.":
        "列出了 {modules} 根内存条，但 {board} 只有 {slots} 个内存插槽。",
    "{name} mixes GPU software stacks ({apis}): one model cannot be split across them in the same engine; plan "
    "separate workloads per vendor.":
        "{name} 混用了不同的 GPU 软件栈（{apis}）：同一个推理引擎无法把一个模型拆分到这些卡上；"
        "请按厂商分别规划工作负载。",
    "{gpu_count} GPUs hold {total_vram_gib:g} GiB in total as {gpu_count} separate memories ({per_card_gib} GiB), "
    "not one pool: a model is split layer by layer and every card must hold its own share, KV cache and overhead. "
    "{bridgeable_models} can be paired with a bridge (NVLink / Infinity Fabric Link, bought "
    "separately); traffic between other cards crosses PCIe.":
        "{gpu_count} 张显卡共有 {total_vram_gib:g} GiB 显存，但这是 {gpu_count} 块各自独立的显存"
        "（{per_card_gib} GiB），而不是一个共享池：模型按层切分，每张卡都要装下自己那一份权重、KV 缓存和额外开销"
        "。{bridgeable_models} 可以用桥接器两两互联（NVLink / Infinity Fabric Link，需另购）；"
        "其他卡之间的数据仍走 PCIe。",
    "{gpu_count} GPUs hold {total_vram_gib:g} GiB in total as {gpu_count} separate memories ({per_card_gib} GiB), "
    "not one pool: a model is split layer by layer and every card must hold its own share, KV cache and overhead. "
    "No two cards here can share an NVLink bridge (it joins two identical cards that have the "
    "connector), so all traffic between cards crosses PCIe.":
        "{gpu_count} 张显卡共有 {total_vram_gib:g} GiB 显存，但这是 {gpu_count} 块各自独立的显存"
        "（{per_card_gib} GiB），而不是一个共享池：模型按层切分，每张卡都要装下自己那一份权重、KV 缓存和额外开销"
        "。这里没有任何两张卡能共用 NVLink 桥（它只能连接两张带该接口的同型号显卡），"
        "因此卡间数据全部走 PCIe。",
    "'{item}' is assigned to {slot}, which {board} does not have (slots: {ports}). Choose one of these slots for "
    "it, or clear its slot.":
        "“{item}”被分配到 {slot}，但 {board} 没有这个插槽（现有插槽和接口：{ports}）。请为它选择上述插槽之一"
        "，或清除它的插槽。",
    "{part} is assigned to {slot}, which is not a PCIe expansion slot; mark it as installed through a "
    "riser/adapter if that is the plan.":
        "{part} 被分配到 {slot}，但它不是 PCIe 扩展插槽；如果打算通过延长线/转接卡安装，请把它标记为经延长线安装。",
    "{part} has an x{card_lanes} edge connector but {slot} is an x{slot_lanes} slot; it only fits open-ended or "
    "through a riser.":
        "{part} 的金手指是 x{card_lanes}，而 {slot} 是 x{slot_lanes} 插槽；只有开口式插槽或通过延长线才能装上。",
    "{slot} of {board} is wired to CPU socket {socket}: it works only with a CPU in that socket too. A machine here "
    "counts one CPU, so add the other CPU's power, PCIe lanes and price yourself.":
        "{board} 的 {slot} 连到第 {socket} 个 CPU 插座：只有这个插座也装上 CPU 时它才能用。本工具每台机器只计一颗 CPU，"
        "另一颗 CPU 的功耗、PCIe 通道和价格请自行加上。",
    "{part} is a SATA drive but {slot} only takes NVMe drives.":
        "{part} 是 SATA 硬盘，但 {slot} 只支持 NVMe 硬盘。",
    "{part} is an NVMe drive; it cannot go in SATA port {slot}.":
        "{part} 是 NVMe 硬盘；不能接在 SATA 接口 {slot} 上。",
    "{slot} is assigned {count} times ({items}); a slot holds one device.":
        "{slot} 被分配了 {count} 次（{items}）；一个插槽只能装一个设备。",
    "{name}: no slot of {board} is chosen for {cards}, so the lane and fit checks cannot see these cards. "
    "Choose a slot in the parts table or use Place cards.":
        "{name}：{cards} 还没有在 {board} 上选择插槽，通道和安装空间检查看不到这些卡。请在配件表中选择插槽，"
        "或使用“摆放显卡”。",
    "Workload model '{model_id}' is not in the catalog. Choose a model of the catalog (main.py catalog models), or "
    "open the model's config.json.":
        "工作负载所用的模型“{model_id}”不在目录中。请选择目录中的模型（main.py catalog models），或打开该模型"
        "的 config.json。",
}
