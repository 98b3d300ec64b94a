"""The fire dialogs offer a player only what he may do now, and say so plainly: the Infantry Fire dialog lists only
units that fire into a target area (3.5), and in a battle kept to the sequence of play only those of the current step;
the fire dialog's firers and targets are those of the step, a firer that has fired greyed with why; the Phase dock's
Act in direct fire step 3 takes up Infantry Fire, the tanks' fire at infantry; an empty list says why it is empty;
and a dialog's first prompt reads as a prompt, not an error, above a pane that says what will show in it."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from morefire_gui.gui.dialogs.direct_fire import FireDialog
from morefire_gui.gui.dialogs.infantry_fire import InfantryFireDialog
from morefire_gui.gui.features.direct_fire import DirectFireFeature
from morefire_gui.gui.main_window import MainWindow
from morefire_gui.model.terms import Status
from morefire_gui.rules.dice import ScriptedDice
from morefire_gui.session.battle_session import BattleSession
from tests.gui.conftest import to_view
from tests.gui.test_act_opens_the_step_action import act, name
from tests.gui.test_artillery_gui import demo_battle, open_window  # noqa: F401 # the fixture
from tests.gui.test_direct_fire_gui import dialogs  # noqa: F401 # the fire dialogs opened, kept
from tests.gui.test_infantry_gui import dialogs as infantry_dialogs  # noqa: F401 # the infantry dialogs, kept
from tests.gui.test_said import german  # noqa: F401 # the fixture
from tests.gui.test_shell import menu_actions

LEFT = Qt.MouseButton.LeftButton
SHIFT = Qt.KeyboardModifier.ShiftModifier
SMG_SQUAD = (20.0, 31.0)  # su13, an Allied squad: the area the Axis fires into


def fire_into(qtbot, window: MainWindow, opened: list, at: tuple[float, float], *firers: str) -> InfantryFireDialog:  # type: ignore[no-untyped-def]
    """Take up Infantry Fire, click the firers, Shift-click the target area: the dialog that opens."""
    window.set_tool("infantry_fire")
    vp = window.view.viewport()
    for uid in firers:
        unit = window.session.battle.unit(uid)
        assert unit is not None
        qtbot.mouseClick(vp, LEFT, Qt.KeyboardModifier.NoModifier, to_view(window, *unit.at))
    qtbot.mouseClick(vp, LEFT, SHIFT, to_view(window, *at))
    dialog = opened[-1]
    assert isinstance(dialog, InfantryFireDialog)
    return dialog


def fire_menu(window: MainWindow) -> None:
    """Direct Fire -> Fire..., nothing selected."""
    entry = next(a for a in menu_actions(window)["Direct Fire"] if a.text() == "&Fire…")
    assert entry.isEnabled(), entry.toolTip()
    entry.trigger()


def listed(dialog: InfantryFireDialog) -> dict[str, list[str]]:
    """The firers' rows as the player reads them, by the unit each is for."""
    ids = [
        str(dialog.firer_table.item(r, 0).data(Qt.ItemDataRole.UserRole)) for r in range(dialog.firer_table.rowCount())
    ]
    return dict(zip(ids, dialog.firer_rows(), strict=True))


def tickable(dialog: InfantryFireDialog, unit_id: str) -> bool:
    for r in range(dialog.firer_table.rowCount()):
        item = dialog.firer_table.item(r, 0)
        if item.data(Qt.ItemDataRole.UserRole) == unit_id:
            return bool(item.flags() & Qt.ItemFlag.ItemIsEnabled)
    raise KeyError(unit_id)


GUNS = {"ge10", "ge16"}  # the PaK 40 and the mortar: no fire intensity rating (3.5)
AXIS_TANKS = {"ge1", "ge2", "ge3", "ge4", "ge5", "ge6", "ge7", "ge8", "ge9"}
AXIS_INFANTRY = {"ge11", "ge12", "ge13", "ge14", "ge15"}


# -- 1. Infantry Fire lists only units that fire into a target area -------------------------------------------------


