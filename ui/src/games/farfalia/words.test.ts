import { describe, expect, it } from "vitest";
import type { HintReason, DealReport, FarfaliaCard, FarfaliaSubject, FarfaliaDealRecord, FarfaliaLogged, FarfaliaPlayView, FarfaliaView, PlayView } from "../../bindings";
import { translator } from "../../i18n";
import {
  actionText, cardOf, dealJustEnded, lackingText, moveLines, newLines, notationOf, pickText, refusedText, sideScoreText, stillLacking,
  tableText, takeBackWhy, trumpWords, wonText, fplayReasonText, dealLine,
} from "./words";

const NAMES = ["Ana", "Ben", "Cleo", "Dan", "Eve"];

/** A five-player view at the start of deal `deal` (what the engine sends, trimmed to
 *  what the words read). */
function board(deal: number, log: FarfaliaLogged[], proposition: FarfaliaView["proposition"]): FarfaliaPlayView {
  const view = {
    seat: 0, names: NAMES, mode: "beginner_five", deal, deals: 3, target: null, doubled: false, dealer: 1,
    sides: [[1], [0, 2], [3, 4]], phase: { phase: "play", seat: 0 }, hand: [], joker: null, discard: [],
    trump: proposition ? "red" : null, proposition, trick: [], leader: 2, tricks_done: 0, tricks: 10,
    first_pick_trick: 1, last_trick: null, collections: [[], [], [], [], []], hand_sizes: [10, 10, 10, 10, 10],
    jokers_held: [false, false, false, false, false], jokers_played: [null, null, null, null, null],
    face_down: [0, 0, 0, 0, 0], double_you: [false, false, false, false, false], double_you_left: [0, 0, 0, 0, 0],
    totals: [0, 0, 0, 0, 0], history: [], winners: null, actions: [], lacking: [[], [], []],
  } satisfies FarfaliaView;
  return { person: 0, view, options: {} as FarfaliaPlayView["options"], log, report: null };
}

const move = (number: number, seat: number, action: string | null, extra: Partial<FarfaliaLogged> = {}): FarfaliaLogged =>
  ({ number, seat, action, deal: 1, joker: null, won_by: null, deal_end: null, ...extra });

