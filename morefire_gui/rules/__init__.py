"""Pure rules of More Fire!: dice, tables, modifiers and resolutions. No Qt and no shapely here."""