def test_infantry_fire_lists_no_gun_as_a_firer(qtbot, window: MainWindow, infantry_dialogs) -> None:  # type: ignore[no-untyped-def]
    """A free battle: every Axis infantry counter and vehicle with a machine gun or main gun is offered; the PaK 40
    and the mortar, which 3.5 gives no fire intensity rating, are not."""
    dialog = fire_into(qtbot, window, infantry_dialogs, SMG_SQUAD)
    rows = listed(dialog)
    assert set(rows) == AXIS_TANKS | AXIS_INFANTRY
    assert not any("fire intensity rating" in row[6] for row in rows.values())


def test_a_gun_clicked_as_a_firer_is_listed_with_why_it_cannot_fire(  # type: ignore[no-untyped-def]
    qtbot, window: MainWindow, infantry_dialogs
) -> None:
    """The player's own choice is never dropped silently: the PaK 40 clicked on the board is listed, greyed, with the
    rule's reason."""
    dialog = fire_into(qtbot, window, infantry_dialogs, SMG_SQUAD, "ge10")
    rows = listed(dialog)
    assert set(rows) == AXIS_TANKS | AXIS_INFANTRY | {"ge10"}
    assert rows["ge10"][6].startswith("a gun has no fire intensity rating") and not tickable(dialog, "ge10")


def test_a_strict_battle_lists_the_firers_of_its_step(  # type: ignore[no-untyped-def]
    qtbot, open_window, infantry_dialogs, demo_path: Path, tmp_path: Path
) -> None:
    """Direct fire step 4 is the infantry's (no tank, no gun listed); step 3 the vehicles' machine guns and T-HE (no
    squad listed). A squad that has fired in step 4 is listed greyed, the step's refusal beside it."""
    path = demo_battle(demo_path, tmp_path / "strict.yaml", strict=True, step="fire.infantry")
    session = BattleSession.open(path)
    session.battle.acted = {"fire.infantry": ("ge14",)}
    session.save(path)
    window = open_window(path)
    dialog = fire_into(qtbot, window, infantry_dialogs, SMG_SQUAD)
    rows = listed(dialog)
    assert set(rows) == AXIS_INFANTRY
    assert not tickable(dialog, "ge14")
    assert (
        rows["ge14"][6]
        == f"Sequence of play: {name(window, 'ge14')} has already acted in direct fire step 4 (infantry vs infantry) this turn"
    )
    dialog.accept()
    window.session.battle.step = "fire.tank_vs_infantry"
    dialog = fire_into(qtbot, window, infantry_dialogs, SMG_SQUAD)
    assert set(listed(dialog)) == AXIS_TANKS


def test_no_firer_listed_says_why(  # type: ignore[no-untyped-def]
    qtbot, open_window, infantry_dialogs, demo_path: Path, tmp_path: Path
) -> None:
    """Direct fire step 4 with every Axis squad gone: the list is empty and the dialog says why, in the normal colour;
    an area with no unit in it says there is nothing to roll for."""
    path = demo_battle(demo_path, tmp_path / "strict.yaml", strict=True, step="fire.infantry")
    session = BattleSession.open(path)
    session.battle.units = [u for u in session.battle.units if u.id not in AXIS_INFANTRY]
    session.save(path)
    window = open_window(path)
    dialog = fire_into(qtbot, window, infantry_dialogs, (60.0, 5.0))
    assert dialog.firer_table.rowCount() == 0
    assert dialog.prompt.text() == (
        "No unit of Kampfgruppe Peiper (Germany) fires into a target area in direct fire step 4 (infantry vs infantry)."
    )
    assert not dialog.prompt.isHidden() and dialog.error.text() == ""
    assert dialog.target_rows() == [
        ["No unit is in or partly in the target area: there is nothing to roll for."] + [""] * 7
    ]


# -- 2. The fire dialog offers the firers and targets of the step -----------------------------------------------------


def offered(dialog: FireDialog) -> dict[str, str | None]:
    """The firers in the list: each with the tooltip that says why it is greyed (None: it may be chosen)."""
    model = dialog.firer.model()
    out: dict[str, str | None] = {}
    for i in range(dialog.firer.count()):
        enabled = bool(model.flags(model.index(i, 0)) & Qt.ItemFlag.ItemIsEnabled)
        out[str(dialog.firer.itemData(i))] = None if enabled else dialog.firer.itemData(i, Qt.ItemDataRole.ToolTipRole)
    return out


