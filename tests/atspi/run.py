"""A whole game against the computer, played through the accessibility tree as a screen
reader user plays it (issue 39). See common.py for what is checked after every move.

Usage: run.py fr|en blue|full|classic|farfalia  (the app must be running on the accessibility bus:
see scripts/atspi.sh). Prints one line per turn and a summary; exits non-zero on a
failure."""

import sys
import time

from classic import Classic
from farfalia import Farfalia
from modern import Modern


def main():
    lang = sys.argv[1] if len(sys.argv) > 1 else "en"
    game = sys.argv[2] if len(sys.argv) > 2 else "blue"
    start = time.time()
    player = Classic(lang) if game == "classic" else Farfalia(lang) if game == "farfalia" else Modern(lang, game)
    player.play()
    player.summary(player.game, start)


if __name__ == "__main__":
    main()
