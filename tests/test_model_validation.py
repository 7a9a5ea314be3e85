"""Domain model: good data passes, bad data is refused with a message naming the field and the expectation."""

import pytest
from pydantic import ValidationError

from planner.errors import describe_validation_error
from planner.model import LineItem, Money, Project
from planner.model.parts import Cpu, Motherboard, Psu


def _messages(exc: ValidationError) -> str:
    return "\n".join(describe_validation_error(exc))


def minimal_project(**over):
    data = {
        "schema_version": 2,
        "name": "test rig",
        "nodes": [{"id": "node-1", "name": "Box", "items": [
            {"id": "gpu-1", "part_id": "rtx-3090", "quantity": 1,
             "unit_price": {"amount": 5000, "currency": "CNY"}, "condition": "used"},
        ]}],
    }
    data.update(over)
    return data


def test_minimal_project_validates():
    p = Project.model_validate(minimal_project())
    assert p.nodes[0].items[0].unit_price == Money(amount=5000, currency="CNY")
    assert p.costs.amortization_years == 3.0


def test_wrong_type_names_the_field_and_the_expectation():
    data = minimal_project()
    data["nodes"][0]["items"][0]["quantity"] = "two"
    with pytest.raises(ValidationError) as info:
        Project.model_validate(data)
    text = _messages(info.value)
    assert "nodes[0].items[0].quantity" in text
    assert "integer" in text and '(got "two")' in text  # the value as the JSON file writes it


def test_unknown_field_is_reported_as_such():
    data = minimal_project(colour="red")
    with pytest.raises(ValidationError) as info:
        Project.model_validate(data)
    assert "colour: unknown field" in _messages(info.value)


def test_negative_price_and_bad_currency_are_refused():
    data = minimal_project()
    data["nodes"][0]["items"][0]["unit_price"] = {"amount": -1, "currency": "cny"}
    with pytest.raises(ValidationError) as info:
        Project.model_validate(data)
    text = _messages(info.value)
    assert "unit_price.amount" in text and "greater than or equal to 0" in text
    assert "unit_price.currency" in text


def test_line_item_needs_exactly_one_part_source():
    with pytest.raises(ValidationError, match="exactly one of part_id"):
        LineItem(id="x", quantity=1)
    with pytest.raises(ValidationError, match="slot assignments for a quantity of 1"):
        LineItem(id="x", part_id="rtx-3090", quantity=1, slots=[{"slot": "A"}, {"slot": "B"}])


def test_custom_part_is_validated_by_its_kind():
    data = minimal_project()
    data["nodes"][0]["items"].append({
        "id": "frame", "quantity": 1,
        "custom_part": {"kind": "gpu", "id": "mystery-card", "name": "Mystery", "source": "seller listing",
                        "chip_vendor": "NVIDIA", "vram_gib": 0, "memory_bandwidth_gbps": 100, "board_power_w": 100,
                        "pcie_gen": 4, "slot_width": 2, "cooler": "blower", "compute_api": "cuda"},
    })
    with pytest.raises(ValidationError) as info:
        Project.model_validate(data)
    assert "nodes[0].items[1].custom_part.vram_gib" in _messages(info.value)


def test_custom_part_with_unknown_kind():
    data = minimal_project()
    data["nodes"][0]["items"].append({"id": "x", "custom_part": {"kind": "toaster", "id": "t", "name": "T", "source": "me"}})
    with pytest.raises(ValidationError) as info:
        Project.model_validate(data)
    assert "kind toaster is not one of" in _messages(info.value)


def test_validate_assignment_is_on():
    p = Project.model_validate(minimal_project())
    with pytest.raises(ValidationError):
        p.nodes[0].items[0].quantity = 0


def test_ids_must_be_lowercase_slugs():
    data = minimal_project()
    data["nodes"][0]["items"][0]["part_id"] = "RTX 3090"
    with pytest.raises(ValidationError) as info:
        Project.model_validate(data)
    assert "part_id" in _messages(info.value)


def test_duplicate_item_ids_are_refused():
    data = minimal_project()
    data["nodes"][0]["items"].append(dict(data["nodes"][0]["items"][0]))
    with pytest.raises(ValidationError, match="repeated: gpu-1"):
        Project.model_validate(data)


def test_usage_is_hours_or_utilization_not_both():
    with pytest.raises(ValidationError, match="either load_hours_per_day or utilization_fraction"):
        Project.model_validate(minimal_project(costs={"load_hours_per_day": 6, "utilization_fraction": 0.5}))


def test_board_rules_must_name_real_ports():
    board = {
        "id": "b", "kind": "motherboard", "name": "B", "source": "manual p.1", "socket": "AM5", "chipset": "B650",
        "form_factor": "ATX", "memory_types": ["DDR5"], "memory_slots": 4,
        "pcie_slots": [{"name": "PCI_E1", "position": 1, "electrical_lanes": 16, "gen": 4, "source": "cpu"}],
        "m2_slots": [{"name": "M2_1", "gen": 4, "lanes": 4, "source": "cpu"}],
        "sharing_rules": [{"when_populated": ["M2_9"], "effects": [{"target": "PCI_E1", "lanes": 8}]}],
    }
    with pytest.raises(ValidationError, match="'M2_9', which is not a slot"):
        Motherboard.model_validate(board)
    board["sharing_rules"][0]["when_populated"] = ["M2_1"]
    assert Motherboard.model_validate(board).sharing_rules[0].effects[0].lanes == 8


def test_slot_cannot_be_wider_electrically_than_physically():
    with pytest.raises(ValidationError, match="exceeds physical"):
        Motherboard.model_validate({
            "id": "b", "kind": "motherboard", "name": "B", "source": "manual", "socket": "AM5", "chipset": "B650",
            "form_factor": "ATX", "memory_types": ["DDR5"], "memory_slots": 4,
            "pcie_slots": [{"name": "S", "physical_lanes": 1, "electrical_lanes": 4, "gen": 4, "source": "chipset"}],
        })


def test_psu_curve_must_be_ascending():
    data = {"id": "p", "kind": "psu", "name": "P", "source": "spec page", "wattage_w": 1000, "atx_version": "3.1",
            "efficiency_rating": "gold", "efficiency_basis": "80 PLUS minimums",
            "efficiency_curve": [{"load_fraction": 0.5, "efficiency": 0.9}, {"load_fraction": 0.2, "efficiency": 0.87}],
            "connectors": {"pcie_8pin": 4, "12v_2x6": 1}}
    with pytest.raises(ValidationError, match="ascending"):
        Psu.model_validate(data)
    data["efficiency_curve"].reverse()
    assert Psu.model_validate(data).connectors.h12v_2x6 == 1


def test_cpu_lanes_consistent():
    with pytest.raises(ValidationError, match="usable cannot exceed"):
        Cpu.model_validate({"id": "c", "kind": "cpu", "name": "C", "source": "ark", "chip_vendor": "Intel",
                            "socket": "LGA1700", "cores": 8, "threads": 16, "base_power_w": 65, "max_power_w": 150,
                            "pcie_gen": 5, "pcie_lanes_total": 20, "pcie_lanes_usable": 24, "lane_class": "lga1700",
                            "memory_types": ["DDR5"], "memory_channels": 2})
