"""The README and docs/cli.md say what the ``morefire`` command does: every command and every flag it takes is in
docs/cli.md's synopsis of that command, every command and flag the docs name is one the command has, each command's
``--help`` runs, and the README's examples run on the demo battle as the README says they do."""

from __future__ import annotations

import argparse
import contextlib
import json
import re
import shlex
import shutil
from pathlib import Path

import pytest

from morefire_gui import cli
from morefire_gui.rules.catalogue.entries import Catalogue

ROOT = Path(__file__).resolve().parents[2]
README = ROOT / "README.md"
CLI_DOC = ROOT / "docs" / "cli.md"
USER_DOCS = [README, *sorted((ROOT / "docs").glob("*.md"))]
FLAG = re.compile(r"(?<![\w-])(--?[a-z][\w-]*)")


def commands() -> dict[str, argparse.ArgumentParser]:
    parser = cli.build_parser()
    sub = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
    return dict(sub.choices)


def flags_of(parser: argparse.ArgumentParser) -> set[str]:
    return {flag for action in parser._actions for flag in action.option_strings}


def shell_blocks(path: Path) -> list[str]:
    return re.findall(r"^```sh\n(.*?)^```", path.read_text(encoding="utf-8"), flags=re.DOTALL | re.MULTILINE)


def synopses(path: Path) -> dict[str, list[str]]:
    """Each command's lines in the file's shell blocks: a line ``morefire COMMAND ...`` and the indented lines that go
    on with it, without their comments (what follows two spaces and a #)."""
    found: dict[str, list[str]] = {}
    for block in shell_blocks(path):
        command: str | None = None
        for line in block.splitlines():
            code = re.split(r"\s{2,}#", line, maxsplit=1)[0]
            for part in code.split("&&"):
                if m := re.match(r"\s*morefire ([a-z][a-z-]*)(?![\w.])", part):
                    command = m.group(1)
                    found.setdefault(command, []).append(part[m.end() :])
                elif line.startswith(" ") and command is not None and part.strip():
                    found[command].append(part)
                elif not line.startswith(" "):
                    command = None
    return found


def test_every_command_is_in_the_reference_with_every_flag() -> None:
    text = CLI_DOC.read_text(encoding="utf-8")
    for flag in flags_of(cli.build_parser()) - {"-h", "--help"}:
        assert f"`morefire {flag}`" in text, f"morefire {flag} is not in docs/cli.md"
    documented = synopses(CLI_DOC)
    for name, parser in commands().items():
        if name == "catalogue":  # the same command as catalog, as the window spells it (docs/cli.md says so)
            continue
        assert name in documented, f"morefire {name} has no synopsis in docs/cli.md"
        written = " ".join(documented[name])
        words = flags_of(parser) - {"-h", "--help"}
        words |= {str(a.metavar or a.dest) for a in parser._actions if not a.option_strings}  # BATTLE, UNIT, ...
        missing = [w for w in words if not re.search(rf"(?<![\w-]){re.escape(w)}(?![\w-])", written)]
        assert not missing, f"morefire {name}: {sorted(missing)} not in its synopsis in docs/cli.md"


@pytest.mark.parametrize("doc", [README, CLI_DOC], ids=lambda p: p.name)
def test_every_command_and_flag_the_docs_show_is_there(doc: Path) -> None:
    have = commands()
    for name, lines in synopses(doc).items():
        assert name in have, f"{doc.name}: morefire {name} is no command"
        wrong = {f for line in lines for f in FLAG.findall(line)} - flags_of(have[name])
        assert not wrong, f"{doc.name}: morefire {name} has no {sorted(wrong)}"


def test_every_command_the_docs_name_is_a_command() -> None:
    have = commands()
    for doc in USER_DOCS:
        named = set(re.findall(r"`morefire ([a-z][a-z-]*)(?![\w.-])", doc.read_text(encoding="utf-8")))
        assert named <= set(have), f"{doc.relative_to(ROOT)} names {sorted(named - set(have))}: no such command"


