"""What battle files are called. The app saves a battle as ``NAME.mfb.yaml``: the desktop knows a file by its
name before its content (a system's ``*.yaml`` pattern outranks any magic), and only that ending makes a
double-click on a saved battle open it in the app (packaging/org.morefire.BattleManager.mime.xml). Any
``.yaml`` or ``.yml`` file still opens."""

from __future__ import annotations

import re
from pathlib import Path

BATTLE_SUFFIX = ".mfb.yaml"
YAML_ENDINGS = (".yaml", ".yml")
_ENDINGS = (BATTLE_SUFFIX, ".mfb.yml", *YAML_ENDINGS)  # longest first


def battle_stem(path: Path | str) -> str:
    """A battle file's name without its ending: ``demo`` for demo.yaml and for demo.mfb.yaml, so that names made
    from it (an export, a report, an autosave) do not carry ``.mfb``."""
    name = Path(path).name
    for ending in _ENDINGS:
        if name.lower().endswith(ending) and len(name) > len(ending):
            return name[: -len(ending)]
    return Path(path).stem or name


def battle_file_name(title: str) -> str:
    """The name a new battle is first saved as, made from its title: ``Hill 112.mfb.yaml``."""
    name = re.sub(r"[^\w\- ]+", " ", title, flags=re.UNICODE)
    name = re.sub(r"\s+", " ", name).strip(" -") or "battle"
    return name[:80].rstrip() + BATTLE_SUFFIX


def with_battle_suffix(path: Path) -> Path:
    """A name typed without an ending gets ``.mfb.yaml``; one that ends in .yaml or .yml is kept."""
    if path.name.lower().endswith(YAML_ENDINGS):
        return path
    return path.with_name(path.name + BATTLE_SUFFIX)
