// The set-ups against the computer as the French newcomer met them (items 1, 3, 15):
// a game of the kind in progress is said with one button to resume it, the choices are
// kept as they change (a restart loses none), and every computer seat starts at the
// same level. The engine's answers are made up here (the commands are not run).
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/preact";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Catalog, Lang, Location, Settings } from "./api";
import type { ClassicOptions } from "./bindings";
import { Ctx, type AppContext } from "./context";
import { translator } from "./i18n";
import { FarfaliaPlayNewScreen } from "./games/farfalia/setup";
import { ClassicPlayNewScreen } from "./screens/classic-play-new";
import { PlayNewScreen } from "./screens/playnew";

let answers: Record<string, (args: Record<string, unknown>) => unknown> = {};
vi.mock("@tauri-apps/api/core", () => ({
  invoke: (command: string, args: Record<string, unknown>) => Promise.resolve(answers[command]?.(args) ?? null),
}));
let went: Location[] = [];
beforeEach(() => { answers = { practice_list: ({ game }) => ({ game, games: [] }) }; went = []; window.localStorage.clear(); });
afterEach(cleanup);

const CLASSIC: ClassicOptions = {
  starting_counters: 20, stake: 1, face_value: "printed", pot_to: "winner", unwon_pot: "carry_over", bonuses: "add",
  haneton_in_last_round: true, consolation_to: "last_to_reveal", blaetter_tie: "double", debt: "allowed", empty_table_deal: "turn_up_first",
};

function ctx(lang: Lang): AppContext {
  return {
    t: translator(lang), lang, catalog: { max_name_chars: 24, classic_options: CLASSIC, house_rules: [], numbered_trumps: [], max_trump_number: 9 } as unknown as Catalog, cardName: (f) => f,
    settings: { default_options: {} } as unknown as Settings,
    updateSettings: async () => ({}) as Settings, location: { screen: "home" }, go: (l) => { went.push(l); }, back: () => undefined,
    announce: () => undefined, fail: (e) => { throw e; },
  };
}
const shown = (lang: Lang, ui: preact.ComponentChildren) => render(<Ctx.Provider value={ctx(lang)}>{ui}</Ctx.Provider>);

describe("a game of the kind in progress (item 1)", () => {
  it("is said on the Farfalia set-up, one button resuming it, a new game still possible", async () => {
    answers.practice_list = ({ game }) => ({ game, games: game === "farfalia" ? [{ id: 9, names: ["Moi", "Ben", "Chloé", "Denis"] }] : [] });
    shown("fr", <FarfaliaPlayNewScreen />);
    const says = await screen.findByText(/Une partie de Farfalia contre l'ordinateur est en cours, avec Moi, Ben, Chloé, Denis/);
    expect(says).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Reprendre cette partie" }));
    expect(went).toEqual([{ screen: "farfalia_play", game: 9 }]);
    // the set-up below stays: a new game can still be started
    expect(document.querySelector("#fplay-start")).not.toBeNull();
  });

  it("names the game on the 1756 and the modern set-ups, and says nothing when none is in progress", async () => {
    answers.practice_list = ({ game }) => ({ game, games: game === "classic" ? [{ id: 4, game: 2, names: ["Moi", "Ben", "Chloé"] }] : [] });
    shown("fr", <ClassicPlayNewScreen />);
    await screen.findByText(/Une partie du Papillon de 1756 contre l'ordinateur est en cours/);
    cleanup();
    shown("en", <PlayNewScreen />);
    await waitFor(() => expect(document.querySelector("#kind-h")).not.toBeNull());
    await Promise.resolve();
    expect(document.querySelector("#setup-in-progress")).toBeNull();
  });
});

describe("the set-ups' choices (items 3 and 15)", () => {
  it("keeps Farfalia's count of players as soon as it is chosen, and brings it back", async () => {
    shown("fr", <FarfaliaPlayNewScreen />);
    fireEvent.click(screen.getByRole("radio", { name: "4" }));
    expect(JSON.parse(window.localStorage.getItem("papillon.farfalia-play-setup") ?? "{}").others).toHaveLength(3);
    // the app closed before « Commencer », then opened again
    cleanup();
    shown("fr", <FarfaliaPlayNewScreen />);
    expect(screen.getByRole("radio", { name: "4" }).getAttribute("aria-checked")).toBe("true");
    fireEvent.click(screen.getByRole("radio", { name: "5" }));
    cleanup();
    shown("fr", <FarfaliaPlayNewScreen />);
    expect(screen.getByRole("radio", { name: "5" }).getAttribute("aria-checked")).toBe("true");
  });

  it("starts every computer seat at the medium level, and keeps one the person changed", () => {
    shown("fr", <FarfaliaPlayNewScreen />);
    const levels = () => [...document.querySelectorAll("[id^=fplay-level-] [aria-checked=true]")].map((b) => b.getAttribute("data-value"));
    expect(levels()).toEqual(["medium", "medium", "medium", "medium"]);
    cleanup();
    shown("fr", <ClassicPlayNewScreen />);
    const classic = () => [...document.querySelectorAll("[id^=cplay-level-] [aria-checked=true]")].map((b) => b.getAttribute("data-value"));
    expect(classic()).toEqual(["medium", "medium"]);
    fireEvent.click(screen.getByRole("radio", { name: "4" }));
    expect(classic()).toEqual(["medium", "medium", "medium"]);
    fireEvent.click(document.querySelector("#cplay-level-1 [data-value=expert]")!);
    cleanup();
    shown("fr", <ClassicPlayNewScreen />);
    expect(classic()).toEqual(["expert", "medium", "medium"]);
  });
});
