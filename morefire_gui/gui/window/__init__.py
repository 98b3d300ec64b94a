"""The main window's parts, each the methods of one job; :class:`~morefire_gui.gui.main_window.MainWindow` puts them
together (it inherits each beside ``QMainWindow``) and keeps the wiring: what it builds, in which order, and the
actions a player takes. Every part is written against :class:`~.part.WindowPart`, the window as the parts see it.

:mod:`.layout` lays out the docks and keeps the window's size and layout between starts; :mod:`.status` is what the
status bar says.
"""
