"""The cache of validated bundled data (io/resources.py): what it reads back is what validating the files gives,
it is keyed by the data's hash, and a damaged or unwritable cache is no more than a slower start."""

from __future__ import annotations

import os
import pickle
from pathlib import Path

import pytest

from morefire_gui.io import resources
from morefire_gui.io.resources import cached, load_catalogue, read_rule_tables, resources_digest


def test_the_cache_gives_back_what_the_files_validate_to(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(resources.CACHE_ENV, str(tmp_path))
    built = [0]

    def build_tables():  # type: ignore[no-untyped-def]
        built[0] += 1
        return read_rule_tables()

    first = cached("rule-tables", build_tables)
    again = cached("rule-tables", build_tables)
    assert built[0] == 1 and again == first == read_rule_tables()
    assert (tmp_path / f"rule-tables-{resources_digest()}.pickle").is_file()
    catalogue = cached("catalogue", load_catalogue)
    from_cache = cached("catalogue", lambda: pytest.fail("read from the files again"))
    fresh = load_catalogue()
    assert list(from_cache) == list(fresh)
    assert [e.own_to for e in from_cache] == [e.own_to for e in fresh]  # derived marks survive too
    assert any(e.own_to for e in fresh)
    assert list(catalogue) == list(fresh)


def test_a_damaged_cache_is_built_again_and_an_old_one_removed(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(resources.CACHE_ENV, str(tmp_path))
    olds = [tmp_path / f"thing-012{i}.pickle" for i in range(3)]
    for age, old in enumerate(olds):
        old.write_bytes(pickle.dumps("stale"))
        os.utime(old, (1_000_000 + age, 1_000_000 + age))  # thing-0120 the least recently used
    other = tmp_path / "thing-else-0123.pickle"  # another file's cache, whose name begins with this one's
    other.write_bytes(pickle.dumps("kept"))
    path = tmp_path / f"thing-{resources_digest()}.pickle"
    path.write_bytes(b"not a pickle")
    assert cached("thing", lambda: 42) == 42
    assert pickle.loads(path.read_bytes()) == 42
    # the new file and the two most recently used of the others are kept
    assert [old.exists() for old in olds] == [False, True, True] and other.exists()


def test_two_versions_of_the_app_used_in_turn_keep_their_own_cache(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Two installed versions (or checkouts) started in turn each read their own cache file back, never building it
    again; a fourth version of the data removes the least recently used of the three kept."""
    monkeypatch.setenv(resources.CACHE_ENV, str(tmp_path))
    built: list[str] = []

    def start(version: str) -> str:
        monkeypatch.setattr(resources, "resources_digest", lambda: version)
        return cached("thing", lambda: built.append(version) or version)  # type: ignore[func-returns-value]

    for version in ["aaaa", "bbbb", "aaaa", "bbbb", "aaaa"]:
        assert start(version) == version
    assert built == ["aaaa", "bbbb"]
    start("cccc")
    os.utime(tmp_path / "thing-aaaa.pickle", (1_000_000, 1_000_000))  # long unused
    assert start("bbbb") == "bbbb"  # read back, and touched
    start("dddd")
    assert sorted(p.name for p in tmp_path.glob("thing-*.pickle")) == [
        "thing-bbbb.pickle",
        "thing-cccc.pickle",
        "thing-dddd.pickle",
    ]
    assert built == ["aaaa", "bbbb", "cccc", "dddd"]


def test_no_cache_when_it_cannot_be_written_or_is_turned_off(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("a file where the folder would go")
    monkeypatch.setenv(resources.CACHE_ENV, str(blocker / "cache"))
    assert cached("thing", lambda: 7) == 7
    monkeypatch.setenv(resources.CACHE_ENV, "")
    assert resources.cache_dir() is None and cached("thing", lambda: 8) == 8


def test_the_key_changes_with_the_data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    copy = tmp_path / "resources"
    for folder in ("rules", "catalogue"):
        (copy / folder).mkdir(parents=True)
        for f in (resources.resource_root() / folder).glob("*.yaml"):
            (copy / folder / f.name).write_bytes(f.read_bytes())
    monkeypatch.setattr(resources, "resource_root", lambda: copy)
    resources_digest.cache_clear()
    try:
        before = resources_digest()
        movement = copy / "rules" / "movement.yaml"
        movement.write_text(movement.read_text() + "\n# a comment changes the bytes\n")
        resources_digest.cache_clear()
        assert resources_digest() != before
    finally:
        resources_digest.cache_clear()


@pytest.mark.parametrize(
    ("platform", "expected"),
    [
        ("win32", Path("C:/Users/ann/AppData/Local") / "MoreFire" / "cache"),
        ("darwin", Path("/home/ann") / "Library" / "Caches" / "MoreFire"),
        ("linux", Path("/home/ann/.cache") / "morefire"),
    ],
)
def test_the_cache_lives_where_each_system_keeps_caches(
    platform: str, expected: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv(resources.CACHE_ENV, raising=False)
    monkeypatch.delenv("XDG_CACHE_HOME", raising=False)
    monkeypatch.setenv("LOCALAPPDATA", "C:/Users/ann/AppData/Local")
    monkeypatch.setattr(resources.sys, "platform", platform)
    monkeypatch.setattr(resources.Path, "home", classmethod(lambda cls: Path("/home/ann")))
    assert resources.cache_dir() == expected
    if platform == "linux":
        monkeypatch.setenv("XDG_CACHE_HOME", "/var/cache/ann")
        assert resources.cache_dir() == Path("/var/cache/ann/morefire")


@pytest.mark.skipif(__import__("os").name != "posix", reason="file modes are POSIX's")
def test_a_cache_file_others_may_write_is_never_unpickled(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A cache file, or a folder, that anyone else may write is not read back (unpickling it could run what someone
    put there): the data is built again and the file written over, the user's own."""
    import os

    class Planted:
        def __reduce__(self):  # type: ignore[no-untyped-def]  # what a hostile pickle does: call something
            return (os.system, ("touch " + str(tmp_path / "ran"),))

    folder = tmp_path / "cache"
    folder.mkdir(mode=0o700)
    monkeypatch.setenv(resources.CACHE_ENV, str(folder))
    path = folder / f"thing-{resources_digest()}.pickle"
    path.write_bytes(pickle.dumps(Planted()))
    path.chmod(0o666)  # writable by anyone
    assert cached("thing", lambda: 42) == 42 and not (tmp_path / "ran").exists()
    assert pickle.loads(path.read_bytes()) == 42 and path.stat().st_mode & 0o077 == 0  # written over, private
    path.write_bytes(pickle.dumps(Planted()))
    folder.chmod(0o777)  # the folder writable by anyone: anyone could have put the file there
    try:
        assert cached("thing", lambda: 43) == 43 and not (tmp_path / "ran").exists()
    finally:
        folder.chmod(0o700)
    assert cached("thing", lambda: pytest.fail("built again")) == 43  # a private cache is read back
