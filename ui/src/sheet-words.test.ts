import { describe, expect, it } from "vitest";
import type { DiceEntry, FamilySheet, ScoreReport, SheetInput } from "./bindings";
import { translator, type Translate } from "./i18n";
import { changesPhrase, couteauSources, familyChange, familyUndoLine, handPoints, nextHand, sheetChanges, undoLine } from "./sheet-words";

const fr = translator("fr");
const en = translator("en");
const NB = "\u00a0";
/** The card names a sentence uses, from the catalogue (the trumps these tests use). */
const named = (t: Translate) => (face: string) => (face.length > 3 ? t("card-trump", { trump: face }) : face);

function sheet(part: Partial<SheetInput>): SheetInput {
  return { players: ["Ana", "Ben", "Cléo"], options: {} as SheetInput["options"], ...part };
}
const orange = (o: Partial<NonNullable<SheetInput["orange"]>>): SheetInput["orange"] =>
  ({ tours: [], end: "normal", hands: {}, couteau_suisse: {}, papillon_draw: {}, ...o });

describe("what undo and redo say", () => {
  const before = sheet({ blue: { players: { Ana: { cards: 12, scoring: ["papillon"] } }, most_cards_rolloff: null } });
  const after = sheet({ blue: { players: { Ana: { cards: 12, scoring: [] } }, most_cards_rolloff: null } });

  it("names the entry undone, in both languages", () => {
    expect(undoLine("undo", before, after, fr, named(fr))).toBe(`Annulé${NB}: Ana a pris le Papillon`);
    expect(undoLine("undo", before, after, en, named(en))).toBe("Undone: Ana captured the Papillon");
  });

  it("names the entry redone: the change from before to after", () => {
    expect(undoLine("redo", after, before, fr, named(fr))).toBe(`Rétabli${NB}: Ana a pris le Papillon`);
    expect(undoLine("redo", before, after, en, named(en))).toBe("Redone: Ana no longer has the Papillon");
  });

  it("says « une saisie » when nothing the keeper entered differs", () => {
    expect(undoLine("undo", before, before, fr, named(fr))).toBe(`Annulé${NB}: une saisie`);
    expect(undoLine("undo", before, before, en, named(en))).toBe("Undone: an entry");
  });

  it("words a count of captured cards at 0, 1 and 2", () => {
    const count = (n: number) => sheet({ blue: { players: { Ben: { cards: n, scoring: [] } }, most_cards_rolloff: null } });
    const none = sheet({});
    expect(sheetChanges(none, count(0), fr, named(fr))).toEqual([]); // nothing to say: 0 as before
    expect(sheetChanges(count(1), count(0), fr, named(fr))).toEqual(["Ben\u00a0: 0 carte prise"]);
    expect(sheetChanges(none, count(1), fr, named(fr))).toEqual(["Ben\u00a0: 1 carte prise"]);
    expect(sheetChanges(none, count(2), fr, named(fr))).toEqual(["Ben\u00a0: 2 cartes prises"]);
    expect(sheetChanges(count(1), count(0), en, named(en))).toEqual(["Ben: 0 cards captured"]);
    expect(sheetChanges(none, count(1), en, named(en))).toEqual(["Ben: 1 card captured"]);
    expect(sheetChanges(none, count(2), en, named(en))).toEqual(["Ben: 2 cards captured"]);
    expect(sheetChanges(count(2), none, en, named(en))).toEqual(["Ben's blue round cleared"]);
  });

  it("words the orange round: tours, hands, the Papillon's draw, the Couteau Suisse values", () => {
    const a = sheet({ orange: orange({ tours: ["Ana"] }) });
    const b = sheet({ orange: orange({ tours: ["Ana", "Ben"], hands: { Cléo: [] } }) });
    expect(sheetChanges(a, b, fr, named(fr))).toEqual([
      "tour 2\u00a0: Ben a vidé sa main en premier",
      "main (Cléo)\u00a0: vide",
    ]);
    expect(sheetChanges(b, a, en, named(en))).toEqual(["taking out tour 2", "Cléo's hand: not entered"]);
    const c = sheet({ orange: orange({ hands: { Ana: ["couteau-suisse"] }, couteau_suisse: { Ana: [7] }, papillon_draw: { Ben: ["chenille"] } }) });
    const d = sheet({ orange: orange({ hands: { Ana: ["couteau-suisse"] }, couteau_suisse: { Ana: [7, 2] }, papillon_draw: { Ben: [] } }) });
    expect(sheetChanges(c, d, fr, named(fr))).toEqual([
      "Couteau Suisse (Ana)\u00a0: il vaut 2",
      "Ben n'a plus la Chenille dans le tirage du Papillon",
    ]);
    expect(sheetChanges(d, c, en, named(en))).toEqual([
      "Ana's Couteau Suisse value 2 taken out",
      "Ben drew the Chenille for the Papillon",
    ]);
    // in seat order (Ana, then Ben); a card out of a hand that holds it twice (two decks): one of them goes
    const e = sheet({ orange: orange({ hands: { Ana: ["chenille", "chenille"] } }) });
    const f = sheet({ orange: orange({ hands: { Ana: ["chenille"] } }) });
    expect(sheetChanges(e, f, en, named(en))).toEqual(["the Chenille taken out of Ana's hand"]);
    expect(sheetChanges(f, e, fr, named(fr))).toEqual(["Ana garde la Chenille en main"]);
  });

  it("reads a long change as its first two parts and how many more", () => {
    expect(changesPhrase(["a", "b"], fr)).toBe("a\u00a0; b");
    expect(changesPhrase(["a", "b", "c"], fr)).toBe("a\u00a0; b et 1 autre changement");
    expect(changesPhrase(["a", "b", "c", "d"], en)).toBe("a; b, and 2 changes besides");
    expect(changesPhrase(["a"], en)).toBe("a");
  });
});

