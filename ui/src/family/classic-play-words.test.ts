// The 1756 game against the computer: what is announced names each card exactly as the
// move's button does (issue 50, item 27), and the deal's line runs no two headings
// together (item 28).
import { describe, expect, it } from "vitest";
import type { ClassicChoice, Event, GameResult, LoggedMove } from "../bindings";
import { translator } from "../i18n";
import { choiceText, classicEndText, classicTakeBackWhy, logLine, termsIn } from "./classic-play-words";
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

describe("the French newcomer's 1756 findings (items 4, 7, 8)", () => {
  const NB = "\u00a0";
  const ev = (event: Event) => ({ event, transfers: [] });
  const played = (seat: number | null, ...events: Event[]) => ({ seat, action: seat === null ? null : "reveal", events: events.map(ev) }) as LoggedMove;
  const dealt: Event = { event: "dealt", deal: 2, turned_up: 4, last: false };
  const at = (log: LoggedMove[], can = false) => ({ can_take_back: can, person: 0, log, view: { names, result: null } });

  it("says why the take-back is disabled, from the log (item 4)", () => {
    expect(classicTakeBackWhy(at([played(null, dealt)]), false, fr)).toBe(`Rien à reprendre pour l'instant${NB}: vous n'avez pas encore joué.`);
    expect(classicTakeBackWhy(at([played(null, dealt), played(0), played(1, { event: "reveal", player: 1, cards: 3, aces: 0, reason: "cannot_capture" } as Event)]), false, fr))
      .toContain("Ben a montré ses cartes depuis votre dernier coup");
    expect(classicTakeBackWhy(at([played(null, dealt), played(0), played(1), played(null, dealt)]), false, en)).toContain("cards were dealt since your last move");
    // allowed, or the game over: nothing to say
    expect(classicTakeBackWhy(at([played(0)], true), false, fr)).toBeNull();
    expect(classicTakeBackWhy(at([played(0)]), true, fr)).toBeNull();
  });

  it("says who won, or that nobody did and why (item 7)", () => {
    const result = (winner: number | null) => ({ winner, consolation: null, piles: [], blaetter: null, multiplier: 1, next_multiplier: 1, pot_to: null, pot_carried: 0 }) as GameResult;
    expect(classicEndText(result(1), names, fr)).toBe(`La partie est finie${NB}: Ben la gagne, en ayant échangé toutes ses cartes avant les autres au dernier tour.`);
    expect(classicEndText(result(null), names, fr)).toContain("personne ne la gagne");
  });

  it("names the counters a capture earns, with their plurals, and finds the game's words to explain (item 8)", () => {
    expect(fr("refClassicEarns", { each: 1, counters: 2 })).toBe("1 jeton de chacun, 2 jetons en tout");
    expect(fr("refClassicEarns", { each: 2, counters: 6 })).toBe("2 jetons de chacun, 6 jetons en tout");
    expect(en("refClassicEarns", { each: 1, counters: 3 })).toBe("1 counter from each, 3 counters in all");
    expect(termsIn([{ event: "sautenelle", player: 0, each: 1 }, { event: "haneton", player: 0, each: 1 }])).toEqual(["haneton", "sautenelle"]);
    expect(fr("cplayTermHaneton")).toContain("au lieu du Klein-Papillon");
  });

  it("says a new deal after a move as a sentence, not a heading run on (item 17)", () => {
    const line = logLine(played(0, { event: "captured", player: 0, card: "10S", taken: ["4D", "6C"], clears_table: false }, dealt), names, fr);
    expect(line).toMatch(/avec le 10 de pique\. Les cartes de la donne 2 sont données$/);
  });
});
