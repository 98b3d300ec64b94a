"""The board: a QGraphicsScene mirroring the battle, the view that shows it, and the tools that edit it."""
