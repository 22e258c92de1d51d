"""The modern Papillon against the computer through the accessibility tree: a blue round,
or the full game (the blue round, then the orange one), at two players. The set-up by
AT-SPI actions; each move chosen by the keys alone: the arrows along the hand, Enter on
a card, then Tab and Enter on one of its moves (blue: a capture named with its verb,
laying it, its power), or Enter on the first place of the layout it can go to and on a
value when it has several (orange); the orange round's Keep, Take three or Draw when no
card can be played."""

from common import TURN_ROLE, Failed, Player, check
from tree import name, role, states


class Modern(Player):
    def __init__(self, lang, kind):
        super().__init__(lang)
        self.kind = kind
        self.game = "a blue round" if kind == "blue" else "a full modern game (blue, then orange)"
        self.orange_turns = 0

    def start(self):
        t, w = self.t, self.w
        t.act(t.wait(lambda: t.by("radio button", w[self.kind]), 20, f"the {self.kind} game's radio"))
        t.act(t.wait(lambda: t.by("radio button", w["two"]), 20, "two players"))
        # the house rules: a button with its expanded state, which changes with an event
        house = self.button(w["house"])
        st = states(house)
        check("expandable" in st and "expanded" not in st, f"house rules closed: {st}")
        mark = len(t.events)
        t.act(house)
        t.wait(lambda: "expanded" in states(house), 5, "the house rules open")
        # the event comes through the bus after the state can be read: wait for it too
        t.wait(lambda: any(e.kind == "object:state-changed:expanded" and e.detail1 == 1 and e.name == w["house"]
                           for e in t.events[mark:]), 10, "an expanded event on the house rules")
        t.act(house)
        t.wait(lambda: "expanded" not in states(house), 5, "the house rules closed")
        t.act(self.button(w["deal"]))
        start = t.wait(lambda: (lambda b: b if b is not None and "sensitive" in states(b) else None)(t.by("push button", w["start"])), 20, "start playing")
        mark = len(t.events)
        t.act(start)
        # the focus comes to the turn line, not to a bare landmark (the app's own move of
        # the focus to the new screen's main landmark comes before)
        got = t.wait(lambda: self.focus_events(mark, lambda e: e.role == TURN_ROLE), 20, "the focus on the turn line")
        # the game is watched from that focus on: when the computer's first moves are
        # quick (medium), the same focus already says it is the player's turn, and the
        # first turn's check must find it
        return t.events.index(got[0])

    # -- the cards -----------------------------------------------------------------------

    def row(self, label):
        bar = self.t.by("tool bar", label)
        if bar is None:
            return []
        return [bar.get_child_at_index(i) for i in range(bar.get_child_count())]

    def layout(self):
        sec = self.t.first(None, lambda o: name(o) == self.w["layout"] and role(o) in ("landmark", "section", "region", "panel"))
        if sec is None:
            return None, []
        return sec, self.t.all(sec, lambda o: role(o) == "push button")

    def check_cards(self, mine):
        """The hand (and the blue plate) say each card's place in the row; on the
        player's turn no card says it is not their turn; every place of the orange layout
        holds its current name."""
        w = self.w
        self.check_named_row(self.row(w["hand"]), w["hand"], mine)
        self.check_named_row(self.row(w["plate"]), w["plate"], False)
        _, slots = self.layout()
        for s in slots:
            now, held = self.t.fresh_name(s), self.t.reader_name(s)
            check(held == now, f"a place of the layout: a reader holds {held!r}, the app says {now!r}")
        self.checked_cards += len(slots)

    # -- a move --------------------------------------------------------------------------

    def move(self):
        sec, _ = self.layout()
        if sec is not None:
            self.orange_turns += 1
            return self.orange_move(sec)
        return self.blue_move()

    def cards_in_turn(self, choose):
        """Goes along the hand with the arrows; `choose` tries a card (its name) and says
        whether it was played (the chosen button's name) or not (None)."""
        t, w = self.t, self.w
        t.key("Home")
        tried = set()
        for _ in range(14):
            r, n = self.focused_name()
            check(r == "toggle button", f"the focus is on {r} {n!r}, not a card")
            if w["blocked"] not in n and n not in tried:
                tried.add(n)
                chosen = choose(n)
                if chosen is not None:
                    return chosen
                t.wait(lambda: self.focused_name()[0] == "toggle button", 10, "the focus back on the hand")
            before = self.focused_name()[1]
            t.key("Right")
            if self.focused_name()[1] == before:
                return None
        return None

    def blue_move(self):
        """A capture (named with its verb), laying the card, or its power."""
        t = self.t

        def choose(_card):
            m = len(t.events)
            said = self.said_mark()
            t.key("Return")
            t.wait(lambda: self.focus_events(m, lambda e: e.role == "push button"), 10, "the focus on the card's moves")
            target = self.pick_blue()
            if target is None:
                t.key("Escape")
                return None
            for _ in range(12):
                if self.focused_name()[1] == target:
                    self.listen(target, said)
                    t.key("Return")
                    return target
                said = self.said_mark()
                t.key("Tab")
            raise Failed(f"Tab never reached {target!r}")

        chosen = self.cards_in_turn(choose)
        check(chosen is not None, "no card of the hand could be played")
        return chosen

    def pick_blue(self):
        w = self.w
        buttons = [name(b) for b in self.t.all(None, lambda o: role(o) == "push button" and "showing" in states(o))]
        captures = [n for n in buttons if n.startswith(w["take"]) and " " in n[len(w["take"]):]]
        places = [n for n in buttons if n.startswith(w["place"])]
        powers = [n for n in buttons if n.startswith(w["power"])]
        for group in (captures, places, powers):
            if group:
                return group[0]
        return None

    def orange_move(self, layout):
        """Enter on the first card that can be played: the focus goes to the first place
        it can go to, Enter there (and on the first value when the place asks for one);
        else the round's other move (Keep, Take three, Draw)."""
        t = self.t

        def choose(_card):
            m = len(t.events)
            said = self.said_mark()
            t.key("Return")
            on_place = lambda: self.focus_events(m, lambda e: e.role == "push button")
            try:
                got = t.wait(on_place, 10, "the focus on a place of the layout")
            except AssertionError:
                # a key lost on a loaded machine: once more if the focus is still on the
                # card (a second Enter on a card already chosen would not be lost)
                r, n = self.focused_name()
                check(r == "toggle button" and n == _card, f"Enter on {_card!r} left the focus on {r} {n!r}")
                print(f"Enter on {_card!r} moved nothing in 10 s: pressed again")
                t.key("Return")
                got = t.wait(on_place, 10, "the focus on a place of the layout, after a second Enter")
            place = got[-1].name
            self.listen(place, said)
            m = len(t.events)
            said = self.said_mark()
            t.key("Return")
            t.pump(0.3)
            values = self.focus_events(m, lambda e: e.role == "push button" and e.name.isdigit())
            if values:
                place_from = self.heard_from
                self.listen(values[-1].name, said)
                self.heard_from = place_from
                t.key("Return")
            return place

        chosen = self.cards_in_turn(choose)
        if chosen is not None:
            return chosen
        other = self.t.first(None, lambda o: role(o) == "push button" and name(o) in self.w["other"] and "showing" in states(o))
        check(other is not None, "no card could be played and no other move is offered")
        label = name(other)
        said = self.said_mark()
        self.t.focus(other)
        self.t.wait(lambda: self.focused_name()[1] == label, 10, f"the focus on {label!r}")
        self.listen(label, said)
        self.t.key("Return")
        return label
