"""Data shipped with the planner: catalog/, examples/, i18n/. Located through planner.paths."""
