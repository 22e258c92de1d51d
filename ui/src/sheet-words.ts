// What an entry of the score keeper changed, in words: the sheet before and after it,
// compared, so that undo and redo can say what they took back or gave again
// (« Annulé : Ana a pris le Papillon »), and the few notes the keeper's screens word
// from the engine's numbers. Nothing here decides a rule: it reads two sheets, the
// engine's report and the dice log, and words what differs.
import type { DiceEntry, FamilySheet, SheetInput, ScoreReport } from "./bindings";
import type { Translate } from "./i18n";

type Named = (face: string) => string;

/** The cards of `b` that `a` lacks, each as often as it is missing (a multiset). */
function extra(a: readonly string[], b: readonly string[]): string[] {
  const left = [...a];
  const out: string[] = [];
  for (const x of b) {
    const i = left.indexOf(x);
    if (i >= 0) left.splice(i, 1);
    else out.push(x);
  }
  return out;
}

const keysOf = (...maps: (Record<string, unknown> | undefined)[]) =>
  [...new Set(maps.flatMap((m) => Object.keys(m ?? {})))];

/** The players in seat order, then any other name a sheet holds. */
function playersOf(a: SheetInput, b: SheetInput, ...maps: (Record<string, unknown> | undefined)[]): string[] {
  const seat = [...new Set([...b.players, ...a.players])];
  return [...seat, ...keysOf(...maps).filter((p) => !seat.includes(p))];
}

/** Each change that turns sheet `a` into sheet `b`, worded, in the order a person reads
 *  the sheet (the blue round, the orange round, the roll-offs). Empty when the two are
 *  the same as far as the keeper's entries go. */
export function sheetChanges(a: SheetInput, b: SheetInput, t: Translate, cardName: Named): string[] {
  const out: string[] = [];
  const ba = a.blue?.players ?? {};
  const bb = b.blue?.players ?? {};
  for (const name of playersOf(a, b, ba, bb)) {
    const x = ba[name];
    const y = bb[name];
    if (!x && !y) continue;
    if (x && !y) { out.push(t("chgBlueCleared", { name })); continue; }
    if (y && (x?.cards ?? 0) !== y.cards) out.push(t("chgBlueCount", { name, cards: y.cards }));
    for (const f of extra(x?.scoring ?? [], y?.scoring ?? [])) out.push(t("chgBlueCardAdded", { name, card: cardName(f) }));
    for (const f of extra(y?.scoring ?? [], x?.scoring ?? [])) out.push(t("chgBlueCardRemoved", { name, card: cardName(f) }));
    if (y?.chat_noir && y.chat_noir !== x?.chat_noir) out.push(t("chgChatNoir", { name, capture: t(y.chat_noir) }));
  }
  const ra = a.blue?.most_cards_rolloff ?? null;
  const rb = b.blue?.most_cards_rolloff ?? null;
  if (rb && rb !== ra) out.push(t("chgMostCardsRolloff", { name: rb }));

  const oa = a.orange;
  const ob = b.orange;
  const ta = oa?.tours ?? [];
  const tb = ob?.tours ?? [];
  let same = 0;
  while (same < ta.length && same < tb.length && ta[same] === tb[same]) same++;
  for (let i = ta.length - 1; i >= same; i--) out.push(t("chgTourRemoved", { n: i + 1 }));
  for (let i = same; i < tb.length; i++) out.push(t("chgTourAdded", { n: i + 1, name: tb[i] }));
  if (ob && (oa?.end ?? "normal") !== ob.end) {
    out.push(t("chgEnd", { end: t(ob.end === "normal" ? "endNormal" : ob.end === "carnage" ? "endCarnage" : "endApocalypse") }));
  }
  const ha = oa?.hands ?? {};
  const hb = ob?.hands ?? {};
  const da = oa?.papillon_draw ?? {};
  const db = ob?.papillon_draw ?? {};
  const ca = oa?.couteau_suisse ?? {};
  const cb = ob?.couteau_suisse ?? {};
  for (const name of playersOf(a, b, ha, hb, da, db, ca, cb)) {
    const x = ha[name];
    const y = hb[name];
    if (x && !y) out.push(t("chgHandCleared", { name }));
    else if (y) {
      const added = extra(x ?? [], y);
      const removed = extra(y, x ?? []);
      for (const f of added) out.push(t("chgHandCardAdded", { name, card: cardName(f) }));
      for (const f of removed) out.push(t("chgHandCardRemoved", { name, card: cardName(f) }));
      if (y.length === 0 && (x === undefined || removed.length > 0)) out.push(t("chgHandEmpty", { name }));
    }
    for (const f of extra(da[name] ?? [], db[name] ?? [])) out.push(t("chgDrawAdded", { name, card: cardName(f) }));
    for (const f of extra(db[name] ?? [], da[name] ?? [])) out.push(t("chgDrawRemoved", { name, card: cardName(f) }));
    const va = ca[name] ?? [];
    const vb = cb[name] ?? [];
    let kept = 0;
    while (kept < va.length && kept < vb.length && va[kept] === vb[kept]) kept++;
    for (let i = va.length - 1; i >= kept; i--) out.push(t("chgCouteauRemoved", { name, value: va[i] }));
    for (let i = kept; i < vb.length; i++) out.push(t("chgCouteauAdded", { name, value: vb[i] }));
  }
  const wa = a.winner_rolloff ?? null;
  const wb = b.winner_rolloff ?? null;
  if (wb && wb !== wa) out.push(t("chgWinnerRolloff", { name: wb }));
  return out;
}

