"""A whole blue round against the computer, played through the accessibility tree as a
screen reader user plays it (issue 39): the set-up screens through AT-SPI actions, the
game through key events only (the game keys, Alt with the letter for half of them, the
arrows, Tab and Enter). After every move it checks:

- that every card's name a reader holds is its current one: the reader's view is built,
  as Orca's is, from the events alone (a name learnt when the object is added, changed
  only by a name-change event), and compared with the name the app gives now;
- that the news reached an event a reader speaks: when the turn comes back, the focus
  comes to the turn line, a heading whose name holds every move made since the player's
  last one (the same words as the live log); no focus went to the page or a landmark;
- that each game key reached the app: the focus comes to the note holding what it read;
- the roles and states a reader lands on: the turn line is a heading, the house rules
  and the keys panel's button have their expanded state, the captures say their verb.

Usage: blue_round.py fr|en  (the app must be running on the accessibility bus: see
scripts/atspi.sh). Prints one line per turn and a summary; exits non-zero on a failure."""

import os
import re
import sys
import time

from tree import Tree, log, name, role, states

WORDS = {
    # written here apart from the app's catalogue, as a listener expects them
    "en": dict(
        settings="Settings", lang="English", instant="Instant", back="Home",
        play="Play against the computer", blue="Blue round", two="2 players", house="House rules",
        deal="Deal the cards", start="Start playing", your_turn="Your turn, ",
        over="Game over", since="Since your last move: ", of="of", blocked=", cannot be played: ",
        not_yours="It is not your turn.", hand="Your hand", plate="Plate",
        take="Take ", place="Place ", power=("Play the Papillon", "Show the Chrysalide"),
        cancel="Cancel", keys="Keys",
    ),
    "fr": dict(
        settings="Réglages", lang="Français", instant="Instantané", back="Accueil",
        play="Jouer contre l'ordinateur", blue="Manche bleue", two="2 joueurs", house="Règles maison",
        deal="Distribuer", start="Commencer à jouer", your_turn="À vous, ",
        over="Partie terminée", since="Depuis votre dernier coup : ", of="sur", blocked=", injouable : ",
        not_yours="Ce n'est pas votre tour.", hand="Votre main", plate="Tapis",
        take="Prendre ", place="Poser ", power=("Jouer le Papillon", "Montrer la Chrysalide"),
        cancel="Annuler", keys="Touches",
    ),
}

# The game keys pressed, one a turn in turn: bare letters and Alt with the letter (what
# gets through a screen reader's browse mode).
KEY_CYCLE = [("h", True), ("t", False), ("s", True), ("l", False), ("j", True), ("t", True), ("h", False), ("l", True),
             ("s", False), ("j", False)]


# The turn line takes the focus as a note (AT-SPI "comment"), which holds the heading:
# Orca 43's WebKitGTK script says nothing when a heading, a paragraph or a section gets
# the focus (orca/scripts/toolkits/WebKitGtk/script.py, onFocusedChanged).
TURN_ROLE = "comment"


# With Orca running (scripts/atspi.sh starts it for the English round), the file where its
# speech is written, one utterance a line; its browse mode takes the bare letters, so
# every game key is pressed with Alt.
SPOKEN = os.environ.get("ATSPI_ORCA_SPOKEN")


def spoken_text():
    if not SPOKEN:
        return ""
    with open(SPOKEN, encoding="utf-8", errors="replace") as f:
        return " ".join(f.read().split())


def flat(s):
    """Spaces made one, and the ellipsis as speech-dispatcher passes it on."""
    return " ".join(s.replace("\u2026", "...").split())


class Failed(AssertionError):
    pass


def check(cond, msg):
    if not cond:
        raise Failed(msg)


