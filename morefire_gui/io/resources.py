"""Locating ``resources/`` (inside an installed wheel, or beside the source tree) and reading its data.

The bundled rules tables and catalogue are read and validated once, then kept in a cache file keyed by a hash of
every bundled data file and of the models' code (with Python's and pydantic's versions): a later start reads the validated objects back
in a few milliseconds instead of parsing 27 YAML files (docs/performance.md). Change a file and its hash changes,
so the cache is never stale; a cache that cannot be read or written is simply not used.
"""

from __future__ import annotations

import contextlib
import functools
import hashlib
import os
import pickle
import sys
import tempfile
from collections.abc import Callable
from importlib import resources as importlib_resources
from pathlib import Path
from typing import TypeVar

from morefire_gui.errors import DataFileError, InputError, MoreFireError
from morefire_gui.io.yamldoc import YamlDocument, read_yaml, validate_document
from morefire_gui.rules.catalogue.entries import Catalogue, CatalogueEntry, CatalogueFile
from morefire_gui.rules.scenario.nations import NationTables
from morefire_gui.rules.table_model import TableModel
from morefire_gui.rules.tables import TABLE_FILES, RuleTables


@functools.cache
def resource_root() -> Path:
    """The ``resources`` folder: packaged as ``morefire_gui/resources`` in a wheel, or the source tree's."""
    packaged = Path(str(importlib_resources.files("morefire_gui"))) / "resources"
    if packaged.is_dir():
        return packaged
    source_tree = Path(__file__).resolve().parents[2] / "resources"
    if source_tree.is_dir():
        return source_tree
    raise MoreFireError(f"cannot find the app's resources (looked in {packaged} and {source_tree})")


def resource_path(*parts: str) -> Path:
    return resource_root().joinpath(*parts)


def demo_battle_path() -> Path:
    return resource_path("battles", "demo.yaml")


def is_bundled_battle(path: Path) -> bool:
    """Whether ``path`` (through any link) is one of the battles that come with the app (``resources/battles/``).
    They are templates: a game played on one is saved under a new name, never over it (the next release's copy
    would replace it anyway, and an installed one is not the player's to change)."""
    try:
        return Path(os.path.realpath(path)).is_relative_to(os.path.realpath(resource_path("battles")))
    except (OSError, ValueError, MoreFireError):
        return False


def load_table(model: type[TableModel], path: Path, source: str | None = None) -> TableModel:
    """Read one data file and validate it into ``model``; problems name the file, line and key."""
    doc = _read_data_file(path, source)
    if doc.data is None:
        raise DataFileError([doc.problem((), "the file is empty")])
    return validate_document(model, doc, DataFileError)


def _read_data_file(path: Path, source: str | None) -> YamlDocument:
    """read_yaml, with its errors (missing file, bad YAML) raised as data-file errors like the rest."""
    try:
        return read_yaml(path, source)
    except InputError as exc:
        raise DataFileError(exc.problems) from None


# -- the cache of validated bundled data -------------------------------------------------------------------
T = TypeVar("T")
CACHE_ENV = "MOREFIRE_CACHE_DIR"  # where the cache lives; empty: no cache


def cache_dir() -> Path | None:
    """The folder of the cache: ``$MOREFIRE_CACHE_DIR`` (the window sets it to Qt's cache location for the app),
    else where the system keeps caches: ``%LOCALAPPDATA%\\MoreFire\\cache`` on Windows, ``~/Library/Caches/MoreFire``
    on macOS, ``$XDG_CACHE_HOME/morefire`` (``~/.cache/morefire``) elsewhere; None when ``MOREFIRE_CACHE_DIR`` is set
    empty."""
    chosen = os.environ.get(CACHE_ENV)
    if chosen is not None:
        return Path(chosen) if chosen else None
    if sys.platform == "win32":
        local = os.environ.get("LOCALAPPDATA") or str(Path.home() / "AppData" / "Local")
        return Path(local) / "MoreFire" / "cache"
    if sys.platform == "darwin":
        return Path.home() / "Library" / "Caches" / "MoreFire"
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "morefire"


