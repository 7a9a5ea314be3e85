"""Every bundled board against its manual: link widths with one GPU, two GPUs and the most GPUs it takes.

The expected values are transcribed from the sources named in each profile (manual lane tables, MSI's
lane-sharing blog posts, Hardwareluxx/HardwareSecrets lane tables; shared/reference/boards.md), not
from the profiles, so a wrong profile or a wrong rule engine both fail here.
"""

import pytest

from planner.evaluate import evaluate
from planner.hardware.pcie import port_states

from .builders import rig

BIOS_B550 = "M2_2 / M2_3 Lanes Source (PCI sub-system Settings)"

# (board, cpu id or None, populated ports, bios, {slot: (gen, lanes) | "off"})
CASES = [
    # MSI MAG B850 TOMAHAWK MAX WIFI (MSI blog): PCI_E1 CPU 5.0 x16; PCI_E2 3.0 x1; PCI_E3 chipset 4.0 x4.
    ("msi-mag-b850-tomahawk-max-wifi", "ryzen-7-7700x", {"PCI_E1"}, {}, {"PCI_E1": (5, 16)}),
    ("msi-mag-b850-tomahawk-max-wifi", "ryzen-7-7700x", {"PCI_E1", "PCI_E3"}, {}, {"PCI_E1": (5, 16), "PCI_E3": (4, 4)}),
    ("msi-mag-b850-tomahawk-max-wifi", "ryzen-7-7700x", {"PCI_E1", "PCI_E2", "PCI_E3"}, {},
     {"PCI_E1": (5, 16), "PCI_E2": (3, 1), "PCI_E3": (4, 4)}),
    ("msi-mag-b850-tomahawk-max-wifi", "ryzen-7-8700g", {"PCI_E1"}, {}, {"PCI_E1": (4, 8)}),
    ("msi-mag-b850-tomahawk-max-wifi", "ryzen-5-8500g", {"PCI_E1"}, {}, {"PCI_E1": (4, 4)}),
    # MSI MPG X870E CARBON WIFI (Hardwareluxx): PCI_E2 or M.2_2 -> PCI_E1 x8; PCI_E2 x4; PCI_E3 chipset x4.
    ("msi-mpg-x870e-carbon-wifi", "ryzen-9-9950x", {"PCI_E1"}, {}, {"PCI_E1": (5, 16)}),
    ("msi-mpg-x870e-carbon-wifi", "ryzen-9-9950x", {"PCI_E1", "PCI_E2"}, {}, {"PCI_E1": (5, 8), "PCI_E2": (5, 4)}),
    ("msi-mpg-x870e-carbon-wifi", "ryzen-9-9950x", {"PCI_E1", "M.2_2"}, {}, {"PCI_E1": (5, 8)}),
    ("msi-mpg-x870e-carbon-wifi", "ryzen-9-9950x", {"PCI_E1", "PCI_E2", "PCI_E3"}, {},
     {"PCI_E1": (5, 8), "PCI_E2": (5, 4), "PCI_E3": (4, 4)}),
    ("msi-mpg-x870e-carbon-wifi", "ryzen-7-8700g", {"PCI_E1", "PCI_E2"}, {}, {"PCI_E1": (4, 8), "PCI_E2": "off"}),
    # MSI MEG X870E GODLIKE (MSI blog): PCI_E1/PCI_E2 share CPU x16 -> x8/x8; PCI_E3 chipset x4, shared with M2_4.
    ("msi-meg-x870e-godlike", "ryzen-9-9950x", {"PCI_E1"}, {}, {"PCI_E1": (5, 16)}),
    ("msi-meg-x870e-godlike", "ryzen-9-9950x", {"PCI_E1", "PCI_E2"}, {}, {"PCI_E1": (5, 8), "PCI_E2": (5, 8)}),
    ("msi-meg-x870e-godlike", "ryzen-9-9950x", {"PCI_E1", "PCI_E2", "PCI_E3"}, {},
     {"PCI_E1": (5, 8), "PCI_E2": (5, 8), "PCI_E3": (4, 4)}),
    # ASUS ROG Strix X870E-E (Hardwareluxx): M.2_2 or M.2_3 -> upper x8; lower slot chipset 4.0 x4.
    ("asus-rog-strix-x870e-e-gaming-wifi", "ryzen-9-9950x", {"PCIEX16(G5)"}, {}, {"PCIEX16(G5)": (5, 16)}),
    ("asus-rog-strix-x870e-e-gaming-wifi", "ryzen-9-9950x", {"PCIEX16(G5)", "PCIEX16(G4)"}, {},
     {"PCIEX16(G5)": (5, 16), "PCIEX16(G4)": (4, 4)}),
    ("asus-rog-strix-x870e-e-gaming-wifi", "ryzen-9-9950x", {"PCIEX16(G5)", "M.2_3"}, {}, {"PCIEX16(G5)": (5, 8)}),
    ("asus-rog-strix-x870e-e-gaming-wifi", "ryzen-5-8500g", {"PCIEX16(G5)"}, {}, {"PCIEX16(G5)": (4, 4)}),
    # MSI PRO X870-P WIFI (MSI spec): E1 5.0 x16; E2/E3 3.0 x1; E4 4.0 x4, x2 with M2_3.
    ("msi-pro-x870-p-wifi", "ryzen-9-9950x", {"PCI_E1", "PCI_E2", "PCI_E3", "PCI_E4"}, {},
     {"PCI_E1": (5, 16), "PCI_E2": (3, 1), "PCI_E3": (3, 1), "PCI_E4": (4, 4)}),
    ("msi-pro-x870-p-wifi", "ryzen-9-9950x", {"PCI_E1", "PCI_E4", "M2_3"}, {}, {"PCI_E4": (4, 2)}),
    # ASUS ProArt X870E-Creator (Nexthardware + ASUS spec via build notes): x16 or x8/x8; M.2_2 -> x8/x4.
    ("asus-proart-x870e-creator-wifi", "ryzen-9-9950x", {"PCIEX16(G5)_1"}, {}, {"PCIEX16(G5)_1": (5, 16)}),
    ("asus-proart-x870e-creator-wifi", "ryzen-9-9950x", {"PCIEX16(G5)_1", "PCIEX16(G5)_2"}, {},
     {"PCIEX16(G5)_1": (5, 8), "PCIEX16(G5)_2": (5, 8)}),
    ("asus-proart-x870e-creator-wifi", "ryzen-9-9950x", {"PCIEX16(G5)_1", "PCIEX16(G5)_2", "M.2_2", "PCIEX16(G4)"}, {},
     {"PCIEX16(G5)_1": (5, 8), "PCIEX16(G5)_2": (5, 4), "PCIEX16(G4)": (4, 4)}),
    # ASUS ROG Crosshair X670E Extreme (ASUS spec text): x16 or x8/x8; M.2_2 -> x8/x4; chipset slot 4.0 x4.
    ("asus-rog-crosshair-x670e-extreme", "ryzen-9-7950x", {"PCIEX16(G5)_1"}, {}, {"PCIEX16(G5)_1": (5, 16)}),
    ("asus-rog-crosshair-x670e-extreme", "ryzen-9-7950x", {"PCIEX16(G5)_1", "PCIEX16(G5)_2"}, {},
     {"PCIEX16(G5)_1": (5, 8), "PCIEX16(G5)_2": (5, 8)}),
    ("asus-rog-crosshair-x670e-extreme", "ryzen-9-7950x", {"PCIEX16(G5)_1", "PCIEX16(G5)_2", "PCIEX4(G4)", "M.2_2"}, {},
     {"PCIEX16(G5)_1": (5, 8), "PCIEX16(G5)_2": (5, 4), "PCIEX4(G4)": (4, 4)}),
    # GIGABYTE B650M DS3H (Hardwareluxx): one CPU 4.0 x16 slot and a chipset 3.0 x1.
    ("gigabyte-b650m-ds3h", "ryzen-7-7700x", {"PCIEX16", "PCIEX1"}, {}, {"PCIEX16": (4, 16), "PCIEX1": (3, 1)}),
    ("gigabyte-b650m-ds3h", "ryzen-7-8700g", {"PCIEX16"}, {}, {"PCIEX16": (4, 8)}),
    # ASUS ProArt B760-Creator D4 (Hardwareluxx): CPU 5.0 x16, B760 4.0 x4, B760 3.0 x1 (off with middle M.2).
    ("asus-proart-b760-creator-d4", "core-i7-13700k", {"PCIEX16(G5)"}, {}, {"PCIEX16(G5)": (5, 16)}),
    ("asus-proart-b760-creator-d4", "core-i7-13700k", {"PCIEX16(G5)", "PCIEX16(G4)", "PCIEX1(G3)"}, {},
     {"PCIEX16(G5)": (5, 16), "PCIEX16(G4)": (4, 4), "PCIEX1(G3)": (3, 1)}),
    ("asus-proart-b760-creator-d4", "core-i7-13700k", {"PCIEX16(G5)", "PCIEX1(G3)", "M.2_2"}, {}, {"PCIEX1(G3)": "off"}),
    # ASUS ROG Maximus Z790 Formula (ASUS spec + Tom's Hardware): x16 or x8/x8; M.2_1 -> x8 and slot 2 off.
    ("asus-rog-maximus-z790-formula", "core-i9-14900k", {"PCIEX16(G5)_1"}, {}, {"PCIEX16(G5)_1": (5, 16)}),
    ("asus-rog-maximus-z790-formula", "core-i9-14900k", {"PCIEX16(G5)_1", "PCIEX16(G5)_2", "PCIEX4(G4)"}, {},
     {"PCIEX16(G5)_1": (5, 8), "PCIEX16(G5)_2": (5, 8), "PCIEX4(G4)": (4, 4)}),
    ("asus-rog-maximus-z790-formula", "core-i9-14900k", {"PCIEX16(G5)_1", "M.2_1"}, {},
     {"PCIEX16(G5)_1": (5, 8), "PCIEX16(G5)_2": "off"}),
    # ASUS ROG Strix Z790-A (ASUS spec): 5.0 x16 + two chipset 4.0 x4 + 3.0 x1, no sharing with the GPU slot.
    ("asus-rog-strix-z790-a-gaming-wifi", "core-i9-14900k",
     {"PCIEX16(G5)", "PCIEX16(G4)_1", "PCIEX16(G4)_2", "PCIEX1(G3)", "M.2_2"}, {},
     {"PCIEX16(G5)": (5, 16), "PCIEX16(G4)_1": (4, 4), "PCIEX16(G4)_2": (4, 4), "PCIEX1(G3)": (3, 1)}),
    # GIGABYTE Z890 AORUS MASTER (Hardwareluxx): 5.0 x16 (x8 with M.2_D), Z890 4.0 x4 and 4.0 x1.
    ("gigabyte-z890-aorus-master", "core-ultra-9-285k", {"PCIEX16", "PCIEX4", "PCIEX1"}, {},
     {"PCIEX16": (5, 16), "PCIEX4": (4, 4), "PCIEX1": (4, 1)}),
    ("gigabyte-z890-aorus-master", "core-ultra-9-285k", {"PCIEX16", "M.2_D"}, {}, {"PCIEX16": (5, 8)}),
    # ASUS ProArt B550-Creator (Hardwareluxx): x16; x8/x8 with the middle slot; bottom 3.0 x4 via B550.
    ("asus-proart-b550-creator", "ryzen-9-5950x", {"PCIEX16_1"}, {}, {"PCIEX16_1": (4, 16)}),
    ("asus-proart-b550-creator", "ryzen-9-5950x", {"PCIEX16_1", "PCIEX16_2"}, {}, {"PCIEX16_1": (4, 8), "PCIEX16_2": (4, 8)}),
    ("asus-proart-b550-creator", "ryzen-9-5950x", {"PCIEX16_1", "PCIEX16_2", "PCIEX16_3"}, {},
     {"PCIEX16_1": (4, 8), "PCIEX16_2": (4, 8), "PCIEX16_3": (3, 4)}),
    # MSI MEG B550 UNIFY (manual): Chipset mode PCI_E1 4.0 x16, PCI_E4 3.0 x4 off with M2_4; CPU mode PCI_E1 x8.
    ("msi-meg-b550-unify", "ryzen-9-5950x", {"PCI_E1", "PCI_E4"}, {}, {"PCI_E1": (4, 16), "PCI_E4": (3, 4)}),
    ("msi-meg-b550-unify", "ryzen-9-5950x", {"PCI_E1", "PCI_E2", "M2_2"}, {}, {"PCI_E2": "off"}),
    ("msi-meg-b550-unify", "ryzen-9-5950x", {"PCI_E1", "PCI_E2", "M2_2"}, {BIOS_B550: "CPU mode"},
     {"PCI_E1": (4, 8), "PCI_E2": (3, 1), "M2_2": (4, 4)}),
    ("msi-meg-b550-unify", "ryzen-9-5950x", {"PCI_E1", "PCI_E4", "M2_4"}, {}, {"PCI_E4": "off"}),
    # MSI MEG X570 UNIFY (manual p.19): x16, x8/x8 with PCI_E3, PCI_E5 chipset 4.0 x4; PCI_E4 -> PCI_E2 off.
    ("msi-meg-x570-unify", "ryzen-9-5950x", {"PCI_E1"}, {}, {"PCI_E1": (4, 16)}),
    ("msi-meg-x570-unify", "ryzen-9-5950x", {"PCI_E1", "PCI_E3", "PCI_E5"}, {},
     {"PCI_E1": (4, 8), "PCI_E3": (4, 8), "PCI_E5": (4, 4)}),
    ("msi-meg-x570-unify", "ryzen-9-5950x", {"PCI_E2", "PCI_E4"}, {}, {"PCI_E2": "off", "PCI_E4": (4, 1)}),
    # A Ryzen 5000G APU has PCIe 3.0 lanes: the slot trains at Gen3 (the manual's x8 APU column is for 2000G/3000G).
    ("msi-meg-x570-unify", "ryzen-7-5700g", {"PCI_E1"}, {}, {"PCI_E1": (3, 16)}),
    # ASUS X99-PRO (HardwareSecrets): 40-lane x16/x16/x8; 28-lane x16/x8/x4; PCIEX16_2 2.0 x4; M.2 -> _4 off.
    ("asus-x99-pro", "xeon-e5-2680-v4", {"PCIEX16_1", "PCIEX16_3", "PCIEX16_4"}, {},
     {"PCIEX16_1": (3, 16), "PCIEX16_3": (3, 16), "PCIEX16_4": (3, 8)}),
    ("asus-x99-pro", "core-i7-5820k", {"PCIEX16_1", "PCIEX16_3", "PCIEX16_4"}, {},
     {"PCIEX16_1": (3, 16), "PCIEX16_3": (3, 8), "PCIEX16_4": (3, 4)}),
    ("asus-x99-pro", "xeon-e5-2680-v4", {"PCIEX16_1", "PCIEX16_2", "M.2"}, {},
     {"PCIEX16_2": (2, 4), "PCIEX16_4": "off"}),
    # GIGABYTE X299 AORUS Gaming 7 (HardwareSecrets): 44-lane x16/x16/x8; 28-lane x16/x8/off; 16-lane x8/x4.
    ("gigabyte-x299-aorus-gaming-7", "core-i9-10900x", {"SLOT1", "SLOT3", "SLOT5"}, {},
     {"SLOT1": (3, 16), "SLOT3": (3, 16), "SLOT5": (3, 8)}),
    ("gigabyte-x299-aorus-gaming-7", "core-i7-7820x", {"SLOT1", "SLOT3", "SLOT5"}, {},
     {"SLOT1": (3, 16), "SLOT3": (3, 8), "SLOT5": "off"}),
    # MSI MEG X299 CREATION (manual p.34): 44-lane 4-way x8/x8/x16/x8; 28-lane 2-way x16 + x8.
    ("msi-meg-x299-creation", "core-i9-10900x", {"PCI_E1", "PCI_E3"}, {}, {"PCI_E1": (3, 16), "PCI_E3": (3, 16)}),
    ("msi-meg-x299-creation", "core-i9-10900x", {"PCI_E1", "PCI_E2", "PCI_E3", "PCI_E5"}, {},
     {"PCI_E1": (3, 8), "PCI_E2": (3, 8), "PCI_E3": (3, 16), "PCI_E5": (3, 8)}),
    ("msi-meg-x299-creation", "core-i7-7820x", {"PCI_E1", "PCI_E3"}, {}, {"PCI_E1": (3, 16), "PCI_E3": (3, 8)}),
    # ASUS Pro WS W790-ACE (ASUS spec text): x16, x16, x16, x0/x8, x16/x8.
    ("asus-pro-ws-w790-ace", "xeon-w7-3465x", {"PCIEX16(G5)_1", "PCIEX16(G5)_2", "PCIEX16(G5)_3", "PCIEX16(G5)_5"}, {},
     {"PCIEX16(G5)_1": (5, 16), "PCIEX16(G5)_2": (5, 16), "PCIEX16(G5)_3": (5, 16), "PCIEX16(G5)_5": (5, 16)}),
    ("asus-pro-ws-w790-ace", "xeon-w7-3465x", {"PCIEX16(G5)_4", "PCIEX16(G5)_5"}, {},
     {"PCIEX16(G5)_4": (5, 8), "PCIEX16(G5)_5": (5, 8)}),
    # ASUS Pro WS WRX90E-SAGE SE (conservative reading): six x16 and one x8, all CPU PCIe 5.0.
    ("asus-pro-ws-wrx90e-sage-se", "threadripper-pro-7975wx", {f"PCIEX16(G5)_{i}" for i in range(1, 8)}, {},
     {**{f"PCIEX16(G5)_{i}": (5, 16) for i in range(1, 7)}, "PCIEX16(G5)_7": (5, 8)}),
    # ASRock Rack ROMED8-2T (Tom's Hardware Italia): 7x PCIe 4.0 x16; slot 2 x8 with M.2/OCuLink in use.
    ("asrock-rack-romed8-2t", "epyc-7313p", {f"PCIE{i}" for i in range(1, 8)}, {}, {f"PCIE{i}": (4, 16) for i in range(1, 8)}),
    ("asrock-rack-romed8-2t", "epyc-7313p", {"PCIE1", "PCIE2", "M2_1"}, {}, {"PCIE1": (4, 16), "PCIE2": (4, 8)}),
    # Supermicro H12SSL-i (secondary sources): 5x 4.0 x16, SLOT2 and SLOT4 x8.
    ("supermicro-h12ssl-i", "epyc-7313p", {f"SLOT{i}" for i in range(1, 8)}, {},
     {"SLOT1": (4, 16), "SLOT2": (4, 8), "SLOT3": (4, 16), "SLOT4": (4, 8), "SLOT5": (4, 16), "SLOT6": (4, 16), "SLOT7": (4, 16)}),
    # --- issue 15 boards; each figure is the cited page's, not the profile's ---
    # GIGABYTE X570 AORUS XTREME (GIGABYTE spec on Newegg): PCIEX16 x16; x8 when PCIEX8 is used; PCIEX4 X570 4.0 x4.
    ("gigabyte-x570-aorus-xtreme", "ryzen-9-5950x", {"PCIEX16"}, {}, {"PCIEX16": (4, 16)}),
    ("gigabyte-x570-aorus-xtreme", "ryzen-9-5950x", {"PCIEX16", "PCIEX8", "PCIEX4"}, {},
     {"PCIEX16": (4, 8), "PCIEX8": (4, 8), "PCIEX4": (4, 4)}),
    # ASRock X570 Phantom Gaming X (Hardwareluxx): x16 or x8/x8 on the CPU slots; bottom x4 not with the lowest M.2.
    ("asrock-x570-phantom-gaming-x", "ryzen-9-5950x", {"PCIE1", "PCIE3", "PCIE5"}, {},
     {"PCIE1": (4, 8), "PCIE3": (4, 8), "PCIE5": (4, 4)}),
    ("asrock-x570-phantom-gaming-x", "ryzen-9-5950x", {"PCIE1", "PCIE5", "M2_3"}, {}, {"PCIE1": (4, 16), "PCIE5": "off"}),
    # MSI MEG Z390 GODLIKE / Z370 GODLIKE GAMING (manuals): single x16; 2-way E1+E4 x8/x8; 4-way E1 x8, E2 x4, E4 x4, E5 x4.
    ("msi-meg-z390-godlike", None, {"PCI_E1"}, {}, {"PCI_E1": (3, 16)}),
    ("msi-meg-z390-godlike", None, {"PCI_E1", "PCI_E4"}, {}, {"PCI_E1": (3, 8), "PCI_E4": (3, 8)}),
    ("msi-meg-z390-godlike", None, {"PCI_E1", "PCI_E2", "PCI_E4", "PCI_E5"}, {},
     {"PCI_E1": (3, 8), "PCI_E2": (3, 4), "PCI_E4": (3, 4), "PCI_E5": (3, 4)}),
    ("msi-z370-godlike-gaming", None, {"PCI_E1", "PCI_E4", "PCI_E5"}, {},
     {"PCI_E1": (3, 8), "PCI_E4": (3, 8), "PCI_E5": (3, 4)}),
    # MSI B450-A PRO (manual p.29): PCI_E4 2.0 x4, x1 when PCI_E2/E3/E5 hold a card.
    ("msi-b450-a-pro", "ryzen-9-5950x", {"PCI_E1", "PCI_E4"}, {}, {"PCI_E1": (3, 16), "PCI_E4": (2, 4)}),
    ("msi-b450-a-pro", "ryzen-9-5950x", {"PCI_E1", "PCI_E4", "PCI_E2"}, {}, {"PCI_E4": (2, 1), "PCI_E2": (2, 1)}),
    # MSI PRO B550-P GEN3 (manual): PCI_E1 3.0 x16; PCI_E4 3.0 x4, 2.0 x1 when PCI_E2/E3/E5 hold a card.
    ("msi-pro-b550-p-gen3", "ryzen-9-5950x", {"PCI_E1", "PCI_E4"}, {}, {"PCI_E1": (3, 16), "PCI_E4": (3, 4)}),
    ("msi-pro-b550-p-gen3", "ryzen-9-5950x", {"PCI_E1", "PCI_E4", "PCI_E3"}, {}, {"PCI_E4": (2, 1)}),
    # MSI X99A GAMING 7 (Hardware Asylum): slot #4 always x16; #2 x16 unless #6 is used; #7 off with 28 lanes.
    ("msi-x99a-gaming-7", "xeon-e5-2680-v4", {"PCI_E2", "PCI_E4"}, {}, {"PCI_E2": (3, 16), "PCI_E4": (3, 16)}),
    ("msi-x99a-gaming-7", "xeon-e5-2680-v4", {"PCI_E2", "PCI_E4", "PCI_E6"}, {}, {"PCI_E2": (3, 8), "PCI_E4": (3, 16)}),
    ("msi-x99a-gaming-7", "core-i7-5820k", {"PCI_E4", "PCI_E7"}, {}, {"PCI_E4": (3, 16), "PCI_E7": "off"}),
    # MSI X99A GODLIKE GAMING (Hardware Asylum): #3 used -> #4 off; #7 x4 with a 28-lane CPU; best 2-way #1 + #5.
    ("msi-x99a-godlike-gaming", "xeon-e5-2680-v4", {"PCI_E1", "PCI_E5"}, {}, {"PCI_E1": (3, 16), "PCI_E5": (3, 16)}),
    ("msi-x99a-godlike-gaming", "xeon-e5-2680-v4", {"PCI_E3", "PCI_E4"}, {}, {"PCI_E4": "off"}),
    ("msi-x99a-godlike-gaming", "core-i7-5820k", {"PCI_E7"}, {}, {"PCI_E7": (3, 4)}),
    # MSI X99A TOMAHAWK (Hardware Asylum): #2 x16 unless #7 is used; #5 x16 (40 lanes) or x8 (28 lanes).
    ("msi-x99a-tomahawk", "xeon-e5-2680-v4", {"PCI_E2", "PCI_E5"}, {}, {"PCI_E2": (3, 16), "PCI_E5": (3, 16)}),
    ("msi-x99a-tomahawk", "core-i7-5820k", {"PCI_E2", "PCI_E5", "PCI_E7"}, {}, {"PCI_E2": (3, 8), "PCI_E5": (3, 8)}),
    # GIGABYTE GA-X99-Designare EX (Hardware Asylum): slots 1/4/6 all x16; 4 and 6 behind the PLX 8747, x8 with the M.2.
    ("gigabyte-ga-x99-designare-ex", "xeon-e5-2680-v4", {"PCIE_1", "PCIE_4", "PCIE_6"}, {},
     {"PCIE_1": (3, 16), "PCIE_4": (3, 16), "PCIE_6": (3, 16)}),
    ("gigabyte-ga-x99-designare-ex", "xeon-e5-2680-v4", {"PCIE_4", "PCIE_6", "M2"}, {}, {"PCIE_4": (3, 8), "PCIE_6": (3, 8)}),
    ("gigabyte-ga-x99-designare-ex", "xeon-e5-2680-v4", {"PCIE_5"}, {}, {"PCIE_5": (2, 4)}),
    # EVGA X99 Classified (Hardware Asylum): 4-way #1/#3/#5/#7 = x8/x8/x16/x8; #4 off with a 28-lane CPU.
    ("evga-x99-classified", "xeon-e5-2680-v4", {"PE1", "PE3", "PE5", "PE7"}, {},
     {"PE1": (3, 8), "PE3": (3, 8), "PE5": (3, 16), "PE7": (3, 8)}),
    ("evga-x99-classified", "core-i7-5820k", {"PE4"}, {}, {"PE4": "off"}),
    # MSI X99S SLI Krait Edition (Hardwareluxx): 40 lanes 1/3/6 = x16/x16/x8; 28 lanes 1/3 = x16/x8, 1/3/5 = x8/x8/x8.
    ("msi-x99s-sli-krait-edition", "xeon-e5-2680-v4", {"PCI_E1", "PCI_E3", "PCI_E6"}, {},
     {"PCI_E1": (3, 16), "PCI_E3": (3, 16), "PCI_E6": (3, 8)}),
    ("msi-x99s-sli-krait-edition", "core-i7-5820k", {"PCI_E1", "PCI_E3"}, {}, {"PCI_E1": (3, 16), "PCI_E3": (3, 8)}),
    ("msi-x99s-sli-krait-edition", "core-i7-5820k", {"PCI_E1", "PCI_E3", "PCI_E5"}, {},
     {"PCI_E1": (3, 8), "PCI_E3": (3, 8), "PCI_E5": (3, 8)}),
    ("msi-x99s-sli-krait-edition", "xeon-e5-2680-v4", {"PCI_E1", "PCI_E3", "PCI_E6", "M.2"}, {}, {"M.2": (2, 2)}),
    # MSI X99A GAMING PRO CARBON (Hardwareluxx, 28-lane table): 4 cards x8/x8/x8/x4.
    ("msi-x99a-gaming-pro-carbon", "core-i7-5820k", {"PCI_E1", "PCI_E3", "PCI_E5", "PCI_E6"}, {},
     {"PCI_E1": (3, 8), "PCI_E3": (3, 8), "PCI_E5": (3, 8), "PCI_E6": (3, 4)}),
    ("msi-x99a-gaming-pro-carbon", "xeon-e5-2680-v4", {"PCI_E1", "PCI_E3"}, {}, {"PCI_E1": (3, 16), "PCI_E3": (3, 16)}),
    # Supermicro X10SRi-F (slot map): SLOT6 CPU x16, SLOT3/SLOT4 CPU x8, SLOT1 PCH 2.0 x2, SLOT2 PCH 2.0 x4.
    ("supermicro-x10sri-f", "xeon-e5-2680-v4", {f"SLOT{i}" for i in range(1, 7)}, {},
     {"SLOT1": (2, 2), "SLOT2": (2, 4), "SLOT3": (3, 8), "SLOT4": (3, 8), "SLOT5": (3, 4), "SLOT6": (3, 16)}),
    # ASUS Z10PE-D8 WS (ASUS manual E15493 slot table, transcribed in the nesvet/z10pe-d8-ws-bios-unlock README):
    # slots 1/3/5/7 x16, 2/4/6 x8; slot 1 (3) drops to x8 when slot 2 (4) is used; 5-7 on CPU2.
    ("asus-z10pe-d8-ws", "xeon-e5-2680-v4", {"PCIEX16_1", "PCIEX16_3", "PCIEX16_5", "PCIEX16_7"}, {},
     {"PCIEX16_1": (3, 16), "PCIEX16_3": (3, 16), "PCIEX16_5": (3, 16), "PCIEX16_7": (3, 16)}),
    ("asus-z10pe-d8-ws", "xeon-e5-2680-v4", {f"PCIEX16_{i}" for i in range(1, 8)}, {},
     {"PCIEX16_1": (3, 8), "PCIEX16_2": (3, 8), "PCIEX16_3": (3, 8), "PCIEX16_4": (3, 8), "PCIEX16_5": (3, 16),
      "PCIEX16_6": (3, 8), "PCIEX16_7": (3, 16)}),
    # MSI Creator TRX40 (Hardware Asylum): two x16 and two hardwired x8 CPU slots.
    ("msi-creator-trx40", None, {"PCI_E1", "PCI_E2", "PCI_E3", "PCI_E4"}, {},
     {"PCI_E1": (4, 16), "PCI_E2": (4, 8), "PCI_E3": (4, 16), "PCI_E4": (4, 8)}),
    # ASUS ProArt B650-CREATOR (ASUS spec text: '2 x PCIe 4.0 x16 slots'): one card gets PCIe 4.0 x16.
    ("asus-proart-b650-creator", "ryzen-9-7950x", {"PCIEX16_1"}, {}, {"PCIEX16_1": (4, 16)}),
    # ASUS ProArt X670E-CREATOR WIFI (owner, ROCm/ROCm #3644): two GPUs 'as PCIe 5.0 X8 for each'.
    ("asus-proart-x670e-creator-wifi", "ryzen-9-7950x", {"PCIEX16(G5)_1", "PCIEX16(G5)_2"}, {},
     {"PCIEX16(G5)_1": (5, 8), "PCIEX16(G5)_2": (5, 8)}),
    ("asus-proart-x670e-creator-wifi", "ryzen-9-7950x", {"PCIEX16(G5)_1"}, {}, {"PCIEX16(G5)_1": (5, 16)}),
    # GIGABYTE MZ31-AR0 (Pulsed Media wiki): PCIe 3.0 only even with a Gen4 EPYC; 4x x16 + 3x x8.
    ("gigabyte-mz31-ar0", "epyc-7313p", {"SLOT_A", "SLOT_E", "SLOT_G"}, {},
     {"SLOT_A": (3, 16), "SLOT_E": (3, 8), "SLOT_G": (3, 8)}),
    # GIGABYTE MZ32-AR0 (Hardwareluxx, SC18 sample): Gen4 slots x16/x16/x8/x16/x16, plus Gen3 x16 and x8.
    ("gigabyte-mz32-ar0", "epyc-7313p", {f"SLOT{i}" for i in range(1, 8)}, {},
     {"SLOT1": (4, 16), "SLOT2": (4, 16), "SLOT3": (4, 8), "SLOT4": (4, 16), "SLOT5": (4, 16), "SLOT6": (3, 16),
      "SLOT7": (3, 8)}),
    # ASUS Pro WS TRX50-SAGE WIFI (firmware slot table, linux-hardware.org DMI probes): three PCIe 5.0 x16,
    # PCIEX16(G4)_1 PCIe 4.0 x4, PCIEX16(G4)_2 PCIe 4.0 x16.
    ("asus-pro-ws-trx50-sage-wifi", "threadripper-7960x",
     {"PCIEX16(G5)_1", "PCIEX16(G5)_2", "PCIEX16(G5)_3", "PCIEX16(G4)_1", "PCIEX16(G4)_2"}, {},
     {"PCIEX16(G5)_1": (5, 16), "PCIEX16(G5)_2": (5, 16), "PCIEX16(G5)_3": (5, 16), "PCIEX16(G4)_1": (4, 4),
      "PCIEX16(G4)_2": (4, 16)}),
    # ASUS Pro WS WRX80E-SAGE SE WIFI (retail listing '7xPCIe 4.0 X16 slots'; Lambda Labs notes: 'M.2_2 will
    # disable U.2_1 and M.2_3 will disable U.2_2'). No sWRX8 CPU is in the catalog.
    ("asus-pro-ws-wrx80e-sage-se-wifi", None, {f"PCIEX16_{i}" for i in range(1, 8)}, {},
     {f"PCIEX16_{i}": (4, 16) for i in range(1, 8)}),
    ("asus-pro-ws-wrx80e-sage-se-wifi", None, {"M.2_2", "U.2_1", "U.2_2"}, {},
     {"M.2_2": (4, 4), "U.2_1": "off", "U.2_2": (4, 4)}),
    # ASRock Rack GENOAD8X-2T/BCM (spec quoted in public build notes: '4x PCIe 5.0/CXL 2.0 x16 + 3x PCIe 5.0 x16').
    ("asrock-rack-genoad8x-2t-bcm", "epyc-9224", {f"PCIE{i}" for i in range(1, 8)}, {},
     {f"PCIE{i}": (5, 16) for i in range(1, 8)}),
]


