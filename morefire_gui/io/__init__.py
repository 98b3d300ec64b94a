"""Reading and writing files: battles, rules tables, the catalogue. Safe YAML only, every problem located."""
