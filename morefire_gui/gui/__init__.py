"""Everything Qt: the main window, the board (scene, view, items, tools), docks and dialogs."""
