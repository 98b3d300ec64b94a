"""Artillery (rule 4): barrages, their error, zone and hits, batteries and fire missions, and the artillery tables."""
