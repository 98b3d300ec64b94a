# More Fire! battle manager. Everything is set up on a fresh machine by the targets themselves.
#   make run    - start the app on the bundled demo battle
#   make test   - run the whole test suite headless
#   make bench  - measure speed (docs/performance.md)
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

.PHONY: run test bench fuzz fuzz-ci venv install install-test qt-libs qt-libs-offscreen clean package test-package \
        install-desktop desktop-tools

$(PY):
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip

$(STAMP): pyproject.toml | $(PY)
	$(PY) -m pip install --quiet -e '.[test]'
	touch $(STAMP)

venv install install-test: $(STAMP)

qt-libs:
	@sh tools/qt-system-libs xcb

qt-libs-offscreen:
	@sh tools/qt-system-libs offscreen

run: $(STAMP) qt-libs
	$(BIN)/morefire-gui $(DEMO)

test: $(STAMP) qt-libs-offscreen
	QT_QPA_PLATFORM=offscreen $(PY) -m pytest -q

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

$(PACKAGE_STAMP): pyproject.toml | $(STAMP)
	$(PY) -m pip install --quiet -e '.[test,package]'
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
