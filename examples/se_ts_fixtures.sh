#!/bin/sh
# Extracts `PUZZLE RATING` lines from the fixtures of SudokuExplainer-ts (gil/SudokuExplainer-ts
# on GitHub: puzzles rated by Sukaku Explainer's own Java engine, every step kept), for
# `cargo run --release --example se_agreement -- FILE`.
#
#   examples/se_ts_fixtures.sh GIT_DIR > FILE
#
# GIT_DIR is a clone of that repository (a bare one will do); the puzzles are read from its
# HEAD: test/fixtures/puzzles/*.json and test/fixtures/reglib/*.json, one puzzle each (the
# reglib-pm fixtures start from pencil marks and are left out, and so are the five puzzles
# rated 0.0, which have no single solution). The fixtures are under the
# LGPL and the reglib puzzles come from HoDoKu's GPL regression library, so the lines are
# not kept in this repository: run this to make them.
set -eu
dir=${1:?usage: se_ts_fixtures.sh GIT_DIR > FILE}
for tree in test/fixtures/puzzles test/fixtures/reglib; do
    git --git-dir="$dir" ls-tree --name-only HEAD "$tree/" | grep '\.json$' | while read -r file; do
        git --git-dir="$dir" show "HEAD:$file" | awk '
            /^  "puzzle":/ { split($0, q, "\""); puzzle = q[4] }
            /^  "rating":/ { match($0, /"er":[0-9.]+/); er = substr($0, RSTART + 5, RLENGTH - 5) }
            END { if (puzzle != "" && er + 0 > 0) printf "%s %.1f\n", puzzle, er }'
    done
done
