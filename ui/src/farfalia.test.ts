import { describe, expect, it } from "vitest";
import type { FarfaliaNote, FarfaliaProblem } from "./api";
import { NOTES, farfaliaProblemText, reasonText, sideName } from "./family/farfalia-words";
import { translator } from "./i18n";

const side = ["Béatrice", "Danièle"];
/** One problem of every kind the engine reports (crates/farfalia/src/problem.rs). */
const PROBLEMS: FarfaliaProblem[] = [
  { code: "player_count", mode: "beginner_five", expected: 5, players: 4 },
  { code: "empty_name", seat: 0 },
  { code: "name_too_long", seat: 1, start: "Béatrice", chars: 200 },
  { code: "duplicate_player", name: "Alain" },
  { code: "house_points", matches: 3, points: 101 },
  { code: "target_not_for_mode", mode: "two" },
  { code: "target", target: 0 },
  { code: "target_and_deals" },
  { code: "deals", mode: "four", deals: 6 },
  { code: "doubled_deals_too_many", listed: 5, deals: 3 },
  { code: "doubled_deal", deal: 0, deals: 3 },
  { code: "doubled_deal_twice", deal: 2 },
  { code: "deal_after_end", deal: 4, ended_after: 3 },
  { code: "unknown_player", deal: 1, name: "Zoé", field: "dealer", known: ["Alain"] },
  { code: "dealer_not_by_rule", deal: 2, dealer: "Alain", expected: "Corentin", reason: { rule: "group_chooses" } },
  { code: "sides_not_by_rule", deal: 1, dealer: "Alain", sides: [["Alain"], side], expected: [["Alain"], side] },
  { code: "side_shape", deal: 1, mode: "beginner_five", extra: false, sides: [side] },
  { code: "partners_changed", deal: 2, sides: [side], partners: [side] },
  { code: "too_many_sides", deal: 1, sides: 6, players: 5 },
  { code: "empty_side", deal: 1, side: 0 },
  { code: "player_in_two_sides", deal: 1, player: "Alain" },
  { code: "player_in_no_side", deal: 1, player: "Alain" },
  { code: "proposition_incomplete", deal: 1, subjects: 3 },
  { code: "proposition_too_long", deal: 1, subjects: 6 },
  { code: "trump_not_from_proposition", deal: 1, trump: "red", first: "fish", expected: "blue" },
  { code: "negative_count", deal: 1, side, subject: "leaf", count: -1 },
  { code: "more_than_proposed", deal: 1, side, subject: "strawberry", collected: 3, proposed: 2 },
  { code: "too_many_cards", deal: 1, side, cards: 60 },
  { code: "card_notation", deal: 1, side, text: "14X", error: "colour" },
  { code: "card_twice", deal: 1, card: { colour: "green", rank: 12, subject: "butterfly" }, sides: [side] },
  { code: "cards_beyond_count", deal: 1, side, subject: "fish", listed: 2, counted: 1 },
  { code: "deck_limit", deal: 1, subject: "butterfly", collected: 13, deck: 12 },
  { code: "too_many_picks", deal: 1, picks: 11, max: 10 },
  { code: "double_you_off", deal: 1, player: "Alain" },
  { code: "double_you_twice", deal: 1, player: "Alain" },
  { code: "double_you_leader", deal: 2, player: "Alain", total: 15 },
  { code: "double_you_no_joker_left", deal: 3, player: "Alain" },
  { code: "too_many_double_you", deal: 1, listed: 6, players: 5 },
];

describe("Farfalia's words", () => {
  for (const lang of ["en", "fr"] as const) {
    const t = translator(lang);
    it(`words every problem of the engine in ${lang}, each naming its culprit`, () => {
      for (const p of PROBLEMS) {
        const text = farfaliaProblemText(p, t);
        expect(text, p.code).not.toMatch(/[{}$]/);
        if ("deal" in p && !p.code.startsWith("doubled")) expect(text, p.code).toContain(String(p.deal));
      }
    });
    it(`words every note and every dealer reason in ${lang}`, () => {
      for (const note of Object.keys(NOTES) as FarfaliaNote[]) expect(t(NOTES[note][0])).not.toBe("");
      const tied = reasonText({ rule: "lowest_total", total: 1, tied: ["Corentin", "Éric"], outgoing: "Alain", outgoing_excluded: true }, "Corentin", t);
      expect(tied).toContain("Corentin, Éric");
      expect(tied).toContain("Alain");
      expect(reasonText({ rule: "left_of_previous", previous: "Alain" }, "Béatrice", t)).toContain("Alain");
    });
  }

  it("names a side as the table does", () => {
    const t = translator("en");
    expect(sideName(["Alain"], "Alain", "beginner_five", false, t)).toBe("Alain (dealer)");
    expect(sideName(["Alain"], "Alain", "three", false, t)).toBe("Alain and the fictitious partner");
    expect(sideName(["Alain"], "Alain", "three", true, t)).toBe("Alain");
    expect(sideName(side, "Alain", "beginner_five", false, t)).toBe("Béatrice + Danièle");
  });
});
