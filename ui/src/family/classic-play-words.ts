// The words of a game of the Papillon of 1756 against the computer: each of the
// person's moves, each line of the game's log, the hint. Only words: the moves, their
// captures and what they earn come from the engine (crates/classic-papillon).
import type { ClassicChoice, Event, GameResult, HintReason, LoggedMove } from "../bindings";
import { listText } from "../cards";
import type { Key, Translate } from "../i18n";
import { eventText, suitedNameThe } from "./classic-words";

/** A move in the engine's notation (`10S:AC,4D`, `reveal`) in words, suits named. */
export function actionText(action: string, t: Translate, afterSautenelle = false): string {
  if (action === "reveal") return t(afterSautenelle ? "cplayRevealSautenelle" : "cplayReveal");
  const [card, taken = ""] = action.split(":");
  const cards = taken.split(",").filter((c) => c !== "").map((c) => suitedNameThe(c, t));
  return t("cplayTake", { card: suitedNameThe(card, t), taken: listText(cards, t) });
}

/** One of the person's moves, with what a capture earns (its bonus events name the
 *  players of `names`). */
export function choiceText(choice: ClassicChoice, names: string[], t: Translate, afterSautenelle: boolean): string {
  const move = actionText(choice.action, t, afterSautenelle);
  const c = choice.capture;
  if (!c) return move;
  const bonuses = c.events.map((e) => eventText(e, names, t));
  return [move, t("refClassicEarns", { each: c.each, counters: c.counters }), ...bonuses].join(". ");
}

/** An event of the game played here: a capture names its cards with their suits, as
 *  the move's button does (« le valet de trèfle », not « le valet »: the counter keeper's
 *  words know no suit); the cut for the first dealer is a sentence, not a heading. */
export function playEventText(e: Event, names: string[], t: Translate): string {
  const name = (seat: number) => names[seat] ?? "?";
  switch (e.event) {
    case "captured":
      return t("classicEvCaptured", { name: name(e.player), card: suitedNameThe(e.card, t), taken: listText(e.taken.map((c) => suitedNameThe(c, t)), t) });
    case "dealer_cut": return t("cplayEvDealerCut", { dealer: name(e.cut.dealer) });
    // a sentence, not the keeper's heading « Donne 3 » run on after a move
    case "dealt": return t("cplayEvDealt", { deal: e.deal, last: e.last ? "yes" : "no" });
    default: return eventText(e, names, t);
  }
}

/** A line of the log: the deal (its events say which deal of which game), or a move
 *  with everything it did. */
export function logLine(entry: LoggedMove, names: string[], t: Translate): string {
  return t("cplayMoveLine", { events: entry.events.map((e) => playEventText(e.event, names, t)).join(". ") });
}

// a number, so the catalogue writes it the language's way (« 3,9 »)
const round1 = (x: number) => Math.round(x * 10) / 10;

/** Why the computer suggests a move, in counters (the search's margin is counters here). */
export function classicReasonText(reason: HintReason, t: Translate): string {
  switch (reason.reason) {
    case "only_move": return t("reason_only_move");
    case "random": return t("reason_random");
    case "one_ply": return t("cplayReasonOnePly", { score: round1(reason.score) });
    case "search":
      return reason.next_best_margin !== null
        ? t("cplayReasonSearch", { margin: round1(reason.expected_margin), next: round1(reason.next_best_margin), n: reason.iterations })
        : t("cplayReasonSearchAlone", { margin: round1(reason.expected_margin), n: reason.iterations });
  }
}

/** Why « Reprendre » is disabled now (null when it is not, or once over), from what the
 *  view tells: the person has not moved yet, or cards were shown since their last move
 *  (a new deal, another player's reveal: the engine's `WouldShowCards`, a take-back
 *  cannot unsee cards). */
export function classicTakeBackWhy(view: { can_take_back: boolean; person: number; log: LoggedMove[]; view: { names: string[]; result: unknown | null } }, over: boolean, t: Translate): string | null {
  if (over || view.can_take_back) return null;
  const at = view.log.map((m) => m.seat).lastIndexOf(view.person);
  if (at < 0) return t("cplayTakeBackNothing");
  const since = view.log.slice(at).flatMap((m) => m.events.map((e) => e.event));
  const shown = since.find((e) => e.event === "reveal" && e.player !== view.person);
  if (shown && shown.event === "reveal") return t("cplayTakeBackShown", { name: view.view.names[shown.player] ?? "" });
  return t("cplayTakeBackDealt");
}

/** The end of a game in a sentence: who won it, or that nobody did and why. */
export function classicEndText(result: GameResult | null, names: string[], t: Translate): string {
  if (!result) return t("cplayEnd");
  return result.winner !== null ? t("cplayEndWinner", { name: names[result.winner] ?? "" }) : t("cplayEndNobody");
}

/** The game's own words (Klein-Papillon, Haneton, Sautenelle) that `events` name, in
 *  that order, each once: the screen explains them where they appear. */
export type ClassicTerm = "klein_papillon" | "haneton" | "sautenelle";
export const TERM_WORDS: Record<ClassicTerm, { term: Key; meaning: Key }> = {
  klein_papillon: { term: "classicKleinPapillon", meaning: "cplayTermKleinPapillon" },
  haneton: { term: "classicHanetonBonus", meaning: "cplayTermHaneton" },
  sautenelle: { term: "cplaySautenelleWord", meaning: "cplayTermSautenelle" },
};
export function termsIn(events: Event[]): ClassicTerm[] {
  return (Object.keys(TERM_WORDS) as ClassicTerm[]).filter((k) => events.some((e) => e.event === k));
}
