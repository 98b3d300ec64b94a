"""The desktop integration files: the menu entry, the AppStream metadata, the icons and the battle file type
are valid by the freedesktop tools (when installed: make test-package installs them), agree with each other and
with the package, and install for a user."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from importlib import metadata
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

REPO = Path(__file__).resolve().parents[2]
PACKAGING = REPO / "packaging"
APP_ID = "org.morefire.BattleManager"
DESKTOP = PACKAGING / f"{APP_ID}.desktop"
METAINFO = PACKAGING / f"{APP_ID}.metainfo.xml"
MIME = PACKAGING / f"{APP_ID}.mime.xml"
MIME_NS = "{http://www.freedesktop.org/standards/shared-mime-info}"


def needs(tool: str) -> str:
    found = shutil.which(tool)
    if found is None:
        pytest.skip(f"{tool} is not installed (make test-package installs it: packaging/desktop-tools)")
    return found


def desktop_entry() -> dict[str, str]:
    lines = DESKTOP.read_text(encoding="utf-8").splitlines()
    assert lines[0] == "[Desktop Entry]"
    return dict(line.split("=", 1) for line in lines[1:] if "=" in line)


def test_the_desktop_entry_is_valid() -> None:
    done = subprocess.run([needs("desktop-file-validate"), str(DESKTOP)], capture_output=True, text=True)
    assert done.returncode == 0 and done.stdout.strip() == "", done.stdout + done.stderr


def test_the_appstream_metadata_is_valid() -> None:
    done = subprocess.run(
        [needs("appstreamcli"), "validate", "--no-net", str(METAINFO)], capture_output=True, text=True
    )
    assert done.returncode == 0, done.stdout + done.stderr


def test_the_entry_the_metadata_and_the_mime_type_agree() -> None:
    entry = desktop_entry()
    component = ET.parse(METAINFO).getroot()
    assert component.findtext("id") == APP_ID
    assert component.find("launchable").text == DESKTOP.name  # type: ignore[union-attr]
    assert entry["Icon"] == APP_ID and entry["Exec"].endswith("%f")
    mime = ET.parse(MIME).getroot().find(f"{MIME_NS}mime-type")
    assert mime is not None and mime.get("type") == "application/x-morefire-battle"
    assert entry["MimeType"] == "application/x-morefire-battle;"
    assert component.find("provides/mediatype").text == mime.get("type")  # type: ignore[union-attr]
    assert mime.find(f"{MIME_NS}glob").get("pattern") == "*.mfb.yaml"  # type: ignore[union-attr]
    match = mime.find(f"{MIME_NS}magic/{MIME_NS}match")
    assert match is not None and match.get("value") == "format: morefire-battle"
    # The magic is what a battle file written by the app starts with.
    assert (REPO / "resources" / "battles" / "demo.yaml").read_text(encoding="utf-8").startswith(match.get("value"))


def test_the_metadata_has_a_screenshot_and_notes_for_the_current_release() -> None:
    component = ET.parse(METAINFO).getroot()
    assert component.find("screenshots/screenshot/image") is not None
    assert component.find("screenshots/screenshot/caption").text  # type: ignore[union-attr]
    release = component.find("releases/release")
    assert release is not None and release.find("description/ul/li") is not None
    # The version comes from one place, the package metadata; the newest release note must name it.
    assert release.get("version") == metadata.version("morefire-gui")


def test_the_icons_are_the_sizes_they_say() -> None:
    for size in (256, 512):
        image = QImage(str(PACKAGING / "icons" / f"{APP_ID}-{size}.png"))
        assert (image.width(), image.height()) == (size, size)
        corner, centre = image.pixelColor(2, 2), image.pixelColor(size // 2, size // 2)
        assert corner.alpha() == 0 and centre.alpha() == 255  # a rounded tile on a transparent ground
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run(
        [sys.executable, str(PACKAGING / "render_icons.py"), "--check"],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    root = ET.parse(REPO / "resources" / "icons" / "morefire.svg").getroot()
    assert root.tag.endswith("svg")


def test_install_desktop_puts_everything_in_the_users_folders_and_takes_it_out(tmp_path: Path) -> None:
    env = {**os.environ, "XDG_DATA_HOME": str(tmp_path / "share"), "MOREFIRE_LIB_DIR": str(tmp_path / "lib")}
    done = subprocess.run(
        ["sh", str(PACKAGING / "install-desktop")], env=env, capture_output=True, text=True, timeout=300
    )
    if done.returncode != 0 and "Nothing to install" in done.stderr:
        pytest.skip("neither the bundle nor .venv's app is there to install")
    assert done.returncode == 0, done.stderr
    share = tmp_path / "share"
    installed = share / "applications" / f"{APP_ID}.desktop"
    exec_line = next(line for line in installed.read_text().splitlines() if line.startswith("Exec="))
    program = exec_line.split('"')[1]
    assert Path(program).is_file() and os.access(program, os.X_OK)
    assert (share / "metainfo" / f"{APP_ID}.metainfo.xml").is_file()
    assert (share / "mime" / "packages" / f"{APP_ID}.xml").is_file()
    for path in (
        f"scalable/apps/{APP_ID}.svg",
        f"256x256/apps/{APP_ID}.png",
        f"512x512/apps/{APP_ID}.png",
        "scalable/mimetypes/application-x-morefire-battle.svg",
    ):
        assert (share / "icons" / "hicolor" / path).is_file(), path
    if shutil.which("desktop-file-validate"):
        assert subprocess.run(["desktop-file-validate", str(installed)], capture_output=True).returncode == 0
    if shutil.which("update-mime-database"):
        # The database was rebuilt: it knows the glob and the magic.
        assert "application/x-morefire-battle:*.mfb.yaml" in (share / "mime" / "globs2").read_text()
        assert b"format: morefire-battle" in (share / "mime" / "magic").read_bytes()
    done = subprocess.run(
        ["sh", str(PACKAGING / "install-desktop"), "--uninstall"], env=env, capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 0, done.stderr
    assert not installed.exists() and not (tmp_path / "lib").exists()


MIME_PROBE = """
import sys
from PySide6.QtCore import QMimeDatabase
print("\\n".join(QMimeDatabase().mimeTypeForFile(path).name() for path in sys.argv[1:]))
"""


def test_a_battle_saved_under_the_name_the_app_offers_is_a_battle_to_the_desktop(tmp_path: Path) -> None:
    """The file type installed as make install-desktop installs it, asked of Qt's MIME database as a file manager
    asks: the name the Save dialog offers (NAME.mfb.yaml) is a More Fire! battle, beating the system's *.yaml."""
    from morefire_gui.io.battle_names import battle_file_name, with_battle_suffix

    update = needs("update-mime-database")
    share = tmp_path / "share"
    (share / "mime" / "packages").mkdir(parents=True)
    shutil.copy(MIME, share / "mime" / "packages" / f"{APP_ID}.xml")
    done = subprocess.run([update, str(share / "mime")], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    demo = (REPO / "resources" / "battles" / "demo.yaml").read_text(encoding="utf-8")
    offered = tmp_path / battle_file_name("Demo: Prokhorovka road, July 1943")  # a new battle's first save
    typed = with_battle_suffix(tmp_path / "my battle")  # a name typed in Save As without an ending
    for path in (offered, typed):
        path.write_text(demo, encoding="utf-8")
    system = os.environ.get("XDG_DATA_DIRS") or "/usr/local/share:/usr/share"
    env = {**os.environ, "XDG_DATA_HOME": str(share), "XDG_DATA_DIRS": system, "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run(
        [sys.executable, "-c", MIME_PROBE, str(offered), str(typed)],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["application/x-morefire-battle"] * 2, (offered.name, typed.name, done.stdout)


def test_the_metadata_names_the_developer_for_old_and_new_appstream_and_says_what_the_app_does() -> None:
    component = ET.parse(METAINFO).getroot()
    name = component.findtext("developer/name")
    assert name and component.findtext("developer_name") == name  # <developer_name>: AppStream before 1.0
    said = " ".join(" ".join(li.itertext()) for li in component.findall("description/ul/li")).lower()
    for feature in (
        "line of sight",
        "measuring",
        "barrages",
        "direct fire",
        "movement",
        "infantry",
        "minefields",
        "aircraft",
        "random battle system",
        "catalogue",
        "sequence of play",
        "hot-seat",
        "export",
        "printed",
    ):
        assert feature in said, feature
