"""The main window's parts, each the methods of one job; :class:`~morefire_gui.gui.main_window.MainWindow` puts them
together (it inherits each beside ``QMainWindow``) and keeps the wiring: what it builds, in which order, and the
actions a player takes. Every part is written against :class:`~.part.WindowPart`, the window as the parts see it.

* :mod:`.layout`: where the docks go, and the window's size and layout kept between starts.
* :mod:`.status`: what the status bar says.
* :mod:`.menus`: the menus built (File, Edit, View, the features' menus, Help).
* :mod:`.rules_menu`: the Rules menu, the rules' options a battle is played with.
* :mod:`.tools`: the board tools, their toolbar and Tools menu, the one armed.
* :mod:`.shown_view`: whose view is shown (hot seat), and every change to the battle shown once in it.
* :mod:`.files`: New, Open, Save, Save As, Close and Quit, and the window's title.
* :mod:`.recent`: Open Recent, and a battle file dropped on the window.
* :mod:`.problems`: what is wrong with a file, said to the player.
"""