class Round:
    def __init__(self, lang):
        self.lang = lang
        self.w = WORDS[lang]
        self.t = Tree()
        self.turns = 0
        self.checked_cards = 0
        self.keys_reached = 0
        self.news_heard = 0
        self.played_on = 0
        self.orca_said = 0
        self.outside_noted = False
        self.bare_h_with_orca = None

    # -- screens -------------------------------------------------------------------------

    def button(self, label, root=None):
        return self.t.wait(lambda: self.t.by("push button", label, root), 20, f"the button {label!r}")

    def setup(self):
        t, w = self.t, self.w
        home = self.t.wait(lambda: t.by("push button", lambda n: n in ("Settings", "Réglages")), 30, "the home screen")
        t.act(home)
        radio = t.wait(lambda: t.by("radio button", w["lang"]), 20, "the language radio")
        t.act(radio)
        inst = t.wait(lambda: t.by("radio button", w["instant"]), 20, "the speed radio")
        t.act(inst)
        t.wait(lambda: "checked" in states(t.by("radio button", w["instant"]) or t.doc), 10, "instant checked")
        t.act(self.button(w["back"]))
        t.act(self.button(w["play"]))
        t.act(t.wait(lambda: t.by("radio button", w["blue"]), 20, "the blue round's radio"))
        t.act(t.wait(lambda: t.by("radio button", w["two"]), 20, "two players"))
        # the house rules: a button with its expanded state, which changes with an event
        house = self.button(w["house"])
        st = states(house)
        check("expandable" in st and "expanded" not in st, f"house rules closed: {st}")
        mark = len(t.events)
        t.act(house)
        t.wait(lambda: "expanded" in states(house), 5, "the house rules open")
        check(any(e.kind == "object:state-changed:expanded" and e.detail1 == 1 and e.name == w["house"] for e in t.events[mark:]),
              "no expanded event on the house rules")
        t.act(house)
        t.wait(lambda: "expanded" not in states(house), 5, "the house rules closed")
        t.act(self.button(w["deal"]))
        start = t.wait(lambda: (lambda b: b if b is not None and "sensitive" in states(b) else None)(t.by("push button", w["start"])), 20, "start playing")
        mark = len(t.events)
        t.act(start)
        # the focus comes to the turn line, a heading, not to a bare landmark
        t.wait(lambda: self.focus_events(mark, lambda e: e.role == TURN_ROLE), 20, "the focus on the turn line")
        # (the app's own move of the focus to the new screen's main landmark comes before)
        return len(t.events)

    # -- helpers -------------------------------------------------------------------------

    def focus_events(self, since, pred=lambda e: True):
        return [e for e in self.t.events[since:] if e.kind == "object:state-changed:focused" and e.detail1 == 1 and pred(e)]

    def turn_line(self):
        return self.t.first(None, lambda o: role(o) == "heading" and (
            name(o).startswith(self.w["your_turn"]) or name(o).startswith(self.w["over"])))

    def row(self, label):
        return self.t.by("tool bar", label)

    def cards(self, label):
        bar = self.row(label)
        if bar is None:
            return []
        return [bar.get_child_at_index(i) for i in range(bar.get_child_count())]

    def check_names(self, mine):
        """Every card of the hand and the plate: the name a reader holds (from events) is
        the current one, and it says its place in the row; on the player's turn no card
        says it is not their turn. While the computer plays on, the rows change under the
        check: it is made again (a stale name stays stale, so this hides none)."""
        for attempt in range(20):
            try:
                self._check_names(mine)
                return
            except Failed:
                if attempt == 19:
                    raise
                self.t.pump(0.15)

    def _check_names(self, mine):
        w = self.w
        counted = 0
        for label in (w["hand"], w["plate"]):
            cards = self.cards(label)
            for i, c in enumerate(cards):
                now = self.t.fresh_name(c)
                held = self.t.reader_name(c)
                check(held == now, f"{label} card {i + 1}: a reader holds {held!r}, the app says {now!r}")
                m = re.search(rf", (\d+) {w['of']} (\d+)", now)
                check(m and int(m.group(1)) == i + 1 and int(m.group(2)) == len(cards),
                      f"{label} card {i + 1} of {len(cards)} is named {now!r}")
                if mine and label == w["hand"]:
                    check(w["not_yours"] not in now, f"on the player's turn a card says {now!r}")
                counted += 1
        self.checked_cards += counted

    def check_all_names(self):
        """Everything a reader can land on in the game (each focusable object and heading
        of the page's main landmark): the name it holds from the events is the current one
        (a button whose text changes in place, Moves to Hide the moves, sends no event in
        WebKitGTK). A stale name outside the main landmark (the page's own frame) is said
        once, not failed: it is not the game's."""
        main = self.t.first(None, lambda o: role(o) == "landmark" and "focusable" in states(o))
        for attempt in range(20):
            stale, outside = [], []
            for o in self.t.walk():
                st = states(o)
                if ("focusable" not in st and role(o) != "heading") or role(o) == "document web":
                    continue
                now = self.t.fresh_name(o)
                held = self.t.reader_name(o)
                if now and held != now:
                    inside = main is not None and self.t.first(main, lambda x: x == o) is not None
                    (stale if inside else outside).append((role(o), held, now))
            if outside and not self.outside_noted:
                log(f"[{self.lang}] note: outside the game a reader holds stale names: {outside}")
                self.outside_noted = True
            if not stale:
                return
            if attempt == 19:
                raise Failed(f"a reader holds stale names: {stale}")
            self.t.pump(0.15)

    # -- the round -----------------------------------------------------------------------

    def play(self):
        t, w = self.t, self.w
        mark = self.setup()
        my_move_at = None  # the log's length when the player's last move was made
        deadline = time.time() + 240
        while True:
            check(time.time() < deadline, "the round should be over by now")
            # wait for the player's turn or the end: the focus comes to the turn line
            line = t.wait(lambda: self.turn_line(), 60, "the turn line")
            t.wait(lambda: (lambda o: o is not None and (name(o).startswith(w["your_turn"]) or name(o).startswith(w["over"])))(self.turn_line()), 60, "the player's turn")
            t.pump(0.2)
            line = self.turn_line()
            now = name(line)
            if now.startswith(w["over"]):
                break
            # no focus went to the page or a landmark while the computer played
            stray = self.focus_events(mark, lambda e: e.role in ("document web", "landmark"))
            check(not stray, f"the focus went out of the game: {stray}")
            # the turn came back (the live log said "your turn"), or the player plays on
            # (a second card, a new deal they start): then the focus stays where it was
            came_back = my_move_at is None or any(x.startswith(w["your_turn"]) for x in t.log_lines[my_move_at:])
            heard = ""
            if came_back:
                got = t.wait(lambda: self.focus_events(mark, lambda e: e.role == TURN_ROLE and e.name.startswith(w["your_turn"])), 10,
                             "the focus on the turn line when the turn came back")
                heard = got[-1].name
            if my_move_at is not None and came_back:
                # every line the live log said since the player's move (less their own move
                # and "your turn") is in the turn line's name
                news = [x.rstrip(". ") for x in t.log_lines[my_move_at + 1:] if not x.startswith(w["your_turn"])]
                check(news, "the computer moved, and the live log said nothing")
                check(w["since"] in heard, f"the turn line says no news: {heard!r}")
                for x in news:
                    check(x in heard, f"the turn line {heard!r} misses {x!r}")
                self.news_heard += len(news)
            elif not came_back:
                self.played_on += 1
            self.check_names(True)
            self.check_all_names()
            if SPOKEN and heard:
                # Orca said the turn line, news and all
                t.wait(lambda: flat(heard) in spoken_text(), 15, f"Orca to say {heard!r}")
                self.orca_said += 1
            if SPOKEN and self.bare_h_with_orca is None:
                # what a bare H does with Orca running (its browse mode's next heading)
                n = len(t.log_lines)
                t.key("h")
                t.pump(1.5)
                self.bare_h_with_orca = len(t.log_lines) > n
            # a game key, bare or with Alt: the focus comes to what it read
            key, alt = KEY_CYCLE[self.turns % len(KEY_CYCLE)]
            alt = alt or bool(SPOKEN)
            m2 = len(t.events)
            t.key(key, alt=alt)
            said = t.wait(lambda: self.focus_events(m2, lambda e: e.name != "" and e.role in ("note", "comment", "section", "paragraph", "static")), 20,
                          f"{'Alt+' if alt else ''}{key.upper()} to reach the game")
            self.keys_reached += 1
            if SPOKEN:
                reading = said[-1].name
                t.wait(lambda: flat(reading)[:80] in spoken_text(), 15, f"Orca to say {reading!r}")
                self.orca_said += 1
            # M (with Alt every other turn): to the hand
            m3 = len(t.events)
            t.key("m", alt=self.turns % 2 == 0 or bool(SPOKEN))
            t.wait(lambda: self.focus_events(m3, lambda e: e.role == "toggle button"), 10, "M to the hand")
            self.keys_reached += 1
            my_move_at = len(t.log_lines)
            mark = len(t.events)
            self.move()
            self.turns += 1
            log(f"[{self.lang}] turn {self.turns}: {heard!r}; key {'Alt+' if alt else ''}{key.upper()}: {said[-1].name[:60]!r}")
            # the move was said in the live log
            t.wait(lambda: len(t.log_lines) > my_move_at, 20, "the player's move in the live log")
            t.pump(0.1)
            self.check_names(False)
        self.check_names(False) if self.cards(w["hand"]) else None
        check(self.turns > 5, f"a whole round has more than {self.turns} turns")
        return self

    def focused_name(self):
        self.t.pump(0.05)
        f = self.t.focused()
        return (role(f), name(f)) if f is not None else ("", "")

    def move(self):
        """Chooses a playable card with the arrows and Enter, then a move for it with Tab
        and Enter: a capture (whose name says its verb), laying it, or its power."""
        t, w = self.t, self.w
        t.key("Home")
        tried = set()
        for _ in range(12):
            r, n = self.focused_name()
            check(r == "toggle button", f"the focus is on {r} {n!r}, not a card")
            if w["blocked"] not in n and n not in tried:
                tried.add(n)
                m = len(t.events)
                t.key("Return")
                t.wait(lambda: self.focus_events(m, lambda e: e.role == "push button"), 10, "the focus on the card's moves")
                target = self.pick_move()
                if target is not None:
                    for _ in range(12):
                        if self.focused_name()[1] == target:
                            t.key("Return")
                            return
                        t.key("Tab")
                    raise Failed(f"Tab never reached {target!r}")
                t.wait(lambda: self.focused_name()[0] == "toggle button", 10, "the focus back on the hand")
            before = self.focused_name()[1]
            t.key("Right")
            if self.focused_name()[1] == before:
                t.key("Home")
        raise Failed("no card of the hand could be played")

    def pick_move(self):
        """The move to make among the chosen card's buttons, by name."""
        w = self.w
        buttons = [name(b) for b in self.t.all(None, lambda o: role(o) == "push button" and "showing" in states(o))]
        captures = [n for n in buttons if n.startswith(w["take"]) and " " in n[len(w["take"]):]]
        places = [n for n in buttons if n.startswith(w["place"])]
        powers = [n for n in buttons if n.startswith(w["power"])]
        for group in (captures, places, powers):
            if group:
                return group[0]
        return None


def main():
    lang = sys.argv[1] if len(sys.argv) > 1 else "en"
    start = time.time()
    r = Round(lang).play()
    print(f"[{lang}] a blue round through AT-SPI: {r.turns} turns of the player, {r.news_heard} news lines heard on the turn line, "
          f"{r.keys_reached} game keys reached the app, {r.checked_cards} card names checked, {len(r.t.events)} events, "
          f"{time.time() - start:.0f}s")
    if SPOKEN:
        print(f"[{lang}] with Orca: {r.orca_said} turn lines and key readings heard in its speech; a bare H "
              f"{'reached the game' if r.bare_h_with_orca else 'did not reach the game (Orca took it)'}")


if __name__ == "__main__":
    main()
