// The score keeper's orange tab and its undo as a newcomer meets them (issue 50, items 4,
// 19, 20, 21, 22), with the engine's answers made up here (the commands are not run).
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/preact";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Catalog, GameView, Lang, Location, Settings } from "./api";
import type { SheetEdit, SheetInput } from "./bindings";
import { Ctx, type AppContext } from "./context";
import { translator } from "./i18n";
import { GameScreen } from "./screens/game";

let answers: Record<string, (args: Record<string, unknown>) => unknown> = {};
vi.mock("@tauri-apps/api/core", () => ({
  invoke: (command: string, args: Record<string, unknown>) => Promise.resolve(answers[command]?.(args) ?? null),
}));

let said: string[] = [];
let failed: unknown[] = [];
let cleared = 0;
beforeEach(() => { answers = {}; said = []; failed = []; cleared = 0; });
afterEach(cleanup);

const catalog = { cards: [], families: [{ letter: "E", name: "E" }], ranks: [1, 2], trumps: [], deck_size: 58, blue_scoring: [] } as unknown as Catalog;
function ctx(lang: Lang, location: Location): AppContext {
  return {
    t: translator(lang), lang, catalog, cardName: (f) => (f === "papillon" ? (lang === "fr" ? "le Papillon" : "the Papillon") : f),
    settings: {} as Settings, updateSettings: async () => ({}) as Settings, location, go: () => undefined, back: () => undefined,
    announce: (m) => { said.push(m); }, fail: (e) => { failed.push(e); }, clearError: () => { cleared += 1; },
  };
}

function view(sheet: Partial<SheetInput>, over: Partial<GameView> = {}, revision = 3): GameView {
  return {
    detail: {
      summary: { id: 7, revision, status: "in_progress" }, seats: [], dealer_seat: null, report: null, missing: [], can_undo: true, can_redo: false, dice: [],
      sheet: { players: ["Ana", "Ben", "Cléo"], options: { couteau_suisse_roll: "two_dice" }, ...sheet },
    },
    sides: [["Ana"], ["Ben"], ["Cléo"]], blue: { deck: 58, entered: 0, left: 58 }, tours: { expected: 3, entered: 0, can_add: true },
    orange_exhausted: [], missing: [], progress: "empty",
    prompts: { most_cards_tie: null, winner_tie: null, couteau_suisse: [], papillon_draw: [] }, session: null, ...over,
  } as unknown as GameView;
}
const orange = (o: Partial<NonNullable<SheetInput["orange"]>>) => ({ tours: [], end: "normal", hands: {}, couteau_suisse: {}, papillon_draw: {}, ...o }) as SheetInput["orange"];
const shown = (lang: Lang, location: Location) => render(<Ctx.Provider value={ctx(lang, location)}><GameScreen game={7} /></Ctx.Provider>);

