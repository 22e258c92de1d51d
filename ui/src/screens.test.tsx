// Home, the history and the statistics as a newcomer reads them (issue 50, items 6, 15
// and 16), with the engine's answers made up here (the commands are not run).
import { cleanup, render, screen, waitFor, within } from "@testing-library/preact";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Catalog, GameSummary, Lang, PlayerStats, PracticeStats, PracticeSummary, Settings, Startup } from "./api";
import type { ClassicPlaySummary } from "./bindings";
import { Ctx, type AppContext } from "./context";
import { translator } from "./i18n";
import { Home } from "./screens/home";
import { HistoryScreen } from "./screens/history";
import { StatsScreen } from "./screens/stats";

/** What each command answers in a test (a command not listed answers nothing). */
let answers: Record<string, (args: Record<string, unknown>) => unknown> = {};
vi.mock("@tauri-apps/api/core", () => ({
  invoke: (command: string, args: Record<string, unknown>) =>
    Promise.resolve(answers[command]?.(args) ?? (command === "ratings" ? { game: args.game, players: [], games: [] } : [])),
}));

beforeEach(() => { answers = {}; });
afterEach(cleanup);

function ctx(lang: Lang): AppContext {
  return {
    t: translator(lang), lang, catalog: {} as Catalog, cardName: (f) => f, settings: {} as Settings,
    updateSettings: async () => ({}) as Settings, location: { screen: "home" }, go: () => undefined, back: () => undefined,
    announce: () => undefined, fail: (e) => { throw e; },
  };
}
const shown = (lang: Lang, ui: preact.ComponentChildren) => render(<Ctx.Provider value={ctx(lang)}>{ui}</Ctx.Provider>);

const tableGame = (over: Partial<GameSummary> = {}): GameSummary => ({
  id: 7, game: "papillon", session: null, session_name: null, status: "finished", created_at: "2026-12-02T10:00:00Z",
  updated_at: "2026-12-02T11:00:00Z", players: ["Me", "Ben", "Cléo"], revision: 3, sides: [], winners: [], ...over,
});
const practiceGame: PracticeSummary = {
  id: 3, game: "papillon", kind: "full", names: ["Ana", "Bruno"], seats: [{ player: "person" }, { player: "computer", level: "medium" }],
  sides: [["Ana"], ["Bruno"]], status: "in_progress", replay_of: null, created_at: "2026-12-01T10:00:00Z", report: null,
} as unknown as PracticeSummary;
const classicGame = {
  id: 4, game: 2, names: ["Ana", "Damien"], seats: [], status: "in_progress", replay_of: null, moves: 10, updated_at: "2026-12-01T10:00:00Z", report: null,
} as ClassicPlaySummary;

