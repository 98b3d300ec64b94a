"""Battle state: the table, its scale, the sides, terrain pieces and units. No Qt."""
