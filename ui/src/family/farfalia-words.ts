// Farfalia's words: the names of its modes, subjects and trumps, the notes on the
// text's gaps and readings, the dealer rule's reasons, and every problem the engine
// (crates/farfalia) reports, worded from its typed data. Nothing here decides a rule.
import type { DealerReason, FarfaliaColour, FarfaliaMode, FarfaliaNote, FarfaliaProblem, FarfaliaSubject, FarfaliaTrump } from "../api";
import type { Translate } from "../i18n";

export const MODES: FarfaliaMode[] = ["beginner_five", "chinkway", "four", "three", "two"];
export const SUBJECTS: FarfaliaSubject[] = ["butterfly", "strawberry", "leaf", "fish", "shell"];
export const TRUMPS: FarfaliaTrump[] = ["red", "green", "blue", "orange", "no_trump"];

/** How many real players each mode seats (the engine's `Mode::players`). */
export const MODE_PLAYERS: Record<FarfaliaMode, number> = { beginner_five: 5, chinkway: 5, four: 4, three: 3, two: 2 };
/** The modes with fictitious partners in their standard deals. */
export const WITH_DUMMIES: FarfaliaMode[] = ["three", "two"];

const MODE_KEYS = {
  beginner_five: "farfaliaModeBeginnerFive", chinkway: "farfaliaModeChinkway", four: "farfaliaModeFour",
  three: "farfaliaModeThree", two: "farfaliaModeTwo",
} as const satisfies Record<FarfaliaMode, string>;
export const MODE_HELP_KEYS = {
  beginner_five: "farfaliaModeBeginnerFiveHelp", chinkway: "farfaliaModeChinkwayHelp", four: "farfaliaModeFourHelp",
  three: "farfaliaModeThreeHelp", two: "farfaliaModeTwoHelp",
} as const satisfies Record<FarfaliaMode, string>;
const SUBJECT_KEYS = {
  butterfly: "farfaliaSubjectButterfly", strawberry: "farfaliaSubjectStrawberry", leaf: "farfaliaSubjectLeaf",
  fish: "farfaliaSubjectFish", shell: "farfaliaSubjectShell",
} as const satisfies Record<FarfaliaSubject, string>;
const TRUMP_KEYS = {
  red: "farfaliaTrumpRed", green: "farfaliaTrumpGreen", blue: "farfaliaTrumpBlue", orange: "farfaliaTrumpOrange",
  no_trump: "farfaliaTrumpNone",
} as const satisfies Record<FarfaliaTrump, string>;

/** Each note's line, and whether it is a gap of the text ("the text is cut here") rather
 *  than a reading or a house rule (the engine's `Note::info().kind`). */
export const NOTES = {
  house_points: ["farfaliaNoteHousePoints", true],
  empty_collection: ["farfaliaNoteEmptyCollection", false],
  partners_each_score: ["farfaliaNoteEachScores", false],
  outgoing_dealer: ["farfaliaNoteOutgoingDealer", false],
  doubled_deals: ["farfaliaNoteDoubledDeals", false],
  chinkway_late_teams: ["farfaliaNoteLateTeams", true],
  chinkway_eleventh_deal: ["farfaliaNoteEleventh", true],
  chinkway_winners: ["farfaliaNoteChinkwayWinners", true],
  three_player_length: ["farfaliaNoteThreeLength", true],
  dummy_partner: ["farfaliaNoteDummyPartner", true],
  dummy_play: ["farfaliaNoteDummyPlay", true],
  trump_with_dummies: ["farfaliaNoteTrumpDummies", false],
  dealer_with_dummies: ["farfaliaNoteDealerDummies", false],
  shared_victory: ["farfaliaNoteSharedVictory", true],
  double_you_leader: ["farfaliaNoteLeader", false],
  double_you_stacking: ["farfaliaNoteStacking", false],
  double_you_teams: ["farfaliaNoteJokerTeams", false],
  house_length: ["farfaliaNoteHouseLength", false],
  house_doubling: ["farfaliaNoteHouseDoubling", false],
  seating_as_entered: ["farfaliaNoteAsEntered", false],
} as const satisfies Record<FarfaliaNote, readonly [string, boolean]>;

export function modeName(mode: FarfaliaMode, t: Translate): string {
  return t(MODE_KEYS[mode]);
}

export function subjectName(subject: FarfaliaSubject, t: Translate): string {
  return t(SUBJECT_KEYS[subject]);
}

export function trumpName(trump: FarfaliaTrump, t: Translate): string {
  return t(TRUMP_KEYS[trump]);
}

export function noteText(note: FarfaliaNote, t: Translate): string {
  return t(NOTES[note][0]);
}

export function isGap(note: FarfaliaNote): boolean {
  return NOTES[note][1];
}

/** A side as the table names it: the dealer alone, a player with a fictitious partner,
 *  or the partners. */
export function sideName(players: string[], dealer: string, mode: FarfaliaMode, extra: boolean, t: Translate): string {
  if (players.length === 1) {
    const [name] = players;
    if (WITH_DUMMIES.includes(mode) && !extra) return t("farfaliaWithDummy", { name });
    if (name === dealer && MODE_PLAYERS[mode] === 5) return t("farfaliaDealerSide", { name });
    return name;
  }
  return players.join(" + ");
}

/** Sides as a list: "A + C / B + D". */
export function teamsText(sides: string[][]): string {
  return sides.map((s) => s.join(" + ")).join(" / ");
}

