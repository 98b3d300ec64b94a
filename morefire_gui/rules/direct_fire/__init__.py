"""Direct fire (rule 2): spotting, the shot, hit location and vehicle damage, and their tables."""
