"""``morefire render --view SIDE`` and ``morefire log --view SIDE``: a side's picture and report made without the
window, through the same filter as the window's (``BattleSession.seen_by``); without ``--view``, the umpire's."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtGui import QImage

from morefire_gui.cli import main
from tests.hidden_battle import ALLIED_SECRETS, hidden_file, secrets_in


@pytest.fixture
def battles(demo_path: Path, tmp_path: Path) -> tuple[Path, Path]:
    return hidden_file(demo_path, tmp_path / "hidden.yaml"), hidden_file(demo_path, tmp_path / "other.yaml", "axis")


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = main(list(args))
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def same_pixels(a: Path, b: Path) -> bool:
    return QImage(str(a)) == QImage(str(b))


def test_the_allied_picture_holds_no_axis_secret(capsys, battles: tuple[Path, Path], tmp_path: Path) -> None:
    battle, _ = battles
    code, _, err = run(
        capsys, "render", str(battle), "-o", str(tmp_path / "allies.svg"), "--view", "allies", "--title", "Seen"
    )
    assert code == 0, err
    svg = (tmp_path / "allies.svg").read_text()
    assert secrets_in([svg]) == []
    assert "View of 181st Tank Brigade" in svg  # the title block says whose view
    code, _, err = run(capsys, "render", str(battle), "-o", str(tmp_path / "umpire.svg"), "--title", "All")
    umpire = (tmp_path / "umpire.svg").read_text()
    assert code == 0 and "Panther" in umpire and "Umpire's view (everything)" in umpire  # said, as a side's


def test_the_allied_pixels_do_not_depend_on_the_axis_secrets(
    capsys, battles: tuple[Path, Path], tmp_path: Path
) -> None:
    """The real and the fake change places and facings, the minefield and the registration points move: the Allied
    picture is the same to the pixel, and the umpire's is not."""
    pictures = {}
    for name, battle in zip(("one", "other"), battles):
        for view in ("allies", None):
            out = tmp_path / f"{name}-{view}.png"
            code, _, err = run(
                capsys, "render", str(battle), "-o", str(out), "--width", "900", *(("--view", view) if view else ())
            )
            assert code == 0, err
            pictures[name, view] = out
    assert same_pixels(pictures["one", "allies"], pictures["other", "allies"])
    assert not same_pixels(pictures["one", None], pictures["other", None])
    assert not same_pixels(pictures["one", "allies"], pictures["one", None])


def test_the_allied_report_holds_no_axis_secret(capsys, battles: tuple[Path, Path], tmp_path: Path) -> None:
    battle, _ = battles
    code, out, err = run(capsys, "log", str(battle), "--view", "allies")
    assert code == 0, err
    assert secrets_in([out]) == [] and "View of 181st Tank Brigade" in out
    code, out, err = run(capsys, "log", str(battle), "--view", "axis")
    assert code == 0 and "II./AR 2" in out and secrets_in([out], ALLIED_SECRETS[:7]) == []
    code, out, err = run(capsys, "log", str(battle))
    assert code == 0 and "II./AR 2" in out and "view" not in out.splitlines()[2]


def test_a_view_of_no_such_side_is_refused_by_name(capsys, battles: tuple[Path, Path], tmp_path: Path) -> None:
    battle, _ = battles
    code, _, err = run(capsys, "render", str(battle), "-o", str(tmp_path / "x.png"), "--view", "japan")
    assert code == 2 and "--view 'japan'" in err and "axis, allies" in err
    assert not (tmp_path / "x.png").exists()
    code, _, err = run(capsys, "log", str(battle), "--view", "japan")
    assert code == 2 and "axis, allies" in err


def test_an_airstrike_in_play_over_the_markers_tells_nothing_hidden(capsys, demo_path: Path, tmp_path: Path) -> None:
    """An Allied Il-2 in play over the Axis markers: the Allied picture (and the report's board) draws its arrow, and
    holds no Axis secret, the same to the pixel whichever marker is real."""
    from morefire_gui.io.battle_file import save_battle
    from morefire_gui.model.aircraft import AircraftInPlay
    from tests.hidden_battle import hidden_session

    files = []
    for name, swapped in (("one", None), ("other", "axis")):
        session = hidden_session(demo_path, swapped)
        session.battle.aircraft.append(
            AircraftInPlay(id="air1", side="allies", type="il2", at=(36.0, 24.0), heading=270.0, runs=1)
        )
        path = tmp_path / f"{name}.yaml"
        save_battle(session.battle, path, keep_backup=False)
        files.append(path)
    pictures = []
    for path in files:
        svg, png = path.with_suffix(".svg"), path.with_suffix(".png")
        for out in (svg, png):
            code, _, err = run(capsys, "render", str(path), "-o", str(out), "--width", "900", "--view", "allies")
            assert code == 0, err
        text = svg.read_text()
        assert "Il-2M" in text and secrets_in([text]) == []
        pictures.append(png)
        code, out, err = run(
            capsys, "log", str(path), "--view", "allies", "--board", "-o", str(path.with_suffix(".md"))
        )
        assert code == 0, err
        assert secrets_in([path.with_suffix(".md").read_text()]) == []
    assert same_pixels(*pictures)


def test_turn_in_a_sides_view_is_said_without_taking_a_step(demo_path: Path, tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    """``morefire turn --view SIDE`` says where the battle is as the side's Phase dock does; with ``--next`` (which
    tells every roll of the step, whoever's) it is bad input, and so is a side the battle does not have."""
    path = hidden_file(demo_path, tmp_path / "b.yaml")
    assert main(["turn", str(path)]) == 0
    assert secrets_in([capsys.readouterr().out])  # the umpire's: the Axis fire mission in flight is told
    assert main(["turn", str(path), "--view", "allies"]) == 0
    out = capsys.readouterr().out
    assert "Who may act" in out and not secrets_in([out])
    # In infantry movement the Axis mortar is listed as any unit: its battery, and whether it is deployed (so may
    # not move), are the Axis's (4.1, 4.8).
    path.write_text(path.read_text().replace("step: artillery.orders\n", "step: movement.infantry\n"))
    assert main(["turn", str(path), "--view", "allies"]) == 0
    out = capsys.readouterr().out
    mortar = next(line for line in out.splitlines() if "8cm GrW 34 mortar" in line)
    assert "battery" not in mortar and "deployed" not in mortar and "[-]" not in mortar
    assert main(["turn", str(path), "--view", "allies", "--next"]) == 2
    assert "--view" in capsys.readouterr().err
    assert main(["turn", str(path), "--view", "reds"]) == 2
    assert "--view 'reds'" in capsys.readouterr().err
