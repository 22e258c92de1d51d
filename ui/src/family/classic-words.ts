// The words of the 18th-century Papillon's counter keeper: each event and transfer of
// the engine's report, each problem it finds with an entry, and each house rule's
// choices. Only words: every fact comes from the engine (crates/classic-papillon).
import type {
  BlaetterTie, Bonuses, ClassicOptions, ConsolationTo, Debt, EmptyTableDeal, Event, FaceValue, Impossible,
  LedgerProblem, Party, PotTo, Refusal, RevealReason, Transfer, UnwonPot,
} from "../bindings";
import { listText } from "../cards";
import type { Key, Translate } from "../i18n";

/** A card of the 52-card deck named by its rank (a suit letter, if any, is dropped:
 *  counters never depend on it): « l'as », "the 10". */
export function rankName(card: string, t: Translate): string {
  const rank = /^(10|[2-9AJQK])[CDHS]?$/i.exec(card.trim())?.[1]?.toUpperCase() ?? card;
  return t("classicCard", { rank });
}

/** A card with its suit, as a button of the referee's deck names it: « dame de cœur ». */
export function suitedName(card: string, t: Translate): string {
  const m = /^(10|[2-9AJQK])([CDHS])$/i.exec(card.trim());
  if (!m) return card;
  return t("classicCardSuited", { rank: m[1].toUpperCase(), suit: m[2].toUpperCase() });
}

/** A card with its suit and article, as a move names it: « le 3 de pique », "the ace of hearts". */
export function suitedNameThe(card: string, t: Translate): string {
  const m = /^(10|[2-9AJQK])([CDHS])$/i.exec(card.trim());
  if (!m) return card;
  return t("classicCardSuitedThe", { rank: m[1].toUpperCase(), suit: m[2].toUpperCase() });
}

/** The suits in the order of the deck, with their signs. */
export const SUITS = [["C", "♣"], ["D", "♦"], ["H", "♥"], ["S", "♠"]] as const;

/** A rank as a button shows it: the letter players write (« V », « D », « R » in French). */
export function rankShort(rank: string, t: Translate): string {
  return t("classicRankShort", { rank: rank.toUpperCase() });
}

/** The ranks in the order of the deck, as the entry's buttons show them. */
export const RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"] as const;

const REASONS = {
  cannot_capture: "classicReasonCannot", after_sautenelle: "classicReasonSautenelle", out_of_turn: "classicReasonOutOfTurn",
} as const satisfies Record<RevealReason, Key>;

export function reasonName(reason: RevealReason, t: Translate): string {
  return t(REASONS[reason]);
}

/** One event of the report, in words; `names` are the players in seat order. */
export function eventText(e: Event, names: string[], t: Translate): string {
  const name = (seat: number) => names[seat] ?? "?";
  switch (e.event) {
    case "dealer_cut": return t("classicEvDealerCut", { dealer: name(e.cut.dealer) });
    case "game_started": return t("classicEvGameStarted", { game: e.game, dealer: name(e.dealer), pot: e.pot });
    case "dealt": return t("classicEvDealt", { deal: e.deal, last: e.last ? "yes" : "no" });
    case "captured":
      return t("classicEvCaptured", { name: name(e.player), card: rankName(e.card, t), taken: listText(e.taken.map((c) => rankName(c, t)), t) });
    case "counted": return t("classicEvCounted");
    case "stake": return t("classicEvStake", { name: name(e.player), counters: e.counters });
    case "aces": return t("classicEvAces", { name: name(e.player), aces: e.aces, each: e.each });
    case "pure_aces": return t("classicEvPureAces", { name: name(e.player), aces: e.aces, each: e.each });
    case "klein_papillon": return t("classicEvKleinPapillon", { name: name(e.player), each: e.each });
    case "haneton": return t("classicEvHaneton", { name: name(e.player), each: e.each });
    case "sautenelle": return t("classicEvSautenelle", { name: name(e.player), each: e.each });
    case "reveal": return t("classicEvReveal", { name: name(e.player), cards: e.cards, aces: e.aces });
    case "won": return t("classicEvWon", { name: name(e.player) });
    case "consolation": return t("classicEvConsolation", { name: name(e.player), each: e.each, table: e.table_cards });
    case "blaetter": return t("classicEvBlaetter", { name: name(e.player), cards: e.cards, multiplier: e.multiplier, each: e.each });
    case "blaetter_tied": return t("classicEvBlaetterTied", { cards: e.cards, multiplier: e.next_multiplier });
    case "pot_won": return t("classicEvPotWon", { name: name(e.player), counters: e.counters });
    case "pot_split": return t("classicEvPotSplit", { each: e.each, left: e.left });
    case "pot_carried": return t("classicEvPotCarried", { counters: e.counters });
  }
}

