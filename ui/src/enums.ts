// Which catalogue message words each value of an engine's enum. The maps are keyed by
// the enums of the generated bindings, so a new value fails to compile until it has its
// words, and every id is written out whole, so the catalogue test sees it used.
import type { Direction, GameKind, Level, PlaySpeed, PlayKind, RollPurpose, RuleOptions, RuleSection } from "./bindings";
import type { Key } from "./i18n";

export const LEVEL = {
  easy: "level_easy", medium: "level_medium", hard: "level_hard", expert: "level_expert",
} as const satisfies Record<Level, Key>;

export const LEVEL_SHORT = {
  easy: "levelShort_easy", medium: "levelShort_medium", hard: "levelShort_hard", expert: "levelShort_expert",
} as const satisfies Record<Level, Key>;

export const GAME_KIND = {
  blue: "kind_blue", orange: "kind_orange", full: "kind_full",
} as const satisfies Record<GameKind, Key>;

export const DIRECTION = {
  clockwise: "direction_clockwise", counterclockwise: "direction_counterclockwise",
} as const satisfies Record<Direction, Key>;

export const SPEED = {
  instant: "speed_instant", fast: "speed_fast", normal: "speed_normal", slow: "speed_slow",
} as const satisfies Record<PlaySpeed, Key>;

export const ROLL_PURPOSE = {
  start_blue: "purpose_start_blue", start_orange: "purpose_start_orange",
  most_cards_roll_off: "purpose_most_cards_roll_off", couteau_suisse: "purpose_couteau_suisse",
  winner_roll_off: "purpose_winner_roll_off", roll_off: "purpose_roll_off",
} as const satisfies Record<RollPurpose, Key>;

export const RULE_SECTION = {
  blue_capture: "sec_blue_capture", blue_signs: "sec_blue_signs", blue_powers: "sec_blue_powers",
  blue_place: "sec_blue_place", orange_suites: "sec_orange_suites", orange_signs: "sec_orange_signs",
  orange_powers: "sec_orange_powers", orange_draw: "sec_orange_draw", cards: "sec_cards",
} as const satisfies Record<RuleSection, Key>;

export const PLAY_KIND = {
  ramasser: "pk_ramasser", cumuler: "pk_cumuler", combiner: "pk_combiner",
  papillon: "pk_papillon", chrysalide: "pk_chrysalide", place: "pk_place",
} as const satisfies Record<PlayKind, Key>;

/** A house rule's words: its title, one line of help, and each choice's name. */
type RuleWords<V extends string> = { title: Key; help: Key; choices: Record<V, Key> };
export type HouseRule = Exclude<keyof RuleOptions, "trump_numbers">;

export const HOUSE_RULE: { [R in HouseRule]: RuleWords<RuleOptions[R]> } = {
  three_players: { title: "rule_three_players", help: "rule_three_players_help",
    choices: { each_alone: "rule_three_players_each_alone", two_against_one: "rule_three_players_two_against_one" } },
  discard: { title: "rule_discard", help: "rule_discard_help",
    choices: { always: "rule_discard_always", only_when_no_capture: "rule_discard_only_when_no_capture" } },
  yin_yang: { title: "rule_yin_yang", help: "rule_yin_yang_help",
    choices: { together_30: "rule_yin_yang_together_30", together_50: "rule_yin_yang_together_50" } },
  consolation: { title: "rule_consolation", help: "rule_consolation_help",
    choices: { zero_or_less: "rule_consolation_zero_or_less", exactly_zero: "rule_consolation_exactly_zero" } },
  consolation_payment: { title: "rule_consolation_payment", help: "rule_consolation_payment_help",
    choices: { per_side: "rule_consolation_payment_per_side", per_player: "rule_consolation_payment_per_player" } },
  partner_tour_points: { title: "rule_partner_tour_points", help: "rule_partner_tour_points_help",
    choices: { pay: "rule_partner_tour_points_pay", spared: "rule_partner_tour_points_spared" } },
  chat_noir_answer: { title: "rule_chat_noir_answer", help: "rule_chat_noir_answer_help",
    choices: { compulsory: "rule_chat_noir_answer_compulsory", victim_chooses: "rule_chat_noir_answer_victim_chooses" } },
  couteau_suisse_roll: { title: "rule_couteau_suisse_roll", help: "rule_couteau_suisse_roll_help",
    choices: { two_dice: "rule_couteau_suisse_roll_two_dice", one_die: "rule_couteau_suisse_roll_one_die" } },
  tied_winners: { title: "rule_tied_winners", help: "rule_tied_winners_help",
    choices: { share: "rule_tied_winners_share", roll_off: "rule_tied_winners_roll_off" } },
};

/** The words of a house rule the engine's schema lists by its key, or nothing for a rule
 *  this front end does not know yet (an older app against a newer engine cannot happen
 *  here: both are built together, and the bindings test checks the keys). */
export function houseRule(key: string): RuleWords<string> | undefined {
  return (HOUSE_RULE as Record<string, RuleWords<string>>)[key];
}
