"""planner/hardware/fits.py: why a catalog part does not fit the build"""

MESSAGES = {
    "socket {socket} does not fit the board's {board_socket}": "{socket} 插槽与主板的 {board_socket} 插槽不匹配",
    "takes {types}, not the {memory_type} in this build": "支持 {types}，而本机是 {memory_type} 内存",
    "socket {socket} does not take the {cpu}": "{socket} 插槽装不了 {cpu}",
    "{form_factor} does not fit the {case} ({case_form_factors})": "{form_factor} 主板放不进 {case}（支持 {case_form_factors}）",
    "{slots} full-length PCIe slots for {cards} cards": "只有 {slots} 条全长 PCIe 插槽，本机有 {cards} 张显卡",
    "{memory_type} does not fit the board's {types} slots": "{memory_type} 内存插不进主板的 {types} 插槽",
    "takes {case_form_factors} boards, not the {form_factor} {board}": "支持 {case_form_factors} 主板，放不下 {form_factor} 的 {board}",
    "takes cards up to {max_mm:g} mm; the {gpu} is {length_mm:g} mm": "显卡限长 {max_mm:g} mm；{gpu} 长 {length_mm:g} mm",
    "{length_mm:g} mm long; the {case} takes cards up to {max_mm:g} mm": "长 {length_mm:g} mm；{case} 显卡限长 {max_mm:g} mm",
    "no 12V-2x6 plug left for the {gpu}": "没有多余的 12V-2x6 接口给 {gpu}",
    "{have} PCIe 8-pin plugs for the cards' {need}": "只有 {have} 个 PCIe 8-pin 接口，显卡需要 {need} 个",
    "does not mount on socket {socket}": "无法安装在 {socket} 插槽上",
    "{height_mm:g} mm tall; the {case} takes coolers up to {max_mm:g} mm": "高 {height_mm:g} mm；{case} 散热器限高 {max_mm:g} mm",
}
