// Farfalia's table against the computer as a newcomer meets it (issue 50, items 7, 8,
// 9, 12), with the engine's answers made up here (the commands are not run): the end of
// a deal stays on its score, the computer waiting, until « Donne suivante »; a refused
// card says why where it is seen; a disabled take-back says why.
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/preact";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Catalog, Lang, Settings } from "../../api";
import type { DealReport, FarfaliaCard, FarfaliaLogged, FarfaliaSubject, FarfaliaPlayView, FarfaliaReport, FarfaliaView, PlayView } from "../../bindings";
import { Ctx, type AppContext } from "../../context";
import { translator } from "../../i18n";
import { FarfaliaPlayScreen } from "./table";

let answers: Record<string, (args: Record<string, unknown>) => unknown> = {};
const calls: string[] = [];
vi.mock("@tauri-apps/api/core", () => ({
  invoke: (command: string, args: Record<string, unknown>) => { calls.push(command); return Promise.resolve(answers[command]?.(args) ?? null); },
}));
beforeEach(() => { answers = {}; calls.length = 0; });
afterEach(cleanup);

function ctx(lang: Lang): AppContext {
  return {
    t: translator(lang), lang, catalog: {} as Catalog, cardName: (f) => f, settings: { play_speed: "instant", sound: false } as unknown as Settings,
    updateSettings: async () => ({}) as Settings, location: { screen: "home" }, go: () => undefined, back: () => undefined,
    announce: () => undefined, fail: (e) => { throw e; },
  };
}
const NAMES = ["Moi", "Ben", "Cléo", "Denis", "Élise"];
const NB = "\u00a0";
/** A card as the engine sends it, with the subject the engine says it stands for. */
const SUBJECT = { red: "strawberry", green: "leaf", blue: "fish", orange: "shell" } as const;
const c = (rank: number, colour: "red" | "green" | "blue" | "orange", subject: FarfaliaSubject = SUBJECT[colour]): FarfaliaCard => ({ rank, colour, subject });

const DEAL1: DealReport = {
  deal: 1, dealer: "Ben", extra: false, trump: "red", proposition: ["strawberry", "fish", "shell", "leaf", "butterfly"], doubled: false,
  sides: [
    { players: ["Ben"], dealer: true, collected: {}, entered: true, cards: [c(3, "red"), c(5, "blue"), c(7, "orange")], matches: 3, base: 6, points: 6 },
    { players: ["Cléo", "Denis"], dealer: false, collected: {}, entered: true, cards: [c(10, "orange")], matches: 1, base: 1, points: 1 },
    { players: ["Élise", "Moi"], dealer: false, collected: {}, entered: true, cards: [], matches: 0, base: 0, points: 0 },
  ],
  players: NAMES.map((name, i) => ({ name, side: 0, double_you: false, multiplier: 1, points: [0, 6, 1, 1, 0][i], total: [0, 6, 1, 1, 0][i], place: 1 })),
} as unknown as DealReport;

const REPORT = {
  mode: "beginner_five", players: NAMES, settings: { points: [0, 1, 3, 6, 10, 15] }, deals: [DEAL1], totals: [0, 6, 1, 1, 0], teams: [], standings: [],
  finished: false, winners: [],
  next: { deal: 2, extra: false, dealer: "Moi", reason: { rule: "lowest_total", total: 0, tied: ["Moi", "Élise"], outgoing: "Ben", outgoing_excluded: false } },
} as unknown as FarfaliaReport;

const move = (number: number, seat: number, action: string, extra: Partial<FarfaliaLogged> = {}): FarfaliaLogged =>
  ({ number, seat, action, deal: 1, joker: null, won_by: null, deal_end: null, ...extra });

/** The table at the start of deal 2, just after deal 1's last card (Élise's); `moved`:
 *  the moves since. */
