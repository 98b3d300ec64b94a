"""Qt-free services that run a game: the open battle, the edits made to it, saving and loading."""
