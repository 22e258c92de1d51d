import { describe, expect, it } from "vitest";
import type { FarfaliaLogged, FarfaliaPlayView, FarfaliaView } from "../../bindings";
import { translator } from "../../i18n";
import { actionText, cardOf, moveLines, newLines, notationOf, tableText } from "./words";

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
    totals: [0, 0, 0, 0, 0], history: [], winners: null, actions: [],
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
    b.view.last_trick = { number: 1, plays: [[2, { kind: "card", card: { colour: "red", rank: 9 } }], [3, { kind: "joker", symbol: "fish" }]], winner: 2, burned: [], kept: null };
    expect(tableText(b, t)).toContain("The last trick, won by Cleo: Cleo: the red 9 and Dan: the joker (Fish).");
    b.view.trick = [[0, { kind: "card", card: { colour: "green", rank: 5 } }]];
    expect(tableText(b, t)).toContain("On the table: Ana: the green 5.");
    expect(tableText(b, t)).not.toContain("last trick");
  });
});
