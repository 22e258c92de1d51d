// Farfalia against the computer, in words: a card, a move of the engine's notation
// (`play 11B`, `pick 3R`, `no-pick`, `joker`, `discard 3R 7G`, `trump red`,
// `double-you`), a line of the log, the news of a new deal, and what the game keys read.
// Nothing here decides a rule: the moves come from the engine, in its notation.
import type { DealReport, FarfaliaCard, FarfaliaColour, FarfaliaLogged, FarfaliaPlayed, FarfaliaPlayView, FarfaliaSubject, FarfaliaTrump, HintReason, PlayView } from "../../bindings";
import { listText } from "../../cards";
import type { Translate } from "../../i18n";
import { sideName, subjectName, trumpName } from "../../family/farfalia-words";

const COLOURS: Record<string, FarfaliaColour> = { R: "red", G: "green", V: "green", B: "blue", O: "orange" };

/** A card's colour and number, as a notation writes them (the subject is the engine's:
 *  a card from a view carries it). */
export type CardOfNotation = Pick<FarfaliaCard, "colour" | "rank">;

/** A card of the sheet's notation (`12G`), or null. */
export function cardOf(notation: string): CardOfNotation | null {
  const m = /^(\d{1,2})([RGVBO])$/i.exec(notation.trim());
  if (!m) return null;
  const colour = COLOURS[m[2].toUpperCase()];
  const rank = Number(m[1]);
  return colour && rank >= 1 && rank <= 13 ? { colour, rank } : null;
}

/** The notation of a card (`12G`). */
export function notationOf(card: CardOfNotation): string {
  return `${card.rank}${card.colour === "red" ? "R" : card.colour === "green" ? "G" : card.colour === "blue" ? "B" : "O"}`;
}

/** A card by its name: « le 12 vert », "the green 12". */
export function cardName(card: CardOfNotation, t: Translate): string {
  return t("farfaliaCard", { colour: card.colour, rank: card.rank });
}

/** A card of a notation by its name (the notation itself if it does not read). */
function named(notation: string, t: Translate): string {
  const card = cardOf(notation);
  return card ? cardName(card, t) : notation;
}

/** What lies on a trick: a card, or a BURNIN' joker with its subject. */
export function playedName(played: FarfaliaPlayed, t: Translate): string {
  return played.kind === "card" ? cardName(played.card, t) : t("fplayJokerOf", { subject: subjectName(played.symbol, t) });
}

const TRUMP_WORDS: Record<string, FarfaliaTrump> = { red: "red", green: "green", blue: "blue", orange: "orange", none: "no_trump" };

/** A move as a button says it, for the person: "Play the green 12", "Keep the red 3".
 *  `joker`: the person's BURNIN' joker, when they hold one. */
export function actionText(action: string, t: Translate, joker: FarfaliaSubject | null = null): string {
  const [verb, ...rest] = action.trim().split(/\s+/);
  switch (verb) {
    case "play": return t("fplayPlay", { card: named(rest[0] ?? "", t) });
    case "pick": return t("fplayPick", { card: named(rest[0] ?? "", t) });
    case "no-pick": return t("fplayNoPick");
    case "joker": return joker ? t("fplayPlayJokerOf", { subject: subjectName(joker, t) }) : t("fplayJoker");
    case "double-you": return t("fplayDoubleYou");
    case "no-double-you": return t("fplayNoDoubleYou");
    case "discard": return t("fplayDiscard", { first: named(rest[0] ?? "", t), second: named(rest[1] ?? "", t) });
    case "trump": {
      const trump = TRUMP_WORDS[rest[0] ?? ""];
      return trump === "no_trump" ? t("fplayCallNoTrump") : t("fplayCallTrump", { trump: trump ?? "" });
    }
    default: return action;
  }
}

/** A move of the log as the table saw it, in the third person: the move, then who won
 *  the trick it completed and the deal's score it ended, each a line of its own (each
 *  is news the turn line says, even after the person's own move). */
export function moveLines(m: FarfaliaLogged, names: string[], t: Translate): string[] {
  const name = names[m.seat] ?? "";
  const action = m.action;
  let line: string;
  if (action === null) line = t("fplayLaysAsideHidden", { name });
  else {
    const [verb, ...rest] = action.split(/\s+/);
    switch (verb) {
      case "play": line = t("fplayPlays", { name, card: named(rest[0] ?? "", t) }); break;
      case "pick": line = t("fplayKeeps", { name, card: named(rest[0] ?? "", t) }); break;
      case "no-pick": line = t("fplayKeepsNone", { name }); break;
      case "joker": line = m.joker ? t("fplayPlaysJokerOf", { name, subject: subjectName(m.joker, t) }) : t("fplayPlaysJoker", { name }); break;
      case "double-you": line = t("fplayPlaysDoubleYou", { name }); break;
      case "no-double-you": line = t("fplayKeepsJokers", { name }); break;
      case "discard": line = t("fplayLaysAside", { name, first: named(rest[0] ?? "", t), second: named(rest[1] ?? "", t) }); break;
      case "trump": {
        const trump = TRUMP_WORDS[rest[0] ?? ""];
        line = trump === "no_trump" ? t("fplayCallsNoTrump", { name }) : t("fplayCallsTrump", { name, trump: trump ?? "" });
        break;
      }
      default: line = `${name}: ${action}`;
    }
  }
  const lines = [line];
  if (m.won_by !== null) lines.push(t("fplayWinsTrick", { name: names[m.won_by] ?? "" }));
  if (m.deal_end) {
    const points = m.deal_end.points.map((p, i) => t("fplayPoints", { name: names[i] ?? "", points: p }));
    lines.push(t("fplayDealScored", { deal: m.deal_end.deal, points: listText(points, t) }));
  }
  return lines;
}

