"""Dialogs. Each exposes a class method that wraps exec() so tests can drive it without a modal loop."""
