// Farfalia against the computer, in words: a card, a move of the engine's notation
// (`play 11B`, `pick 3R`, `no-pick`, `joker`, `discard 3R 7G`, `trump red`,
// `double-you`), a line of the log, the news of a new deal, and what the game keys read.
// Nothing here decides a rule: the moves come from the engine, in its notation.
import type { FarfaliaCard, FarfaliaColour, FarfaliaLogged, FarfaliaPlayed, FarfaliaPlayView, FarfaliaSubject, FarfaliaTrump, HintReason } from "../../bindings";
import { listText } from "../../cards";
import type { Translate } from "../../i18n";
import { subjectName, trumpName } from "../../family/farfalia-words";

const COLOURS: Record<string, FarfaliaColour> = { R: "red", G: "green", V: "green", B: "blue", O: "orange" };

/** A card of the sheet's notation (`12G`), or null. */
export function cardOf(notation: string): FarfaliaCard | null {
  const m = /^(\d{1,2})([RGVBO])$/i.exec(notation.trim());
  if (!m) return null;
  const colour = COLOURS[m[2].toUpperCase()];
  const rank = Number(m[1]);
  return colour && rank >= 1 && rank <= 13 ? { colour, rank } : null;
}

/** The notation of a card (`12G`). */
export function notationOf(card: FarfaliaCard): string {
  return `${card.rank}${card.colour === "red" ? "R" : card.colour === "green" ? "G" : card.colour === "blue" ? "B" : "O"}`;
}

/** A card by its name: « le 12 vert », "the green 12". */
export function cardName(card: FarfaliaCard, t: Translate): string {
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
  if (v.doubled) parts.push(t("fplayDoubled"));
  if (v.trump && v.proposition) parts.push(trumpLine(b, t));
  return parts.join(" ");
}

/** The trump, or why it is not known yet: at five the dealer calls it; at four it
 *  follows the proposition's first subject, turned once DOUBLE YOU is decided. */
export function trumpWords(b: FarfaliaPlayView, t: Translate): string {
  const v = b.view;
  if (v.trump) return v.trump === "no_trump" ? t("fplayNoTrumpIs") : t("fplayTrumpIs", { trump: trumpName(v.trump, t) });
  return t(v.mode === "four" ? "fplayTrumpNotYetFour" : "fplayTrumpNotYet");
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