describe("undo and redo on the family's other games", () => {
  const deal = (n: number) => ({ n }) as unknown;
  const farfalia = (deals: unknown[]): FamilySheet => ({ game: "farfalia", sheet: { deals } as unknown as Extract<FamilySheet, { game: "farfalia" }>["sheet"] });
  const prout = (games: unknown[]): FamilySheet => ({ game: "prout", sheet: { games } as unknown as Extract<FamilySheet, { game: "prout" }>["sheet"] });

  it("names the deal added, taken out or changed", () => {
    expect(familyChange(farfalia([deal(1)]), farfalia([deal(1), deal(2)]), fr)).toBe("l'ajout de la donne 2");
    expect(familyChange(farfalia([deal(1), deal(2)]), farfalia([deal(1)]), en)).toBe("taking out deal 2");
    expect(familyChange(farfalia([deal(1), deal(2)]), farfalia([deal(1), deal(3)]), en)).toBe("an entry in deal 2");
    expect(familyChange(prout([]), prout([deal(1)]), fr)).toBe("l'ajout de la partie 1");
    expect(familyChange(prout([deal(1)]), prout([deal(1)]), en)).toBe("a change to the game's set-up");
    expect(familyUndoLine("undo", prout([deal(1)]), prout([]), fr)).toBe("Annulé\u00a0: l'ajout de la partie 1");
    expect(familyUndoLine("redo", prout([]), prout([deal(1)]), en)).toBe("Redone: adding game 1");
  });
});

describe("the keeper's notes", () => {
  it("tells a value rolled here from one rolled at the table", () => {
    const roll = (player: string, dice: number[], game: number | null = 4): DiceEntry =>
      ({ game, rolled_at: "", purpose: "couteau_suisse", player, dice });
    const log = [roll("Ana", [3, 4]), roll("Ben", [6, 6]), roll("Ana", [1, 1], 5), { ...roll("Ana", [2, 2]), purpose: "start_blue" as const }];
    expect(couteauSources([7, 7, 2, 4], log, "Ana", 4)).toEqual(["rolled", "entered", "entered", "entered"]);
    expect(couteauSources([12], log, "Ben", 4)).toEqual(["rolled"]);
    expect(couteauSources([], log, "Ben", 4)).toEqual([]);
  });

  it("reads a hand's points from the report, and words them at 0, 1, 2 and below 0", () => {
    const report = {
      players: [{ name: "Ana", orange_items: [
        { item: "hand_card", points: 5 }, { item: "couteau_suisse", points: 7 }, { item: "tour", points: 20 },
      ] }, { name: "Ben", orange_items: [] }],
    } as unknown as ScoreReport;
    expect(handPoints(report, "Ana")).toBe(12);
    expect(handPoints(report, "Ben")).toBe(0);
    expect(handPoints(report, "Zoé")).toBeNull();
    expect(handPoints(null, "Ana")).toBeNull();
    expect(fr("handPointsNote", { n: 0 })).toBe("0 point");
    expect(fr("handPointsNote", { n: -1 })).toBe("−1 point");
    expect(fr("handPointsNote", { n: -2 })).toBe("−2 points");
    expect(en("handPointsNote", { n: 0 })).toBe("0 points");
    expect(en("handPointsNote", { n: -1 })).toBe("−1 point");
    expect(en("handPointsNote", { n: -12 })).toBe("−12 points");
    expect(fr("handCardsNote", { n: 0 })).toBe("0 carte");
    expect(fr("handCardsNote", { n: 2 })).toBe("2 cartes");
    expect(en("handCardsNote", { n: 1 })).toBe("1 card");
    expect(en("handCardsNote", { n: 0 })).toBe("0 cards");
  });

  it("picks the player whose hand is next, or none", () => {
    expect(nextHand(sheet({}))).toBe("Ana");
    expect(nextHand(sheet({ orange: orange({ hands: { Ana: [], Cléo: ["chenille"] } }) }))).toBe("Ben");
    expect(nextHand(sheet({ orange: orange({ hands: { Ana: [], Ben: [], Cléo: [] } }) }))).toBeNull();
  });

  it("words the Couteau Suisse prompt and field for a newcomer", () => {
    expect(fr("couteauPrompt", { name: "Ana", rolled: 0, held: 1 })).toContain("(0 valeur connue sur 1)");
    expect(fr("couteauPrompt", { name: "Ana", rolled: 2, held: 2 })).toContain("(2 valeurs connues sur 2)");
    expect(en("couteauPrompt", { name: "Ana", rolled: 1, held: 2 })).toContain("(1 of 2 values known)");
    expect(en("couteauPrompt", { name: "Ana", rolled: 0, held: 1 })).toContain("(0 of 1 value known)");
    expect(en("couteauEnterLabel", { name: "Ana", min: 2, max: 12 })).toBe("Sum of the two dice rolled at the table, for Ana (2 to 12)");
    expect(fr("couteauEnterLabelOne", { name: "Ana", min: 1, max: 6 })).toBe("Nombre du dé lancé à la table, pour Ana (de 1 à 6)");
    expect(fr("item_tour", { tour: 1, who: "Cléo" })).toBe("Tour 1\u00a0: Cléo a fini en premier");
  });
});