describe("the orange tab", () => {
  it("picks the player whose hand is next, and none once every hand is in", async () => {
    answers = { game_view: () => view({ orange: orange({ hands: { Ana: [] } }) }) };
    const { unmount } = shown("en", { screen: "game", game: 7, tab: "orange" });
    await screen.findByRole("radio", { name: /Ben/, checked: true });
    unmount();
    answers = { game_view: () => view({ orange: orange({ hands: { Ana: [], Ben: [], Cléo: [] } }) }) };
    const again = shown("fr", { screen: "game", game: 7, tab: "orange" });
    await screen.findByText(/Toutes les mains sont saisies/);
    expect(again.container.querySelector(".players [aria-checked=true]")).toBeNull();
    expect(again.container.querySelector("#empty-hand")).toBeNull();
  });

  it("numbers each tour once, and offers to take the last one out with a button", async () => {
    answers = { game_view: () => view({ orange: orange({ tours: ["Cléo", "Ana"] }) }) };
    const { container } = shown("fr", { screen: "game", game: 7, tab: "orange" });
    await waitFor(() => expect(container.querySelectorAll("#tours li").length).toBe(2));
    expect([...container.querySelectorAll("#tours li")].map((li) => li.textContent)).toEqual(["Tour 1\u00a0: Cléo", "Tour 2\u00a0: Ana"]);
    expect(container.querySelector("#remove-tour")?.classList.contains("ghost")).toBe(false);
  });

  it("takes a Couteau Suisse value rolled at the table, beside rolling here, and says how each came", async () => {
    const sent: SheetEdit[] = [];
    const sheet = { orange: orange({ hands: { Ana: ["couteau-suisse", "couteau-suisse"] }, couteau_suisse: { Ana: [7] } }) };
    const prompts = { most_cards_tie: null, winner_tie: null, couteau_suisse: [{ player: "Ana", held: 2, rolled: 1 }], papillon_draw: [] };
    answers = {
      game_view: () => view(sheet, { prompts } as Partial<GameView>),
      record_entry: ({ edit }) => { sent.push(edit as SheetEdit); return view(sheet, { prompts } as Partial<GameView>, 4); },
    };
    shown("en", { screen: "game", game: 7, tab: "orange", player: "Ana" });
    const field = await screen.findByLabelText("Sum of the two dice rolled at the table, for Ana (2 to 12)");
    expect(screen.getByRole("button", { name: "Roll the dice here, in the app" })).toBeTruthy();
    // the dice log has no roll of it: the 7 was rolled at the table
    expect(screen.getByText("Couteau Suisse of Ana: 7, rolled at the table")).toBeTruthy();
    fireEvent.input(field, { target: { value: "11" } });
    fireEvent.click(screen.getByRole("button", { name: "Enter" }));
    await waitFor(() => expect(sent).toEqual([{ edit: "add_couteau_value", player: "Ana", value: 11 }]));
    fireEvent.click(screen.getByRole("button", { name: "Take out 7: the value of Ana's Couteau Suisse, to correct it" }));
    await waitFor(() => expect(sent.at(-1)).toEqual({ edit: "remove_couteau_value", player: "Ana" }));
  });
});

describe("the blue tab", () => {
  it("shows the sheet's count again after the engine refused the one typed", async () => {
    answers = {
      game_view: () => view({}),
      record_entry: () => Promise.reject({ code: "invalid", message: "no", details: [], problems: null }),
    };
    shown("en", { screen: "game", game: 7, tab: "blue", player: "Ana" });
    const field = (await screen.findAllByRole("spinbutton", { name: "Cards captured — Ana" }))[0] as HTMLInputElement;
    fireEvent.input(field, { target: { value: "20" } });
    fireEvent.change(field, { target: { value: "20" } });
    await waitFor(() => expect(failed.length).toBe(1));
    await waitFor(() => expect(field.value).toBe("0"));
  });
});

describe("undo", () => {
  it("says what it took back", async () => {
    const before = { blue: { players: { Ana: { cards: 12, scoring: ["papillon"] } }, most_cards_rolloff: null } };
    const after = { blue: { players: { Ana: { cards: 12, scoring: [] } }, most_cards_rolloff: null } };
    answers = { game_view: () => view(before), undo: () => view(after, {}, 4) };
    const { container } = shown("fr", { screen: "game", game: 7, tab: "blue" });
    fireEvent.click(await screen.findByRole("button", { name: "Annuler" }));
    await waitFor(() => expect(said).toContain("Annulé\u00a0: Ana a pris le Papillon"));
    expect(container.querySelector("#undo-said")?.textContent).toBe("Annulé\u00a0: Ana a pris le Papillon");
  });
});

describe("the result", () => {
  it("says why the evening's total waits for the game's end", async () => {
    const session = { session: { id: 1, name: "", started_at: "", games: 0 }, standings: [], games: [] };
    answers = { game_view: () => view({}, { session } as Partial<GameView>) };
    const { container } = shown("fr", { screen: "game", game: 7, tab: "result" });
    await screen.findByText(/Seules les parties terminées comptent/);
    expect(container.querySelector("#session")).toBeNull();
  });
});

