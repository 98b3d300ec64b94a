"""Aircraft (rule 5): the flight of an airstrike, its attacks, anti-aircraft fire, and their tables."""
