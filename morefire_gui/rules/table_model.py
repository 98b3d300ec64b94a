"""Base class for rules tables and catalogue entries read from ``resources/``.

Tables are frozen pydantic models: the same class validates the YAML file and is the typed object the
rules use, so there is no second schema to keep in step.
"""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict


class TableModel(BaseModel):
    """Frozen, strict about unknown keys (a misspelt key in a data file is an error, not a silent default)."""

    model_config = ConfigDict(frozen=True, extra="forbid", defer_build=True)