describe("home", () => {
  it("says « no game in progress » only when there is none of any kind", async () => {
    answers = {
      list_games: () => [],
      practice_list: ({ game }) => ({ game, games: game === "papillon" ? [practiceGame] : game === "classic" ? [classicGame] : [] }),
    };
    const { container } = shown("fr", <Home startup={{ resume: null } as Startup} />);
    await screen.findByRole("button", { name: /Reprendre la partie contre l'ordinateur/ });
    expect(container.textContent).not.toContain("Aucune partie en cours");
    // the two games to resume in one spaced group
    const group = container.querySelector(".resumes");
    expect(group?.querySelectorAll("button").length).toBe(2);
  });

  it("says it when there is nothing to resume", async () => {
    answers = { list_games: () => [], practice_list: ({ game }) => ({ game, games: [] }) };
    const { container } = shown("en", <Home startup={{ resume: null } as Startup} />);
    await screen.findByText("No game in progress.");
    expect(container.querySelector(".resumes")).toBeNull();
  });
});

describe("history", () => {
  it("reads a game's date apart from its players", async () => {
    answers = { list_games: () => [tableGame({ sides: [{ members: ["Me"], total: -12 }, { members: ["Ben"], total: 30 }] } as Partial<GameSummary>)], practice_list: ({ game }) => ({ game, games: [] }) };
    shown("fr", <HistoryScreen />);
    const line = await waitFor(() => {
      const b = document.querySelector<HTMLButtonElement>("#games .game-line");
      if (!b) throw new Error("no line yet");
      return b;
    });
    // the month in letters (a newcomer pass: "12/2/2026" reads either way round)
    const date = "2 déc. 2026";
    // the button's name, as a screen reader builds it from its words: parts apart; under
    // « Tous les jeux » every line names its game, the modern one too
    expect(line.textContent).toContain(`${date}, Papillon · Me, Ben, Cléo, Terminée`);
    expect(line.textContent).not.toContain(`${date}Papillon`);
    // each part in its own place on screen
    expect(line.querySelector(".date")?.textContent).toBe(date);
    expect(line.querySelector(".who")?.textContent).toBe("Papillon · Me, Ben, Cléo");
    // a negative total with the true minus sign
    expect(line.querySelector(".sides")?.textContent).toBe("Me −12 · Ben 30");
  });

  it("says its search is of the games kept at a table, and names the modern game when it has none against the computer", async () => {
    answers = { list_games: () => [], practice_list: ({ game }) => ({ game, games: game === "classic" ? [classicGame] : [] }) };
    shown("fr", <HistoryScreen />);
    expect(screen.getByRole("heading", { name: "Parties tenues à table" })).toBeTruthy();
    expect((await screen.findByText("Aucune partie tenue à table trouvée.")).id).toBe("no-games");
    const modern = await screen.findByRole("region", { name: "Papillon contre l'ordinateur" });
    expect(within(modern).getByText("Aucune partie de Papillon contre l'ordinateur pour l'instant.")).toBeTruthy();
    await waitFor(() => expect(document.querySelector("#classic-play-games .game-line")).not.toBeNull());
  });
});

const practiceStats = (over: Partial<PracticeStats> = {}): PracticeStats => ({
  name: "Bruno", games: 3, wins: 1, points: -51, mean_score: -17, best: 12,
  by_level: [{ level: "expert", games: 1, wins: 1 }, { level: "easy", games: 2, wins: 0 }], ...over,
});
const playerStats: PlayerStats = {
  player: 1, name: "Damien", games: 2, wins: 1, win_percent: 50, average_blue: 10.5, average_orange: -3, average_total: 7.5,
  best_game: null, head_to_head: [],
} as unknown as PlayerStats;

describe("statistics", () => {
  it("says which kind of game none is finished of, above the games against the computer", async () => {
    answers = { family_statistics: () => [], practice_statistics: () => [practiceStats()] };
    shown("fr", <StatsScreen />);
    const table = await screen.findByRole("region", { name: "Parties à table" });
    expect(within(table).getByText("Aucune partie à table terminée pour l'instant.")).toBeTruthy();
    const computer = await screen.findByRole("region", { name: "Contre l'ordinateur" });
    // each level's record in words, with its plurals (French: the singular below 2)
    const records = await within(computer).findByRole("region", { name: "Adversaire le plus fort" });
    expect([...records.querySelectorAll("dd")].map((d) => d.textContent)).toEqual([
      "expert\u00a0: 1 victoire sur 1 partie",
      "facile\u00a0: 0 victoire sur 2 parties",
    ]);
    // the table holds the numbers only (it fits a phone), named in full
    const head = [...computer.querySelectorAll("#practice-stats thead th")].map((th) => th.textContent);
    expect(head).toEqual(["Joueur", "Parties", "Victoires", "Score moyen"]);
    expect(computer.querySelector("#practice-stats tbody td:last-child")?.textContent).toBe("−17,0");
  });

  it("words the records in English, and shows the table games when there are", async () => {
    answers = { family_statistics: () => [playerStats], practice_statistics: () => [practiceStats()] };
    shown("en", <StatsScreen />);
    await screen.findByRole("table", { name: "Average points per game" });
    expect(document.querySelector("#no-stats")).toBeNull();
    expect(document.querySelector("#stats-table tbody th")?.textContent).toBe("Damien");
    // the modern game's averages by round in a table of their own (seven columns in one
    // do not fit a phone)
    expect([...document.querySelectorAll("#stats-table thead th")].map((th) => th.textContent)).toEqual(["Player", "Games", "Wins", "Win %"]);
    expect([...document.querySelectorAll("#stats-averages tbody td")].map((td) => td.textContent)).toEqual(["10.5", "−3.0", "7.5"]);
    const records = await screen.findByRole("region", { name: "Strongest opponent" });
    expect([...records.querySelectorAll("dd")].map((d) => d.textContent)).toEqual(["expert: 1 win out of 1 game", "easy: 0 wins out of 2 games"]);
  });

  it("words a head to head with its plurals", async () => {
    const h2h = { ...playerStats, head_to_head: [{ opponent: "Ana", games: 1, wins: 1, losses: 0, ties: 0 }] } as PlayerStats;
    answers = { family_statistics: () => [h2h], practice_statistics: () => [] };
    shown("fr", <StatsScreen />);
    (await screen.findByRole("button", { name: "Damien" })).click();
    const panel = await screen.findByRole("region", { name: "Face à face" });
    expect(within(panel).getByRole("heading").textContent).toBe("Face à face\u00a0: Damien");
    expect(panel.querySelector("li")?.textContent).toBe("contre Ana\u00a0: 1 gagnée, 0 perdue, 0 nulle sur 1 partie");
  });

  it("opens on the first game that has games, and says what « Sorti le premier » counts", async () => {
    answers = { family_statistics: () => [], practice_statistics: ({ game }) => (game === "classic" ? [practiceStats()] : []) };
    shown("fr", <StatsScreen />);
    const table = await waitFor(() => {
      const t = document.querySelector("#classic-play-stats");
      if (!t) throw new Error("not yet");
      return t;
    });
    expect(screen.getByRole("radio", { name: /1756/ }).getAttribute("aria-checked")).toBe("true");
    const won = [...table.querySelectorAll("thead th")].find((th) => th.textContent?.startsWith("Sorti le premier"));
    const note = document.getElementById(won?.getAttribute("aria-describedby") ?? "");
    expect(note?.textContent).toContain("les parties gagnées");
  });

  it("gives the 1756 game's points with the true minus sign", async () => {
    answers = { family_statistics: () => [], practice_statistics: () => [practiceStats()] };
    shown("en", <StatsScreen />);
    const filter = await screen.findByRole("radio", { name: /1756/ });
    filter.click();
    const table = await waitFor(() => {
      const t = document.querySelector("#classic-play-stats");
      if (!t) throw new Error("not yet");
      return t;
    });
    expect([...table.querySelectorAll("tbody td")].map((td) => td.textContent)).toEqual(["3", "1", "−51", "12"]);
  });
});

describe("the ratings", () => {
  const rating = (r: number) => ({ rating: r, low: r - 400, high: r + 400 });
  const ladder = {
    game: "papillon",
    players: [{ name: "Ana", rating: rating(1745), games: 1 }, { name: "Ben", rating: rating(1255), games: 1 }],
    games: [{
      game: 7, date: "2026-12-02T10:00:00Z", changes: [
        { name: "Ana", before: rating(1500), after: rating(1745), change: 245, place: 1 },
        { name: "Ben", before: rating(1500), after: rating(1255), change: -245, place: 2 },
      ],
    }],
  };

  it("lists the ladder with each range, says what the number means, and each game's changes", async () => {
    answers = { ratings: () => ladder };
    const { RatingsLadder } = await import("./screens/ratings");
    const { container } = shown("fr", <RatingsLadder game="papillon" />);
    const table = await waitFor(() => {
      const t = container.querySelector("#ratings");
      if (!t) throw new Error("no ladder yet");
      return t;
    });
    const rows = [...table.querySelectorAll("tbody tr")].map((r) => r.textContent);
    // the range under the rating, read after a pause
    expect(rows[0]).toBe("Ana1\u202f745, de 1\u202f345 à 2\u202f1451");
    expect(container.querySelector("#ratings-note")?.textContent).toContain("1\u202f500 pour qui débute");
    // a loss with the true minus sign, the month in letters
    expect(container.querySelector("#ratings-games li")?.textContent)
      .toBe("2 déc. 2026\u00a0: Ana 1\u202f500 → 1\u202f745 (+245) · Ben 1\u202f500 → 1\u202f255 (−245)");
  });

  it("shows on a finished game's result what it did to each player, in English", async () => {
    answers = { ratings: () => ladder };
    const { GameRatingChanges } = await import("./screens/ratings");
    const { container } = shown("en", <GameRatingChanges game="papillon" id={7} />);
    await screen.findByText("Ratings after this game");
    const lines = [...container.querySelectorAll("#rating-changes li")].map((l) => l.textContent);
    expect(lines).toEqual(["Ana 1,500 → 1,745 (+245)", "Ben 1,500 → 1,255 (−245)"]);
  });

  it("rates each level of the computer as a player, named in the language, beside the table games' ladder", async () => {
    const computer = {
      game: "classic",
      players: [{ name: "Ana", rating: rating(1600), games: 2 }, { name: "hard", level: "hard", rating: rating(1400), games: 2 }],
      games: [{
        game: 3, date: "2026-12-02T10:00:00Z", changes: [
          { name: "Ana", before: rating(1500), after: rating(1600), change: 100, place: 1 },
          { name: "hard", level: "hard", before: rating(1500), after: rating(1400), change: -100, place: 2 },
        ],
      }],
    };
    answers = { ratings: () => ladder, practice_ratings: () => computer };
    const { RatingsLadder } = await import("./screens/ratings");
    const { container } = shown("fr", <><RatingsLadder game="papillon" /><RatingsLadder game="classic" computer /></>);
    const table = await waitFor(() => {
      const t = container.querySelector("#computer-ratings");
      if (!t) throw new Error("no ladder yet");
      return t;
    });
    expect([...table.querySelectorAll("tbody th")].map((th) => th.textContent)).toEqual(["Ana", "Ordinateur, fort"]);
    expect(container.querySelector("#computer-ratings-h")?.textContent).toBe("Niveaux contre l'ordinateur");
    expect(container.querySelector("#computer-ratings-games li")?.textContent)
      .toBe("2 déc. 2026\u00a0: Ana 1\u202f500 → 1\u202f600 (+100) · Ordinateur, fort 1\u202f500 → 1\u202f400 (−100)");
    // the table games' ladder keeps its own ids on the same screen
    await waitFor(() => { if (!container.querySelector("#ratings")) throw new Error("no table ladder"); });
    expect(container.querySelectorAll("[id]").length).toBe(new Set([...container.querySelectorAll("[id]")].map((e) => e.id)).size);
  });

  it("says nothing of a game nobody was rated in", async () => {
    answers = { ratings: () => ladder };
    const { GameRatingChanges } = await import("./screens/ratings");
    const { container } = shown("en", <GameRatingChanges game="papillon" id={8} />);
    await new Promise((r) => setTimeout(r, 20));
    expect(container.querySelector("#rating-changes")).toBeNull();
  });
});

describe("the evening's story", () => {
  const story = {
    session: { id: 1, name: "2026-12-02", started_at: "2026-12-02T19:00:00Z", games: 3 },
    players: ["Ana", "Ben", "Eve"],
    games: [
      { game: 4, kind: "papillon", number: 1, date: "2026-12-02T19:00:00Z", points: [-15, -21, null], running: [-15, -21, 0], winners: ["Ana"] },
      { game: 5, kind: "farfalia", number: 2, date: "2026-12-02T20:00:00Z", points: [null, 12, 25], running: [0, 12, 25], winners: ["Eve"] },
      { game: 6, kind: "papillon", number: 3, date: "2026-12-02T21:00:00Z", points: [30, -1, null], running: [15, -22, 0], winners: ["Ana"] },
    ],
    main: "papillon",
    lines: [{ name: "Ana", games: 2, wins: 2, total: 15 }, { name: "Eve", games: 1, wins: 1, total: 0 }, { name: "Ben", games: 3, wins: 0, total: -22 }],
    winners: ["Ana"],
    biggest_swing: { name: "Ana", game: 6, number: 3, points: 30 },
    chat_noirs: [{ name: "Ben", count: 1, games: [4] }],
  };

  it("says who won, the biggest swing and the Chat Noirs, and gives every game's points and totals", async () => {
    answers = { evening_story: () => story };
    const { EveningScreen } = await import("./screens/evening");
    const { container } = shown("fr", <EveningScreen session={1} />);
    await screen.findByText("La soirée du 2 déc. 2026");
    expect(container.querySelector("#evening-winner")?.textContent)
      .toBe("Vainqueur de la soirée\u00a0: Ana, 2 parties gagnées\u00a0; total Papillon\u00a0: +15.");
    expect(container.querySelector("#evening-swing")?.textContent)
      .toBe("Plus grosse variation en une partie\u00a0: Ana, +30 à la partie 3.");
    expect(container.querySelector("#evening-chat-noirs")?.textContent)
      .toBe("Le plus de Chats\u00a0Noirs\u00a0: Ben, 1\u00a0Chat\u00a0Noir.");
    const games = [...container.querySelectorAll("#evening-games > li")];
    expect(games.map((g) => g.getAttribute("data-game"))).toEqual(["4", "5", "6"]);
    // a loss with the true minus sign, its running total beside it; nobody absent listed
    const rows = (g: Element) => [...g.querySelectorAll("tbody tr")].map((r) => [...r.children].map((c) => c.textContent));
    expect(rows(games[0]!)).toEqual([["Ana (gagné)", "−15", "−15"], ["Ben", "−21", "−21"]]);
    expect(rows(games[2]!)[0]).toEqual(["Ana (gagné)", "+30", "+15"]);
    expect(games[1]!.querySelector("h3")?.textContent).toBe("2. Farfalia");
    expect(container.querySelector("#evening-chart-note")?.textContent).toContain("2 parties de Papillon ce soir\u00a0: ");
  });

  it("names several winners and says when nobody took the Chat Noir, in English", async () => {
    answers = { evening_story: () => ({ ...story, winners: ["Ana", "Eve"], chat_noirs: [], lines: [{ name: "Ana", games: 1, wins: 1, total: 0 }] }) };
    const { EveningScreen } = await import("./screens/evening");
    const { container } = shown("en", <EveningScreen session={1} />);
    await screen.findByText("The evening of Dec 2, 2026");
    expect(container.querySelector("#evening-winner")?.textContent)
      .toBe("Winners of the evening: Ana and Eve, tied on 1 game won each; Papillon total: 0.");
    expect(container.querySelector("#evening-chat-noirs")?.textContent).toBe("Nobody took the Chat\u00a0Noir this evening.");
  });
});

describe("a game's records", () => {
  it("words each record, with its game to open, and says nothing before a first game", async () => {
    answers = {
      records: () => ({
        game: "papillon", games: 5,
        best: { names: ["Ana"], total: 30, game: 1, date: "2026-12-02T10:00:00Z" },
        worst: { names: ["Ben", "Dan"], total: -21, game: 5, date: "2026-12-02T10:00:00Z" },
        streak: { name: "Ana", length: 2, first: 1, last: 2 },
        partners: { names: ["Ana", "Cleo"], games: 1, won: 1, last: 5 },
        comeback: { names: ["Ben"], behind: 12, game: 3, date: "2026-12-02T10:00:00Z" },
      }),
    };
    const { RecordsView } = await import("./screens/records");
    const { container } = shown("fr", <RecordsView game="papillon" />);
    await screen.findByText("Records");
    const lines = [...container.querySelectorAll("#records li")].map((l) => [l.id, l.getAttribute("data-game"), l.textContent]);
    expect(lines).toEqual([
      ["record-best", "1", "Meilleur score\u00a0: Ana, +30 (2 déc. 2026)"],
      ["record-worst", "5", "Pire score\u00a0: Ben + Dan, −21 (2 déc. 2026)"],
      ["record-streak", "2", "Plus longue série de victoires\u00a0: Ana, 2 parties d'affilée"],
      ["record-partners", "5", "Partenaires les plus fréquents\u00a0: Ana + Cleo, 1 partie ensemble, 1 gagnée"],
      ["record-comeback", "3", "Plus belle remontée\u00a0: Ben, 12 points de retard après la manche bleue, et la partie gagnée (2 déc. 2026)"],
    ]);
    cleanup();
    answers = { records: () => ({ game: "prout", games: 0, best: null, worst: null, streak: null, partners: null, comeback: null }) };
    const empty = shown("en", <RecordsView game="prout" />);
    await new Promise((r) => setTimeout(r, 20));
    expect(empty.container.querySelector("#records")).toBeNull();
  });
});

describe("two players compared", () => {
  const rating = (r: number) => ({ rating: r, low: r - 400, high: r + 400 });
  it("compares the first two players by default, each one's wins and last win, and their ratings in a table", async () => {
    answers = {
      pair_record: (args) => ({
        game: "papillon", names: [args.a, args.b], against: 3, wins: [2, 1], ties: 0, last_win: [6, 5], partners: 1, partners_won: 1,
        games: [4, 5, 6, 7].map((g) => ({ game: g, date: "2026-12-02T10:00:00Z", partners: g === 7, places: [1, 2], totals: [10, 0] })),
        ratings: [{ game: 4, date: "2026-12-02T10:00:00Z", ratings: [rating(1600), null] }],
      }),
    };
    const { PairView } = await import("./screens/pair");
    const { container } = shown("fr", <PairView game="papillon" players={["Ana", "Ben", "Cleo"]} />);
    await screen.findByText("4 parties ensemble, dont 3 parties l'un contre l'autre.");
    expect((container.querySelector("#pair-a") as HTMLSelectElement).value).toBe("Ana");
    expect((container.querySelector("#pair-b") as HTMLSelectElement).value).toBe("Ben");
    expect(container.querySelector("#pair-wins-0")?.textContent).toBe("Ana a fini devant 2 fois, la dernière le 2 déc. 2026.");
    expect(container.querySelector("#pair-partners")?.textContent).toBe("Partenaires dans 1 partie, 1 gagnée.");
    expect([...container.querySelectorAll("#pair-ratings tbody td")].map((td) => td.textContent)).toEqual(["1\u202f600", "—"]);
  });
});
