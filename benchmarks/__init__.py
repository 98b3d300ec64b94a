"""Benchmarks of the More Fire! battle manager: ``make bench`` runs them all (see run.py)."""
