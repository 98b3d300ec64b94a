"""Small widgets shared by docks and dialogs."""