function at(moves: number, log: FarfaliaLogged[], phase: FarfaliaView["phase"], over: Partial<FarfaliaView> = {}, canTakeBack = false): PlayView {
  const view = {
    seat: 0, names: NAMES, mode: "beginner_five", deal: 2, deals: 3, target: null, doubled: false, dealer: 0,
    sides: [[0], [1, 2], [3, 4]], phase, hand: [c(3, "red"), c(7, "blue")], joker: null, discard: [],
    trump: "red", proposition: ["strawberry", "fish", "shell", "leaf", "butterfly"], trick: [], leader: 1, tricks_done: 0, tricks: 10,
    first_pick_trick: 1, last_trick: { number: 10, plays: [[4, { kind: "card", card: c(9, "green") }]], winner: 4, burned: [], kept: null },
    collections: [[], [], [], [], []], lacking: [[], [], []], hand_sizes: [10, 10, 10, 10, 10], jokers_held: [false, false, false, false, false],
    jokers_played: [null, null, null, null, null], face_down: [0, 0, 0, 0, 0], double_you: [false, false, false, false, false],
    double_you_left: [0, 0, 0, 0, 0], totals: [0, 6, 1, 1, 0], history: [], winners: null, actions: [], ...over,
  } as unknown as FarfaliaView;
  const board: FarfaliaPlayView = { person: 0, view, options: {} as FarfaliaPlayView["options"], log, report: REPORT };
  const toPlay = phase.phase === "over" ? null : phase.seat;
  return {
    id: 5, names: NAMES, seats: [{ player: "person" }, ...NAMES.slice(1).map(() => ({ player: "computer" as const, level: "easy" as const }))],
    status: "in_progress", replay_of: null, moves, to_play: toPlay, can_take_back: canTakeBack, over: false, end: null,
    board: { game: "farfalia", view: board },
  } as PlayView;
}

const ENDED = [move(1, 0, "play 3G"), move(2, 4, "play 9G", { won_by: 4, deal_end: { deal: 1, dealer: 1, trump: "red", proposition: [], sides: [], double_you: [], doubled: false, points: [0, 6, 1, 1, 0], totals: [0, 6, 1, 1, 0] } })];