@functools.cache
def resources_digest() -> str:
    """A hash of every bundled rules and catalogue file (names and bytes), of the code of the models they are
    validated into (``morefire_gui/rules/*.py`` and this module: a changed model never reads an old cache), and of
    the versions of Python and pydantic that the pickled objects depend on."""
    import pydantic

    h = hashlib.blake2b(digest_size=16)
    h.update(f"{sys.version_info[:2]}|{pydantic.VERSION}".encode())
    if getattr(sys, "frozen", False):
        # A bundle carries its modules compiled inside its executable (PyInstaller), not as files: a new build
        # is a new executable, so its size and time stand for the models' code.
        built = Path(sys.executable).stat()
        h.update(f"bundle\0{built.st_size}\0{built.st_mtime_ns}".encode())
    else:
        code = Path(__file__).resolve().parents[1]
        for path in [*sorted((code / "rules").rglob("*.py")), Path(__file__).resolve()]:
            h.update(f"{path.name}\0".encode())
            h.update(path.read_bytes())
    for folder in ("rules", "catalogue"):
        for path in sorted(resource_path(folder).glob("*.yaml")):
            h.update(f"{folder}/{path.name}\0".encode())
            h.update(path.read_bytes())
    return h.hexdigest()


def _own_and_private(folder: Path, fd: int) -> bool:
    """Whether a cache file may be read back: on a POSIX system, the file and its folder are the user's own and no
    one else may write them (as ssh asks of its keys), so that a file someone else put there is never unpickled but
    built again over. Elsewhere the folder is the user's own profile."""
    if os.name != "posix":
        return True
    me = os.getuid()
    return all(st.st_uid == me and not st.st_mode & 0o022 for st in (os.fstat(fd), folder.stat()))


# How many versions of the data (each its own digest) the cache keeps of each file: two installed versions of the app,
# or two checkouts, used in turn each find their own instead of building it again at every start.
CACHE_VERSIONS_KEPT = 3


def _versions_of(folder: Path, name: str) -> list[Path]:
    """The cache files of ``name`` in ``folder``, one a version of the data (``NAME-<hex digest>.pickle``; not those
    of another name that begins with it), the most recently used first."""
    found: list[tuple[float, Path]] = []
    for path in folder.glob(f"{name}-*.pickle"):
        digest = path.name[len(name) + 1 : -len(".pickle")]
        if digest and all(c in "0123456789abcdef" for c in digest):
            try:
                found.append((path.stat().st_mtime, path))
            except OSError:
                continue  # removed meanwhile
    return [path for _, path in sorted(found, key=lambda kept: kept[0], reverse=True)]


def _drop_old_versions(folder: Path, name: str) -> None:
    """Remove the cache files of ``name`` beyond the :data:`CACHE_VERSIONS_KEPT` most recently used."""
    for old in _versions_of(folder, name)[CACHE_VERSIONS_KEPT:]:
        old.unlink(missing_ok=True)


def cached(name: str, build: Callable[[], T]) -> T:
    """``build()``, kept in the cache as ``NAME-<resources digest>.pickle`` and read back from there next time.
    The file is written atomically (a temporary file renamed), so a reader never sees half of it; an unreadable or
    foreign cache file is built again, and so is one that is not the user's own or that others may write (only what
    this app wrote is ever unpickled); a folder that cannot be written leaves the cache out. A file read back is
    touched, and the :data:`CACHE_VERSIONS_KEPT` most recently used versions of the data are kept (those of other
    installed versions of the app), older ones removed when a new one is written."""
    folder = cache_dir()
    if folder is None:
        return build()
    path = folder / f"{name}-{resources_digest()}.pickle"
    try:
        with path.open("rb") as f:
            if _own_and_private(folder, f.fileno()):
                kept: T = pickle.load(f)  # what build() returned when it was written (the digest keys it)
                with contextlib.suppress(OSError):
                    os.utime(path)  # used now: the last of the versions kept to be removed
                return kept
    except FileNotFoundError:
        pass
    except Exception:  # a damaged or foreign cache file: build it again
        pass
    value = build()
    try:
        folder.mkdir(mode=0o700, parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=f".{name}-", dir=folder)
        with os.fdopen(fd, "wb") as f:
            pickle.dump(value, f, protocol=pickle.HIGHEST_PROTOCOL)
        os.replace(tmp, path)
        _drop_old_versions(folder, name)  # other versions of the data, beyond the few most recently used
    except OSError:
        pass
    return value


@functools.cache
def rule_tables() -> RuleTables:
    """Every bundled rules table, each read and validated once, when first used (and cached, see above)."""
    return RuleTables(bundled_table)


