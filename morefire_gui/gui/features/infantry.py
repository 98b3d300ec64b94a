"""Infantry combat (rules 3.1-3.5) in the window: the Infantry Fire tool and dialog, the melee, assault and
suicide-squad dialogs, the Infantry menu, and the actions offered on a right click on the counters."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtGui import QAction

from morefire_gui.geometry.shapes import XY
from morefire_gui.gui.actions import arms_tool, follow_tool, make_action
from morefire_gui.gui.board.tools.infantry_fire import InfantryFireTool
from morefire_gui.gui.features import Feature, FeatureHost, ToolSpec, board_actions
from morefire_gui.gui.i18n import QT_TR_NOOP, tr
from morefire_gui.gui.phase_offers import offer_now, starts
from morefire_gui.gui.said import said
from morefire_gui.model.battle import Unit
from morefire_gui.rules.catalogue.entries import UnitKind
from morefire_gui.session.play_kinds import PlayKind

if TYPE_CHECKING:
    from morefire_gui.gui.dialogs.assault import AssaultDialog
    from morefire_gui.gui.dialogs.infantry_fire import InfantryFireDialog
    from morefire_gui.gui.dialogs.melee import MeleeDialog
    from morefire_gui.gui.dialogs.suicide_squad import SuicideSquadDialog


class InfantryFeature(Feature):
    menu_title = QT_TR_NOOP("&Infantry")

    def __init__(self, window: FeatureHost) -> None:
        super().__init__(window)
        self.fire_tool = InfantryFireTool(
            window, self.open_fire, lambda ids, at: board_actions(window.features, ids, at)
        )
        self.fire_action = arms_tool(
            self._action(
                tr("Infantry &Fire…"),
                tr("Fire into a 100-yard square: choose the firers and the target area on the board (3.5)"),
                lambda: self.window.set_tool("infantry_fire"),
            ),
            "infantry_fire",
        )
        self.melee_action = starts(
            self._action(tr("&Melee…"), tr("An infantry melee between two units in contact (3.1)"), self.open_melee),
            PlayKind.MELEE,
        )
        self.assault_action = starts(
            self._action(
                tr("&Assault a Tank or Bunker…"),
                tr("Infantry against a tank or bunker: its fire, the supporting fire, then the assault (3.2)"),
                self.open_assault,
            ),
            PlayKind.ASSAULT,
        )
        self.suicide_action = starts(
            self._action(
                tr("&Suicide Squad…"),
                tr("Reclassify an R, RF or SMG unit as a suicide squad (3.3)"),
                self.open_suicide,
            ),
            PlayKind.SUICIDE_SQUAD,
        )

    def _action(self, text: str, tip: str, slot: Callable[[], object]) -> QAction:
        return make_action(self.widget, text, slot, tip=tip)

    # -- what the window composes -------------------------------------------------------------------------------------
    def tools(self) -> list[ToolSpec]:
        return [
            ToolSpec(
                "infantry_fire",
                self.fire_tool,
                tr("Infantry Fire"),
                "I",
                tr("Click your firers, then the target area: the 100-yard square is drawn to scale (3.5) (I)"),
                (PlayKind.INFANTRY_FIRE,),
            )
        ]

    def menu_actions(self) -> list[QAction]:
        return [self.fire_action, self.melee_action, self.assault_action, self.suicide_action]

    def step_tools(self, step: str) -> list[str]:
        # Direct fire step 4, infantry vs infantry; and step 3, where vehicles fire their TMG and T-HE into areas.
        from morefire_gui.session.turn_state import INFANTRY_FIRE, TANK_VS_INFANTRY

        return ["infantry_fire"] if step in (TANK_VS_INFANTRY, INFANTRY_FIRE) else []

    def act_in_step(self, step: str, actor: str) -> bool:
        """The phase dock's unit acts (found on the board, selected): in direct fire steps 3 and 4 the Infantry Fire
        tool, as its menu entry arms it, with the unit chosen as a firer (the dialog opens on the target area clicked):
        step 3 is a tank's machine guns and T-HE at infantry and anti-tank systems, fire into a target area (3.5); its
        melee against the nearest enemy; its assault on the nearest tank or bunker."""
        from morefire_gui.session.infantry import ASSAULT_STEP, MELEE_STEP
        from morefire_gui.session.turn_state import INFANTRY_FIRE, TANK_VS_INFANTRY

        w = self.window
        if w.session.battle.unit(actor) is None:
            return False
        if step in (TANK_VS_INFANTRY, INFANTRY_FIRE) and actor in w.scene.units:
            w.set_tool("infantry_fire")
            words = self.fire_tool.firers_words()
            if step == TANK_VS_INFANTRY and self._has_direct_fire(actor):
                # Step 3 is also a tank's gun at a gun (sequence_of_play.matching_fire_step): the Fire tool's.
                words = tr("{firers}; or fire its gun at an enemy gun with the Fire tool (F)").format(firers=words)
            w.message(words)
            return True
        if step == MELEE_STEP:
            self.open_melee(actor)
            return True
        if step == ASSAULT_STEP:
            self.open_assault(actor)
            return True
        return False

    def _has_direct_fire(self, actor: str) -> bool:
        """Whether the unit has a weapon of direct fire (rule 2.2), that may fire at a gun as well as into an area."""
        from morefire_gui.session.direct_fire import weapons_of

        unit = self.window.session.battle.unit(actor)
        return unit is not None and bool(weapons_of(self.window.session, unit))

    def context_actions(self, unit_ids: list[str], at: XY) -> list[QAction]:
        from morefire_gui.session.infantry import may_be_reclassified

        units = self._units(unit_ids)
        out: list[QAction] = []
        pair = self._melee_pair(units)
        if pair is not None:
            a, d = pair
            out.append(
                offer_now(
                    self._action(
                        tr("Melee: {name} against {name2}…").format(name=self._name(a), name2=self._name(d)),
                        "3.1",
                        lambda: self.open_melee(a, d),
                    ),
                    self.window.session,
                    PlayKind.MELEE,
                )
            )
        assault = self._assault_pair(units)
        if assault is not None:
            inf, tgt = assault
            out.append(
                offer_now(
                    self._action(
                        tr("Assault {name} with {name2}…").format(name=self._name(tgt), name2=self._name(inf)),
                        "3.2",
                        lambda: self.open_assault(inf, tgt),
                    ),
                    self.window.session,
                    PlayKind.ASSAULT,
                )
            )
        firers = [u.id for u in units if self._kind(u) in (UnitKind.INFANTRY, UnitKind.VEHICLE)]
        if firers and len({u.side for u in units}) == 1 and self._own(units[0]):
            from morefire_gui.session.names import names

            fire = self._action(
                tr("Infantry fire by {names}…").format(
                    names=said(names(self.window.session, firers, self.window.view_filter))
                ),
                tr("Place the 100-yard target area (3.5)"),
                lambda: self.window.set_tool("infantry_fire"),
            )
            follow_tool(fire, self.window.tool_actions["infantry_fire"], live=False)  # offered as the tool's button is
            out.append(fire)
        if units and all(self._kind(u) is UnitKind.INFANTRY and self._own(u) for u in units):
            ids = [u.id for u in units]
            ski = make_action(
                self.widget,
                tr("Ski Troops (SNOW)"),
                lambda on: self.set_ski(ids, on),
                tip=tr("SNOW: ski troops move at B speed in snow and are always in cover"),
                checkable=True,
            )
            ski.setChecked(all(u.ski for u in units))
            out.append(ski)
        if len(units) == 1 and self._own(units[0]) and may_be_reclassified(self.window.session, units[0]):
            uid = units[0].id
            out.append(
                offer_now(
                    self._action(
                        tr("Reclassify {name} as a suicide squad…").format(name=self._name(uid)),
                        "3.3",
                        lambda: self.open_suicide(uid),
                    ),
                    self.window.session,
                    PlayKind.SUICIDE_SQUAD,
                )
            )
        return out

    def set_ski(self, unit_ids: list[str], on: bool) -> None:
        """Make the units ski troops, or take their skis off: one undoable step (the session's ``SkiTroops``)."""
        from morefire_gui.model.actions.movement import SkiTroops

        resolution = self.window.act(SkiTroops(units=tuple(unit_ids), on=on))
        if resolution.accepted:
            self.window.message(resolution.text)

    # -- the selection, as the dialogs' first choice ------------------------------------------------------------------
    def _units(self, ids: list[str]) -> list[Unit]:
        """The living units among ``ids`` the player may give orders (never another side's hidden position, nor a
        fake marker): the side at the table's first, then in the battle file's order (the attacker of a melee is the
        first)."""
        from morefire_gui.session.unit_facts import alive
        from morefire_gui.session.visibility import may_order

        battle = self.window.session.battle
        wanted = {i for i in ids if may_order(battle, self.window.view_filter, i)}
        units = [u for u in battle.units if u.id in wanted and alive(u)]
        return sorted(units, key=lambda u: u.side != battle.at_table)

    def _own(self, unit: Unit) -> bool:
        """Whether the player may act with the unit: in a side's view its own side's alone, as the session refuses
        another side's (session/at_table.py); in the umpire's, every one."""
        return self.window.view_filter.may_act_for(unit.side)

    def _name(self, unit_id: str) -> str:
        """A unit as the player at the table may read it, in the interface's language (a counter's menu names it)."""
        from morefire_gui.session.names import unit_name

        return said(unit_name(self.window.session, unit_id, self.window.view_filter))

    def _kind(self, unit: Unit) -> UnitKind | None:
        entry = self.window.session.catalogue.get(unit.type)
        return entry.kind if entry is not None else None

    def _melee_pair(self, units: list[Unit]) -> tuple[str, str] | None:
        fighters = [u for u in units if self._kind(u) in (UnitKind.INFANTRY, UnitKind.GUN)]
        if len(fighters) == 2 and len(units) == 2 and fighters[0].side != fighters[1].side and self._own(fighters[0]):
            return fighters[0].id, fighters[1].id
        return None

    def _assault_pair(self, units: list[Unit]) -> tuple[str, str] | None:
        from morefire_gui.session.unit_facts import is_bunker, is_tank

        if len(units) != 2:
            return None
        catalogue = self.window.session.catalogue
        for inf, tgt in (units, units[::-1]):
            entry = catalogue.get(tgt.type)
            if (
                self._kind(inf) is UnitKind.INFANTRY
                and self._own(inf)
                and inf.side != tgt.side
                and entry is not None
                and (is_tank(entry) or is_bunker(tgt))
            ):
                return inf.id, tgt.id
        return None

    def _selected(self) -> list[Unit]:
        return self._units(self.window.scene.selected_unit_ids())

    # -- the dialogs --------------------------------------------------------------------------------------------------
    def open_fire(self, centre: XY, firers: list[str]) -> InfantryFireDialog:
        from morefire_gui.gui.dialogs.infantry_fire import InfantryFireDialog

        w = self.window
        return InfantryFireDialog.run(w.session, w, centre, firers, self.widget)

    def open_melee(self, attacker: str | None = None, defender: str | None = None) -> MeleeDialog:
        from morefire_gui.gui.dialogs.melee import MeleeDialog

        if attacker is None and defender is None:
            pair = self._melee_pair(self._selected())
            attacker, defender = pair if pair is not None else (None, None)
            if attacker is None:
                fighters = [
                    u.id
                    for u in self._selected()
                    if self._kind(u) in (UnitKind.INFANTRY, UnitKind.GUN) and self._own(u)
                ]
                attacker = fighters[0] if fighters else None
        w = self.window
        return MeleeDialog.run(w.session, w, attacker, defender, self.widget)

    def open_assault(self, infantry: str | None = None, target: str | None = None) -> AssaultDialog:
        from morefire_gui.gui.dialogs.assault import AssaultDialog

        if infantry is None:
            pair = self._assault_pair(self._selected())
            infantry, target = pair if pair is not None else (None, None)
            if infantry is None:
                chosen = [u.id for u in self._selected() if self._kind(u) is UnitKind.INFANTRY and self._own(u)]
                infantry = chosen[0] if chosen else None
        w = self.window
        return AssaultDialog.run(w.session, w, infantry, target, self.widget)

    def open_suicide(self, unit: str | None = None) -> SuicideSquadDialog:
        from morefire_gui.gui.dialogs.suicide_squad import SuicideSquadDialog

        if unit is None:
            chosen = [u.id for u in self._selected() if self._kind(u) is UnitKind.INFANTRY and self._own(u)]
            unit = chosen[0] if chosen else None
        w = self.window
        return SuicideSquadDialog.run(w.session, w, unit, self.widget)
