// Reading the sheet for display only: who holds a card, to draw it as taken. Whether a
// tap is allowed is never decided here; the engine judges every entry.
import type { Sheet } from "./api";

/** Who has a blue card ticked on this sheet (the first holder, if several). */
export function holderOf(sheet: Sheet, face: string): string | null {
  for (const [name, entry] of Object.entries(sheet.blue?.players ?? {})) {
    if (entry?.scoring.includes(face)) return name;
  }
  return null;
}