/** The changes as one phrase: the first two, then how many more (so that a long list is
 *  not read out whole); « une saisie » when nothing the keeper entered differs. */
export function changesPhrase(changes: readonly string[], t: Translate): string {
  if (changes.length === 0) return t("chgSomething");
  const shown = changes.slice(0, 2).reduce((a, b) => t("chgAnd", { a, b }));
  const more = changes.length - 2;
  return more > 0 ? t("chgMore", { what: shown, n: more }) : shown;
}

/** What undo (from `before` to `after`) took back, or redo gave again, as announced:
 *  « Annulé : Ana a pris le Papillon », "Redone: Tour 2: Ben emptied their hand first". */
export function undoLine(kind: "undo" | "redo", before: SheetInput, after: SheetInput, t: Translate, cardName: Named): string {
  // the entry undone is the one that led from the sheet after the undo to the one before
  const changes = kind === "undo" ? sheetChanges(after, before, t, cardName) : sheetChanges(before, after, t, cardName);
  return t(kind === "undo" ? "undoneWhat" : "redoneWhat", { what: changesPhrase(changes, t) });
}

/** The parts of a sheet of the family's other games that entries add to, one by one. */
function partsOf(sheet: FamilySheet): { part: "deal" | "game" | "line"; items: unknown[] } {
  switch (sheet.game) {
    case "farfalia": return { part: "deal", items: sheet.sheet.deals };
    case "prout": return { part: "game", items: sheet.sheet.games };
    case "classic": return { part: "line", items: sheet.sheet.entries };
  }
}

/** What changed from one sheet of the family's other games to the next, in words: the
 *  deal (game, ledger line) added, taken out, or changed; the sheet's set-up otherwise. */
export function familyChange(a: FamilySheet, b: FamilySheet, t: Translate): string {
  const x = partsOf(a);
  const y = partsOf(b);
  const part = y.part;
  if (x.part === y.part) {
    const same = (i: number) => JSON.stringify(x.items[i]) === JSON.stringify(y.items[i]);
    let i = 0;
    while (i < x.items.length && i < y.items.length && same(i)) i++;
    if (y.items.length > x.items.length && i === x.items.length) return t("chgPartAdded", { part, n: y.items.length });
    if (y.items.length < x.items.length && i === y.items.length) return t("chgPartRemoved", { part, n: x.items.length });
    if (i < x.items.length || i < y.items.length) return t("chgPartChanged", { part, n: i + 1 });
  }
  return t("chgSetup");
}

/** What undo (from `before` to `after`) or redo took back or gave again, on a sheet of
 *  the family's other games: « Annulé : une saisie de la donne 3 ». */
export function familyUndoLine(kind: "undo" | "redo", before: FamilySheet, after: FamilySheet, t: Translate): string {
  const what = kind === "undo" ? familyChange(after, before, t) : familyChange(before, after, t);
  return t(kind === "undo" ? "undoneWhat" : "redoneWhat", { what });
}

/** How each Couteau Suisse value of a player was obtained: "rolled" when the app's dice
 *  log has a Couteau Suisse roll of this game for the player with that sum (each roll
 *  accounts for one value), "entered" when the table rolled its own dice and typed it. */
export function couteauSources(values: readonly number[], dice: readonly DiceEntry[], player: string, game: number): ("rolled" | "entered")[] {
  const rolls = dice
    .filter((d) => d.purpose === "couteau_suisse" && d.player === player && (d.game === null || d.game === game))
    .map((d) => d.dice.reduce((s, v) => s + v, 0));
  return values.map((v) => {
    const i = rolls.indexOf(v);
    if (i < 0) return "entered";
    rolls.splice(i, 1);
    return "rolled";
  });
}

/** The points a player's hand costs in the orange round, as the engine's report counts
 *  them (its cards left in hand, its Couteaux Suisses' values, its Papillon's draw);
 *  null when the report is not there (the sheet is not complete yet) or does not know
 *  the player. */
export function handPoints(report: ScoreReport | null, player: string): number | null {
  const score = report?.players.find((p) => p.name === player);
  if (!score) return null;
  return score.orange_items
    .filter((i) => i.item === "hand_card" || i.item === "couteau_suisse" || i.item === "papillon_draw")
    .reduce((s, i) => s + i.points, 0);
}

/** The player whose orange hand is to be entered next: the first in seat order with no
 *  hand entered yet; none when every hand is in. */
export function nextHand(sheet: SheetInput): string | null {
  return sheet.players.find((p) => sheet.orange?.hands[p] === undefined) ?? null;
}
