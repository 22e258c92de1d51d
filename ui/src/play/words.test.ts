// Why the computer chose a move, in words (issue 50, item 14): a number with its noun
// through the catalogue's plural (French takes the singular below 2: « −1 point »,
// « 1,5 point »; English only at 1: "−1 point", "1.5 points"), and the search's second
// figure named for what it is, the move tried next most often (the search picks the
// move it tried most, not the one with the best mean margin).
import { describe, expect, it } from "vitest";
import type { HintReason } from "../api";
import { classicReasonText } from "../family/classic-play-words";
import { translator } from "../i18n";
import { blueOverText } from "./spoken";
import { reasonText, takeBackWhy } from "./words";

const en = translator("en");
const fr = translator("fr");
const search = (margin: number, next: number | null): HintReason => ({ reason: "search", expected_margin: margin, next_best_margin: next, iterations: 400 });
/** The noun right after the number `shown` (its digits, whatever the sign's glyph). */
const noun = (text: string, shown: string) => new RegExp(`(^|[^\\d,.])${shown.replace(".", "\\.")} (points?|jetons?|counters?)\\b`).exec(text)?.[2];

describe("the hint's and the review's reasons", () => {
  it("take the singular in French below 2, in English at 1 only", () => {
    const cases: [number, string, string, string][] = [
      // value, as written in English, in French, English noun, (French noun below)
      [-1, "1", "1", "point"], [1, "1", "1", "point"], [1.5, "1.5", "1,5", "points"], [2, "2", "2", "points"],
    ];
    for (const [x, enShown, frShown, enNoun] of cases) {
      expect(noun(reasonText(search(x, null), en), enShown)).toBe(enNoun);
      expect(noun(reasonText(search(x, null), fr), frShown)).toBe(Math.abs(x) < 2 ? "point" : "points");
      expect(noun(reasonText({ reason: "one_ply", score: x }, en), enShown)).toBe(enNoun);
      expect(noun(reasonText({ reason: "one_ply", score: x }, fr), frShown)).toBe(Math.abs(x) < 2 ? "point" : "points");
      expect(noun(classicReasonText(search(x, null), fr), frShown)).toBe(Math.abs(x) < 2 ? "jeton" : "jetons");
      expect(noun(classicReasonText(search(x, null), en), enShown)).toBe(enNoun === "point" ? "counter" : "counters");
    }
  });

  it("names the second figure as the move tried next most often, not the second best", () => {
    const fr2 = reasonText(search(-1.5, -1.2), fr);
    expect(fr2).not.toContain("meilleur");
    expect(fr2).toContain("le plus souvent ensuite");
    expect(noun(fr2, "1,5")).toBe("point");
    expect(noun(fr2, "1,2")).toBe("point");
    const en2 = reasonText(search(-1.5, -1.2), en);
    expect(en2).not.toContain("best");
    expect(en2).toContain("next most often");
    expect(classicReasonText(search(3, 2), fr)).not.toContain("meilleur");
  });
});

describe("the end of a full game's blue round", () => {
  const side = (members: string[], blue: number, place: number) => ({ members, blue, orange: 0, total: blue, place, blue_items: [], orange_items: [] });
  const report = { sides: [side(["Moi"], 31, 1), side(["Ben"], 1, 2)], winners: ["Moi"], players: [], consolation: [], options: {} } as unknown as Parameters<typeof blueOverText>[0];

  it("names who leads, not winners, after the blue round alone", () => {
    expect(blueOverText(report, en)).toContain("Leading: Moi");
    expect(blueOverText(report, en)).not.toMatch(/winner/i);
    expect(blueOverText(report, fr)).toContain("En tête\u00a0: Moi");
    expect(blueOverText(report, fr)).not.toMatch(/gagnant/i);
  });

  it("counts each side's blue points with their noun", () => {
    expect(fr("blueSideLine", { side: "Ben", points: 1 })).toBe("Ben\u00a0: 1 point dans la manche bleue");
    expect(en("blueSideLine", { side: "Ben", points: 1.5 })).toBe("Ben: 1.5 points in the blue round");
    expect(fr("blueItemLine", { item: "Yin et Yang", points: 2 })).toBe("Yin et Yang\u00a0: 2 points");
  });
});

describe("a greyed-out take-back's reason (newcomer report, item b)", () => {
  const seats = [{ player: { player: "person" as const } }, { player: { player: "computer" as const, level: "medium" as const } }];
  it("says the person has not moved, or that cards came since their move; nothing when it can be taken back", () => {
    expect(takeBackWhy({ can_take_back: false, seats, log: [{ seat: 1 }] }, false, fr)).toBe("Rien à reprendre pour l'instant\u00a0: vous n'avez pas encore joué.");
    expect(takeBackWhy({ can_take_back: false, seats, log: [{ seat: 0 }, { seat: 1 }] }, false, en)).toBe("No take-back now: you have been dealt or have drawn cards since your last move.");
    expect(takeBackWhy({ can_take_back: true, seats, log: [{ seat: 0 }] }, false, en)).toBeNull();
    expect(takeBackWhy({ can_take_back: false, seats, log: [{ seat: 0 }] }, true, en)).toBeNull();
  });
});