describe("Farfalia's words against the computer", () => {
  const t = translator("en");

  it("reads and writes the sheet's card notation", () => {
    expect(cardOf("12G")).toEqual({ colour: "green", rank: 12 });
    expect(cardOf("3v")).toEqual({ colour: "green", rank: 3 });
    expect(cardOf("14R")).toBeNull();
    expect(cardOf("joker")).toBeNull();
    expect(notationOf({ colour: "orange", rank: 10 })).toBe("10O");
  });

  it("words every move of the engine's notation", () => {
    expect(actionText("play 11B", t)).toBe("Play the blue 11");
    expect(actionText("pick 3R", t)).toBe("Keep the red 3");
    expect(actionText("no-pick", t)).toBe("Keep no card");
    expect(actionText("discard 3R 7G", t)).toBe("Lay aside the red 3 and the green 7");
    expect(actionText("trump green", t)).toBe("Call green as trump");
    expect(actionText("trump none", t)).toBe("Call no trump");
    expect(actionText("joker", t, "fish")).toBe("Play your joker (Fish)");
  });

  it("says who won a trick and a deal's score as lines of their own, and hides another's discard", () => {
    const end = move(7, 3, "play 9R", { won_by: 2 });
    expect(moveLines(end, NAMES, t)).toEqual(["Dan plays the red 9.", "Cleo wins the trick."]);
    expect(moveLines(move(1, 1, null), NAMES, t)).toEqual(["Ben lays two cards aside."]);
    expect(moveLines(move(2, 4, "joker", { joker: "shell" }), NAMES, t)).toEqual(["Eve plays the joker (Shell)."]);
  });

  it("gives the news: each new line once, the proposition when it is turned, a new deal", () => {
    const before = board(1, [move(1, 1, null)], null);
    const called = board(1, [move(1, 1, null), move(2, 1, "trump red")], ["leaf", "fish", "shell", "butterfly", "strawberry"]);
    const news = newLines(before, called, t);
    expect(news[0]).toBe("Ben calls red as trump.");
    expect(news[1]).toMatch(/^Trump: Red\. The proposition: Leaf, Fish, Shell, Butterfly and Strawberry\.$/);
    expect(news).toHaveLength(2);
    const next = board(2, [...called.log, move(3, 0, "play 5G", { won_by: 0, deal_end: { deal: 1, dealer: 1, trump: "red", proposition: [], sides: [], double_you: [], doubled: false, points: [1, 2, 3, 4, 5], totals: [1, 2, 3, 4, 5] } })], null);
    const later = newLines(called, next, t);
    expect(later).toEqual(["Ana plays the green 5.", "Ana wins the trick.", "Deal 1 is scored: Ana 1, Ben 2, Cleo 3, Dan 4 and Eve 5.", "Deal 2: Ben deals."]);
  });

  it("reads the last trick and its winner between two tricks (the T key)", () => {
    const b = board(1, [], ["leaf", "fish", "shell", "butterfly", "strawberry"]);
    b.view.last_trick = { number: 1, plays: [[2, { kind: "card", card: { colour: "red", rank: 9, subject: "strawberry" } }], [3, { kind: "joker", symbol: "fish" }]], winner: 2, burned: [], kept: null };
    expect(tableText(b, t)).toContain("The last trick, won by Cleo: Cleo: the red 9 and Dan: the joker (Fish).");
    b.view.trick = [[0, { kind: "card", card: { colour: "green", rank: 5, subject: "leaf" } }]];
    expect(tableText(b, t)).toContain("On the table: Ana: the green 5.");
    expect(tableText(b, t)).not.toContain("last trick");
  });
});

const NB = "\u00a0";
/** A card as the engine sends it: its subject is the engine's (\`Card::subject\`), given
 *  here as the engine would give it. */
const card = (n: string, subject: FarfaliaSubject = "strawberry"): FarfaliaCard => ({ ...cardOf(n)!, subject });
const END: FarfaliaDealRecord = { deal: 1, dealer: 1, trump: "red", proposition: [], sides: [], double_you: [], doubled: false, points: [0, 0, 0, 0, 0], totals: [0, 0, 0, 0, 0] };

/** A deal scored as the score keeper reports it: one side, `matches` cards kept. */
function scored(matches: number, base: number, doubled = false): DealReport {
  const cards = ["3R", "5B", "7O", "9G", "11R"].slice(0, matches).map((n) => card(n));
  return {
    deal: 1, dealer: "Ben", extra: false, trump: "red", proposition: ["strawberry", "fish", "shell", "leaf", "strawberry"], doubled,
    sides: [{ players: ["Ben"], dealer: true, collected: {}, entered: true, cards, matches, base, points: doubled ? base * 2 : base }],
    players: [],
  } as unknown as DealReport;
}