/** Why the rule names the next dealer. */
export function reasonText(reason: DealerReason, dealer: string | null, t: Translate): string {
  switch (reason.rule) {
    case "group_chooses": return t("farfaliaGroupChooses");
    case "left_of_previous": return t("farfaliaReasonLeft", { previous: reason.previous });
    case "lowest_total": {
      const words = [reason.tied.length > 1
        ? t("farfaliaReasonTied", { total: reason.total, names: reason.tied.join(", "), outgoing: reason.outgoing })
        : t("farfaliaReasonLowest", { name: dealer ?? reason.tied[0] ?? "", total: reason.total })];
      if (reason.outgoing_excluded) words.push(t("farfaliaReasonExcluded", { outgoing: reason.outgoing }));
      return words.join(" ");
    }
  }
}

function cardText(card: { colour: FarfaliaColour; rank: number }, t: Translate): string {
  return t("farfaliaCard", { colour: card.colour, rank: card.rank });
}

/** A problem the engine found, in the player's language. */
export function farfaliaProblemText(p: FarfaliaProblem, t: Translate): string {
  const side = (s: string[]) => s.join(" + ");
  switch (p.code) {
    case "player_count": return t("farfaliaPbPlayerCount", { mode: modeName(p.mode, t), expected: p.expected, n: p.players });
    case "empty_name": return t("farfaliaPbEmptyName", { seat: p.seat + 1 });
    case "name_too_long": return t("farfaliaPbNameTooLong", { seat: p.seat + 1 });
    case "duplicate_player": return t("farfaliaPbDuplicatePlayer", { name: p.name });
    case "house_points": return t("farfaliaPbHousePoints", { matches: p.matches, points: p.points });
    case "target_not_for_mode": return t("farfaliaPbTargetNotForMode");
    case "target": return t("farfaliaPbTarget", { n: p.target });
    case "target_and_deals": return t("farfaliaPbTargetAndDeals");
    case "deals": return t("farfaliaPbDeals", { mode: modeName(p.mode, t), n: p.deals });
    case "doubled_deals_too_many":
    case "doubled_deal": return t("farfaliaPbDoubledDeals", { deals: p.deals });
    case "doubled_deal_twice": return t("farfaliaPbDoubledTwice", { deal: p.deal });
    case "deal_after_end": return t("farfaliaPbDealAfterEnd", { deal: p.deal, after: p.ended_after });
    case "unknown_player": return t("farfaliaPbUnknownPlayer", { deal: p.deal, name: p.name })
      + (p.did_you_mean ? " " + t("farfaliaPbDidYouMean", { name: p.did_you_mean }) : "");
    case "dealer_not_by_rule": return t("farfaliaPbDealerNotByRule", { deal: p.deal, expected: p.expected, dealer: p.dealer });
    case "sides_not_by_rule": return t("farfaliaPbSidesNotByRule", { deal: p.deal, dealer: p.dealer, teams: teamsText(p.expected) });
    case "side_shape": return t("farfaliaPbSideShape", { deal: p.deal, teams: teamsText(p.sides) });
    case "partners_changed": return t("farfaliaPbPartnersChanged", { deal: p.deal, teams: teamsText(p.partners) });
    case "too_many_sides":
    case "empty_side":
    case "player_in_two_sides":
    case "player_in_no_side": return t("farfaliaPbSides", { deal: p.deal });
    case "proposition_incomplete":
    case "proposition_too_long": return t("farfaliaPbPropositionSize", { deal: p.deal, n: p.subjects });
    case "trump_not_from_proposition":
      return t("farfaliaPbTrump", { deal: p.deal, subject: subjectName(p.first, t), trump: trumpName(p.expected, t) });
    case "negative_count": return t("farfaliaPbNegativeCount", { deal: p.deal, side: side(p.side), subject: subjectName(p.subject, t), n: p.count });
    case "more_than_proposed":
      return t("farfaliaPbMoreThanProposed", { deal: p.deal, side: side(p.side), subject: subjectName(p.subject, t), n: p.collected, proposed: p.proposed });
    case "too_many_cards": return t("farfaliaPbTooManyCards", { deal: p.deal, side: side(p.side), n: p.cards });
    case "card_notation": return t("farfaliaPbCardNotation", { deal: p.deal, side: side(p.side), text: p.text });
    case "card_twice": return t("farfaliaPbCardTwice", { deal: p.deal, card: cardText(p.card, t) });
    case "cards_beyond_count":
      return t("farfaliaPbCardsBeyondCount", { deal: p.deal, side: side(p.side), subject: subjectName(p.subject, t), listed: p.listed, n: p.counted });
    case "deck_limit": return t("farfaliaPbDeckLimit", { deal: p.deal, subject: subjectName(p.subject, t), n: p.collected, deck: p.deck });
    case "too_many_picks": return t("farfaliaPbTooManyPicks", { deal: p.deal, n: p.picks, max: p.max });
    case "double_you_off": return t("farfaliaPbDoubleYouOff", { deal: p.deal, name: p.player });
    case "double_you_twice": return t("farfaliaPbDoubleYouTwice", { deal: p.deal, name: p.player });
    case "double_you_leader": return t("farfaliaPbDoubleYouLeader", { deal: p.deal, name: p.player, total: p.total });
    case "double_you_no_joker_left": return t("farfaliaPbNoJokerLeft", { deal: p.deal, name: p.player });
    case "too_many_double_you": return t("farfaliaPbTooManyJokers", { deal: p.deal });
  }
}
