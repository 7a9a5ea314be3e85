"""planner/model/plausible.py"""

MESSAGES = {
    "{field} is {value} {currency}, outside {low} to {high} {currency}, the range a real entry falls in "
    "({reason}). Check for a slipped decimal point or a wrong unit.":
        "{field}为 {value} {currency}，超出实际填写值所在的范围 {low} 至 {high} {currency}（{reason}）。"
        "请检查是否点错了小数点或用错了单位。",
    "electricity tariffs run from about 1 US cent to under 1 USD per kWh; 5 USD leaves room above the dearest":
        "电价每千瓦时从约 1 美分到不足 1 美元不等；上限 5 美元为最贵的电价留有余地",
    "0 leaves your time out; paid working hours stay well under 1,000 USD":
        "填 0 表示不计入你的时间；有偿工作的时薪远低于 1,000 美元",
    "from one used card to racks of GPU servers": "从一张二手显卡到整机柜的 GPU 服务器",
    "the cheapest part, a fan or a cable, costs about 1 USD; no single part costs 1,000,000 USD":
        "最便宜的配件（风扇或线缆）约 1 美元；没有哪一个配件会贵到 1,000,000 美元",
    "rented GPUs cost from a few US cents to tens of USD per GPU-hour": "租用 GPU 每卡时从几美分到几十美元不等",
    "The electricity price per kWh": "每千瓦时电价",
    "Your hourly rate": "你的时薪",
    "The hardware cost": "硬件成本",
    "The price per GPU-hour of {option}": "{option} 的每卡时价格",
    "The unit price of {item}": "{item} 的单价",
}
