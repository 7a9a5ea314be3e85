"""planner/hardware/fits.py: why a catalog part does not fit the build"""

MESSAGES = {
    "socket {socket} does not fit the board's {board_socket}": "{socket} 插槽与主板的 {board_socket} 插槽不匹配",
    "takes {types}, not the {memory_type} in this build": "支持 {types}，而本机是 {memory_type} 内存",
    "socket {socket} does not take the {cpu}": "{socket} 插槽装不了 {cpu}",
    "{form_factor} does not fit the {case} ({case_form_factors})": "{form_factor} 主板放不进 {case}（支持 {case_form_factors}）",
    "room for {room} of the build's {cards} cards without risers (slot spacing against the cards' widths)":
        "不用延长线只能装下本机 {cards} 张显卡中的 {room} 张（插槽间距与显卡厚度）",
    "no room left on the {board} for this {width:g}-slot card: its slots hold {room} of the {cards} cards side by "
    "side (a riser would take it)":
        "{board} 上已没有位置装这张占 {width:g} 槽的显卡：它的插槽并排只能装下 {cards} 张中的 {room} 张（可用延长线）",
    "{psu_w:,.0f} W with the {have_w:,.0f} W already in the build is under the {recommended_psu_w:,.0f} W the x1.3 "
    "rule asks for":
        "{psu_w:,.0f} W 加上本机已有的 {have_w:,.0f} W，仍低于按 1.3 倍余量所需的 {recommended_psu_w:,.0f} W",
    "{psu_w:,.0f} W is under the {recommended_psu_w:,.0f} W the x1.3 rule asks for this build":
        "{psu_w:,.0f} W 低于本机按 1.3 倍余量所需的 {recommended_psu_w:,.0f} W",
    "{memory_type} does not fit the board's {types} slots": "{memory_type} 内存插不进主板的 {types} 插槽",
    "takes {case_form_factors} boards, not the {form_factor} {board}": "支持 {case_form_factors} 主板，放不下 {form_factor} 的 {board}",
    "takes CPU coolers up to {max_mm:g} mm; the {cooler} is {height_mm:g} mm":
        "CPU 散热器限高 {max_mm:g} mm；{cooler} 高 {height_mm:g} mm",
    "its rail holds {held:# card|# cards}, not {count}": "其导轨只能放 {held} 张卡，放不下 {count} 张",
    "takes cards up to {max_mm:g} mm; the {gpu} is {length_mm:g} mm": "显卡限长 {max_mm:g} mm；{gpu} 长 {length_mm:g} mm",
    "{length_mm:g} mm long; the {case} takes cards up to {max_mm:g} mm": "长 {length_mm:g} mm；{case} 显卡限长 {max_mm:g} mm",
    "no 12V-2x6 plug left for the {gpu}": "没有多余的 12V-2x6 接口给 {gpu}",
    "{have} PCIe 8-pin plugs for the cards' {need}": "只有 {have} 个 PCIe 8-pin 接口，显卡需要 {need} 个",
    "does not mount on socket {socket}": "无法安装在 {socket} 插槽上",
    "{height_mm:g} mm tall; the {case} takes coolers up to {max_mm:g} mm": "高 {height_mm:g} mm；{case} 散热器限高 {max_mm:g} mm",
    "a server PSU: its cards need a breakout board, and the build has none": "服务器电源：显卡要经转接板供电，而配置里没有转接板",
}
