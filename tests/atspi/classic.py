"""The Papillon of 1756 against the computer through the accessibility tree: the set-up
by AT-SPI actions (three players, the person against two computers), then a whole game,
each move chosen by the keys alone: M to the player's moves (a group of buttons, each
named with its verb), Tab along them, Enter on the chosen one."""

from common import TURN_ROLE, Player, check
from tree import name, role, states


class Classic(Player):
    game = "a whole game of the Papillon of 1756"

    def start(self):
        t, w = self.t, self.w
        t.act(self.button(w["classic"]))
        cut = self.button(w["cut"])
        mark = len(t.events)
        t.act(cut)
        # the game's screen: its turn line; the focus comes to it when the person is to
        # play (the computers may play first)
        t.wait(lambda: t.first(None, lambda o: role(o) == TURN_ROLE), 30, "the game's turn line")
        # (the app's own move of the focus to the new screen's main landmark comes first)
        landed = t.wait(lambda: self.focus_events(mark, lambda e: e.role == "landmark"), 10, "the focus on the new screen")
        return t.events.index(landed[-1]) + 1

    def turn_line(self):
        # the 1756 game's turn line also says whose turn it is while a computer plays
        return self.t.first(None, lambda o: role(o) == "heading" and (
            name(o).startswith(self.w["your_turn"]) or name(o).startswith(self.w["over"])))

    def lists(self):
        out = []
        for label in (self.w["face_up"], self.w["my_cards"]):
            lst = self.t.first(None, lambda o: role(o) == "list" and name(o) == label)
            if lst is not None:
                out.append((label, [lst.get_child_at_index(i) for i in range(lst.get_child_count())]))
        return out

    def check_cards(self, mine):
        """The face-up cards and the player's own: the name a reader holds is current."""
        for label, items in self.lists():
            for i, c in enumerate(items):
                now, held = self.t.fresh_name(c), self.t.reader_name(c)
                check(now, f"{label} card {i + 1} has no name")
                check(held == now, f"{label} card {i + 1}: a reader holds {held!r}, the app says {now!r}")
            self.checked_cards += len(items)

    def move(self):
        """The first of the player's moves (M put the focus on it), taken with Enter."""
        t = self.t
        r, n = self.focused_name()
        check(r == "push button" and n, f"M put the focus on {r} {n!r}, not a move")
        group = t.first(None, lambda o: role(o) in ("panel", "grouping") and name(o) == self.w["moves"])
        check(group is not None, "the player's moves are no named group")
        buttons = [name(b) for b in t.all(group, lambda o: role(o) == "push button" and "showing" in states(o))]
        check(n in buttons, f"the focus {n!r} is not one of the moves {buttons}")
        self.listen(n, self.move_said)
        t.key("Return")
        return n
