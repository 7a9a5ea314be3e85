"""Domain types of the planner (pydantic v2, no Qt)."""

from planner.model.common import Money, PricePoint, StrictModel
from planner.model.llm_entry import HfConfig, LlmModel
from planner.model.parts import (
    PART_KINDS,
    PART_TYPES,
    Case,
    Cpu,
    CpuCooler,
    Gpu,
    Memory,
    Motherboard,
    OtherPart,
    Part,
    PartBase,
    Psu,
    Storage,
)
from planner.model.project import (
    SCHEMA_VERSION,
    CostAssumptions,
    ExchangeRate,
    LineItem,
    Node,
    Project,
    RiskEvent,
    SlotAssignment,
    Workload,
)

__all__ = [
    "Money", "PricePoint", "StrictModel", "HfConfig", "LlmModel", "PART_KINDS", "PART_TYPES", "Case", "Cpu",
    "CpuCooler", "Gpu", "Memory", "Motherboard", "OtherPart", "Part", "PartBase", "Psu", "Storage",
    "SCHEMA_VERSION", "CostAssumptions", "ExchangeRate", "LineItem", "Node", "Project", "RiskEvent",
    "SlotAssignment", "Workload",
]