describe("Farfalia's table words (issue 50)", () => {
  const en = translator("en");
  const fr = translator("fr");

  it("says why a card the follow rule refuses cannot be played (item 7)", () => {
    expect(refusedText(card("7B"), en)).toBe("You cannot play the blue 7: you must follow the colour led.");
    expect(refusedText(card("7B"), fr)).toBe(`Vous ne pouvez pas jouer le 7 bleu${NB}: vous devez fournir la couleur demandée.`);
  });

  it("names the subject a card to keep counts as, and what the side still lacks (item 9)", () => {
    const b = board(1, [], ["butterfly", "strawberry", "butterfly", "shell", "leaf"]);
    // the trick won: the engine's cards, each with the subject it stands for
    b.view.trick = [[1, { kind: "card", card: card("10O", "butterfly") }], [2, { kind: "card", card: card("7O", "shell") }]];
    expect(pickText("pick 10O", en, b.view)).toBe("Keep the orange 10 (counts as Butterfly)");
    expect(pickText("pick 7O", fr, b.view)).toBe("Garder le 7 orange (compte comme Coquillage)");
    expect(pickText("no-pick", en, b.view)).toBe("Keep no card");
    // seat 0's side is the second of sides [[1], [0, 2], [3, 4]]: its quota is the engine's
    b.view.lacking = [["butterfly"], ["strawberry", "butterfly", "leaf"], []];
    expect(stillLacking(b, 0)).toEqual(["strawberry", "butterfly", "leaf"]);
    expect(stillLacking(b, 3)).toEqual([]);
    expect(lackingText(b, en)).toBe("Your side still lacks from the proposition: Strawberry, Butterfly and Leaf.");
    expect(lackingText(b, fr)).toBe(`De la proposition, il manque encore à votre camp${NB}: Fraise, Papillon et Feuille.`);
    b.view.lacking = [["butterfly"], [], []];
    expect(stillLacking(b, 0)).toEqual([]);
    expect(lackingText(b, en)).toBe("Your side has every subject of the proposition: it can keep no more.");
  });

  it("says which cards won are counted: face down and face up (item 10), at 0, 1 and 2", () => {
    const b = board(1, [], null);
    b.view.face_down = [0, 1, 2, 0, 0];
    b.view.collections = [[], [card("3R")], [card("3R"), card("5B")], [], []];
    // a number and its noun never break apart in a narrow box (a newcomer pass)
    expect(wonText(b, 0, en)).toBe(`Cards won: 0${NB}face${NB}down, 0${NB}face${NB}up`);
    expect(wonText(b, 1, en)).toBe(`Cards won: 1${NB}face${NB}down, 1${NB}face${NB}up`);
    expect(wonText(b, 2, fr)).toBe(`Cartes gagnées${NB}: 2${NB}face${NB}cachée, 2${NB}face${NB}visible`);
    expect(en("fplayTotal", { points: 1 })).toBe("1 point");
    expect(en("fplayTotal", { points: 2 })).toBe("2 points");
    expect(fr("fplayTotal", { points: 0 })).toBe("0 point");
    expect(fr("fplayTotal", { points: -1 })).toBe("−1 point");
  });

  it("names the dealer who has not called the trump, and tells the person who deals to call it", () => {
    const b = board(1, [], null);
    expect(trumpWords(b, en)).toBe("Ben, the dealer, has not called the trump yet.");
    expect(trumpWords(b, fr)).toBe("Ben, qui donne, n'a pas encore annoncé l'atout.");
    b.view.dealer = 0;
    expect(trumpWords(b, en)).toBe("You deal: the trump is yours to call.");
    expect(trumpWords(b, fr)).toBe(`Vous donnez${NB}: à vous d'annoncer l'atout.`);
  });

  it("says why the take-back is disabled (item 12)", () => {
    const view = (can: boolean, over = false) => ({ can_take_back: can, over }) as PlayView;
    const b = board(1, [move(1, 1, "play 3R")], null);
    expect(takeBackWhy(b, view(false), en)).toBe("Nothing to take back yet: you have not played.");
    b.log.push(move(2, 0, "play 5R"));
    expect(takeBackWhy(b, view(false), en)).toMatch(/^No take-back now: cards were shown since your last move/);
    expect(takeBackWhy(b, view(false), fr)).toMatch(new RegExp(`^Pas de reprise maintenant${NB}: `));
    expect(takeBackWhy(b, view(true), en)).toBeNull();
    expect(takeBackWhy(b, view(false, true), en)).toBeNull();
  });

  it("pauses on a deal that just ended, not on one played on from, nor at the game's end (item 8)", () => {
    const ended = board(2, [move(1, 0, "play 5G", { deal_end: END })], null);
    expect(dealJustEnded(ended)).toBe(1);
    ended.log.push(move(2, 1, "play 3R", { deal: 2 }));
    expect(dealJustEnded(ended)).toBeNull();
    const over = board(1, [move(1, 0, "play 5G", { deal_end: END })], null);
    over.view.phase = { phase: "over" };
    expect(dealJustEnded(over)).toBeNull();
  });

  it("explains a side's score as the score keeper does, at 0, 1 and 2 cards, and doubled (item 8)", () => {
    const b = board(2, [], null);
    expect(sideScoreText(scored(0, 0), 0, b, en)).toEqual({ name: "Ben (dealer)", kept: "nothing", score: "0 matching cards: 0 points" });
    expect(sideScoreText(scored(1, 1), 0, b, en).score).toBe("1 matching card: 1 point");
    expect(sideScoreText(scored(2, 3), 0, b, en).score).toBe("2 matching cards: 3 points");
    expect(sideScoreText(scored(2, 3), 0, b, en).kept).toBe("the red 3 and the blue 5");
    expect(sideScoreText(scored(0, 0), 0, b, fr).score).toBe(`0 carte pareille${NB}: 0 point`);
    expect(sideScoreText(scored(3, 6), 0, b, fr).score).toBe(`3 cartes pareilles${NB}: 6 points`);
    expect(sideScoreText(scored(1, 1, true), 0, b, en).score).toBe("1 matching card: 1 point, doubled: 2 points");
    expect(sideScoreText(scored(3, 6, true), 0, b, fr).score).toBe(`3 cartes pareilles${NB}: 6 points, doublés${NB}: 12 points`);
    expect(sideScoreText(scored(1, 1, true), 0, b, fr).score).toBe(`1 carte pareille${NB}: 1 point, doublé${NB}: 2 points`);
  });

  it("labels the set-up's points with their unit (item 13), at 1, 2 and 3", () => {
    expect([1, 2, 3].map((n) => en("fplayPointsFor", { n }))).toEqual(["Points for 1 matching card", "Points for 2 matching cards", "Points for 3 matching cards"]);
    expect([1, 2].map((n) => fr("fplayPointsFor", { n }))).toEqual(["Points pour 1 carte pareille", "Points pour 2 cartes pareilles"]);
    expect(fr("fplayListSays", { label: "Le pli", items: "rien" })).toBe(`Le pli${NB}: rien`);
  });
});

