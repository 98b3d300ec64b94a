"""Generate the bundled vehicle catalogue from the vehicle reference.

    python -m morefire_gui.io.catalogue_build            write resources/catalogue/<file>.yaml for every
                                                         resources/reference/<file>.yaml
    python -m morefire_gui.io.catalogue_build --check    only compare; exit 1 if a catalogue file is stale
    python -m morefire_gui.io.catalogue_build --reference MY_REF.yaml --output MY_UNITS.yaml
                                                         convert a player's own reference file into a user
                                                         catalogue (it may use the bundled guns by id)

The reference holds historical figures (mm, degrees, mph, metres); the conversions to the rules' terms are
in :mod:`morefire_gui.rules.catalogue.vehicle_conversion`, with their parameters in resources/rules/conversion.yaml.
The output is deterministic: the same reference and tables always give the same bytes.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml

from morefire_gui.errors import DataFileError, InputError, MoreFireError, Problem
from morefire_gui.io.resources import resource_path, resource_root, rule_tables
from morefire_gui.io.yamldoc import YamlDocument, read_yaml, validate_document
from morefire_gui.rules.catalogue.entries import CatalogueEntry
from morefire_gui.rules.catalogue.vehicle_conversion import aircraft_entry, towed_entry, vehicle_entry
from morefire_gui.rules.catalogue.vehicle_reference import GunFigures, ReferenceFile
from morefire_gui.rules.tables import RuleTables

COMMAND = "python -m morefire_gui.io.catalogue_build"
GENERATED_MARK = "# Generated from "
# Catalogue files typed by hand from the rules, never generated: rule 3.5's infantry, rule 3.4's squad AT.
HAND_TYPED = ("infantry.yaml", "squad_at.yaml")
_KEY_ORDER = (
    "id",
    "short",
    "name",
    "nation",
    "kind",
    "role",
    "years",
    "footprint",
    "vehicle",
    "infantry",
    "gun",
    "aircraft",
    "aa",
    "guns",
    "mgs",
    "points",
    "users",
    "source",
    "notes",
)


@dataclass(frozen=True)
class LoadedReference:
    path: Path
    source: str  # how problems name the file
    doc: YamlDocument
    reference: ReferenceFile


def reference_dir() -> Path:
    return resource_path("reference")


def catalogue_dir() -> Path:
    return resource_path("catalogue")


def _source_name(path: Path) -> str:
    try:
        return path.resolve().relative_to(resource_root().parent.resolve()).as_posix()
    except ValueError:
        return str(path)


def read_reference(path: Path, source: str | None = None) -> LoadedReference:
    """One reference file, validated; problems name the file, line and key."""
    name = source or _source_name(path)
    try:
        doc = read_yaml(path, name)
    except InputError as exc:
        raise DataFileError(exc.problems) from None
    if doc.data is None:
        raise DataFileError([doc.problem((), "the file is empty")])
    return LoadedReference(path, name, doc, validate_document(ReferenceFile, doc, DataFileError))


def check_references(
    loaded: Sequence[LoadedReference], tables: RuleTables, known_guns: Mapping[str, GunFigures] | None = None
) -> dict[str, GunFigures]:
    """What one file cannot check alone: ids unique across files, every gun named exists (in the files or in
    ``known_guns``), every nation is one the rules know. Returns every gun by id; raises one error listing
    every problem."""
    problems: list[Problem] = []
    guns: dict[str, GunFigures] = dict(known_guns or {})
    gun_origin: dict[str, str] = {}
    entry_origin: dict[str, str] = {}
    nations = set(tables.nations.nations)
    for ref in loaded:
        for gun_id, gun in ref.reference.guns.items():
            if gun_id in guns:
                problems.append(
                    ref.doc.problem(("guns", gun_id), f"gun {gun_id!r} is already given in {gun_origin[gun_id]}")
                )
                continue
            guns[gun_id] = gun
            gun_origin[gun_id] = ref.source
        if ref.reference.nation is not None and ref.reference.nation not in nations:
            problems.append(
                ref.doc.problem(
                    ("nation",), f"unknown nation {ref.reference.nation!r}; known: {', '.join(sorted(nations))}"
                )
            )
    for ref in loaded:
        for section in ("vehicles", "towed", "aircraft"):
            for i, entry in enumerate(getattr(ref.reference, section)):
                where = (section, i)
                if entry.id in entry_origin:
                    problems.append(
                        ref.doc.problem((*where, "id"), f"{entry.id!r} is already given in {entry_origin[entry.id]}")
                    )
                entry_origin.setdefault(entry.id, ref.source)
                if entry.nation is not None and entry.nation not in nations:
                    problems.append(ref.doc.problem((*where, "nation"), f"unknown nation {entry.nation!r}"))
                for j, user in enumerate(entry.users):
                    if user not in nations:
                        problems.append(ref.doc.problem((*where, "users", j), f"unknown nation {user!r}"))
                if section == "aircraft":
                    continue  # an aircraft gives its own guns' figures
                named = entry.guns if section == "vehicles" else ((entry.gun,) if entry.gun else ())
                for j, gun_id in enumerate(named):
                    if gun_id not in guns:
                        key = (*where, "guns", j) if section == "vehicles" else (*where, "gun")
                        problems.append(ref.doc.problem(key, f"no gun figures with id {gun_id!r}"))
    if problems:
        raise DataFileError(problems)
    return guns


def build_entries(ref: LoadedReference, guns: Mapping[str, GunFigures], tables: RuleTables) -> list[CatalogueEntry]:
    """The catalogue entries of one reference file: its vehicles, its towed guns, then its aircraft, in file
    order."""
    r = ref.reference
    out = [vehicle_entry(v, r.nation_of(v), guns, tables.conversion, tables.movement) for v in r.vehicles]
    out += [towed_entry(t, r.nation_of(t), guns, tables.conversion) for t in r.towed]
    out += [aircraft_entry(a, r.nation_of(a), tables.conversion) for a in r.aircraft]
    return out


def _plain(value: Any) -> Any:
    """Whole floats as ints (88, not 88.0), recursively; everything else as it is."""
    if isinstance(value, float) and value.is_integer():
        return int(value)
    if isinstance(value, dict):
        return {k: _plain(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_plain(v) for v in value]
    return value


def entry_data(entry: CatalogueEntry) -> dict[str, Any]:
    """An entry as the plain data of a catalogue file, keys in a fixed order, empty optional keys left out."""
    dumped = entry.model_dump(mode="json", exclude_none=True)
    out = {}
    for key in _KEY_ORDER:
        if key not in dumped or dumped[key] in ("", [], {}):
            continue
        out[key] = _plain(dumped[key])
    return out


class _Dumper(yaml.SafeDumper):
    """Safe YAML, never an anchor or alias (the catalogue reader refuses them)."""

    def ignore_aliases(self, data: Any) -> bool:
        return True

    def increase_indent(self, flow: bool = False, indentless: bool = False) -> None:
        # Lists indented under their key ("units:\n  - id: ..."), as in the hand-typed catalogue files.
        return super().increase_indent(flow, False)


def render_catalogue(entries: Sequence[CatalogueEntry], reference_source: str, title: str) -> str:
    """The text of one generated catalogue file."""
    header = (
        f"{GENERATED_MARK}{reference_source} by `{COMMAND}`\n"
        f"# — edit the reference, not this file. Conversions: docs/vehicle-reference.md.\n"
        f"# {title}\n"
    )
    body = yaml.dump(
        {"units": [entry_data(e) for e in entries]},
        Dumper=_Dumper,
        sort_keys=False,
        default_flow_style=None,
        allow_unicode=True,
        width=1000,
    )
    return header + body


def bundled_references() -> list[LoadedReference]:
    return [read_reference(p) for p in sorted(reference_dir().glob("*.yaml"))]


def generate(tables: RuleTables | None = None) -> dict[str, str]:
    """Every bundled catalogue file the reference makes: file name -> text."""
    tables = tables or rule_tables()
    loaded = bundled_references()
    guns = check_references(loaded, tables)
    out = {}
    for ref in loaded:
        name = ref.path.name
        if name in HAND_TYPED:
            raise DataFileError(
                [
                    Problem(
                        ref.source,
                        None,
                        "",
                        f"resources/catalogue/{name} is typed by hand from the rules; name the reference otherwise",
                    )
                ]
            )
        out[name] = render_catalogue(build_entries(ref, guns, tables), ref.source, ref.reference.title)
    return out


def stale_files(generated: Mapping[str, str]) -> list[str]:
    """Catalogue files that differ from a fresh generation, are missing, or were generated from a reference
    that no longer exists."""
    out = []
    for name, text in generated.items():
        path = catalogue_dir() / name
        if not path.is_file() or path.read_text(encoding="utf-8") != text:
            out.append(name)
    for path in sorted(catalogue_dir().glob("*.yaml")):
        if path.name not in generated and path.read_text(encoding="utf-8").startswith(GENERATED_MARK):
            out.append(path.name)
    return sorted(out)


def convert_user_reference(reference: Path, output: Path, tables: RuleTables | None = None) -> list[CatalogueEntry]:
    """A player's reference file (same format as resources/reference/) to a user catalogue file. It may use
    the bundled guns by id; its ids may replace bundled ones (that is what a user catalogue is for)."""
    tables = tables or rule_tables()
    bundled = bundled_references()
    user = read_reference(reference, str(reference))
    # The player's own gun figures take the place of bundled ones with the same id.
    bundled_guns = {k: v for k, v in check_references(bundled, tables).items() if k not in user.reference.guns}
    guns = check_references([user], tables, bundled_guns)
    entries = build_entries(user, guns, tables)
    text = render_catalogue(entries, str(reference), user.reference.title)
    output.write_text(text, encoding="utf-8")
    return entries


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog=COMMAND, description="Generate resources/catalogue/ from the vehicle reference (resources/reference/)."
    )
    parser.add_argument("--check", action="store_true", help="compare only; exit 1 if a file is out of date")
    parser.add_argument("--reference", type=Path, help="a player's own reference file to convert")
    parser.add_argument("--output", type=Path, help="where to write the converted user catalogue")
    args = parser.parse_args(argv)
    try:
        if args.reference is not None or args.output is not None:
            if args.reference is None or args.output is None:
                parser.error("--reference and --output go together")
            entries = convert_user_reference(args.reference, args.output)
            print(f"{args.output}: {len(entries)} entries from {args.reference}")
            return 0
        generated = generate()
        if args.check:
            stale = stale_files(generated)
            for name in stale:
                print(f"resources/catalogue/{name} is out of date: run {COMMAND}", file=sys.stderr)
            return 1 if stale else 0
        for name, text in generated.items():
            path = catalogue_dir() / name
            if not path.is_file() or path.read_text(encoding="utf-8") != text:
                path.write_text(text, encoding="utf-8")
                print(f"wrote resources/catalogue/{name}")
        return 0
    except InputError as exc:
        for problem in exc.problems:
            print(problem, file=sys.stderr)
        return 2
    except MoreFireError as exc:
        print(f"{COMMAND}: {exc}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
