"""Dock widgets around the board: roster, selected unit, terrain palette, catalogue, log."""