describe("the French newcomer's Farfalia words (items 9, 10, 17)", () => {
  const fr = translator("fr");
  const NB = "\u00a0";
  it("agrees a margin's noun with its number, and says what the second figure is", () => {
    const said = fplayReasonText({ reason: "search", expected_margin: -0.9, next_best_margin: -1.1, iterations: 200 } as HintReason, fr);
    expect(said).toBe(`Le coup que la recherche a le plus essayé${NB}: écart attendu sur les autres de −0,9 point (le coup essayé le plus souvent ensuite${NB}: −1,1 point), sur 200 parties simulées.`);
    expect(fplayReasonText({ reason: "search", expected_margin: 2.5, next_best_margin: null, iterations: 1 } as HintReason, fr)).toBe(`Écart attendu sur les autres${NB}: 2,5 points, sur 1 partie simulée.`);
  });

  it("numbers the person's moves in the review", () => {
    expect(fr("fplayReviewMove", { mine: 3, number: 11, deal: 1, played: "Jouer le 3 rouge" })).toMatch(/^Votre coup 3 \(coup 11 de la partie/);
  });

  it("says a doubled deal in a sentence of its own", () => {
    const b = { view: { deal: 3, names: NAMES, dealer: 1, doubled: true, trump: null, proposition: null } } as unknown as FarfaliaPlayView;
    expect(dealLine(b, fr)).toBe(`Donne 3${NB}: Ben donne. Cette donne compte double.`);
  });
});