def test_every_bundled_board_is_covered(catalog):
    covered = {c[0] for c in CASES}
    assert {b.id for b in catalog.of_kind("boards")} == covered


@pytest.mark.parametrize("board_id, cpu_id, populated, bios, expected", CASES,
                         ids=[f"{c[0]}-{i}" for i, c in enumerate(CASES)])
def test_link_widths_match_the_manual(catalog, board_id, cpu_id, populated, bios, expected):
    board = catalog.part(board_id)
    cpu = catalog.part(cpu_id) if cpu_id else None
    assert cpu is None or cpu.socket == board.socket
    ports = port_states(board, cpu, set(populated), bios)
    got = {name: ("off" if ports[name].disabled else (ports[name].gen, ports[name].lanes)) for name in expected}
    assert got == expected
    # the placement search computes the lanes without the reasons: same lanes
    quiet = port_states(board, cpu, set(populated), bios, explain=False)
    assert {n: (p.gen, p.lanes, p.disabled, p.source) for n, p in quiet.items()} == \
        {n: (p.gen, p.lanes, p.disabled, p.source) for n, p in ports.items()}
    assert not any(p.reasons for p in quiet.values())


@pytest.mark.parametrize("slots, relation", [
    # linux-hardware.org DMI probes of the ASUS Pro WS TRX50-SAGE WIFI: a card in PCIEx16(G5)_3 enumerates at bus 81
    # and one in PCIEX16(G4)_2 at bus 83 (one host bridge); PCIEx16(G5)_1 at bus 41, PCIEX16(G5)_2 at bus 01.
    (("PCIEX16(G5)_3", "PCIEX16(G4)_2"), "PHB"),
    (("PCIEX16(G5)_1", "PCIEX16(G5)_2"), "NODE"),
])
def test_trx50_sage_gpus_on_one_host_bridge_show_phb(catalog, slots, relation):
    project = rig([("rtx-4090", 1, [{"slot": slots[0]}]), ("rtx-4090", 1, [{"slot": slots[1]}])],
                  board="asus-pro-ws-trx50-sage-wifi", cpu="threadripper-7960x")
    assert evaluate(project, catalog).pcie.topology[0][1] == relation


