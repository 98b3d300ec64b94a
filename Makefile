# More Fire! battle manager. Everything is set up on a fresh machine by the targets themselves.
#   make run    - start the app on the bundled demo battle
#   make test   - run the whole test suite headless (on two workers)
#   make check  - lint (ruff), format (ruff format), types (mypy) and the layer contracts (import-linter)
#   make bench  - measure speed (docs/performance.md)
#   make explore - the property tests with freshly drawn examples (make test draws the same ones each run)
#   make fuzz   - hostile files, 1,000 fuzzed battles, 100 kills while saving (docs/reliability.md)
#   make package          - the one-folder desktop bundle in dist/morefire (PyInstaller, packaging/)
#   make test-package     - build it and check that it starts, renders and prints (slow: not in make test)
#   make install-desktop  - menu entry, icon and battle-file type for the current user
PYTHON ?= python3
VENV   ?= .venv
BIN     = $(VENV)/bin
PY      = $(BIN)/python
STAMP   = $(VENV)/.installed
DEMO    = resources/battles/demo.yaml

.PHONY: run test explore check bench fuzz fuzz-ci venv install install-test qt-libs qt-libs-offscreen clean package test-package \
        translations install-desktop desktop-tools

$(PY):
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip

$(STAMP): pyproject.toml | $(PY)
	$(PY) -m pip install --quiet -e '.[test]'
	touch $(STAMP)

venv install install-test: $(STAMP)

# Translations (docs/translations.md): tools/translations.py writes morefire_gui/gui/rule_texts.py (the texts of
# the rules' data files and the templates of the rules' messages), lupdate gathers every marked text of the GUI, the
# rules, the model and the session into each language's .ts (the translations kept), lrelease compiles each into the
# .qm the app loads. All are kept in git, so that a wheel or a bundle carries them; tests/gui/test_translations.py
# checks that they are current.
translations: $(STAMP)
	$(PY) tools/translations.py

qt-libs:
	@sh tools/qt-system-libs xcb

qt-libs-offscreen:
	@sh tools/qt-system-libs offscreen

run: $(STAMP) qt-libs
	$(BIN)/morefire-gui $(DEMO)

# Two workers (pytest-xdist): the suite's wall time on the two cores of the team's machine (docs/performance.md).
TEST_WORKERS ?= 2
test: $(STAMP) qt-libs-offscreen
	QT_QPA_PLATFORM=offscreen $(PY) -m pytest -q -n $(TEST_WORKERS)

# The property tests (hypothesis) with examples drawn afresh from SEED (a random one unless given, printed first:
# `make explore SEED=N` draws the same again). Repeat it to search longer.
PROPERTY_TESTS = $(shell grep -rl --include='test_*.py' '^from hypothesis' tests)
ifndef SEED
SEED := $(shell od -An -N4 -tu4 /dev/urandom | tr -d ' ')
endif
explore: $(STAMP) qt-libs-offscreen
	@echo "make explore SEED=$(SEED)"
	QT_QPA_PLATFORM=offscreen $(PY) -m pytest -q -n $(TEST_WORKERS) -p no:cacheprovider \
		--hypothesis-profile=explore --hypothesis-seed=$(SEED) $(PROPERTY_TESTS)

# ruff format is enforced on the whole tree (pyproject.toml holds its settings).
FORMATTED = .

check: $(STAMP)
	$(BIN)/ruff check .
	$(BIN)/ruff format --check $(FORMATTED)
	$(BIN)/mypy
	$(BIN)/lint-imports --no-cache

bench: $(STAMP) qt-libs-offscreen
	QT_QPA_PLATFORM=offscreen $(PY) benchmarks/run.py

# The reliability bar (docs/reliability.md): no traceback, nothing over 10 s or 500 MB, nothing lost to a kill.
# FUZZ_ARGS narrows it (CI: --mutants 200 --kills 20); the figures are written to build/reliability.json.
FUZZ_ARGS ?= --mutants 1000 --kills 100
fuzz: $(STAMP) qt-libs-offscreen
	QT_QPA_PLATFORM=offscreen $(PY) -m tests.reliability.run $(FUZZ_ARGS) --json build/reliability.json

fuzz-ci:
	$(MAKE) fuzz FUZZ_ARGS="--mutants 200 --kills 20"

PACKAGE_STAMP = $(VENV)/.installed-package
BUNDLE        = dist/morefire

# The bundle is built from the pinned versions of packaging/constraints.txt: the same commit, the same bundle.
$(PACKAGE_STAMP): pyproject.toml packaging/constraints.txt | $(STAMP)
	$(PY) -m pip install --quiet -c packaging/constraints.txt -e '.[test,package]'
	touch $(PACKAGE_STAMP)

package: $(PACKAGE_STAMP) qt-libs-offscreen
	$(BIN)/pyinstaller --noconfirm --log-level ERROR --distpath dist --workpath build/pyinstaller packaging/morefire.spec
	@du -sh $(BUNDLE)

desktop-tools:
	@sh packaging/desktop-tools

test-package: package desktop-tools
	MOREFIRE_BUNDLE=$(CURDIR)/$(BUNDLE) QT_QPA_PLATFORM=offscreen $(PY) -m pytest -q tests/packaging

install-desktop: $(STAMP)
	sh packaging/install-desktop

clean:
	rm -rf $(VENV) build dist .pytest_cache .benchmarks
