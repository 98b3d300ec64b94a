"""The catalogue of units: its entries, and the vehicles converted from the reference pages."""