def targets(dialog: FireDialog) -> list[str]:
    return [str(dialog.target.itemData(i)) for i in range(dialog.target.count())]


def tips(dialog: FireDialog) -> dict[str, str | None]:
    """The firers in the list, in its order: each with the tooltip that says why it does not fire now (None: it
    may). Every one may be chosen (to roll to spot, 2.1)."""
    model = dialog.firer.model()
    out: dict[str, str | None] = {}
    for i in range(dialog.firer.count()):
        assert model.flags(model.index(i, 0)) & Qt.ItemFlag.ItemIsEnabled, dialog.firer.itemText(i)
        out[str(dialog.firer.itemData(i))] = dialog.firer.itemData(i, Qt.ItemDataRole.ToolTipRole)
    return out


def test_the_fire_dialog_offers_the_firers_of_the_step_first(  # type: ignore[no-untyped-def]
    qtbot, open_window, dialogs, demo_path: Path, tmp_path: Path
) -> None:
    """Direct fire step 2: the tanks with a main gun first, a Tiger that has fired with the step's refusal as its
    tooltip, none chosen for the player; then the units of other steps (the PaK 40, the squads), each saying why
    it does not fire now, listed to roll to spot (2.1). The targets are the vehicles first, then the guns (step 3's
    shots), to spot."""
    path = demo_battle(demo_path, tmp_path / "strict.yaml", strict=True, step="fire.tank_vs_tank")
    session = BattleSession.open(path)
    session.battle.acted = {"fire.tank_vs_tank": ("ge1",)}
    session.save(path)
    window = open_window(path)
    fire_menu(window)
    dialog = dialogs[-1]
    firers = tips(dialog)
    axis_guns = {"ge1", "ge2", "ge3", "ge4", "ge5", "ge6", "ge7"}
    own = axis_guns | {"su1", "su2", "su3", "su4", "su5", "su6", "su7", "su8", "su9"}
    listed = list(firers)
    assert set(listed[: len(own)]) == own
    assert {"ge10", "ge11", "su10", "su11"} <= set(listed[len(own) :])
    assert (
        firers["ge1"]
        == f"Sequence of play: {name(window, 'ge1')} has already acted in direct fire step 2 (tank vs tank and vehicles) this turn"
    )
    assert all(firers[uid] is None for uid in own - {"ge1"})
    assert all(firers[uid] for uid in listed[len(own) :])  # each says why it does not fire now
    assert dialog.firer.currentIndex() < 0  # opened on no unit: the player chooses the firer
    dialog.firer.setCurrentIndex(dialog.firer.findData("ge2"))
    vehicles = {"su1", "su2", "su3", "su4", "su5", "su6", "su7", "su8", "su9"}
    assert set(targets(dialog)[: len(vehicles)]) == vehicles
    assert {"su10", "su11", "su19"} <= set(targets(dialog)[len(vehicles) :])
    dialog.accept()
    window.session.battle.step = "fire.at_vs_tank"
    fire_menu(window)
    at_weapons = tips(dialogs[-1])  # anti-tank guns, and squads with their nation's anti-tank weapons (3.4), first
    first = [uid for uid, why in at_weapons.items() if why is None]
    assert list(at_weapons)[: len(first)] == first
    assert {"ge10", "su11", "ge11", "su13"} <= set(first) and set(first).isdisjoint(AXIS_TANKS | vehicles)
    assert axis_guns <= set(at_weapons)  # the tanks, to roll to spot
    dialogs[-1].accept()
    # A battle played free of the sequence offers every firer, none refused.
    window.session.battle.settings = window.session.battle.settings.model_copy(update={"sequence": None})
    fire_menu(window)
    firers = tips(dialogs[-1])
    assert {"ge1", "ge10", "ge11", "su10"} <= set(firers) and all(why is None for why in firers.values())