describe("Farfalia's table (issue 50)", () => {
  it("stays on a deal's score, the computer waiting, until « Donne suivante » (item 8)", async () => {
    // deal 2 starts with Ben's DOUBLE YOU choice: the computer's turn
    answers = {
      practice_view: () => at(2, ENDED, { phase: "play", seat: 1 }),
      practice_step: () => at(3, [...ENDED, move(3, 1, "play 5R", { deal: 2 })], { phase: "play", seat: 2 }),
    };
    render(<Ctx.Provider value={ctx("fr")}><FarfaliaPlayScreen id={5} /></Ctx.Provider>);
    const panel = await screen.findByRole("region", { name: "Fin de la donne 1" });
    // what each side kept and why it scores what it scores, the points table, the next dealer and why
    expect(panel.textContent).toContain(`3 cartes pareilles${NB}: 6 points`);
    expect(panel.textContent).toContain(`1 carte pareille${NB}: 1 point`);
    expect(panel.textContent).toContain(`0 carte pareille${NB}: 0 point`);
    expect(panel.textContent).toContain("Ben (donneur)");
    expect(panel.querySelector("#fplay-points-table")?.textContent).toContain("3 → 6");
    expect(panel.querySelector("#fplay-next-dealer")?.textContent).toContain(`Donne suivante${NB}: Moi donne.`);
    expect(panel.querySelector("#fplay-next-dealer")?.textContent).toContain("Ex æquo");
    // the deal's last trick, in the pause only; not the next deal's proposition nor hand
    expect(panel.querySelector("#fplay-deal-end-trick")).not.toBeNull();
    expect(document.querySelector("#fplay-hand")).toBeNull();
    expect(document.querySelector("#fplay-trick")).toBeNull();
    // the computer does not play while the score shows: it stays
    await new Promise((r) => setTimeout(r, 60));
    expect(calls).not.toContain("practice_step");
    expect(screen.getByRole("region", { name: "Fin de la donne 1" })).toBeTruthy();
    // a take-back would show the next deal's cards: said beside the button
    expect(document.querySelector("#fplay-take-back-why")?.textContent).toMatch(/^Pas de reprise maintenant/);
    // the header says the deal is over, not whose turn the next deal's is, and no seat
    // shows the next deal's turn or hands (the French newcomer's item 6)
    expect(document.querySelector("#fplay-turn")?.textContent).toBe("Fin de la donne 1");
    expect(document.querySelector("#fplay-deal")?.textContent).toBe("Donne 1 sur 3");
    expect(document.querySelector(".seat-badge.current")).toBeNull();
    expect(document.querySelector(".seats-strip")?.textContent).not.toContain("en main");
    fireEvent.click(screen.getByRole("button", { name: "Donne suivante" }));
    await waitFor(() => expect(calls).toContain("practice_step"));
    await waitFor(() => expect(document.querySelector("#fplay-deal-end")).toBeNull());
    // deal 2's table: its own trick, not deal 1's last
    expect(document.querySelector("#fplay-trick")?.getAttribute("aria-label")).toMatch(/^Le pli/);
    expect(document.querySelector("#fplay-deal")?.textContent).toBe("Donne 2 sur 3");
    expect(document.querySelector("#fplay-turn")?.textContent).not.toBe("Fin de la donne 1");
    // the proposition's row under its heading, each card's subject in words
    expect(screen.getByRole("heading", { name: "La proposition" })).toBeTruthy();
    expect(screen.getByRole("list", { name: "La proposition" })).toBeTruthy();
  });

  it("says why a card the follow rule refuses cannot be played, under the hand (item 7)", async () => {
    const view = at(3, [...ENDED, move(3, 1, "play 5B", { deal: 2 })], { phase: "play", seat: 0 }, {
      trick: [[1, { kind: "card", card: c(5, "blue") }]], actions: ["play 7B"],
    }, true);
    answers = { practice_view: () => view };
    render(<Ctx.Provider value={ctx("fr")}><FarfaliaPlayScreen id={5} /></Ctx.Provider>);
    const refused = await waitFor(() => {
      const b = document.querySelector<HTMLButtonElement>('#fplay-hand [data-card="3R"]');
      if (!b) throw new Error("no hand yet");
      return b;
    });
    fireEvent.click(refused);
    const why = await waitFor(() => {
      const p = document.querySelector("#fplay-refused-card");
      if (!p) throw new Error("no reason shown");
      return p;
    });
    expect(why.textContent).toBe(`Vous ne pouvez pas jouer le 3 rouge${NB}: vous devez fournir la couleur demandée.`);
    expect(calls).not.toContain("practice_play");
    expect(document.querySelector("#fplay-take-back-why")).toBeNull();
  });

  it("says what a card kept would count as, and what the side still lacks (item 9)", async () => {
    const view = at(3, [...ENDED, move(3, 1, "play 5B", { deal: 2, won_by: 0 })], { phase: "pick", seat: 0 }, {
      actions: ["pick 10O", "pick 7O", "no-pick"], tricks_done: 1, collections: [[c(3, "red")], [], [], [], []],
      trick: [[1, { kind: "card", card: c(10, "orange", "butterfly") }], [0, { kind: "card", card: c(7, "orange") }]],
      lacking: [["fish", "shell", "leaf", "butterfly"], [], []],
    }, true);
    answers = { practice_view: () => view };
    render(<Ctx.Provider value={ctx("en")}><FarfaliaPlayScreen id={5} /></Ctx.Provider>);
    await screen.findByRole("button", { name: "Keep the orange 10 (counts as Butterfly)" });
    screen.getByRole("button", { name: "Keep the orange 7 (counts as Shell)" });
    expect(document.querySelector("#fplay-lacking")?.textContent).toBe("Your side still lacks from the proposition: Fish, Shell, Leaf and Butterfly.");
  });
});

describe("Farfalia's set-up (issue 50, item 13)", () => {
  it("labels every stepper and name field visibly, the game's length with its unit", async () => {
    window.localStorage?.removeItem("papillon.farfalia-play-setup");
    const { FarfaliaPlayNewScreen } = await import("./setup");
    const { container } = render(<Ctx.Provider value={{ ...ctx("fr"), catalog: { max_name_chars: 40 } as Catalog }}><FarfaliaPlayNewScreen /></Ctx.Provider>);
    // every number field and text field has a visible label of its own
    const fields = Array.from(container.querySelectorAll<HTMLInputElement>("input[type=number], input[type=text]"));
    expect(fields.length).toBeGreaterThanOrEqual(5);
    for (const f of fields) {
      const label = f.labels?.[0];
      expect(label, f.outerHTML).toBeTruthy();
      const seen = Array.from(label!.querySelectorAll("*")).some((e) => e.classList.contains("sr-only"));
      expect(seen, `a visible label for ${f.outerHTML}`).toBe(false);
      expect(label!.textContent?.trim()).not.toBe("");
    }
    expect(container.querySelector("label[for=fplay-points-3]")?.textContent).toBe("Points pour 3 cartes pareilles");
    expect(container.querySelector("label[for=fplay-points-1]")?.textContent).toBe("Points pour 1 carte pareille");
    // the labels say the numbers' units: deals, points
    expect(container.querySelector("label[for=fplay-deals]")?.textContent).toMatch(/^Nombre de donnes/);
  });
});
