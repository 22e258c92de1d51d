"""What every game played through the accessibility tree shares (issue 39): the words a
listener expects, the set-up screens, the turn loop and its checks, and with Orca running,
what it said. A game (modern.py, classic.py, farfalia.py) supplies how to start it, where its cards
are and how a move is chosen.

After every move the loop checks:

- that every name a reader holds is the current one: the reader's view is built, as
  Orca's is, from the events alone (a name learnt when the object is added, changed only by
  a name-change event), and compared with the name the app gives now;
- that the news reached an event a reader speaks: when the turn comes back, the focus
  comes to the turn line, whose name holds every move made since the player's last one
  (the same words as the live log); no focus went to the page or a landmark;
- that each game key reached the app: the focus comes to the note holding what it read;
- with Orca: that it said the turn line, news and all, and each key's reading; at the
  end, that every move of the computer was said exactly once (more only when a key asked
  for it again), and each of the player's own moves once, as the button chosen."""

import os
import re
import time

from tree import Tree, log, name, role, states

WORDS = {
    # written here apart from the app's catalogue, as a listener expects them
    "en": dict(
        settings="Settings", lang="English", instant="Instant", back="Home",
        play="Play against the computer", blue="Blue round", full="Full game (blue, then orange)", two="2 players",
        house="House rules", deal="Deal the cards", start="Start playing", your_turn="Your turn, ",
        over="Game over", since="Since your last move: ", of="of", blocked=", cannot be played: ",
        not_yours="It is not your turn.", hand="Your hand", plate="Plate", layout="Layout",
        take="Take ", place="Place ", power=("Play the Papillon", "Show the Chrysalide"),
        other=("Keep", "Take three", "Draw a card"), value="Declare the value",
        cancel="Cancel", keys="Keyboard shortcuts",
        classic="The Papillon of 1756", cut="Cut and deal", moves="Your moves",
        face_up="Face-up cards", my_cards="Your cards", ended="The game is over.",
        farfalia="Farfalia", fdeal="Deal", trick="The trick", last_trick="The last trick",
        kept="Kept face up this deal", must_follow="you must follow the colour led", lay_aside="Lay aside ",
        fewer="One fewer", deals="Number of deals",
        blue_over="The blue round is over", orange="Play the orange round",
        # Farfalia's turn line while a deal's score shows (fplayDealOver)
        deal_over="Deal ",
    ),
    "fr": dict(
        settings="Réglages", lang="Français", instant="Instantané", back="Accueil",
        play="Jouer contre l'ordinateur", blue="Manche bleue", full="Partie complète (bleue puis orange)", two="2 joueurs",
        house="Règles maison", deal="Distribuer", start="Commencer à jouer", your_turn="À vous, ",
        over="Partie terminée", since="Depuis votre dernier coup\u00a0: ", of="sur", blocked=", injouable\u00a0: ",
        not_yours="Ce n'est pas votre tour.", hand="Votre main", plate="Tapis", layout="Disposition",
        take="Prendre ", place="Poser ", power=("Jouer le Papillon", "Montrer la Chrysalide"),
        other=("Garder", "Piocher trois", "Piocher une carte"), value="Annoncer la valeur",
        cancel="Annuler", keys="Raccourcis clavier",
        classic="Le Papillon de 1756", cut="Couper et donner", moves="Vos coups",
        face_up="Cartes découvertes", my_cards="Vos cartes", ended="La partie est finie.",
        farfalia="Farfalia", fdeal="Distribuer", trick="Le pli", last_trick="Le dernier pli",
        kept="Gardé face visible cette donne", must_follow="vous devez fournir la couleur demandée", lay_aside="Écarter ",
        fewer="Diminuer de 1", deals="Nombre de donnes",
        blue_over="La manche bleue est finie", orange="Jouer la manche orange",
        deal_over="Fin de la donne ",
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

# With Orca running (scripts/atspi.sh starts it for the English games), the file where its
# speech is written, one utterance a line; its browse mode takes the bare letters, so
# every game key is pressed with Alt.
SPOKEN = os.environ.get("ATSPI_ORCA_SPOKEN")


def spoken_text():
    if not SPOKEN:
        return ""
    with open(SPOKEN, encoding="utf-8", errors="replace") as f:
        return flat(f.read())


def flat(s):
    """Spaces made one, and the ellipsis as speech-dispatcher passes it on."""
    return " ".join(s.replace("\u2026", "...").split())


def bare(line):
    """A move's line as the turn line quotes it: without its closing full stop."""
    return flat(line).rstrip(". ")


class Failed(AssertionError):
    pass


def check(cond, msg):
    if not cond:
        raise Failed(msg)


class Player:
    """One whole game against the computer, played through the tree and the keys."""

    game = "?"

    def __init__(self, lang):
        self.lang = lang
        self.w = WORDS[lang]
        self.t = Tree()
        self.turns = 0
        self.checked_cards = 0
        self.keys_reached = 0
        self.news_heard = 0
        self.played_on = 0
        self.pauses = 0  # a full modern game's pause on the blue result
        self.orca_said = 0
        self.outside_noted = False
        self.bare_h_with_orca = None
        self.move_said = 0
        self.heard_from = 0  # Orca's speech's length before the key that focused the chosen button  # Orca's speech's length when the player's last move was chosen
        self.readings = []  # what the game keys read (said again on request)
        self.chosen = []  # the buttons of the player's own moves, with Orca's speech length before each
        self.news_lines = []  # every line the turn line said as news (the computer's moves, new deals)

    # -- what a game supplies ------------------------------------------------------------

    def start(self):
        """From the home screen (settings done) to the first turn; returns the events' length."""
        raise NotImplementedError

    def check_cards(self, mine):
        """Every card a reader can land on is named as it is now."""
        raise NotImplementedError

    def move(self):
        """Chooses and makes one move by the keys; returns the chosen button's name."""
        raise NotImplementedError

    def to_moves(self, alt):
        """The key that brings the focus to the player's cards or moves (M)."""
        m = len(self.t.events)
        self.t.key("m", alt=alt)
        self.t.wait(lambda: self.focus_events(m, lambda e: e.role in ("toggle button", "push button")), 10, "M to the hand")

    # -- screens -------------------------------------------------------------------------

    def button(self, label, root=None):
        return self.t.wait(lambda: self.t.by("push button", label, root), 20, f"the button {label!r}")

    def settings(self):
        """The language and instant computer moves, through AT-SPI actions; back home."""
        t, w = self.t, self.w
        home = t.wait(lambda: t.by("push button", lambda n: n in ("Settings", "Réglages")), 30, "the home screen")
        t.act(home)
        t.act(t.wait(lambda: t.by("radio button", w["lang"]), 20, "the language radio"))
        t.act(t.wait(lambda: t.by("radio button", w["instant"]), 20, "the speed radio"))
        t.wait(lambda: "checked" in states(t.by("radio button", w["instant"]) or t.doc), 10, "instant checked")
        t.act(self.button(w["back"]))
        t.act(self.button(w["play"]))

    def focus_events(self, since, pred=lambda e: True):
        return [e for e in self.t.events[since:] if e.kind == "object:state-changed:focused" and e.detail1 == 1 and pred(e)]

    def turn_line(self):
        return self.t.first(None, lambda o: role(o) == "heading" and (
            name(o).startswith(self.w["your_turn"]) or name(o).startswith(self.w["over"])
            or name(o).startswith(self.w["blue_over"]) or name(o).startswith(self.w["deal_over"])))

    def said_mark(self):
        """Where Orca's speech is now (taken before a key that moves the focus)."""
        return len(spoken_text()) if SPOKEN else 0

    def listen(self, label, since):
        """With Orca, waits until it said `label` (since `since`), as a listener does before
        pressing Enter: the key's echo would cut it short."""
        self.heard_from = since
        if SPOKEN:
            self.t.wait(lambda: flat(label) in spoken_text()[since:], 15, f"Orca to say {label!r}")

    def focused_name(self):
        self.t.pump(0.05)
        f = self.t.focused()
        return (role(f), name(f)) if f is not None else ("", "")

    def check_named_row(self, objs, label, mine):
        """A row of cards: each one's name a reader holds is current and says its place."""
        w = self.w
        for i, c in enumerate(objs):
            now = self.t.fresh_name(c)
            held = self.t.reader_name(c)
            check(held == now, f"{label} card {i + 1}: a reader holds {held!r}, the app says {now!r}")
            m = re.search(rf", (\d+) {w['of']} (\d+)", now)
            check(m and int(m.group(1)) == i + 1 and int(m.group(2)) == len(objs), f"{label} card {i + 1} of {len(objs)} is named {now!r}")
            if mine:
                check(w["not_yours"] not in now, f"on the player's turn a card says {now!r}")
        self.checked_cards += len(objs)

    def retry(self, fn):
        """While the computer plays on, the tree changes under a check: it is made again
        (a stale name stays stale, so this hides none)."""
        for attempt in range(20):
            try:
                return fn()
            except Failed:
                if attempt == 19:
                    raise
                self.t.pump(0.15)

    def check_all_names(self):
        """Everything a reader can land on in the game (each focusable object and heading
        of the page's main landmark): the name it holds from the events is the current one.
        A stale name outside the main landmark (the page's own frame) is said once, not
        failed: it is not the game's."""
        main = self.t.first(None, lambda o: role(o) == "landmark" and "focusable" in states(o))
        for attempt in range(20):
            stale, outside = [], []
            for o in self.t.walk():
                st = states(o)
                if ("focusable" not in st and role(o) not in ("heading", "list item")) or role(o) == "document web":
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

    # -- the game ------------------------------------------------------------------------

    def play(self):
        t, w = self.t, self.w
        self.settings()
        mark = self.start()
        my_move_at = None  # the log's length when the player's last move was made
        deadline = time.time() + 900
        while True:
            check(time.time() < deadline, "the game should be over by now")
            # wait for the player's turn or the end: the turn line says which
            # (or, in a full modern game, the pause on the blue round's result)
            t.wait(lambda: self.turn_line() is not None, 120, "the player's turn")
            t.pump(0.2)
            over = name(self.turn_line()).startswith(w["over"])
            paused_on = next((w[k] for k in ("blue_over", "deal_over") if name(self.turn_line()).startswith(w[k])), None)
            pause = paused_on is not None
            # no focus went to the page or a landmark while the computer played
            stray = self.focus_events(mark, lambda e: e.role in ("document web", "landmark"))
            check(not stray, f"the focus went out of the game: {stray}")
            # the turn came back (the live log said "your turn", or the game ended), or the
            # player plays on (a second card, a new deal they start): then the focus stays
            came_back = my_move_at is None or over or pause or any(x.startswith(w["your_turn"]) for x in t.log_lines[my_move_at:])
            heard = ""
            if came_back:
                start_with = w["over"] if over else paused_on if pause else w["your_turn"]
                got = t.wait(lambda: self.focus_events(mark, lambda e: e.role == TURN_ROLE and e.name.startswith(start_with)), 10,
                             "the focus on the turn line")
                heard = got[-1].name
            if my_move_at is not None and came_back:
                # every line the live log said since the player's move (less their own move,
                # "your turn" and the end) is in the turn line's name
                news = [bare(x) for x in t.log_lines[my_move_at + 1:]
                        if not x.startswith(w["your_turn"]) and bare(x) not in (bare(w["ended"]), w["over"])]
                if not news:
                    # the player's own move started the next deal, theirs to lead
                    self.played_on += 1
                if news:
                    check(w["since"] in heard, f"the turn line says no news: {heard!r}")
                for x in news:
                    check(x in flat(heard), f"the turn line {heard!r} misses {x!r}")
                self.news_heard += len(news)
                self.news_lines += news
            elif not came_back:
                self.played_on += 1
            if SPOKEN and heard:
                # Orca said the turn line, news and all (since the player's last move)
                t.wait(lambda: flat(heard) in spoken_text()[self.move_said:], 15, f"Orca to say {heard!r}")
                self.orca_said += 1
            if over:
                break
            if pause:
                # the blue round's result stays until the orange round is started by its
                # button, once; what is said after the press is the next turn's news
                self.pauses += 1
                check(self.pauses == 1, "one pause, at the end of the blue round")
                my_move_at = len(t.log_lines) - 1
                mark = len(t.events)
                t.act(self.button(w["orange"]))
                continue
            self.retry(lambda: self.check_cards(True))
            self.check_all_names()
            if SPOKEN and self.bare_h_with_orca is None:
                # what a bare H does with Orca running (its browse mode's next heading)
                n = len(t.log_lines)
                t.key("h")
                t.pump(1.5)
                self.bare_h_with_orca = len(t.log_lines) > n
            self.game_key()
            # M (with Alt every other turn): to the cards or the moves
            self.move_said = len(spoken_text())
            self.to_moves(self.turns % 2 == 0 or bool(SPOKEN))
            self.keys_reached += 1
            my_move_at = len(t.log_lines)
            mark = len(t.events)
            chosen = self.move()
            self.turns += 1
            log(f"[{self.lang}] turn {self.turns}: {heard[:110]!r}; played {chosen!r}")
            # the move was said in the live log
            # (a debug build on a busy machine may take some seconds)
            try:
                t.wait(lambda: len(t.log_lines) > my_move_at, 60, "the player's move in the live log")
            except AssertionError:
                alerts = [name(o) or o.get_text_iface() and "(text)" for o in t.all(None, lambda o: role(o) == "alert")]
                raise Failed(f"no move in the live log after {chosen!r}; the focus is on {self.focused_name()}; alerts: {alerts}")
            # what Orca said from the key that brought the focus to the chosen button to
            # the move: the button once (an earlier move's echo may still come before)
            self.chosen.append((chosen, self.heard_from, self.said_mark()))
            t.pump(0.1)
            self.retry(lambda: self.check_cards(False))
        check(self.turns > 5, f"a whole game has more than {self.turns} turns")
        check(self.checked_cards > self.turns, f"only {self.checked_cards} card names were checked")
        if SPOKEN:
            self.check_heard_once()
        return self

    def game_key(self):
        """A game key, bare or with Alt: the focus comes to what it read."""
        t = self.t
        key, alt = KEY_CYCLE[self.turns % len(KEY_CYCLE)]
        alt = alt or bool(SPOKEN)
        m2 = len(t.events)
        said_at = self.said_mark()
        t.key(key, alt=alt)
        said = t.wait(lambda: self.focus_events(m2, lambda e: e.name != "" and e.role in ("note", "comment", "section", "paragraph", "static")), 30,
                      f"{'Alt+' if alt else ''}{key.upper()} to reach the game")
        self.keys_reached += 1
        reading = said[-1].name
        self.readings.append(reading)
        if SPOKEN:
            t.wait(lambda: flat(reading)[:80] in spoken_text()[said_at:], 15, f"Orca to say {reading!r}")
            self.orca_said += 1

    def check_heard_once(self):
        """Every line of news (the computer's moves, a new deal, a round's end) was said
        exactly once by Orca, more only as often as a key read it again; each of the
        player's moves once, as the button chosen."""
        said = spoken_text()
        moves = {}
        for x in self.news_lines:
            moves[x] = moves.get(x, 0) + 1
        check(moves, "the turn line said no news in a whole game")
        def times(text, line):
            # whole: "Chloé reveals 3 cards" is not counted inside "Chloé reveals 3 cards, 1 ace"
            return len(re.findall(r"(?<!\w)" + re.escape(line) + r"(?![\w,])", text))

        for line, n in moves.items():
            again = sum(times(flat(r), line) for r in self.readings)
            # a line said inside a longer one (Farfalia: "Ben plays the blue 4" in another
            # deal's "Ben plays the blue 4. Denis wins the trick") is that one's, not its own
            inside = sum(times(said, other) * times(other, line) for other in moves if other != line and line in other)
            heard = times(said, line) - inside
            check(heard == n + again, f"Orca said {line!r} {heard} times (made {n} times, read again {again} times)")
        for button, at, end in self.chosen:
            n = times(said[at:end], flat(button))
            check(n == 1, f"Orca said the button {button!r} the player chose {n} times")
        self.moves_heard = sum(moves.values())

    def summary(self, what, start):
        print(f"[{self.lang}] {what} through AT-SPI: {self.turns} turns of the player, {self.news_heard} news lines heard on the turn line, "
              f"{self.keys_reached} game keys reached the app, {self.checked_cards} card names checked, {len(self.t.events)} events, "
              f"{time.time() - start:.0f}s")
        if SPOKEN:
            print(f"[{self.lang}] with Orca: {self.orca_said} turn lines and key readings heard, each of the computer's "
                  f"{self.moves_heard} moves said once, each of the player's {len(self.chosen)} moves said as its button; a bare H "
                  f"{'reached the game' if self.bare_h_with_orca else 'did not reach the game (Orca took it)'}")