def test_a_unit_rolls_to_spot_outside_its_own_fire_step(  # type: ignore[no-untyped-def]
    qtbot, open_window, dialogs, demo_path: Path, tmp_path: Path
) -> None:
    """Spotting is taken in any step of direct fire by any unit (2.1; docs/rules-notes.md): in step 1 (anti-tank vs
    tank) the player chooses the StuG, which fires in steps 2 and 3, and an enemy SU-76; Fire is greyed with the step
    the shot belongs to, Roll to Spot is offered, and the roll goes through the session into the battle and its log."""
    window = open_window(demo_battle(demo_path, tmp_path / "strict.yaml", strict=True, step="fire.at_vs_tank"))
    fire_menu(window)
    dialog = dialogs[-1]
    assert dialog.firer_id != "ge7"  # the step's own firers first
    dialog.firer.setCurrentIndex(dialog.firer.findData("ge7"))
    dialog.target.setCurrentIndex(dialog.target.findData("su7"))
    assert dialog.firer_id == "ge7" and dialog.target_id == "su7"
    assert not dialog.fire_button.isEnabled()
    assert "is direct fire step 2 (tank vs tank and vehicles); this is direct fire step 1" in (
        dialog.fire_button.toolTip()
    ), dialog.fire_button.toolTip()
    assert dialog.spot_button.isEnabled(), dialog.spot_button.toolTip()
    window.session.dice = ScriptedDice([1])
    qtbot.mouseClick(dialog.spot_button, LEFT)
    assert "SPOTTED" in dialog.result_text() and "NOT SPOTTED" not in dialog.result_text()
    entry = window.session.battle.log[-1]
    assert entry.kind == "spot" and entry.phase == "fire.at_vs_tank" and not entry.free, entry
    assert window.session.battle.unit("su7").has(Status.SPOTTED)
    dialog.accept()


# -- 3. Act in step 3 takes up Infantry Fire; an empty target list says why ----------------------------------------------


def test_act_in_step_3_takes_up_infantry_fire_with_the_tank_as_a_firer(  # type: ignore[no-untyped-def]
    qtbot, open_window, dialogs, infantry_dialogs, demo_path: Path, tmp_path: Path
) -> None:
    window = open_window(demo_battle(demo_path, tmp_path / "strict.yaml", strict=True, step="fire.tank_vs_infantry"))
    window.set_tool("measure")
    act(qtbot, window, "ge1")
    assert not dialogs  # not the fire dialog, whose targets are vehicles and guns
    assert window.view.tool.name == "infantry_fire" and window.tools["infantry_fire"].firers() == ["ge1"]
    # Step 3 is also the tank's gun at a gun: the status bar says where that shot is taken.
    assert window.statusBar().currentMessage() == (
        f"Firers: {name(window, 'ge1')} — now click the target area; "
        "or fire its gun at an enemy gun with the Fire tool (F)"
    )
    qtbot.mouseClick(window.view.viewport(), LEFT, SHIFT, to_view(window, *SMG_SQUAD))
    dialog = infantry_dialogs[-1]
    assert isinstance(dialog, InfantryFireDialog) and dialog.choices()[0].unit == "ge1"


def test_an_empty_target_list_says_why(  # type: ignore[no-untyped-def]
    qtbot, open_window, dialogs, demo_path: Path, tmp_path: Path
) -> None:
    """Direct fire step 3 with no Allied gun left: a tank has nothing to fire at by direct fire, and the target list
    and the prompt say so, and where infantry is fired on; the enemy vehicles are listed all the same, to spot."""
    path = demo_battle(demo_path, tmp_path / "strict.yaml", strict=True, step="fire.tank_vs_infantry")
    session = BattleSession.open(path)
    guns = {"su10", "su11", "su19"}
    session.battle.units = [u for u in session.battle.units if u.id not in guns]
    session.battle.batteries = [b for b in session.battle.batteries if guns.isdisjoint(b.units or ())]
    session.save(path)
    window = open_window(path)
    dialog = window.feature(DirectFireFeature).open_fire("ge1")
    why = (
        f"nothing {name(window, 'ge1')} may fire at in direct fire step 3 (tank vs infantry and AT systems); "
        "infantry is fired on with Infantry Fire (3.5); an enemy listed may be chosen to roll to spot it (2.1)"
    )
    assert dialog.target.currentIndex() == -1 and dialog.target.placeholderText() == "nothing to fire at"
    assert "su1" in targets(dialog)  # to spot
    assert dialog.target.toolTip() == why
    assert dialog.prompt.text() == why[:1].upper() + why[1:] + "."
    assert why in dialog.fire_button.toolTip()
    assert dialog.minimumSizeHint().width() <= 1366  # the reason does not widen the dialog past a laptop's screen


