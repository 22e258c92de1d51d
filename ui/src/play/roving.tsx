// A row of cards a keyboard crosses with the arrows (the WAI-ARIA Authoring Practices'
// toolbar pattern): the row is one Tab stop, Left/Right (and Up/Down) move between its
// cards, Home/End jump to the ends, Enter or Space chooses. Moving does not choose.
// A card that cannot be chosen stays reachable, so its reason can be heard.
import type { ComponentChildren } from "preact";
import { useState } from "preact/hooks";

/** Where the focus is in a roving group: its `tabIndex` for each item, and the group's
 *  key handler. Items are the group's elements marked `data-rove`. */
export function useRoving(count: number) {
  const [active, setActive] = useState(0);
  const at = count === 0 ? 0 : Math.min(active, count - 1);
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    const group = e.currentTarget as HTMLElement;
    const items = Array.from(group.querySelectorAll<HTMLElement>("[data-rove]"));
    const from = items.indexOf(document.activeElement as HTMLElement);
    if (from < 0 || items.length === 0) return;
    let next: number;
    switch (e.key) {
      case "ArrowRight": case "ArrowDown": next = Math.min(from + 1, items.length - 1); break;
      case "ArrowLeft": case "ArrowUp": next = Math.max(from - 1, 0); break;
      case "Home": next = 0; break;
      case "End": next = items.length - 1; break;
      default: return;
    }
    e.preventDefault();
    setActive(next);
    items[next].focus();
  };
  const item = (i: number) => ({
    tabIndex: i === at ? 0 : -1,
    "data-rove": "",
    onFocus: () => setActive(i),
  });
  return { onKeyDown, item };
}

/** A labelled toolbar whose children use `item(i)` from the same `useRoving`. */
export function RovingRow({ id, label, class: cls, onKeyDown, children }: {
  id?: string; label: string; class?: string; onKeyDown: (e: KeyboardEvent) => void; children: ComponentChildren;
}) {
  return (
    <div role="toolbar" aria-label={label} aria-orientation="horizontal" id={id} class={cls} onKeyDown={onKeyDown}>
      {children}
    </div>
  );
}
