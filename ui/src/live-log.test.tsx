// The live log of announcements (issue 50, item 5): each game, and each change of
// language, starts a clean log; no line of another game or language is left to be read.
import { act, cleanup, render } from "@testing-library/preact";
import { useEffect } from "preact/hooks";
import { afterEach, describe, expect, it } from "vitest";
import type { Location } from "./api";
import { addNotice, logScope, useLiveLog, type Notice } from "./context";

afterEach(cleanup);

describe("logScope", () => {
  it("is one per game and language", () => {
    const game = (id?: number): Location => ({ screen: "play", game: id });
    expect(logScope("fr", game(3))).toBe(logScope("fr", { screen: "review", game: 3 }));
    expect(logScope("fr", game(3))).not.toBe(logScope("en", game(3)));
    expect(logScope("fr", game(3))).not.toBe(logScope("fr", game(4)));
    expect(logScope("fr", game(3))).not.toBe(logScope("fr", { screen: "home" }));
  });
});

describe("addNotice", () => {
  const line = (id: number, log = 0): Notice => ({ id, text: `line ${id}`, log });

  it("keeps the last lines of the log", () => {
    let log: Notice[] = [];
    for (let i = 1; i <= 5; i++) log = addNotice(log, line(i), 3);
    expect(log.map((n) => n.id)).toEqual([3, 4, 5]);
  });

  it("drops every line of another log", () => {
    const log = addNotice([line(1, 0), line(2, 0)], line(3, 1), 200);
    expect(log).toEqual([line(3, 1)]);
  });
});

/** The app's log as app.tsx draws it, with a screen that announces as it mounts. */
function Harness({ lang, game, onAnnounce }: { lang: "en" | "fr"; game?: number; onAnnounce: (a: (m: string) => void) => void }) {
  const { lines, announce } = useLiveLog(logScope(lang, { screen: "play", game }), 200);
  onAnnounce(announce);
  return (
    <div>
      {game !== undefined && <Opening key={game} game={game} announce={announce} />}
      <div role="log" id="announce">{lines.map((n) => <p key={n.id} data-n={n.id}>{n.text}</p>)}</div>
    </div>
  );
}

function Opening({ game, announce }: { game: number; announce: (m: string) => void }) {
  useEffect(() => announce(`game ${game} opened`), []);
  return null;
}

const said = (c: Element) => [...c.querySelectorAll("#announce > p")].map((p) => p.textContent);
const numbers = (c: Element) => [...c.querySelectorAll<HTMLElement>("#announce > p")].map((p) => Number(p.dataset.n));

describe("useLiveLog", () => {
  it("starts a clean log with each game, keeping what the new game says as it opens", async () => {
    let announce: (m: string) => void = () => undefined;
    const keep = (a: (m: string) => void) => { announce = a; };
    const { container, rerender } = render(<Harness lang="fr" game={1} onAnnounce={keep} />);
    await act(() => announce("Couteau Suisse de Cléo : 11"));
    expect(said(container)).toEqual(["game 1 opened", "Couteau Suisse de Cléo : 11"]);
    const before = Math.max(...numbers(container));
    await act(() => rerender(<Harness lang="fr" game={2} onAnnounce={keep} />));
    expect(said(container)).toEqual(["game 2 opened"]);
    // a line's number is never reused: a screen reader (and the end-to-end tests) read
    // each once
    expect(Math.min(...numbers(container))).toBeGreaterThan(before);
  });

  it("starts a clean log when the language changes", async () => {
    let announce: (m: string) => void = () => undefined;
    const keep = (a: (m: string) => void) => { announce = a; };
    const { container, rerender } = render(<Harness lang="fr" game={1} onAnnounce={keep} />);
    await act(() => announce("Couteau Suisse de Cléo : 11"));
    await act(() => rerender(<Harness lang="en" game={1} onAnnounce={keep} />));
    expect(said(container)).toEqual([]);
    await act(() => announce("Cleo's Swiss Knife: 11"));
    expect(said(container)).toEqual(["Cleo's Swiss Knife: 11"]);
  });

  it("starts a clean log when a game is resumed after leaving it", async () => {
    let announce: (m: string) => void = () => undefined;
    const keep = (a: (m: string) => void) => { announce = a; };
    const { container, rerender } = render(<Harness lang="en" game={1} onAnnounce={keep} />);
    await act(() => announce("Ana plays"));
    await act(() => rerender(<Harness lang="en" onAnnounce={keep} />));
    expect(said(container)).toEqual([]);
    await act(() => rerender(<Harness lang="en" game={1} onAnnounce={keep} />));
    expect(said(container)).toEqual(["game 1 opened"]);
  });

  it("keeps every line of one game, the last 200", async () => {
    let announce: (m: string) => void = () => undefined;
    const { container } = render(<Harness lang="en" game={1} onAnnounce={(a) => { announce = a; }} />);
    await act(() => { for (let i = 1; i <= 250; i++) announce(`move ${i}`); });
    const lines = said(container);
    expect(lines.length).toBe(200);
    expect(lines.at(-1)).toBe("move 250");
  });
});