@pytest.mark.parametrize("slots", [("PCIEX16_1", "PCIEX16_5"), ("PCIEX16_3", "PCIEX16_7")])
def test_z10pe_d8_ws_cards_on_the_two_cpus_show_sys(catalog, slots):
    """The manual puts slots 1-4 on CPU1 and 5-7 on CPU2; nvidia-smi's legend calls a path between sockets SYS."""
    project = rig([("rtx-3090", 1, [{"slot": slots[0]}]), ("rtx-3090", 1, [{"slot": slots[1]}])],
                  board="asus-z10pe-d8-ws", cpu="xeon-e5-2680-v4", memory=None)
    assert evaluate(project, catalog).pcie.topology[0][1] == "SYS"


def test_a_card_in_a_cpu2_slot_of_the_z10pe_d8_ws_says_the_second_cpu_is_needed(catalog):
    """The manual (via the nesvet README): slots 5-7 are on CPU2 and 'a second Xeon is required'; slot 1 is on CPU1."""
    project = rig([("rtx-3090", 1, [{"slot": "PCIEX16_1"}]), ("rtx-3090", 1, [{"slot": "PCIEX16_5"}])],
                  board="asus-z10pe-d8-ws", cpu="xeon-e5-2680-v4", memory=None)
    found = [f for f in evaluate(project, catalog).findings if f.code == "slots.needs_another_cpu"]
    assert [(f.level, f.item_ids, f.params["slot"], f.params["socket"]) for f in found] == \
        [("warn", ["gpu-2"], "PCIEX16_5", 2)]
