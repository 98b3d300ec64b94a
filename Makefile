# More Fire! battle manager. Everything is set up on a fresh machine by the targets themselves.
#   make run    - start the app on the bundled demo battle
#   make test   - run the whole test suite headless
#   make bench  - measure speed (docs/performance.md)
PYTHON ?= python3
VENV   ?= .venv
BIN     = $(VENV)/bin
PY      = $(BIN)/python
STAMP   = $(VENV)/.installed
DEMO    = resources/battles/demo.yaml

.PHONY: run test bench venv install install-test qt-libs qt-libs-offscreen clean

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

clean:
	rm -rf $(VENV) build dist .pytest_cache .benchmarks