def read_table(name: str) -> TableModel:
    """Bundled rules table ``name``, read from its file and validated."""
    file, model = TABLE_FILES[name]
    return load_table(model, resource_path("rules", file), f"resources/rules/{file}")


def bundled_table(name: str) -> TableModel:
    """Bundled rules table ``name``, from the cache (or read, and kept there)."""
    return cached(f"rule-table-{name}", lambda: read_table(name))


def read_rule_tables() -> RuleTables:
    """Every bundled rules table, read from its file and validated."""
    return RuleTables(**{name: read_table(name) for name in TABLE_FILES})


def nation_table() -> NationTables:
    """The nations of ``resources/rules/nations.yaml`` (also part of :func:`rule_tables`)."""
    table = rule_tables().nations
    assert isinstance(table, NationTables)
    return table


def unknown_nations(entry: CatalogueEntry, nations: NationTables) -> list[tuple[tuple[str | int, ...], str]]:
    """The keys of ``entry`` naming a nation the nations table does not know (``nation``, ``users[i]``), each with
    what is wrong: an entry no force could buy nor the catalogue list."""
    known = ", ".join([*nations.nations, "all"])
    out: list[tuple[tuple[str | int, ...], str]] = []
    if not nations.known(entry.nation):
        out.append((("nation",), f"unknown nation {entry.nation!r}: one of {known}"))
    for j, user in enumerate(entry.users):
        if user == "all" or user not in nations.nations:
            out.append((("users", j), f"unknown nation {user!r}: one of {', '.join(nations.nations)}"))
    return out


def read_catalogue_file(path: Path, source: str | None = None) -> list[CatalogueEntry]:
    return _read_catalogue(path, source)[1]


def _read_catalogue(path: Path, source: str | None = None) -> tuple[YamlDocument, list[CatalogueEntry]]:
    doc = _read_data_file(path, source)
    if doc.data is None:
        return doc, []
    if isinstance(doc.data, dict) and doc.data.get("format") is not None:
        from morefire_gui.model.battle import FORMAT

        if doc.data["format"] == FORMAT:  # a battle file chosen for the catalogue: said once, not key by key
            raise DataFileError(
                [
                    doc.problem(
                        ("format",),
                        "this is a battle file, not a catalogue file: a catalogue file holds a 'units:' list of "
                        'entries (docs/vehicle-reference.md, "Adding or correcting a vehicle")',
                    )
                ]
            )
    parsed = validate_document(CatalogueFile, doc, DataFileError)
    seen: dict[str, int] = {}
    problems = []
    nations = nation_table()
    for i, entry in enumerate(parsed.units):
        if entry.id in seen:
            problems.append(
                doc.problem(("units", i, "id"), f"duplicate id {entry.id!r} (first at units[{seen[entry.id]}])")
            )
        seen.setdefault(entry.id, i)
        for key, message in unknown_nations(entry, nations):
            problems.append(doc.problem(("units", i, *key), message))
    if problems:
        raise DataFileError(problems)
    return doc, list(parsed.units)


def load_catalogue(user_file: Path | None = None) -> Catalogue:
    """The bundled catalogue (every file in ``resources/catalogue``), with a user file merged over it by id:
    an entry with a bundled id replaces that entry in place, a new id is added at the end. Each entry is marked with
    the nations that field its nation's equipment as their own (nations.yaml ``equipment_of``)."""
    entries: dict[str, CatalogueEntry] = {}
    origin: dict[str, str] = {}
    problems = []
    for path in sorted(resource_path("catalogue").glob("*.yaml")):
        source = f"resources/catalogue/{path.name}"
        doc, file_entries = _read_catalogue(path, source)
        for i, entry in enumerate(file_entries):
            if entry.id in entries:
                # Bundled files must not silently override each other; only a user file may.
                problems.append(
                    doc.problem(("units", i, "id"), f"{entry.id!r} is already defined in {origin[entry.id]}")
                )
            entries[entry.id] = entry
            origin[entry.id] = source
    if problems:
        raise DataFileError(problems)
    if user_file is not None:
        for entry in read_catalogue_file(user_file):
            entries[entry.id] = entry
    return Catalogue(entries, nation_table().armies_fielding)


@functools.cache
def bundled_catalogue() -> Catalogue:
    """The bundled catalogue, read and validated once (and cached, see above)."""
    return cached("catalogue", load_catalogue)