/** A move of the log in one line (the last move, the L key). */
export function moveLine(m: FarfaliaLogged, names: string[], t: Translate): string {
  return moveLines(m, names, t).join(" ");
}

/** The news of a deal as it starts: its number, the dealer, the trump and the
 *  proposition once known. */
export function dealLine(b: FarfaliaPlayView, t: Translate): string {
  const v = b.view;
  const parts = [t("fplayDealStarts", { deal: v.deal, name: v.names[v.dealer] ?? "" })];
  // a sentence of its own (« … Ben donne. compte double » ran on in lower case)
  if (v.doubled) parts.push(t("fplayDealCountsDouble"));
  if (v.trump && v.proposition) parts.push(trumpLine(b, t));
  return parts.join(" ");
}

/** The trump, or why it is not known yet: at five the dealer calls it; at four it
 *  follows the proposition's first subject, turned once DOUBLE YOU is decided. */
export function trumpWords(b: FarfaliaPlayView, t: Translate): string {
  const v = b.view;
  if (v.trump) return v.trump === "no_trump" ? t("fplayNoTrumpIs") : t("fplayTrumpIs", { trump: trumpName(v.trump, t) });
  if (v.mode === "four") return t("fplayTrumpNotYetFour");
  // the dealer named, and the person told when it is theirs to call (a newcomer pass:
  // « the dealer has not called » while the person was the dealer)
  return v.dealer === b.person ? t("fplayTrumpYouCall") : t("fplayTrumpNotYet", { name: v.names[v.dealer] ?? "" });
}

/** The proposition, or when it will be turned. */
export function propositionWords(b: FarfaliaPlayView, t: Translate): string {
  const v = b.view;
  if (v.proposition) return t("fplayPropositionIs", { subjects: listText(v.proposition.map((s) => subjectName(s, t)), t) });
  return t(v.mode === "four" ? "fplayPropositionHiddenFour" : "fplayPropositionHidden");
}

/** The trump and the proposition. */
export function trumpLine(b: FarfaliaPlayView, t: Translate): string {
  return `${trumpWords(b, t)} ${propositionWords(b, t)}`;
}

/** The lines of `next` that were not in `before` (the same game), in order: each move,
 *  and the start of each new deal. */
export function newLines(before: FarfaliaPlayView | null, next: FarfaliaPlayView, t: Translate): string[] {
  const from = before ? before.log.length : Math.max(0, next.log.length - 1);
  const names = next.view.names;
  const out: string[] = [];
  for (const m of next.log.slice(from)) out.push(...moveLines(m, names, t));
  if (!before) return out;
  if (before.view.deal !== next.view.deal) {
    if (next.view.phase.phase !== "over") out.push(dealLine(next, t));
  } else if (!before.view.proposition && next.view.proposition) {
    // turned up in this deal: by the dealer's call at five, after DOUBLE YOU at four
    out.push(trumpLine(next, t));
  }
  return out;
}

/** The face-up cards a side kept, by name. */
function kept(cards: FarfaliaCard[], t: Translate): string {
  return cards.length ? listText(cards.map((c) => cardName(c, t)), t) : t("fplayNothing");
}

/** What T reads: the trick, the hand, the trump and the proposition. */
export function tableText(b: FarfaliaPlayView, t: Translate): string {
  const v = b.view;
  const plays = (trick: typeof v.trick) =>
    listText(trick.map(([seat, p]) => t("fplayOnTrick", { name: v.names[seat] ?? "", card: playedName(p, t) })), t);
  const trick = v.trick.length ? plays(v.trick) : t("fplayNothing");
  const said = t("fplayTableSays", {
    trick, hand: kept(v.hand, t), trump: trumpLine(b, t), tricks: v.tricks_done, of: v.tricks,
  });
  // between two tricks, the last one too: who won it, and with what
  const last = v.trick.length === 0 ? v.last_trick : null;
  return last ? `${said} ${t("fplayLastTrickSays", { name: v.names[last.winner] ?? "", trick: plays(last.plays) })}` : said;
}

