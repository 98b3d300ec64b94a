"""The layers of DESIGN.md:

    gui -> session -> io / geometry -> model -> rules   (and the package root: errors, version)
    api -> session -> ...                                (the public Python API, beside the GUI, without Qt)

The import contracts (a lower layer never imports a higher one; io and geometry do not import each other; Qt
only under gui/; shapely only in geometry/) are import-linter's, in pyproject.toml, run here and by make check.
Read from every module with ``ast``: dice are the only randomness, YAML is only ever loaded safely, and no
import cycle runs between the session's modules.
"""

from __future__ import annotations

import ast
import tomllib
from dataclasses import dataclass
from pathlib import Path

import pytest

PACKAGE = "morefire_gui"
ROOT = Path(__file__).resolve().parents[1] / PACKAGE

RANDOM_MODULES = {"random", "numpy.random"}
UNSAFE_YAML = {"load", "load_all", "unsafe_load", "unsafe_load_all", "full_load", "full_load_all"}
UNSAFE_LOADERS = {"FullLoader", "UnsafeLoader", "Loader", "CLoader", "CFullLoader", "CUnsafeLoader"}


@dataclass(frozen=True)
class Import:
    module: str  # fully qualified, relative imports resolved
    line: int


def module_name(path: Path, root: Path = ROOT) -> str:
    parts = list(path.relative_to(root.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def layer_of(module: str) -> str:
    """The layer a module of the package belongs to."""
    parts = module.split(".")
    if parts[0] != PACKAGE:
        raise ValueError(module)
    if len(parts) == 1:
        return "base"
    if parts[1] in ("cli", "__main__"):
        return "top"
    if parts[1] in ("rules", "model", "io", "geometry", "session", "gui", "api"):
        return parts[1]
    return "base"  # errors.py and any other module at the package root


def imports_of(tree: ast.AST, module: str, is_package: bool) -> list[Import]:
    """Every import anywhere in the module (top level or lazy, inside functions), relative ones resolved."""
    out: list[Import] = []
    package = module if is_package else module.rpartition(".")[0]
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            out += [Import(alias.name, node.lineno) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                base = base[: len(base) - (node.level - 1)]
                prefix = ".".join(base + ([node.module] if node.module else []))
            else:
                prefix = node.module or ""
            out.append(Import(prefix, node.lineno))
            # ``from package import submodule`` imports the submodule too
            out += [Import(f"{prefix}.{alias.name}", node.lineno) for alias in node.names if alias.name != "*"]
    return out


@dataclass(frozen=True)
class Module:
    name: str
    path: Path
    tree: ast.Module
    imports: tuple[Import, ...]

    @property
    def layer(self) -> str:
        return layer_of(self.name)

    def where(self, line: int) -> str:
        return f"{self.path.relative_to(ROOT.parent)}:{line}"


def parse_module(path: Path, source: str | None = None, name: str | None = None) -> Module:
    text = source if source is not None else path.read_text(encoding="utf-8")
    tree = ast.parse(text, filename=str(path))
    name = name or module_name(path)
    return Module(name, path, tree, tuple(imports_of(tree, name, path.name == "__init__.py")))


def package_modules() -> list[Module]:
    return [parse_module(p) for p in sorted(ROOT.rglob("*.py"))]


def _is(name: str, modules: set[str]) -> bool:
    return any(name == m or name.startswith(m + ".") for m in modules)


# -- the checks, as functions so that they can be shown to fail ---------------------------------------------
def random_violations(mod: Module) -> list[str]:
    if mod.name == f"{PACKAGE}.rules.dice":
        return []
    return [
        f"{mod.where(i.line)}: imports {i.module} (dice are injected: use rules/dice.py)"
        for i in mod.imports
        if _is(i.module, RANDOM_MODULES) or i.module == "numpy.random"
    ]


def yaml_violations(mod: Module) -> list[str]:
    out = []
    for node in ast.walk(mod.tree):
        if (
            isinstance(node, ast.Attribute)
            and isinstance(node.value, ast.Name)
            and node.value.id == "yaml"
            and node.attr in UNSAFE_YAML | UNSAFE_LOADERS
        ):
            out.append(f"{mod.where(node.lineno)}: yaml.{node.attr}")
        elif isinstance(node, ast.ImportFrom) and node.module == "yaml":
            out += [
                f"{mod.where(node.lineno)}: from yaml import {a.name}"
                for a in node.names
                if a.name in UNSAFE_YAML | UNSAFE_LOADERS
            ]
        elif isinstance(node, ast.Name) and node.id in {"FullLoader", "UnsafeLoader"}:
            out.append(f"{mod.where(node.lineno)}: {node.id}")
        elif isinstance(node, ast.Attribute) and node.attr in {"FullLoader", "UnsafeLoader", "unsafe_load"}:
            out.append(f"{mod.where(node.lineno)}: .{node.attr}")
        elif isinstance(node, ast.Call) and _called(node) == "YAML":
            # ruamel.yaml: its round-trip or safe loader only, named (typ="unsafe" or "full" would make objects).
            typ = next((k.value for k in node.keywords if k.arg == "typ"), None)
            if not (isinstance(typ, ast.Constant) and typ.value in RUAMEL_SAFE):
                out.append(f"{mod.where(node.lineno)}: YAML() without typ='rt' or 'safe'")
    return out


RUAMEL_SAFE = {"rt", "safe"}


def _called(node: ast.Call) -> str:
    func = node.func
    return func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) else ""


CHECKS = {"random": random_violations, "yaml": yaml_violations}


# -- the package --------------------------------------------------------------------------------------------
def test_the_walk_finds_every_layer() -> None:
    layers = {m.layer for m in package_modules()}
    assert {"base", "rules", "model", "io", "geometry", "session"} <= layers
    assert f"{PACKAGE}.rules.dice" in {m.name for m in package_modules()}


@pytest.mark.parametrize("check", list(CHECKS))
def test_the_package_keeps_its_layers(check: str) -> None:
    problems = [p for mod in package_modules() for p in CHECKS[check](mod)]
    assert problems == []


# The ids of [[tool.importlinter.contracts]].
CONTRACTS = ("layers", "shapes", "los", "los_index", "qt", "host", "shapely")


def test_the_import_contracts_hold(capsys: pytest.CaptureFixture[str]) -> None:
    from importlinter.application.use_cases import lint_imports
    from importlinter.configuration import configure

    configure()

    kept = lint_imports(config_filename=str(ROOT.parent / "pyproject.toml"), no_logo=True, cache_dir=None)
    report = capsys.readouterr().out
    assert kept, report
    assert report.count(" KEPT") == len(CONTRACTS), report


def test_qt_and_shapely_stay_in_their_layers_without_exception() -> None:
    """No module is let off "Qt only in gui" or "shapely only in geometry": the board asks geometry for its shapes."""
    config = tomllib.loads((ROOT.parent / "pyproject.toml").read_text(encoding="utf-8"))
    contracts = {c["id"]: c for c in config["tool"]["importlinter"]["contracts"]}
    assert contracts["qt"].get("ignore_imports", []) == []
    assert contracts["shapely"].get("ignore_imports", []) == []
    assert "morefire_gui.gui" in contracts["shapely"]["source_modules"]


def test_only_the_dice_use_random() -> None:
    dice = next(m for m in package_modules() if m.name == f"{PACKAGE}.rules.dice")
    assert any(i.module == "random" for i in dice.imports)  # the walk does see it where it is


# -- the checks themselves catch what they should -------------------------------------------------------------
BAD = [
    ("morefire_gui/model/x.py", "import random", "random"),
    ("morefire_gui/gui/x.py", "from random import randint", "random"),
    ("morefire_gui/rules/tables.py", "from numpy import random", "random"),
    ("morefire_gui/io/x.py", "import yaml\nyaml.load(text)", "yaml"),
    ("morefire_gui/io/x.py", "import yaml\nyaml.unsafe_load(text)", "yaml"),
    ("morefire_gui/io/x.py", "import yaml\nyaml.load(text, Loader=yaml.FullLoader)", "yaml"),
    ("morefire_gui/io/x.py", "from yaml import FullLoader", "yaml"),
    ("morefire_gui/io/x.py", "from ruamel.yaml import YAML\nYAML(typ='unsafe').load(text)", "yaml"),
    ("morefire_gui/io/x.py", "import ruamel.yaml\nruamel.yaml.YAML().load(text)", "yaml"),
]
GOOD = [
    ("morefire_gui/gui/x.py", "from PySide6.QtCore import Qt\nfrom morefire_gui.session import edits"),
    ("morefire_gui/cli.py", "from morefire_gui.gui import main_window\nimport PySide6"),
    (
        "morefire_gui/geometry/x.py",
        "import shapely\nfrom morefire_gui.model.battle import Battle\nfrom morefire_gui.rules.scales import TableUnit",
    ),
    ("morefire_gui/io/x.py", "import yaml\nyaml.safe_load(text)\nfrom morefire_gui.errors import Problem"),
    ("morefire_gui/io/x.py", "from ruamel.yaml import YAML\nYAML(typ='rt').load(text)"),
    ("morefire_gui/rules/dice.py", "import random"),
    ("morefire_gui/model/x.py", "from . import terms\nfrom ..rules import scales"),
]


@pytest.mark.parametrize("path,source,check", BAD)
def test_a_check_catches(path: str, source: str, check: str) -> None:
    mod = parse_module(ROOT.parent / path, source)
    assert CHECKS[check](mod), f"{check} missed: {source!r} in {path}"


@pytest.mark.parametrize("path,source", GOOD)
def test_a_check_lets_through(path: str, source: str) -> None:
    mod = parse_module(ROOT.parent / path, source)
    assert [p for check in CHECKS.values() for p in check(mod)] == []


# -- no import cycle between the session's modules ------------------------------------------------------------------


def _runtime_imports(tree: ast.AST, module: str) -> set[str]:
    """Every morefire_gui module a module imports when it runs, at its top or inside a function (and the handler
    modules the action pipeline imports by name), but not what ``if TYPE_CHECKING:`` imports for annotations."""
    out: set[str] = set()

    def walk(node: ast.AST) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.If) and isinstance(child.test, ast.Name) and child.test.id == "TYPE_CHECKING":
                continue
            if isinstance(child, ast.ImportFrom) and child.level == 0 and (child.module or "").startswith(PACKAGE):
                out.add(str(child.module))
            elif isinstance(child, ast.Import):
                out.update(a.name for a in child.names if a.name.startswith(PACKAGE))
            elif (
                isinstance(child, ast.Constant)
                and isinstance(child.value, str)
                and child.value.startswith(f"{PACKAGE}.session.")
                and module.endswith(".perform")
            ):
                out.add(child.value)
            walk(child)

    walk(tree)
    return out


def test_no_import_cycle_between_session_modules() -> None:
    session = ROOT / "session"
    graph = {
        module_name(p): _runtime_imports(ast.parse(p.read_text(encoding="utf-8")), module_name(p))
        for p in session.glob("*.py")
    }
    graph = {m: {d for d in deps if d in graph and d != m} for m, deps in graph.items()}
    # Depth-first search for a back edge: a module reached again while it is still being visited.
    state: dict[str, int] = {}
    path: list[str] = []

    def visit(m: str) -> list[str] | None:
        state[m] = 1
        path.append(m)
        for d in sorted(graph[m]):
            if state.get(d) == 1:
                return [*path[path.index(d) :], d]
            if d not in state and (cycle := visit(d)) is not None:
                return cycle
        state[m] = 2
        path.pop()
        return None

    for m in sorted(graph):
        if m not in state:
            cycle = visit(m)
            assert cycle is None, "import cycle: " + " -> ".join(c.rsplit(".", 1)[1] for c in cycle)