export function transferText(tr: Transfer, names: string[], t: Translate): string {
  const party = (p: Party) => (p === "pot" ? t("classicPot") : names[p.player] ?? "?");
  return t("classicTransfer", { from: party(tr.from), to: party(tr.to), counters: tr.counters });
}

const WHY = {
  pure_without_aces: "classicWhyPureWithoutAces", both_threes: "classicWhyBothThrees",
  too_many_aces_for_three: "classicWhyTooManyAcesForThree", haneton_pure: "classicWhyHanetonPure",
  more_than_four_aces: "classicWhyMoreThanFourAces",
} as const satisfies Record<Impossible, Key>;

export function refusalText(r: Refusal, t: Translate): string {
  const c = (card: string) => rankName(card, t);
  switch (r.code) {
    case "nothing_taken": return t("classicRefNothingTaken");
    case "not_on_table": return t("classicRefNotOnTable", { card: c(r.card) });
    case "listed_twice": return t("classicRefListedTwice", { card: c(r.card) });
    case "played_card_taken": return t("classicRefPlayedTaken", { card: c(r.card) });
    case "not_same_value": return t("classicRefNotSameValue", { card: c(r.card), taken: c(r.taken) });
    case "face_only_by_same_face": return t("classicRefFaceOnly", { card: c(r.card), face: c(r.face) });
    case "face_in_sum": return t("classicRefFaceInSum", { face: c(r.face) });
    case "more_than_one_matched": return t("classicRefMoreThanOne", { card: c(r.card) });
    case "match_and_sum": return t("classicRefMatchAndSum", { card: c(r.card), matched: c(r.matched) });
    case "sum_wrong": return t("classicRefSumWrong", { sum: r.sum, value: r.value, card: c(r.card) });
  }
}

/** What is wrong with a ledger, in words: the entry (counted from 1) and the player. */
export function classicProblemText(p: LedgerProblem, t: Translate): string {
  const at = (entry: number, problem: string) => t("classicPbEntry", { entry: entry + 1, problem });
  const mean = (name?: string) => (name ? " " + t("classicPbDidYouMean", { player: name }) : "");
  switch (p.code) {
    case "player_count": return t("classicPbPlayerCount", { count: p.count });
    case "empty_name": return t("classicPbEmptyName", { seat: p.seat + 1 });
    case "same_name": return t("classicPbSameName", { player: p.player });
    case "options":
      switch (p.error.code) {
        case "stake": return t("classicPbStake", { stake: p.error.stake });
        case "starting_counters": return t("classicPbStartingCounters", { counters: p.error.counters });
        case "cannot_pay_stake": return t("classicPbCannotPayStake", { counters: p.error.counters, stake: p.error.stake });
      }
      break;
    case "unknown_dealer": return t("classicPbUnknownDealer", { player: p.player }) + mean(p.did_you_mean);
    case "unknown_player": return at(p.entry, t("classicPbUnknownPlayer", { player: p.player }) + mean(p.did_you_mean));
    case "entry_after_end": return at(p.entry, t("classicPbAfterEnd"));
    case "below_zero": return at(p.entry, t("classicPbBelowZero", { player: p.player, counters: p.counters }));
    case "already_revealed": return at(p.entry, t("classicPbAlreadyRevealed", { player: p.player }));
    case "already_out": return at(p.entry, t("classicPbAlreadyOut", { player: p.player }));
    case "no_card_left": return at(p.entry, t("classicPbNoCardLeft", { player: p.player, dealt: p.dealt }));
    case "illegal_capture": return at(p.entry, t("classicPbIllegalCapture", { player: p.player, reason: refusalText(p.reason, t) }));
    case "nothing_taken": return at(p.entry, t("classicPbNothingTaken", { player: p.player }));
    case "no_card_played": return at(p.entry, t("classicPbNoCardPlayed", { player: p.player }));
    case "more_than_four": return at(p.entry, t("classicPbMoreThanFour", { player: p.player, count: p.count, rank: rankShort(p.rank, t) }));
    case "told_twice": return at(p.entry, t("classicPbToldTwice", { player: p.player }));
    case "impossible_capture": return at(p.entry, t("classicPbImpossible", { player: p.player, why: t(WHY[p.why]) }));
    case "klein_papillon_in_last_round": return at(p.entry, t("classicPbKleinLast", { player: p.player }));
    case "haneton_in_last_round": return at(p.entry, t("classicPbHanetonLast", { player: p.player }));
    case "too_many_aces": return at(p.entry, t("classicPbTooManyAces", { player: p.player, aces: p.taken + p.revealed, taken: p.taken, revealed: p.revealed }));
    case "rank_too_often": return at(p.entry, t("classicPbRankTooOften", { player: p.player, rank: rankShort(p.rank, t), count: p.count }));
    case "capture_after_sautenelle": return at(p.entry, t("classicPbCaptureAfterSautenelle", { player: p.player, by: p.sautenelle_by }));
    case "empty_reveal": return at(p.entry, t("classicPbEmptyReveal", { player: p.player }));
    case "reveal_too_large": return at(p.entry, t("classicPbRevealTooLarge", { player: p.player, cards: p.cards, left: p.left }));
    case "reveal_aces": return at(p.entry, t("classicPbRevealAces", { player: p.player, aces: p.aces, cards: p.cards }));
    case "nothing_to_deal": return at(p.entry, t("classicPbNothingToDeal"));
    case "won_before_last_deal": return at(p.entry, t("classicPbWonBeforeLast", { player: p.player, deal: p.deal, talon: p.talon }));
    case "revealer_cannot_win": return at(p.entry, t("classicPbRevealerCannotWin", { player: p.player }));
    case "second_winner": return at(p.entry, t("classicPbSecondWinner", { player: p.player, winner: p.winner }));
    case "end_before_last_deal": return at(p.entry, t("classicPbEndBeforeLast", { deal: p.deal, talon: p.talon }));
    case "missing_winner": return at(p.entry, t("classicPbMissingWinner", { players: p.players.join(", ") }));
    case "pile_too_large": return at(p.entry, t("classicPbPileTooLarge", { player: p.player, typed: p.typed }));
    case "aces_left_on_table": return at(p.entry, t("classicPbAcesLeftOnTable", { aces: p.aces, table: p.table }));
    case "table_too_large": return at(p.entry, t("classicPbTableTooLarge", { typed: p.typed }));
    case "missing_count": return at(p.entry, t("classicPbMissingCount", { player: p.player }));
    case "card_count": return at(p.entry, t("classicPbCardCount", { piles: p.piles, table: p.table, counted: p.counted }));
    case "fewer_cards_than_taken": return at(p.entry, t("classicPbFewerThanTaken", { player: p.player, counted: p.counted, atLeast: p.at_least }));
    case "wrong_consolation":
      return at(p.entry, p.due === null
        ? t("classicPbNoConsolation", { player: p.player })
        : t("classicPbWrongConsolation", { player: p.player, due: p.due }));
    case "new_game_before_end": return at(p.entry, t("classicPbNewGameBeforeEnd"));
  }
  return "";
}

