// One card of the table or a hand as a button: drawn for the eye, named for the ear.
import { CardFace, type CardLook } from "../components";

export type RoveProps = { tabIndex: number; "data-rove": string; onFocus: () => void };

export function CardButton({ look, label, onClick, cls, pressed, disabled, id, data, rove }: {
  look: CardLook; label: string; onClick: () => void; cls?: string; pressed?: boolean; disabled?: boolean; id?: string; data?: string;
  rove?: RoveProps;
}) {
  return (
    <button type="button" class={`card-btn play-card ${cls ?? ""}`} aria-pressed={pressed} aria-disabled={disabled ? "true" : undefined}
      id={id} data-face={data ?? look.face} onClick={onClick} {...rove}>
      <CardFace card={look} />
      <span class="sr-only">{label}</span>
    </button>
  );
}

/** A Preact key that changes with an element's accessible name. WebKitGTK sends a screen
 *  reader no event when a name changes in place (neither text-changed nor
 *  property-change:accessible-name), so Orca went on reading a card's first name (« 3 of
 *  7, cannot be played ») after it had become « 2 of 6 » and playable. Keyed by its name,
 *  the element is made anew: the tree announces a new object, and the game's focus
 *  keeper (screens/play.tsx) puts the focus back on it. */
export function renamed(id: string, name: string): string {
  return `${id}\u0000${name}`;
}