describe("a finished game (newcomer report, item a)", () => {
  it("is locked against a stray tap until « Corriger la partie »", async () => {
    const sent: SheetEdit[] = [];
    const finished = { detail: { ...view({}).detail, summary: { id: 7, revision: 3, status: "finished" }, can_redo: true } } as Partial<GameView>;
    answers = { game_view: () => view({}, finished), record_entry: ({ edit }) => { sent.push(edit as SheetEdit); return view({}, finished, 4); } };
    const { container } = shown("fr", { screen: "game", game: 7, tab: "blue", player: "Ana" });
    await screen.findByText(/Cette partie est terminée/);
    expect((container.querySelector("#undo") as HTMLButtonElement).disabled).toBe(true);
    expect((container.querySelector("#redo") as HTMLButtonElement).disabled).toBe(true);
    expect((container.querySelector("#entries") as HTMLFieldSetElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: "Corriger la partie" }));
    await waitFor(() => expect((container.querySelector("#redo") as HTMLButtonElement).disabled).toBe(false));
    expect((container.querySelector("#undo") as HTMLButtonElement).disabled).toBe(false);
    expect((container.querySelector("#entries") as HTMLFieldSetElement).disabled).toBe(false);
    expect(container.querySelector("#game-locked")).toBeNull();
  });
});

describe("a refused entry's error (newcomer report, item c)", () => {
  it("goes once the next entry is saved, and on undo", async () => {
    let refuse = true;
    answers = {
      game_view: () => view({}),
      record_entry: () => (refuse ? Promise.reject({ code: "invalid", message: "no", details: [], problems: null }) : view({}, {}, 4)),
      undo: () => view({}, {}, 5),
    };
    shown("en", { screen: "game", game: 7, tab: "blue", player: "Ana" });
    const field = (await screen.findAllByRole("spinbutton", { name: "Cards captured — Ana" }))[0] as HTMLInputElement;
    fireEvent.change(field, { target: { value: "70" } });
    await waitFor(() => expect(failed.length).toBe(1));
    expect(cleared).toBe(0);
    refuse = false;
    fireEvent.change(field, { target: { value: "12" } });
    await waitFor(() => expect(cleared).toBe(1));
    fireEvent.click(screen.getByRole("button", { name: "Undo" }));
    await waitFor(() => expect(cleared).toBe(2));
  });
});

describe("the result before the orange round (newcomer report, item d)", () => {
  const report = { winners: ["Ana"], sides: [{ members: ["Ana"], blue: 12, orange: 0, total: 12, place: 1, items: [] }], consolation: [] };
  it("says who leads, not who won, and says why the game cannot be finished yet", async () => {
    const blueOnly = { detail: { ...view({}).detail, report }, progress: "blue_round_only" } as unknown as Partial<GameView>;
    answers = { game_view: () => view({}, blueOnly) };
    const { container } = shown("fr", { screen: "game", game: 7, tab: "result" });
    await waitFor(() => expect(container.querySelector("#leading")?.textContent).toBe("En tête après la manche bleue\u00a0: Ana"));
    expect(container.querySelector("#winners")).toBeNull();
    const finish = container.querySelector("#finish") as HTMLButtonElement;
    expect(finish.disabled).toBe(true);
    expect(container.querySelector("#finish-why")?.textContent).toBe("«\u00a0Terminer la partie\u00a0» attend la manche orange\u00a0: elle reste à saisir.");
    expect(finish.getAttribute("aria-describedby")).toBe("finish-why");
  });
  it("names the winners and offers to finish once the sheet is complete", async () => {
    const complete = { detail: { ...view({}).detail, report }, progress: "complete" } as unknown as Partial<GameView>;
    answers = { game_view: () => view({}, complete) };
    const { container } = shown("en", { screen: "game", game: 7, tab: "result" });
    await screen.findByText("Winner: Ana");
    expect((container.querySelector("#finish") as HTMLButtonElement).disabled).toBe(false);
    expect(container.querySelector("#finish-why")).toBeNull();
  });
});
