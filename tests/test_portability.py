"""Windows and macOS: the wheel is pure Python (pipx installs it wherever PySide6 has wheels), no POSIX-only call
is left in the app, and builds repeat (upper bounds on the libraries, pinned versions for the bundle, the test
tools only in the test extras)."""

from __future__ import annotations

import ast
import re
import tomllib
from pathlib import Path

from tests.conftest import REPO

PACKAGE = REPO / "morefire_gui"
POSIX_MODULES = {"fcntl", "pwd", "grp", "termios", "resource", "posix", "pty", "tty"}
POSIX_CALLS = {
    "os.kill",
    "os.killpg",
    "os.fork",
    "os.forkpty",
    "os.getuid",
    "os.geteuid",
    "os.getgid",
    "os.getpgid",
    "os.setsid",
    "os.uname",
    "os.mkfifo",
    "os.chown",
    "os.getlogin",
    "os.sync",
    "signal.SIGKILL",
    "signal.SIGHUP",
    "signal.SIGUSR1",
    "signal.SIGUSR2",
    "signal.SIGALRM",
    "signal.alarm",
    "signal.pause",
}
POSIX_PATHS = re.compile(r"^(/tmp|/home|/usr|/etc|/var|~/)")
# Calls kept on purpose, each behind a test of the platform: the data cache's check that its file is the user's own
# before it is unpickled (io/resources.py, on POSIX only; elsewhere the cache is in the user's own profile). Whether
# a process runs is psutil's question (io/processes.py), asked as each system answers it: no os.kill. X11's socket
# folder, asked only on the systems that have X (gui/display.py: macOS and Windows return before it).
GUARDED = {
    ("morefire_gui/io/resources.py", "os.getuid"),
    ("morefire_gui/gui/display.py", "the path '/tmp/.X11-unix'"),
}


def dotted(node: ast.AST) -> str:
    if isinstance(node, ast.Attribute):
        return f"{dotted(node.value)}.{node.attr}"
    return node.id if isinstance(node, ast.Name) else ""


def posix_only(path: Path) -> list[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    where = path.relative_to(REPO) if path.is_relative_to(REPO) else path.name
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found += [f"{where}:{node.lineno}: import {a.name}" for a in node.names if a.name in POSIX_MODULES]
        elif isinstance(node, ast.ImportFrom) and (node.module or "") in POSIX_MODULES:
            found.append(f"{where}:{node.lineno}: from {node.module}")
        elif isinstance(node, ast.Attribute) and dotted(node) in POSIX_CALLS:
            found.append(f"{where}:{node.lineno}: {dotted(node)}")
        elif isinstance(node, ast.Constant) and isinstance(node.value, str) and POSIX_PATHS.match(node.value):
            found.append(f"{where}:{node.lineno}: the path {node.value!r}")
    return found


def test_no_posix_only_call_is_left_in_the_app() -> None:
    found = [
        p
        for path in sorted(PACKAGE.rglob("*.py"))
        for p in posix_only(path)
        if (p.split(":")[0], p.rsplit(": ", 1)[1]) not in GUARDED
    ]
    assert found == []
    resources = (PACKAGE / "io" / "resources.py").read_text(encoding="utf-8")
    assert 'if os.name != "posix":\n        return True\n    me = os.getuid()' in resources
    from morefire_gui.gui.display import display_problem

    assert display_problem({"DISPLAY": ":99"}, "win32") is None and display_problem({}, "darwin") is None


def test_whether_a_process_runs_is_asked_the_systems_own_way() -> None:
    import os

    from morefire_gui.io.processes import running

    assert running(os.getpid()) and not running(0) and not running(-5)
    assert running(10**30)  # too large to ask about: taken to be running, its file left alone
    assert "os.kill" not in (PACKAGE / "io" / "processes.py").read_text(encoding="utf-8").split('"""', 2)[2]


def test_the_scan_finds_what_it_looks_for(tmp_path: Path) -> None:
    sample = tmp_path / "sample.py"
    sample.write_text("import os, fcntl\nos.kill(1, 0)\nLOG = '/tmp/x.log'\n", encoding="utf-8")
    assert sorted(f.split(": ", 1)[1] for f in posix_only(sample)) == [
        "import fcntl",
        "os.kill",
        "the path '/tmp/x.log'",
    ]


def test_the_wheel_is_pure_python() -> None:
    project = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))
    assert project["build-system"]["build-backend"] == "hatchling.build"
    hatch = project["tool"]["hatch"]["build"]
    assert "hooks" not in hatch and all("hooks" not in t for t in hatch["targets"].values())  # nothing compiled
    compiled = [p for p in PACKAGE.rglob("*") if p.suffix in {".c", ".cpp", ".pyx", ".so", ".pyd", ".dll"}]
    assert compiled == []
    assert project["project"]["requires-python"] == ">=3.11"
    scripts = project["project"]["gui-scripts"] | project["project"]["scripts"]
    assert set(scripts) == {"morefire", "morefire-gui"}  # what pipx puts on the PATH


def requirement_name(requirement: str) -> str:
    return re.split(r"[<>=!~ \[;]", requirement, maxsplit=1)[0].lower().replace("-", "_")


def test_builds_repeat() -> None:
    project = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    unbounded = [r for r in project["dependencies"] + project["optional-dependencies"]["package"] if "<" not in r]
    assert unbounded == []
    assert not any(requirement_name(r) == "hatchling" for r in project["optional-dependencies"]["test"])
    pins = {
        requirement_name(line.split("==")[0]): line.split("==")[1]
        for line in (REPO / "packaging" / "constraints.txt").read_text(encoding="utf-8").splitlines()
        if line and not line.startswith("#")
    }
    for requirement in project["dependencies"] + project["optional-dependencies"]["package"]:
        assert requirement_name(requirement) in pins, requirement
    # What the bundler runs on is pinned too, and the wheel's build backend has a bound of its own.
    assert {"altgraph", "setuptools", "pyinstaller_hooks_contrib"} <= set(pins)
    build = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))["build-system"]["requires"]
    assert all("<" in r for r in build), build
    makefile = (REPO / "Makefile").read_text(encoding="utf-8")
    assert "-c packaging/constraints.txt" in makefile
