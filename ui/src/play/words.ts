// Words for what the engine says happened in a game against the computer: moves, slots,
// why a card cannot be played, why a hint. Nothing here decides a rule.
import type { Blocked, HintReason, Level, MoveView, Play, SeatPlayer, Slot } from "../api";
import { listText } from "../cards";
import { LEVEL, LEVEL_SHORT } from "../enums";
import type { Key, Translate } from "../i18n";

export type CardName = (face: string) => string;

/** A slot's key on the page (`data-slot`), as the engine's notation writes it:
 *  `plate1`, `suite3`, `sign2`, `centre` (counted from 1, as the booklet draws them). */
export function slotKey(slot: Slot): string {
  if (slot === "centre") return "centre";
  if ("plate" in slot) return `plate${slot.plate + 1}`;
  if ("suite" in slot) return `suite${slot.suite + 1}`;
  return `sign${slot.sign + 1}`;
}

/** "on plate card A", "on suite 3", "beside suite 2", "in the centre". */
export function slotName(slot: Slot, t: Translate): string {
  if (slot === "centre") return t("slot_centre");
  if ("plate" in slot) return t("slot_plate", { x: slot.plate === 0 ? "A" : "B" });
  if ("suite" in slot) return t("slot_suite", { n: slot.suite + 1 });
  return t("slot_sign", { n: slot.sign + 1 });
}

/** « le 9 de Formes et le 11 de Découvertes ». */
function list(faces: string[], cardName: CardName, t: Translate): string {
  return listText(faces.map(cardName), t);
}

/** Each kind of move in its two wordings: what happened ("Ben took …") and the same
 *  move as advice for a hint ("take …"). */
const PLAY_WORDS = {
  capture: ["m_capture", "h_capture"], capture_sign: ["m_capture_sign", "h_capture_sign"],
  papillon: ["m_papillon", "h_papillon"], papillon_empty: ["m_papillon_empty", "h_papillon_empty"],
  chrysalide: ["m_chrysalide", "h_chrysalide"], discard: ["m_discard", "h_discard"],
  place: ["m_place", "h_place"], place_declared: ["m_place_declared", "h_place_declared"],
  cover: ["m_cover", "h_cover"], keep: ["m_keep", "h_keep"],
  take_three: ["m_take_three", "h_take_three"], draw: ["m_draw", "h_draw"],
} as const satisfies Record<string, readonly [Key, Key]>;

/** "Ben took E5, S6 with F11"; with `advice`, the same move as advice ("take E5, S6
 *  with F11") for a hint. */
export function playText(play: Play, name: string, t: Translate, cardName: CardName, advice = false): string {
  const k = (words: keyof typeof PLAY_WORDS): Key => PLAY_WORDS[words][advice ? 1 : 0];
  switch (play.kind) {
    case "capture":
      return play.sign
        ? t(k("capture_sign"), { name, taken: list(play.taken, cardName, t), card: cardName(play.card), sign: cardName(play.sign) })
        : t(k("capture"), { name, taken: list(play.taken, cardName, t), card: cardName(play.card) });
    case "papillon":
      return play.taken.length ? t(k("papillon"), { name, n: play.taken.length }) : t(k("papillon_empty"), { name });
    case "chrysalide": return t(k("chrysalide"), { name });
    case "discard": return t(k("discard"), { name, card: cardName(play.card) });
    case "place":
      return play.declared !== null
        ? t(k("place_declared"), { name, card: cardName(play.card), value: play.declared, slot: slotName(play.slot, t) })
        : t(k("place"), { name, card: cardName(play.card), slot: slotName(play.slot, t) });
    case "cover": return t(k("cover"), { name, plate: play.plate === 0 ? "A" : "B", card: cardName(play.card) });
    case "keep": return t(k("keep"), { name });
    case "take_three": return t(k("take_three"), { name });
    case "draw": return t(k("draw"), { name });
  }
}

export function moveText(move: MoveView, names: string[], t: Translate, cardName: CardName): string {
  return playText(move.play, names[move.seat] ?? "?", t, cardName);
}

const BLOCKED_KEYS = {
  not_your_turn: "blocked_not_your_turn", answer_chat_noir: "blocked_answer_chat_noir",
  cover_first: "blocked_cover_first", fits_nowhere: "blocked_fits_nowhere",
  not_as_second_card: "blocked_not_as_second_card", power_only: "blocked_power_only",
  must_capture: "blocked_must_capture", cannot_play: "blocked_cannot_play",
} as const satisfies Record<Blocked["why"], Key>;

export function blockedText(blocked: Blocked, t: Translate): string {
  return t(BLOCKED_KEYS[blocked.why]);
}

// a number, so the catalogue writes it the language's way (« −10,2 »)
const round1 = (x: number) => Math.round(x * 10) / 10;

export function reasonText(reason: HintReason, t: Translate): string {
  switch (reason.reason) {
    case "only_move": return t("reason_only_move");
    case "random": return t("reason_random");
    case "one_ply": return t("reason_one_ply", { score: round1(reason.score) });
    case "search":
      return reason.next_best_margin !== null
        ? t("reason_search", { margin: round1(reason.expected_margin), next: round1(reason.next_best_margin), n: reason.iterations })
        : t("reason_search_alone", { margin: round1(reason.expected_margin), n: reason.iterations });
  }
}

/** Why "Take back" is greyed out, in words shown beside it (null when it is not): the
 *  engine's `can_take_back` says whether; the log says whether a person has moved yet,
 *  else cards were dealt or drawn since (the engine refuses a take-back then). */
export function takeBackWhy(view: { can_take_back: boolean; seats: { player: SeatPlayer }[]; log: { seat: number }[] }, over: boolean, t: Translate): string | null {
  if (over || view.can_take_back) return null;
  const moved = view.log.some((m) => view.seats[m.seat]?.player.player === "person");
  return t(moved ? "takeBackWhyDealt" : "takeBackWhyNotMoved");
}

export function levelName(level: Level, t: Translate): string {
  return t(LEVEL_SHORT[level]);
}

export function seatPlayerName(player: SeatPlayer, t: Translate): string {
  return player.player === "person" ? t("person") : t(LEVEL[player.level]);
}

/** The speed setting as milliseconds a computer move stays before the next. */
export function speedMs(speed: "instant" | "fast" | "normal" | "slow"): number {
  return { instant: 0, fast: 350, normal: 900, slow: 1800 }[speed];
}
