"""The app's accessibility tree as a screen reader sees it, through AT-SPI (libatspi,
through GObject introspection): find objects by role and name, act on them, send keys,
and record the events a reader speaks from.

libatspi keeps a cache of each object's name and states, kept up to date by the events
the app sends, as Orca's is: a name that changes without an event stays stale here, as it
did for Orca (issue 39). Nothing here reads the page's DOM."""

import os
import subprocess
import sys
import time

import gi

gi.require_version("Atspi", "2.0")
from gi.repository import Atspi, GLib  # noqa: E402

# The events a screen reader speaks from (Orca's own list, less the mouse and window ones).
EVENTS = [
    "object:state-changed:focused",
    "object:state-changed:expanded",
    "object:state-changed:pressed",
    "object:children-changed:add",
    "object:text-changed:insert",
    "object:property-change:accessible-name",
    "focus:",
]


def role(o):
    try:
        return o.get_role_name()
    except GLib.Error:
        return "?"


def name(o):
    try:
        return o.get_name() or ""
    except GLib.Error:
        return ""


def states(o):
    try:
        s = o.get_state_set()
    except GLib.Error:
        return set()
    return {st.value_nick for st in Atspi.StateType.__enum_values__.values() if s.contains(st)}


def text_of(o):
    """The object's text (its Text interface), or its name."""
    try:
        t = o.get_text_iface()
        if t is not None:
            s = t.get_text(0, t.get_character_count())
            return s.replace("\ufffc", "").strip() or name(o)
    except GLib.Error:
        pass
    return name(o)


class Event:
    def __init__(self, kind, role, name, detail1, child_name, at, obj=None):
        self.kind, self.role, self.name, self.detail1, self.child_name, self.at = kind, role, name, detail1, child_name, at
        self.obj = obj

    def __repr__(self):
        extra = f" child={self.child_name!r}" if self.child_name else ""
        return f"<{self.kind} {self.role} {self.name!r} {self.detail1}{extra}>"


class Tree:
    """The app's tree on the accessibility bus, and the events it sent."""

    def __init__(self, app_name="papillon-app", timeout=60):
        self.events = []
        self.log_lines = []  # the live log's new children, in order
        # each object's name as a reader that caches names holds it: learnt when the
        # object is added, changed only by a name-change event (Orca's cache works so)
        self.names_by_event = {}
        self._listener = Atspi.EventListener.new(self._on_event)
        for kind in EVENTS:
            self._listener.register(kind)
        self.app = self._find_app(app_name, timeout)
        self.doc = self.wait(lambda: self.first(self.app, lambda o: role(o) == "document web"), 60, "the web document")

    def _find_app(self, app_name, timeout):
        end = time.time() + timeout
        while time.time() < end:
            desktop = Atspi.get_desktop(0)
            for i in range(desktop.get_child_count()):
                a = desktop.get_child_at_index(i)
                if a is not None and name(a) == app_name:
                    return a
            self.pump(0.5)
        raise AssertionError(f"no {app_name} on the accessibility bus")

    def _on_event(self, e):
        try:
            src = e.source
            child = ""
            if e.type.startswith("object:children-changed") and isinstance(e.any_data, Atspi.Accessible):
                child = text_of(e.any_data)
                self._learn_subtree(e.any_data)
                if role(src) == "log":
                    self.log_lines.append(child)
            if e.type.startswith("object:text-changed"):
                child = e.any_data if isinstance(e.any_data, str) else ""
            if e.type.startswith("object:property-change:accessible-name"):
                self.names_by_event[src] = e.any_data if isinstance(e.any_data, str) else name(src)
            self.events.append(Event(e.type, role(src), name(src), e.detail1, child, time.time(), src))
        except Exception as err:  # an event from an object already gone
            self.events.append(Event(e.type, "?", f"({err})", 0, "", time.time()))

    def _learn_subtree(self, o, depth=0):
        """An object added: its name and its descendants' as they are now."""
        if o in self.names_by_event or depth > 6:
            return
        self.names_by_event[o] = name(o)
        try:
            for i in range(o.get_child_count()):
                c = o.get_child_at_index(i)
                if c is not None:
                    self._learn_subtree(c, depth + 1)
        except GLib.Error:
            pass

    def reader_name(self, o):
        """The name a reader holds for `o`: from the events (or, for an object no event
        told of, the name when it was first looked at)."""
        return self.names_by_event.setdefault(o, name(o))

    @staticmethod
    def fresh_name(o):
        """The name the app gives now, asked again past libatspi's cache."""
        try:
            o.clear_cache()
        except (AttributeError, GLib.Error):
            pass
        return name(o)

    # -- waiting --------------------------------------------------------------------

    @staticmethod
    def pump(seconds=0.0):
        """Lets the event loop deliver the events for `seconds`."""
        ctx = GLib.MainContext.default()
        end = time.time() + seconds
        while True:
            while ctx.pending():
                ctx.iteration(False)
            if time.time() >= end:
                return
            time.sleep(0.01)

    def wait(self, fn, timeout=20, what="a condition"):
        end = time.time() + timeout
        while True:
            self.pump(0)
            v = fn()
            if v:
                return v
            if time.time() > end:
                raise AssertionError(f"waited {timeout}s for {what}")
            self.pump(0.05)

    # -- finding --------------------------------------------------------------------

    def walk(self, root=None):
        stack = [root or self.doc]
        while stack:
            o = stack.pop()
            yield o
            try:
                n = o.get_child_count()
            except GLib.Error:
                continue
            for i in range(n - 1, -1, -1):
                try:
                    c = o.get_child_at_index(i)
                except GLib.Error:
                    c = None
                if c is not None:
                    stack.append(c)

    def all(self, root, pred):
        return [o for o in self.walk(root) if pred(o)]

    def first(self, root, pred):
        for o in self.walk(root):
            if pred(o):
                return o
        return None

    def by(self, role_name, name_pred, root=None):
        test = name_pred if callable(name_pred) else (lambda n: n == name_pred)
        return self.first(root, lambda o: role(o) == role_name and test(name(o)))

    def focused(self):
        """What has the focus: the last object an event said gained it."""
        for e in reversed(self.events):
            if e.kind == "object:state-changed:focused" and e.detail1 == 1:
                return e.obj
        return None

    # -- acting ---------------------------------------------------------------------

    @staticmethod
    def act(o, preferred=("click", "press", "activate", "jump")):
        """Does the object's default action, as a reader's Enter in browse mode does."""
        a = o.get_action_iface()
        if a is None:
            raise AssertionError(f"{role(o)} {name(o)!r} has no action")
        names = [a.get_action_name(i) for i in range(a.get_n_actions())]
        for p in preferred:
            if p in names:
                a.do_action(names.index(p))
                return p
        a.do_action(0)
        return names[0] if names else "?"

    @staticmethod
    def focus(o):
        c = o.get_component_iface()
        if c is None or not c.grab_focus():
            raise AssertionError(f"cannot focus {role(o)} {name(o)!r}")

    def key(self, keysym, alt=False, shift=False):
        """A key press through the X server (XTest), as the keyboard makes it: the app
        and any screen reader listening get it as a real key."""
        combo = "+".join((["alt"] if alt else []) + (["shift"] if shift else []) + [keysym])
        subprocess.run(["xdotool", "key", "--clearmodifiers", combo], check=True)
        self.pump(0.05)


def log(*args):
    print(*args, file=sys.stderr, flush=True)
