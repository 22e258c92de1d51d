import { describe, expect, it } from "vitest";
import type { PracticeView } from "../api";
import { translator } from "../i18n";
import { newsText } from "./spoken";

/** An orange round's view at tour `tour`, trimmed to what the news reads. */
function orange(tour: number, wentOut: number[]): PracticeView {
  return {
    id: 1, moves: 10 * tour, status: "in_progress", log: [], report: null, blue_report: null,
    seats: [{ name: "Ana", player: { player: "person" } }, { name: "Ben", player: { player: "computer", level: "medium" } }],
    table: { round: "orange", tour, tours: 3, tour_winners: wentOut },
  } as unknown as PracticeView;
}

describe("the news between two positions", () => {
  it("says an orange tour's end, who went out, then the new tour (newcomer pass)", () => {
    const t = translator("en");
    expect(newsText(orange(1, []), orange(2, [1]), t, (c) => c)).toEqual(["Tour 1 is over.", "Out first: Ben", "Tour 2 of 3"]);
    const fr = translator("fr");
    expect(newsText(orange(1, []), orange(2, [1]), fr, (c) => c)[0]).toBe("Le tour 1 est fini.");
    expect(newsText(orange(2, [1]), orange(2, [1]), t, (c) => c)).toEqual([]);
  });
});
