"""The scenario system: the battle's generation, its specials, weather, forces, nations and victory, and the scenario tables."""