@pytest.mark.parametrize("name", sorted(cli.COMMANDS))
def test_every_commands_help_says_what_it_takes(name: str, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as done:
        cli.main([name, "--help"])
    assert done.value.code == 0
    text = capsys.readouterr().out
    parser = commands()[name]
    assert text.startswith(f"usage: {parser.prog} ")  # catalogue's is catalog's
    for action in parser._actions:
        if action.help == argparse.SUPPRESS:
            continue
        said = action.option_strings or [action.metavar or action.dest]
        assert all(str(word) in text for word in said), (name, said)
        assert action.help, f"morefire {name}: {said} has no help"


def test_the_help_examples_of_a_purchase_are_catalogue_ids(catalogue: Catalogue) -> None:
    helps = {action.dest: action.help or "" for action in commands()["forces"]._actions}
    examples = re.findall(r"e\.g\. (\S+)(?: or (\S+))?", helps["buy"])
    picks = [pick for example in examples for text in example if text for pick in text.split(",")]
    named = {pick.split(":")[0] for pick in picks}
    assert len(named) >= 2 and all(name in catalogue for name in named), sorted(named)


def _run(line: str, capsys: pytest.CaptureFixture[str]) -> tuple[int, str]:
    args = [word.strip("[]") for word in shlex.split(line)]
    assert args[0] == "morefire", line
    code = cli.main(args[1:])
    out, err = capsys.readouterr()
    return code, out + err


def _readme_block(heading: str, n: int = 0) -> list[str]:
    """The commands of the ``n``-th shell block after ``heading`` in the README, one a line (``&&`` splits a line)."""
    text = README.read_text(encoding="utf-8").split(f"\n## {heading}\n", 1)[1]
    block = re.findall(r"^```sh\n(.*?)^```", text, flags=re.DOTALL | re.MULTILINE)[n]
    lines = [re.split(r"\s{2,}#", line, maxsplit=1)[0].strip() for line in block.splitlines()]
    return [part.strip() for line in lines if line.startswith("morefire ") for part in line.split("&&")]


def test_the_readmes_commands_do_on_the_demo_what_it_says(
    capsys: pytest.CaptureFixture[str], demo_path: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    shutil.copy(demo_path, tmp_path / "BATTLE.yaml")
    (tmp_path / "action.yaml").write_text("{kind: next_step}\n", encoding="utf-8")
    lines = _readme_block("The command line")
    assert len(lines) >= 20
    for line in lines:
        code, said = _run(line, capsys)
        command = line.split()[1]
        # The README: placement and victory need a mission, which the demo has not (exit 2); the squads far from the
        # halftrack and a PaK's breakdown in a basic game are refused; everything else is done.
        assert code == (2 if command in ("placement", "victory") else 0), (line, said)
        refused = (
            re.search(r"refused(?!\": null)|^\s*cannot fire:", said, flags=re.IGNORECASE | re.MULTILINE) is not None
        )
        assert refused == (command in ("mount", "gun")), (line, said)


def test_the_readmes_whole_battle_is_played_to_its_end(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    lines = _readme_block("The command line", 1)
    assert lines[0].startswith("morefire scenario") and lines[-1].startswith("morefire render")
    for line in lines:
        code, said = _run(line, capsys)
        assert code == 0, (line, said)
        assert not re.search(r"refused(?!\": null)", said, flags=re.IGNORECASE), (line, said)
    assert (tmp_path / "report.md").is_file() and (tmp_path / "board.png").is_file()


@pytest.mark.parametrize(
    ("words", "args"),
    [
        ("valdate", ["valdate", "b.yaml"]),
        ("--nxt", ["turn", "DEMO", "--nxt"]),
        ("--from", ["los", "DEMO", "--from", "ge1", "su3"]),
    ],
)
def test_what_the_reference_quotes_for_a_word_mistyped_is_what_the_command_says(
    words: str, args: list[str], demo_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    args = [str(demo_path) if a == "DEMO" else a for a in args]
    with contextlib.suppress(SystemExit):  # argparse's own errors exit; the command's say and return
        cli.main(args)
    said = capsys.readouterr().err.splitlines()[-1]
    text = re.sub(r"\s*\n\s*", " ", CLI_DOC.read_text(encoding="utf-8"))
    quoted = [q for q in re.findall(r"`(morefire(?: [a-z-]+)?: [^`]*)`", text) if words in q]
    assert quoted and all(q == said for q in quoted), (quoted, said)


def test_the_readme_lists_every_page_of_the_docs() -> None:
    listed = README.read_text(encoding="utf-8").split("\n## Files and documentation\n", 1)[1]
    pages = {f"docs/{page.name}" for page in (ROOT / "docs").glob("*.md")}
    assert pages == set(re.findall(r"^- \[(docs/[\w.-]+\.md)\]", listed, flags=re.MULTILINE))


# A command line for each command that prints JSON, on the demo battle (DEMO) or a battle the scenario system made
# (MADE), and the keys of what it prints.
JSON_RUNS = [
    "los DEMO ge2 su3",
    "catalog --nation ussr",
    "spot DEMO ge7 su7 --seed 1",
    "fire DEMO ge7 su7 --target-fired --seed 2",
    "move DEMO ge1 --to 40,30",
    "mount DEMO ge8 ge11",
    "dismount DEMO ge11",
    "ski DEMO su12",
    "infantry-fire DEMO --area 20,31 --firers ge6",
    "melee DEMO ge11 su12",
    "assault DEMO ge11 su3",
    "suicide-squad DEMO su12 --year 1943",
    "barrage DEMO --at 20,31 --side axis --guns 4 --calibre 105 --seed 3",
    "order DEMO --side axis --battery bty1 --rp axis:3",
    "battery DEMO bty2 --breakdown",
    "gun DEMO ge10 --breakdown",
    "airstrike DEMO --side allies --aircraft il2 --from 0,30 --heading 90 --seed 1",
    "turn DEMO --next",
    "act DEMO ACTION",
    "replay DEMO",
    "forces DEMO --side axis --points 5000 --buy R:1",
    "snowing DEMO",
    "scenario --seed 7",
    "victory MADE",
    "placement MADE --defender-edge north",
]


def test_every_key_of_a_commands_json_is_in_the_reference(
    capsys: pytest.CaptureFixture[str], demo_path: Path, tmp_path: Path
) -> None:
    (tmp_path / "action.yaml").write_text("{kind: next_step}\n", encoding="utf-8")
    assert cli.main(["scenario", "--seed", "7", "--create", str(tmp_path / "made.yaml")]) == 0
    words = {"DEMO": str(demo_path), "MADE": str(tmp_path / "made.yaml"), "ACTION": str(tmp_path / "action.yaml")}
    documented = CLI_DOC.read_text(encoding="utf-8")
    capsys.readouterr()
    for line in JSON_RUNS:
        args = [words.get(word, word) for word in line.split()]
        cli.main([*args, "--json"])
        data = json.loads(capsys.readouterr().out)
        keys = data[0] if isinstance(data, list) else data
        missing = [key for key in keys if f"`{key}`" not in documented]
        assert not missing, f"morefire {line} --json: {missing} not in docs/cli.md"
