"""Infantry (rule 3): infantry fire, melee, assault, suicide squads and suppression, and their tables."""