/** What S reads: each seat's total, then what each side kept this deal. */
export function scoreText(b: FarfaliaPlayView, t: Translate): string {
  const v = b.view;
  const totals = v.names.map((n, i) => t("fplayPoints", { name: n, points: v.totals[i] ?? 0 }));
  const sides = v.sides.map((members) => t("fplaySideKept", {
    side: members.map((m) => v.names[m] ?? "").join(" + "),
    cards: kept(members.flatMap((m) => v.collections[m] ?? []), t),
  }));
  return [t("fplayTotals", { totals: listText(totals, t) }), ...sides].join(" ");
}

// a number, so the catalogue writes it the language's way (« 3,9 »)
const round1 = (x: number) => Math.round(x * 10) / 10;

/** Why the hard level suggests a move, in points of the game. */
export function fplayReasonText(reason: HintReason, t: Translate): string {
  switch (reason.reason) {
    case "only_move": return t("reason_only_move");
    case "random": return t("reason_random");
    case "one_ply": return t("fplayReasonOnePly", { score: round1(reason.score) });
    case "search": return reason.next_best_margin === null
      ? t("fplayReasonSearchAlone", { margin: round1(reason.expected_margin), n: reason.iterations })
      : t("fplayReasonSearch", { margin: round1(reason.expected_margin), next: round1(reason.next_best_margin), n: reason.iterations });
  }
}

/** The proposition's subjects `seat`'s side may still keep this deal, in the
 *  proposition's order: the engine's quota (`View::lacking`, docs/rules.md Part III §4:
 *  no more of a subject than proposed). Empty before the proposition is turned. */
export function stillLacking(b: FarfaliaPlayView, seat: number): FarfaliaSubject[] {
  const v = b.view;
  const side = v.sides.findIndex((s) => s.includes(seat));
  return side >= 0 ? v.lacking[side] ?? [] : [];
}

/** A card of the trick on the table or of the one just won, by its notation: the
 *  engine's card, which says the subject it stands for. */
export function trickCard(v: FarfaliaPlayView["view"], notation: string): FarfaliaCard | null {
  for (const [, p] of [...v.trick, ...(v.last_trick?.plays ?? [])]) if (p.kind === "card" && notationOf(p.card) === notation) return p.card;
  return null;
}

/** A pick's button: the card and the subject it would count as, the engine's
 *  (« Garder le 10 orange (compte comme Papillon) »); the other moves as `actionText`
 *  says them. */
export function pickText(action: string, t: Translate, v: FarfaliaPlayView["view"]): string {
  const card = action.startsWith("pick ") ? trickCard(v, action.slice(5)) : null;
  return card ? t("fplayPickAs", { card: cardName(card, t), subject: subjectName(card.subject, t) }) : actionText(action, t, v.joker);
}

/** What the person's side still lacks of the proposition, in a sentence. */
export function lackingText(b: FarfaliaPlayView, t: Translate): string {
  const lacking = stillLacking(b, b.person);
  return lacking.length ? t("fplayStillLacking", { subjects: listText(lacking.map((s) => subjectName(s, t)), t) }) : t("fplayLacksNothing");
}

/** A seat's cards won in tricks, in words that say which: those in its face-down pile
 *  and those it kept face up. */
export function wonText(b: FarfaliaPlayView, seat: number, t: Translate): string {
  return t("fplayWonCards", { down: b.view.face_down[seat] ?? 0, up: (b.view.collections[seat] ?? []).length });
}

/** Why the take-back is disabled now (null when it is not, or once over): the person
 *  has not moved yet, or taking their last move back would show them again a choice
 *  made before cards were shown (the engine's `WouldShowCards`: the next deal, the
 *  proposition, another's joker). */
export function takeBackWhy(b: FarfaliaPlayView, view: PlayView, t: Translate): string | null {
  if (view.over || view.can_take_back) return null;
  return t(b.log.some((m) => m.seat === b.person) ? "fplayTakeBackShows" : "fplayTakeBackNothing");
}

/** Why a card of the hand cannot be played now, seen when it is tapped. */
export function refusedText(card: FarfaliaCard, t: Translate): string {
  return t("fplayMustFollow", { card: cardName(card, t) });
}

/** The move that ended a deal, while its score has not been seen: the last one of the
 *  log, when it ended a deal and the game goes on. */
export function dealJustEnded(b: FarfaliaPlayView): number | null {
  const last = b.log[b.log.length - 1];
  return last?.deal_end && b.view.phase.phase !== "over" ? last.deal_end.deal : null;
}

/** One side of a scored deal: its name, what it kept, and why it scores what it
 *  scores (the score keeper's « 3 cartes pareilles : 6 points », doubled in a deal
 *  that counts double). */
export function sideScoreText(d: DealReport, side: number, b: FarfaliaPlayView, t: Translate): { name: string; kept: string; score: string } {
  const s = d.sides[side];
  const name = sideName(s.players, d.dealer, b.view.mode, d.extra, t);
  const kept = s.cards.length ? listText(s.cards.map((c) => cardName(c, t)), t) : t("fplayNothing");
  const score = d.doubled && s.points !== s.base
    ? t("fplaySideScoreDoubled", { matches: s.matches, base: s.base, points: s.points })
    : t("farfaliaSideScore", { matches: s.matches, points: s.points });
  return { name, kept, score };
}
