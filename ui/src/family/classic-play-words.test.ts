// The 1756 game against the computer: what is announced names each card exactly as the
// move's button does (issue 50, item 27), and the deal's line runs no two headings
// together (item 28).
import { describe, expect, it } from "vitest";
import type { ClassicChoice, LoggedMove } from "../bindings";
import { translator } from "../i18n";
import { choiceText, logLine } from "./classic-play-words";
import { suitedNameThe } from "./classic-words";

const en = translator("en");
const fr = translator("fr");
const names = ["Moi", "Ben", "Chloé"];

/** A capture as the engine lists it for a button, and as its log entry records it. */
function capture(card: string, taken: string[]): { choice: ClassicChoice; entry: LoggedMove } {
  const action = `${card}:${taken.join(",")}`;
  return {
    choice: { action, capture: null } as unknown as ClassicChoice,
    entry: { seat: 0, action, events: [{ event: { event: "captured", player: 0, card, taken, clears_table: false } }] } as unknown as LoggedMove,
  };
}

const MOVES: [string, string[]][] = [
  ["JH", ["JC"]],
  ["10S", ["AC", "4D", "5H"]],
  ["QD", ["QS"]],
  ["KC", ["KH"]],
  ["7C", ["3S", "4H"]],
  ["AS", ["AD"]],
];

describe("the 1756 game's announcements", () => {
  for (const [lang, t] of [["en", en], ["fr", fr]] as const) {
    it(`name each card as its button does (${lang})`, () => {
      for (const [card, taken] of MOVES) {
        const { choice, entry } = capture(card, taken);
        const button = choiceText(choice, names, t, false);
        const said = logLine(entry, names, t);
        for (const c of [card, ...taken]) {
          const full = suitedNameThe(c, t);
          expect(button).toContain(full);
          expect(said).toContain(full);
        }
        // the same cards, in the same order
        const order = (text: string) => [card, ...taken].map((c) => text.indexOf(suitedNameThe(c, t)));
        expect(order(said).slice(1)).toEqual([...order(said).slice(1)].sort((a, b) => a - b));
        expect(order(button).slice(1)).toEqual([...order(button).slice(1)].sort((a, b) => a - b));
      }
    });
  }

  it("says the suits the buttons say", () => {
    const { choice, entry } = capture("JH", ["JC"]);
    expect(choiceText(choice, names, fr, false)).toBe("Prendre le valet de trèfle avec le valet de cœur");
    expect(logLine(entry, names, fr)).toBe("Moi prend le valet de trèfle avec le valet de cœur");
    expect(logLine(entry, names, en)).toBe("Moi takes the jack of clubs with the jack of hearts");
  });

  it("words the deal without two headings run together", () => {
    const deal = {
      seat: null, action: null,
      events: [
        { event: { event: "dealer_cut", cut: { dealer: 0 } } },
        { event: { event: "game_started", game: 1, dealer: 0, multiplier: 1, pot: 0 } },
      ],
    } as unknown as LoggedMove;
    const line = logLine(deal, names, fr);
    expect(line.startsWith("La coupe désigne Moi pour donner en premier. ")).toBe(true);
    expect(line).not.toMatch(/^[^.]*:[^.]*:/);
    expect(logLine(deal, names, en)).not.toMatch(/^[^.]*:[^.]*:/);
  });
});