/** A house rule of the counter keeper: its title, its help, and each choice's words. */
type OptionWords<V extends string> = { title: Key; help: Key; choices: Record<V, Key> };
export type ChoiceOption = "face_value" | "pot_to" | "unwon_pot" | "bonuses" | "consolation_to" | "blaetter_tie" | "debt" | "empty_table_deal";

export const CLASSIC_OPTIONS: { [O in ChoiceOption]: OptionWords<ClassicOptions[O] & string> } = {
  face_value: { title: "classicFaceValue", help: "classicFaceValueHelp", choices: { printed: "classicFacePrinted", ten: "classicFaceTen" } satisfies Record<FaceValue, Key> },
  pot_to: { title: "classicPotTo", help: "classicPotToHelp", choices: { winner: "classicPotWinner", blaetter: "classicPotBlaetter" } satisfies Record<PotTo, Key> },
  unwon_pot: { title: "classicUnwonPot", help: "classicUnwonPotHelp", choices: { carry_over: "classicUnwonCarry", consolation: "classicUnwonConsolation", split: "classicUnwonSplit" } satisfies Record<UnwonPot, Key> },
  bonuses: { title: "classicBonuses", help: "classicBonusesHelp", choices: { add: "classicBonusesAdd", highest: "classicBonusesHighest" } satisfies Record<Bonuses, Key> },
  consolation_to: { title: "classicConsolationTo", help: "classicConsolationToHelp", choices: { last_to_reveal: "classicConsolationLast", dealer: "classicConsolationDealer" } satisfies Record<ConsolationTo, Key> },
  blaetter_tie: { title: "classicBlaetterTie", help: "classicBlaetterTieHelp", choices: { double: "classicBlaetterDouble", cumulative: "classicBlaetterCumulative" } satisfies Record<BlaetterTie, Key> },
  debt: { title: "classicDebt", help: "classicDebtHelp", choices: { allowed: "classicDebtAllowed", forbidden: "classicDebtForbidden" } satisfies Record<Debt, Key> },
  empty_table_deal: { title: "classicEmptyTable", help: "classicEmptyTableHelp", choices: { turn_up_first: "classicEmptyTurnUp", hands_first: "classicEmptyHandsFirst" } satisfies Record<EmptyTableDeal, Key> },
};
