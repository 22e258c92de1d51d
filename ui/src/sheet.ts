// Editing the score sheet as the user taps: pure functions from one sheet to the next.
// They only move data (which card is written where); whether the result is allowed is
// the engine's call, made when the sheet is saved.
import type { BlueInput, ChatNoir, OrangeEnd, OrangeInput, Sheet } from "./api";

const clone = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;

function blueOf(sheet: Sheet): BlueInput {
  return sheet.blue ? clone(sheet.blue) : { players: {}, most_cards_rolloff: null };
}

function orangeOf(sheet: Sheet): OrangeInput {
  return sheet.orange
    ? clone(sheet.orange)
    : { tours: [], end: "normal", hands: {}, couteau_suisse: {}, papillon_draw: {} };
}

/** Who holds a blue card on this sheet (the first holder, if several). */
export function holderOf(sheet: Sheet, face: string): string | null {
  for (const [name, entry] of Object.entries(sheet.blue?.players ?? {})) {
    if (entry.scoring.includes(face)) return name;
  }
  return null;
}

/** Taps a blue card for a player: adds it to their captures, or takes it back if they
 *  had it. A card held by someone else is added as tapped: the engine will say why
 *  that cannot be. */
export function toggleBlueCard(sheet: Sheet, player: string, face: string): Sheet {
  const blue = blueOf(sheet);
  const entry = blue.players[player] ?? { cards: 0, scoring: [] };
  if (entry.scoring.includes(face)) {
    entry.scoring = entry.scoring.filter((f) => f !== face);
    if (face === "chat-noir") delete entry.chat_noir;
  } else {
    entry.scoring = [...entry.scoring, face];
  }
  blue.players[player] = entry;
  return { ...sheet, blue };
}

export function setBlueCount(sheet: Sheet, player: string, cards: number): Sheet {
  const blue = blueOf(sheet);
  const entry = blue.players[player] ?? { cards: 0, scoring: [] };
  entry.cards = Number.isFinite(cards) ? Math.trunc(cards) : 0;
  blue.players[player] = entry;
  return { ...sheet, blue };
}

export function setChatNoir(sheet: Sheet, player: string, capture: ChatNoir): Sheet {
  const blue = blueOf(sheet);
  const entry = blue.players[player] ?? { cards: 0, scoring: [] };
  entry.chat_noir = capture;
  blue.players[player] = entry;
  return { ...sheet, blue };
}

export function addTour(sheet: Sheet, winner: string): Sheet {
  const orange = orangeOf(sheet);
  orange.tours = [...orange.tours, winner];
  return { ...sheet, orange };
}

export function removeLastTour(sheet: Sheet): Sheet {
  const orange = orangeOf(sheet);
  orange.tours = orange.tours.slice(0, -1);
  return { ...sheet, orange };
}

export function setEnd(sheet: Sheet, end: OrangeEnd): Sheet {
  const orange = orangeOf(sheet);
  orange.end = end;
  return { ...sheet, orange };
}

/** Adds a card to a hand (or, with `draw`, to the cards drawn for the Papillon). */
export function addHandCard(sheet: Sheet, player: string, face: string, draw = false): Sheet {
  const orange = orangeOf(sheet);
  const book = draw ? orange.papillon_draw : orange.hands;
  book[player] = [...(book[player] ?? []), face];
  return { ...sheet, orange };
}

/** Removes the card at `index` from a hand (or Papillon draw). Removing a Couteau
 *  Suisse drops its rolls too, so they can be rolled again for what is left. */
export function removeHandCard(sheet: Sheet, player: string, index: number, draw = false): Sheet {
  const orange = orangeOf(sheet);
  const book = draw ? orange.papillon_draw : orange.hands;
  const cards = [...(book[player] ?? [])];
  const [removed] = cards.splice(index, 1);
  book[player] = cards;
  if (removed === "couteau-suisse") delete orange.couteau_suisse[player];
  if (removed === "papillon" && !draw) delete orange.papillon_draw[player];
  return { ...sheet, orange };
}

export function setEmptyHand(sheet: Sheet, player: string): Sheet {
  const orange = orangeOf(sheet);
  orange.hands[player] = [];
  delete orange.couteau_suisse[player];
  delete orange.papillon_draw[player];
  return { ...sheet, orange };
}

/** How many times a face is already written in the orange round (hands and draws). */
export function faceCount(sheet: Sheet, face: string): number {
  const o = sheet.orange;
  if (!o) return 0;
  const all = [...Object.values(o.hands), ...Object.values(o.papillon_draw)].flat();
  return all.filter((f) => f === face).length;
}
