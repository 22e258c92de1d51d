import { describe, expect, it } from "vitest";
import type { Play, PracticeView } from "./api";
import { translator } from "./i18n";
import { againRequest } from "./screens/play";
import { blockedText, playText, slotKey, slotName, speedMs } from "./play/words";

const en = translator("en");
const fr = translator("fr");
const name = (f: string) => f;

describe("words of a game against the computer", () => {
  it("names the orange slots as the booklet draws them", () => {
    expect(slotName({ plate: 0 }, en)).toBe("on plate card A");
    expect(slotName({ plate: 1 }, fr)).toBe("sur la carte B du tapis");
    expect(slotName({ suite: 2 }, en)).toBe("on suite 3");
    expect(slotName({ sign: 3 }, en)).toBe("beside suite 4");
    expect(slotName("centre", fr)).toBe("au centre");
    expect([{ plate: 1 }, { suite: 0 }, { sign: 3 }, "centre" as const].map(slotKey))
      .toEqual(["plate2", "suite1", "sign4", "centre"]);
  });

  it("tells a move, and the same move as advice", () => {
    const capture: Play = { kind: "capture", card: "F11", sign: null, taken: ["E5", "S6"] };
    expect(playText(capture, "Ben", en, name)).toBe("Ben took E5 and S6 with F11");
    expect(playText(capture, "", en, name, true)).toBe("take E5 and S6 with F11");
    expect(playText(capture, "", fr, name, true)).toBe("prenez E5 et S6 avec F11");
    const place: Play = { kind: "place", card: "couteau-suisse", back: "orange", slot: { suite: 0 }, declared: 7 };
    expect(playText(place, "Ana", en, name)).toBe("Ana placed couteau-suisse as 7 on suite 1");
    expect(playText({ kind: "draw" }, "Ana", fr, name)).toBe("Ana a pioché une carte");
  });

  it("words why a card cannot be played, from the engine's typed reason", () => {
    expect(blockedText({ why: "answer_chat_noir" }, en)).toContain("Chat Noir");
    expect(blockedText({ why: "must_capture" }, fr)).toBe("Cette carte peut prendre\u00a0: selon votre règle maison, elle ne peut pas être posée.");
  });

  it("shows moves at the chosen speed", () => {
    expect(speedMs("instant")).toBe(0);
    expect(speedMs("slow")).toBeGreaterThan(speedMs("normal"));
  });
});

function view(seats: number, sides: string[][], side: number[]): PracticeView {
  const names = ["Ana", "Ben", "Cleo", "Dan", "Eve"].slice(0, seats);
  return {
    id: 4, kind: "blue", status: "finished", replay_of: null, seed: 99, options: {} as PracticeView["options"],
    seats: names.map((n, i) => ({ name: n, player: i === 0 ? { player: "person" } : { player: "computer", level: "hard" }, side: side[i] })),
    sides, start_roll: null, moves: 0, to_play: null, viewer: 0,
    table: { round: "blue", hand: [], plate: [], players: [], direction: "clockwise", dealer: 0, deal: 1, deals_left: 0, chat_noir: null, hands: null },
    log: [], only_move: null, can_take_back: false, blue_report: null, report: null,
  };
}

describe("playing a deal again", () => {
  it("keeps who plays alone with three players two against one", () => {
    const v = view(3, [["Ana", "Cleo"], ["Ben"]], [0, 1, 0]);
    expect(againRequest(v, 5, false, null)?.teams).toEqual({ teams: "alone", seat: 1 });
  });

  it("replays a five-player deal with the same partners, and sends a new deal back to the set-up", () => {
    const v = view(5, [["Ben", "Dan", "Eve"], ["Ana", "Cleo"]], [1, 0, 1, 0, 0]);
    const again = againRequest(v, 99, true, 1);
    expect(again?.teams).toEqual({ teams: "picked", partners: [3, 4] });
    expect(again?.replay_of).toBe(4);
    expect(againRequest(v, 7, false, 1)).toBeNull();
  });

  it("deals a two-player game again with the seating", () => {
    const v = view(2, [["Ana"], ["Ben"]], [0, 1]);
    const again = againRequest(v, 7, false, null);
    expect(again).toMatchObject({ kind: "blue", seed: 7, teams: { teams: "seating" } });
    expect(again?.replay_of).toBeUndefined();
  });
});
