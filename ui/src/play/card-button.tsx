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
