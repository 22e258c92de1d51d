"""Farfalia against the computer through the accessibility tree: the set-up by AT-SPI
actions (five players, the person against four computers; the game cut to one deal, a
house length, to keep the stage short: a deal is where every kind of move comes), then
the whole game, each move chosen by the keys alone: M to the player's moves; a card is
found along the hand's row with Home and the arrows (one that the follow rule allows)
and played with Enter; as dealer, two cards are chosen with Enter (each says it is
pressed) and laid aside with the button Tab reaches; any other decision (keep a card of
a trick won, or none; the trump) is the button M put the focus on, taken with Enter."""

import re

from common import TURN_ROLE, Player, check
from tree import name, role, states


class Farfalia(Player):
    game = "a whole five-player game of Farfalia (one deal)"

    def start(self):
        t, w = self.t, self.w
        t.act(self.button(w["farfalia"]))
        five = t.wait(lambda: t.by("radio button", "5"), 20, "five players")
        t.act(five)
        # one deal: the length's stepper, down from the text's three
        fewer = lambda: t.by("push button", lambda n: n.startswith(f"{w['fewer']} ({w['deals']}"))
        for _ in range(2):
            t.act(t.wait(fewer, 20, "the length's One fewer"))
            t.pump(0.3)
        check(t.first(None, lambda o: role(o) == "spin button" and name(o).startswith(w["deals"]) and o.get_value_iface().get_current_value() == 1) is not None
              or "sensitive" not in states(t.wait(fewer, 5, "One fewer")), "the game cut to one deal")
        deal = self.button(w["fdeal"])
        mark = len(t.events)
        t.act(deal)
        t.wait(lambda: t.first(None, lambda o: role(o) == TURN_ROLE), 30, "the game's turn line")
        landed = t.wait(lambda: self.focus_events(mark, lambda e: e.role == "landmark"), 10, "the focus on the new screen")
        return t.events.index(landed[-1]) + 1

    def hand(self):
        bar = self.t.by("tool bar", self.w["my_cards"])
        if bar is None:
            return None, []
        return bar, [bar.get_child_at_index(i) for i in range(bar.get_child_count())]

    def check_cards(self, mine):
        """The hand (each card with its place in the row), the trick and what each side
        kept: the name a reader holds is the current one."""
        _, cards = self.hand()
        self.check_named_row(cards, self.w["my_cards"], mine)
        for prefix in (self.w["trick"], self.w["last_trick"], self.w["kept"]):
            # « Le pli : … » (a no-break space before a French colon), "The trick: …"
            for lst in self.t.all(None, lambda o: role(o) == "list" and re.match(re.escape(prefix) + "\u00a0?:", name(o)) is not None):
                now, held = self.t.fresh_name(lst), self.t.reader_name(lst)
                check(held == now, f"the list {prefix}: a reader holds {held!r}, the app says {now!r}")
                self.checked_cards += 1

    def is_card(self, label):
        """A card of the hand says its place in the row: « le 7 rouge, 3 sur 10 »."""
        return re.search(rf", \d+ {self.w['of']} \d+", label) is not None

    def step(self, key):
        """A key that moves the focus; the focused object's name, once Orca said it."""
        said = self.said_mark()
        m = len(self.t.events)
        before = self.focused_name()[1]
        self.t.key(key)
        try:
            got = self.t.wait(lambda: self.focus_events(m), 2, f"{key} to move the focus")
            n = got[-1].name
        except AssertionError:
            # Home on the first card, Right on the last: the focus stays, said already
            n = self.focused_name()[1]
            check(n == before, f"{key} moved the focus without an event: {before!r} -> {n!r}")
            said = self.move_said
        self.listen(n, said)
        return n

    def move(self):
        t, w = self.t, self.w
        r, n = self.focused_name()
        check(r in ("push button", "toggle button") and n, f"M put the focus on {r} {n!r}, not a move")
        if not self.is_card(n):
            # a decision: the first of its buttons, which M reached
            self.listen(n, self.move_said)
            t.key("Return")
            return n
        if r == "toggle button":
            # the dealer's two cards laid aside: the first two of the hand, chosen with
            # Enter, then Tab to the button that lays them aside
            self.step("Home")
            t.key("Return")
            self.step("Right")
            t.key("Return")
            t.pump(0.3)
            label = self.step("Tab")
            check(label.startswith(w["lay_aside"]), f"Tab after the two cards reached {label!r}")
            t.key("Return")
            return label
        # a card to play: Home, then along the row to the first the follow rule allows
        label = self.step("Home")
        for _ in range(14):
            if w["must_follow"] not in label:
                break
            label = self.step("Right")
        check(w["must_follow"] not in label, f"no card of the hand can be played: {label!r}")
        t.key("Return")
        return label
