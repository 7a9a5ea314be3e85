"""Simplified Chinese translations of the engine text, one module per engine module."""
