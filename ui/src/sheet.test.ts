import { describe, expect, it } from "vitest";
import type { Sheet } from "./api";
import {
  addHandCard, addTour, faceCount, holderOf, removeHandCard, removeLastTour, setBlueCount,
  setChatNoir, setEmptyHand, setEnd, toggleBlueCard,
} from "./sheet";

const base: Sheet = { players: ["Ana", "Ben"], options: {} };

describe("blue round editing", () => {
  it("assigns a card, marks its holder, and takes it back on a second tap", () => {
    const one = toggleBlueCard(base, "Ana", "F3");
    expect(holderOf(one, "F3")).toBe("Ana");
    expect(one.blue?.players.Ana).toEqual({ cards: 0, scoring: ["F3"] });
    const two = toggleBlueCard(one, "Ana", "F3");
    expect(holderOf(two, "F3")).toBeNull();
    expect(base.blue).toBeUndefined(); // the input sheet is never changed
  });

  it("writes a card tapped for a second player as tapped, for the engine to judge", () => {
    const s = toggleBlueCard(toggleBlueCard(base, "Ana", "F3"), "Ben", "F3");
    expect(s.blue?.players.Ana.scoring).toEqual(["F3"]);
    expect(s.blue?.players.Ben.scoring).toEqual(["F3"]);
  });

  it("keeps counts whole and drops the Chat Noir capture with the card", () => {
    let s = setBlueCount(base, "Ben", 12.7);
    expect(s.blue?.players.Ben.cards).toBe(12);
    s = setBlueCount(s, "Ben", Number.NaN);
    expect(s.blue?.players.Ben.cards).toBe(0);
    s = setChatNoir(toggleBlueCard(s, "Ben", "chat-noir"), "Ben", "involuntary");
    expect(s.blue?.players.Ben.chat_noir).toBe("involuntary");
    s = toggleBlueCard(s, "Ben", "chat-noir");
    expect(s.blue?.players.Ben.chat_noir).toBeUndefined();
  });
});

describe("orange round editing", () => {
  it("adds and removes tours and sets the end", () => {
    let s = addTour(addTour(base, "Ana"), "Ben");
    expect(s.orange?.tours).toEqual(["Ana", "Ben"]);
    s = removeLastTour(setEnd(s, "apocalypse"));
    expect(s.orange?.tours).toEqual(["Ana"]);
    expect(s.orange?.end).toBe("apocalypse");
  });

  it("counts a face across hands and Papillon draws", () => {
    let s = addHandCard(base, "Ana", "E5");
    s = addHandCard(s, "Ben", "E5", true);
    expect(faceCount(s, "E5")).toBe(2);
    expect(faceCount(s, "E6")).toBe(0);
    expect(s.orange?.papillon_draw.Ben).toEqual(["E5"]);
  });

  it("removing a Couteau Suisse or the Papillon clears what depended on it", () => {
    let s = addHandCard(addHandCard(base, "Ana", "couteau-suisse"), "Ana", "papillon");
    s = { ...s, orange: { ...s.orange!, couteau_suisse: { Ana: [7] }, papillon_draw: { Ana: ["F1"] } } };
    s = removeHandCard(s, "Ana", 0);
    expect(s.orange?.couteau_suisse.Ana).toBeUndefined();
    expect(s.orange?.hands.Ana).toEqual(["papillon"]);
    s = removeHandCard(s, "Ana", 0);
    expect(s.orange?.papillon_draw.Ana).toBeUndefined();
    s = setEmptyHand(addHandCard(s, "Ben", "D2"), "Ben");
    expect(s.orange?.hands.Ben).toEqual([]);
  });
});
