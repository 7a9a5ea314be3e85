"""planner/hardware/power.py"""

MESSAGES = {
    "{maker} recommends a {maker_w:,.0f} W PSU for a system with the {gpu}; the planner asks for {planner_w:,.0f} W "
    "(sustained {sustained_w:,.0f} W x 1.3 with this CPU and parts).":
        "{maker} 建议搭配 {gpu} 的整机使用 {maker_w:,.0f} W 电源；本工具按这套 CPU 和配件估算需要 {planner_w:,.0f} W"
        "（持续 {sustained_w:,.0f} W × 1.3）。",
    "{maker}'s {maker_w:,.0f} W recommendation for the {gpu} is for a one-card system; with {cards} cards the planner's "
    "{planner_w:,.0f} W (sustained {sustained_w:,.0f} W x 1.3) applies.":
        "{maker} 为 {gpu} 建议的 {maker_w:,.0f} W 针对单卡整机；本机有 {cards} 张卡，应以本工具估算的 "
        "{planner_w:,.0f} W（持续 {sustained_w:,.0f} W × 1.3）为准。",
    "Wall socket": "墙插",
    # the power bar's components (PowerLine.component_text)
    "CPU {name}": "处理器 {name}",
    "Board {name}": "主板 {name}",
    "Memory {name}": "内存 {name}",
    "Drive {name}": "硬盘 {name}",
    "Cooler {name}": "散热器 {name}",
    "Case fans": "机箱风扇",
    "GPU {name}": "显卡 {name}",
    "{gpu} ({gpu_name}) is fed from '{psu}', which is not a PSU unit of {node} (PSU units: {psu_units}). Choose "
    "one of these units as its PSU, or clear it.":
        "{gpu}（{gpu_name}）指定由“{psu}”供电，但它不是 {node} 中的电源单元（现有电源单元：{psu_units}）。请"
        "为它选择上述电源之一，或清除该设置。",
    "{count:# GPU names|# GPUs name} no PSU; they are spread over the {psu_count} PSUs to balance the load. Set the PSU of each "
    "card to check the real wiring.":
        "{count} 张显卡未指定电源；已将它们分摊到 {psu_count} 个电源上以平衡负载。请为每张卡指定电源，以核对实际接线。",
    "{item}: a power limit of {power_limit_w:g} W is above the card's {board_power_w:g} W board power; the planner "
    "uses {board_power_w:g} W.":
        "{item}：功耗上限 {power_limit_w:g} W 高于该卡 {board_power_w:g} W 的整卡功耗；规划器按 {board_power_"
        "w:g} W 计算。",
    # circuit kinds and their continuous-load rules (planner/hardware/power.py CIRCUIT_TYPE, CIRCUITS)
    "China 10 A socket": "国内 10 A 插座",
    "China 16 A socket": "国内 16 A 插座",
    "US 15 A circuit": "美国 15 A 回路",
    "US 20 A circuit": "美国 20 A 回路",
    "16 A / 230 V circuit": "16 A / 230 V 回路",
    "custom circuit": "自定义回路",
    "{circuit_type}: keep continuous load under about 1,800 W": "{circuit_type}：持续负载应控制在约 1,800 W 以内",
    "{circuit_type}: 80 % for continuous load": "{circuit_type}：持续负载按额定的 80 % 计",
    "{circuit_type}: NEC 80 % rule for continuous loads": "{circuit_type}：持续负载按 NEC 80 % 规则",
    "No wall circuit is set for {node}; assuming one {circuit_type}.":
        "{node} 未设置供电回路；按一个{circuit_type}计算。",
    "A wall feed of {node} plugs '{psu}' into circuit '{circuit}', but {node} has no such PSU unit (PSU units: "
    "{psu_units}); the feed is ignored. Choose one of these units in psu_circuits, or remove the feed.":
        "{node} 的一条供电接线把“{psu}”接到回路“{circuit}”，但 {node} 没有这个电源（现有电源：{psu_units}）；"
        "该接线被忽略。请在 psu_circuits 中改选上述电源之一，或删除这条接线。",
    "PSU {psu} is plugged into circuit '{circuit}', which is not defined (circuits: {circuits}). Choose one of "
    "these circuits in psu_circuits, or add a circuit of that id.":
        "电源 {psu} 接在回路“{circuit}”上，但该回路未定义（已定义的回路：{circuits}）。请在 psu_circuits 中改"
        "选上述回路之一，或添加该 id 的回路。",
    "{node} draws about {sustained_w:,.0f} W sustained; add a PSU of at least {recommended_psu_w:,.0f} W (x1.3 rule; "
    "a {recommended_psu_size_w} W unit).":
        "{node} 持续满载功耗约 {sustained_w:,.0f} W；请添加至少 {recommended_psu_w:,.0f} W 的电源"
        "（按 ×1.3 规则，即选 {recommended_psu_size_w} W 规格）。",
    "{gpu} ({gpu_name}) draws {watts:g} W but its plugs and slot are rated for {capacity_w:g} W ({plugs} + "
    "{slot_w:g} W slot).":
        "{gpu}（{gpu_name}）功耗 {watts:g} W，但其供电接口和插槽按规范只能提供 {capacity_w:g} W"
        "（{plugs} + 插槽 {slot_w:g} W）。",
    "PSU capacity {psu_w:,.0f} W covers the x1.3 rule: sustained {sustained_w:,.0f} W x 1.3 = {recommended_psu_w:,.0f} W "
    "({spare_w:,.0f} W to spare).":
        "电源总功率 {psu_w:,.0f} W 满足 ×1.3 规则：持续功耗 {sustained_w:,.0f} W × 1.3 = {recommended_psu_w:,.0f} W"
        "（富余 {spare_w:,.0f} W）。",
    "PSU capacity {psu_w:,.0f} W carries the sustained {sustained_w:,.0f} W but is below the x1.3 rule "
    "({recommended_psu_w:,.0f} W): choose a {recommended_psu_size_w} W unit or set GPU power limits.":
        "电源总功率 {psu_w:,.0f} W 能带动 {sustained_w:,.0f} W 的持续负载，但低于 ×1.3 规则要求的 "
        "{recommended_psu_w:,.0f} W：请换用 {recommended_psu_size_w} W 的电源，或给显卡设置功耗上限。",
    "PSU capacity {psu_w:,.0f} W is below the sustained load of {sustained_w:,.0f} W: the machine will shut down "
    "under load. Use at least {recommended_psu_size_w} W.":
        "电源总功率 {psu_w:,.0f} W 低于 {sustained_w:,.0f} W 的持续负载：满载时机器会断电关机。"
        "请至少使用 {recommended_psu_size_w} W 的电源。",
    "{psu} ({psu_name}, {rating_w:,.0f} W) carries {load_w:,.0f} W sustained.":
        "{psu}（{psu_name}，{rating_w:,.0f} W）的持续负载为 {load_w:,.0f} W，超出额定功率。",
    "{psu} ({psu_name}) rides out the modelled GPU spikes: worst window {window}, {spike_w:,.0f} W of "
    "{tolerance_w:,.0f} W tolerated.":
        "{psu}（{psu_name}）能扛住模拟的显卡瞬时功率尖峰：最不利的是 {window} 窗口，负载 {spike_w:,.0f} W，"
        "可承受 {tolerance_w:,.0f} W。",
    "{psu} ({psu_name}) lacks plugs for its cards: {needed} needed; {available} available. Use another PSU, a second "
    "PSU, or cards with other power inputs.":
        "{psu}（{psu_name}）的供电接口不够这些显卡用：需要 {needed}，只有 {available}。"
        "请换一款电源、加装第二个电源，或选用供电接口不同的显卡。",
    "{subject} ({psu_name}): the cards need {plugs} per PSU; the catalog does not confirm that this PSU model has "
    "that many. Check the manual's cable list.":
        "{subject}（{psu_name}）：每个电源上的显卡需要 {plugs}；目录未确认该型号电源有这么多接口。请查看说明"
        "书中的线材清单。",
    "Wall draw on circuit '{circuit_name}' ({volts:g} V / {amps:g} A): {load_w:,.0f} W at sustained load exceeds the "
    "circuit's {nameplate_w:,.0f} W rating: the breaker or fuse will trip.":
        "回路“{circuit_name}”（{volts:g} V / {amps:g} A）的墙插功耗：持续满载时为 {load_w:,.0f} W，"
        "超过了该回路 {nameplate_w:,.0f} W 的额定功率：空气开关或保险丝会跳闸。",
    "Wall draw on circuit '{circuit_name}' ({volts:g} V / {amps:g} A): {load_w:,.0f} W at sustained load is above the "
    "{continuous_limit_w:,.0f} W continuous limit ({rule}); put a PSU on a second circuit.":
        "回路“{circuit_name}”（{volts:g} V / {amps:g} A）的墙插功耗：持续满载时为 {load_w:,.0f} W，"
        "超过了 {continuous_limit_w:,.0f} W 的持续负载上限（{rule}）；请把一台电源接到另一个回路上。",
    "Wall draw on circuit '{circuit_name}' ({volts:g} V / {amps:g} A): {load_w:,.0f} W at sustained load is within "
    "the {continuous_limit_w:,.0f} W continuous limit ({rule}).":
        "回路“{circuit_name}”（{volts:g} V / {amps:g} A）的墙插功耗：持续满载时为 {load_w:,.0f} W，"
        "在 {continuous_limit_w:,.0f} W 的持续负载上限以内（{rule}）。",
    # transient trip: main sentence, the ATX 2.x note, the fixes (joined with "；", each after the first with "或")
    "{psu} ({psu_name}, ATX 3.x): GPU spikes in the {window} window reach {spike_w:,.0f} W "
    "against the {tolerance_w:,.0f} W it tolerates (windows over the limit: {windows}; cards spiking at once: "
    "{spiking} of {cards}). Over-current protection can trip and reboot the machine under load. Fix: {fix}.":
        "{psu}（{psu_name}，ATX 3.x）：显卡瞬时功率尖峰时，该电源在 {window} 窗口内的负载达到 "
        "{spike_w:,.0f} W，超出其可承受的 {tolerance_w:,.0f} W（超限窗口：{windows}；同时出现尖峰的显卡："
        "{spiking}/{cards} 张）。满载时可能触发过流保护，导致机器断电重启。解决办法：{fix}。",
    "{psu} ({psu_name}, ATX 2.x): GPU spikes in the {window} window reach {spike_w:,.0f} W, above its "
    "{tolerance_w:,.0f} W rating (windows over the rating: {windows}; cards spiking at once: {spiking} of {cards}). "
    "ATX 2.x defines no excursion margin: reviewed ATX 2.x units shut down at 116 % to 140 % of their rating under "
    "held load, so whether this one rides out the spikes depends on its protection settings; the planner fails a "
    "{window} spike only above {trip_w:,.0f} W ({trip_basis}). If it reboots under load: {fix}.":
        "{psu}（{psu_name}，ATX 2.x）：显卡瞬时功率尖峰时，该电源在 {window} 窗口内的负载达到 {spike_w:,.0f} W，"
        "超过其 {tolerance_w:,.0f} W 的额定功率（超过额定功率的窗口：{windows}；同时出现尖峰的显卡：{spiking}/{cards} 张）。"
        "ATX 2.x 规范未定义瞬时过载余量：评测中的 ATX 2.x 电源在持续负载达到额定功率的 116% 至 140% 时断电保护，"
        "因此这台电源能否扛住这些尖峰取决于它的保护设定；本工具只在 {window} 尖峰超过 {trip_w:,.0f} W"
        "（{trip_basis}）时判为不通过。如果满载时断电重启：{fix}。",
    "{psu} ({psu_name}, ATX 2.x): GPU spikes in the {window} window reach {spike_w:,.0f} W, beyond {trip_w:,.0f} W "
    "({trip_basis}; windows beyond it: {windows}; cards spiking at once: {spiking} of {cards}). Over-power "
    "protection will trip and reboot the machine under load. Fix: {fix}.":
        "{psu}（{psu_name}，ATX 2.x）：显卡瞬时功率尖峰时，该电源在 {window} 窗口内的负载达到 {spike_w:,.0f} W，"
        "超出 {trip_w:,.0f} W（{trip_basis}；超出的窗口：{windows}；同时出现尖峰的显卡：{spiking}/{cards} 张）。"
        "满载时会触发过功率保护，导致机器断电重启。解决办法：{fix}。",
    "{trip_pct:g} % of its rating, the highest over-power point measured on a reviewed ATX 2.x unit":
        "额定功率的 {trip_pct:g}%，即评测中 ATX 2.x 电源实测的最高过功率保护点",
    "{trip_pct:g} % of its rating, what an ATX 3.x unit must carry for {window}":
        "额定功率的 {trip_pct:g}%，即 ATX 3.x 电源在 {window} 内必须承受的负载",
    "a power limit of {max_power_limit_w:g} W per card (nvidia-smi -pl {max_power_limit_w:g})":
        "将每张卡的功耗上限设为 {max_power_limit_w:g} W（nvidia-smi -pl {max_power_limit_w:g}）",
    "an ATX 3.1 PSU of at least {atx3_psu_w} W": "换用至少 {atx3_psu_w} W 的 ATX 3.1 电源",
    "an ATX 2.x PSU of at least {same_generation_psu_w} W": "换用至少 {same_generation_psu_w} W 的 ATX 2.x 电源",
    "a larger ATX 3.x PSU": "换用功率更大的 ATX 3.x 电源",
    "or {fix_option}": "或{fix_option}",
    # plug lists (joined with "、")
    "{count}x {plug}": "{count} 个 {plug}",
    "no plugs": "无供电接口",
    # why a circuit has its status (CircuitLoad.reason_text)
    "{load_w:,.0f} W is within the {continuous_limit_w:,.0f} W continuous limit":
        "{load_w:,.0f} W，在 {continuous_limit_w:,.0f} W 持续负载上限以内",
    "{load_w:,.0f} W is above the {continuous_limit_w:,.0f} W continuous limit":
        "{load_w:,.0f} W，超过 {continuous_limit_w:,.0f} W 持续负载上限",
    "{load_w:,.0f} W is above the {nameplate_w:,.0f} W rating":
        "{load_w:,.0f} W，超过回路 {nameplate_w:,.0f} W 的额定功率",
}