# -- 4. The first prompt is not an error; the empty pane says what will show in it ----------------------------------


def test_the_fire_dialogs_first_prompt_reads_as_a_prompt(qtbot, window: MainWindow, dialogs) -> None:  # type: ignore[no-untyped-def]
    dialog = window.feature(DirectFireFeature).open_fire("ge7")
    dialog.show()
    assert dialog.error.text() == "" and dialog.prompt.isVisible()
    assert dialog.prompt.text() == "Choose a target: an enemy vehicle or gun."
    assert "color" not in dialog.prompt.styleSheet()
    assert dialog.plan_view.toPlainText().startswith("Once the firer and the target are chosen: the range")
    dialog.target.setCurrentIndex(dialog.target.findData("su10"))
    assert dialog.prompt.isHidden() and "Range" in dialog.plan_view.toPlainText()
    dialog.accept()


def test_the_infantry_fire_dialogs_first_prompt_reads_as_a_prompt(  # type: ignore[no-untyped-def]
    qtbot, window: MainWindow, infantry_dialogs
) -> None:
    dialog = fire_into(qtbot, window, infantry_dialogs, SMG_SQUAD)
    dialog.show()
    assert (
        dialog.error.text() == "" and dialog.prompt.isVisible() and dialog.prompt.text() == "Tick at least one firer."
    )
    assert dialog.plan_view.toPlainText().startswith("Once a firer is ticked:")
    dialog.set_firer("ge14")
    assert dialog.prompt.isHidden() and "Combined FIR" in dialog.plan_view.toPlainText()


@pytest.mark.parametrize(
    ("step", "firer", "what"),
    [
        ("fire.at_vs_tank", "ge10", "an enemy vehicle or gun"),
        ("fire.tank_vs_tank", "ge1", "an enemy vehicle"),
        ("fire.tank_vs_infantry", "ge1", "an enemy gun"),
    ],
)
def test_the_fire_dialogs_prompt_names_the_targets_of_the_step(  # type: ignore[no-untyped-def]
    qtbot, open_window, dialogs, demo_path: Path, tmp_path: Path, step: str, firer: str, what: str
) -> None:
    """A strict battle: the prompt names what the step's shots are aimed at, as the target list offers them (a tank at
    a vehicle in step 2, at a gun in step 3)."""
    window = open_window(demo_battle(demo_path, tmp_path / "strict.yaml", strict=True, step=step))
    dialog = window.feature(DirectFireFeature).open_fire(firer)
    dialog.show()
    assert dialog.target.count() and dialog.prompt.isVisible()
    assert dialog.prompt.text() == f"Choose a target: {what}."
    dialog.accept()


@pytest.mark.parametrize(
    ("lang", "step"),
    [
        ("en", "direct fire step 3 (tank vs infantry and AT systems)"),
        ("de", "Schritt 3 der Phase „direktes Feuer“ (Panzer gegen Infanterie und Panzerabwehrsysteme)"),
    ],
)
def test_the_step_keeps_its_capitals_in_the_middle_of_a_sentence(  # type: ignore[no-untyped-def]
    qtbot, request, open_window, dialogs, demo_path: Path, tmp_path: Path, lang: str, step: str
) -> None:
    """Direct fire step 3's name, said mid-sentence in the fire dialog, keeps its abbreviation in capitals ("AT
    systems", never "at systems"), in English and in German."""
    if lang == "de":
        request.getfixturevalue("german")
    path = demo_battle(demo_path, tmp_path / "strict.yaml", strict=True, step="fire.tank_vs_infantry")
    window = open_window(path)
    dialog = window.feature(DirectFireFeature).open_fire("ge7", "su7")  # a vehicle is step 2's target
    assert step in dialog.fire_button.toolTip(), dialog.fire_button.toolTip()
    assert "at systems" not in dialog.fire_button.toolTip()
    dialog.accept()
