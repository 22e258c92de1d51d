// Where the focus goes in a game against the computer, for a screen reader that speaks
// only what has the focus (Orca 43 on WebKitGTK reads no live region): the last input's
// kind, and a note of the focused element that finds it again once it is made anew.

let pointer = false;
if (typeof document !== "undefined") {
  // capture phase: seen before any handler that moves the focus
  document.addEventListener("pointerdown", (e) => { if (e.isTrusted) pointer = true; }, true);
  document.addEventListener("keydown", () => { pointer = false; }, true);
}

/** Whether the last input was a tap or a click (not a key): the game then moves no
 *  focus of its own, so a player who taps sees nothing new. */
export function byPointer(): boolean {
  return pointer;
}

/** What finds a focused element again after it was made anew (a card keyed by its name,
 *  the turn line): its id, or its card or place inside the nearest element with an id. */
export interface FocusNote { id?: string; within?: string; face?: string; slot?: string }

export function noteOf(el: Element | null): FocusNote | null {
  if (!(el instanceof HTMLElement)) return null;
  if (el.id) return { id: el.id };
  const within = el.parentElement?.closest("[id]")?.id;
  const face = el.dataset.face;
  const slot = el.dataset.slot;
  return within && (face || slot) ? { within, face, slot } : null;
}

export function findNoted(root: HTMLElement, note: FocusNote | null): HTMLElement | null {
  if (!note) return null;
  if (note.id) {
    const el = document.getElementById(note.id);
    return el && root.contains(el) ? el : null;
  }
  const within = note.within ? document.getElementById(note.within) : null;
  if (!within || !root.contains(within)) return null;
  const css = note.face ? `[data-face="${note.face}"]` : `[data-slot="${note.slot ?? ""}"]`;
  return within.querySelector<HTMLElement>(css);
}
