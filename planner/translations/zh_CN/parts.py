"""planner/model/parts.py (the labels of the kinds of part)."""

MESSAGES = {
    "None": "无认证", "White": "白牌", "Bronze": "铜牌", "Silver": "银牌", "Gold": "金牌", "Platinum": "白金",
    "Titanium": "钛金", "Ruby": "红宝石",
    ", {link_kind} {link_gbps:g} GB/s": "，{link_kind} {link_gbps:g} GB/s",
    "{vram:g} GiB {memory_type}, {bandwidth:g} GB/s, {power:g} W, PCIe {gen}.0 x{lanes}, {slots:g}-slot{link}":
        "{vram:g} GiB {memory_type}，{bandwidth:g} GB/s，{power:g} W，PCIe {gen}.0 x{lanes}，占 {slots:g} 槽{link}",
    "{socket}, {cores}C/{threads}T, {lanes} usable PCIe {gen}.0 lanes, {base:g} W (max {max:g} W)":
        "{socket}，{cores} 核 {threads} 线程，可用 PCIe {gen}.0 通道 {lanes} 条，{base:g} W（最高 {max:g} W）",
    " (chipset)": "（芯片组）",
    " (switch)": "（PCIe 交换芯片）",
    "{socket} {chipset} {form_factor}; {slots}": "{socket} {chipset} {form_factor}；{slots}",
    "{count}x {plug}": "{count} 个 {plug}",
    "other connectors: check the manual": "其他接口见说明书",
    "connectors: check the manual": "接口数量见说明书",
    "{watts:g} W, ATX {atx}, 80 PLUS {rating}, {plugs}": "{watts:g} W，ATX {atx}，80 PLUS {rating}，{plugs}",
    " ({low_w:g} W at 100-127 V)": "（100-127 V 市电下 {low_w:g} W）",
    "{watts:g} W{low_line}, server PSU: 12 V only, cards through a breakout board{rating}":
        "{watts:g} W{low_line}，服务器电源：仅输出 12 V，需经转接板给显卡供电{rating}",
    ", 80 PLUS {rating}": "，80 PLUS {rating}",
    "wattage_low_line_w cannot exceed wattage_w": "100-127 V 下的额定功率不能高于额定功率",
    "connectors and powers_board are given only for a part with psu_accessory 'breakout_board'":
        "只有电源转接板（电源配件为转接板）才填写接口数和是否给主板供电",
    "{modules}x {size:g} GiB {memory_type}-{speed}{ecc}": "{modules} × {size:g} GiB {memory_type}-{speed}{ecc}",
    "{capacity:g} GB {interface}{link}, {form_factor}": "{capacity:g} GB {interface}{link}，{form_factor}",
    "{form_factors}, {slots:# slot|# slots}, GPU <= {max_mm:g} mm": "{form_factors}，{slots} 个扩展槽，显卡限长 {max_mm:g} mm",
    "{units}U rack, {specs}": "{units}U 机架式，{specs}",
    ", {height:g} mm tall": "，高 {height:g} mm",
    ", {radiator} mm radiator": "，{radiator} mm 冷排",
    "air": "风冷",
    "aio": "一体式水冷",
    "custom_loop": "分体式水冷",
    ", {watts:g} W": "，{watts:g} W",
    "GPU": "显卡", "CPU": "CPU", "Motherboard": "主板", "Power supply": "电源", "Memory": "内存",
    "Storage": "存储", "Case": "机箱", "CPU cooler": "CPU 散热器", "Other": "其他", "Unknown part": "未知配件",
    "pcie_lanes_usable cannot exceed pcie_lanes_total": "可用 PCIe 通道数不能超过 PCIe 通道总数",
    "max_power_w cannot be below base_power_w": "持续功耗上限不能低于基础功耗",
    "slot {slot}: electrical_lanes x{electrical} exceeds physical x{physical}":
        "插槽 {slot}：电气通道 x{electrical} 超过了物理宽度 x{physical}",
    "slot/port names must be unique, repeated: {names}": "插槽和接口名称不能重复，重复的有：{names}",
    "{ports} hang off the chipset, so chipset_uplink (the CPU-to-chipset link they share) is needed":
        "{ports} 接在芯片组上，所以需要填写芯片组上行链路（它们共用的 CPU 到芯片组的连接）",
    "the ports' lanes ({ports}) add up to more than the x{host} the extender takes from the slot":
        "各接口通道数（{ports}）之和超过了延长件从插槽获得的 x{host}",
    "riser cable": "延长线", "bifurcation riser": "拆分转接卡", "OCuLink kit": "OCuLink 套件",
    "MCIO kit": "MCIO 套件", "SlimSAS kit": "SlimSAS 套件",
    "{form}, PCIe {gen}.0 {lanes}{length}": "{form}，PCIe {gen}.0 {lanes}{length}",
    "x{host} to {split}": "x{host} 拆为 {split}",
    ", {length:g} mm": "，{length:g} mm",
    "open frame, {form_factors}{held}, GPU <= {max_mm:g} mm": "开放式机架（矿机架），{form_factors}{held}，显卡 <= {max_mm:g} mm",
    ", {cards:# card|# cards}": "，可放 {cards} 张卡",
}
