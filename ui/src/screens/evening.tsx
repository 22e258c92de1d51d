// An evening's story (issue 54): who won the evening, the biggest swing and the Chat
// Noirs, then its games in order with every player's points and running total, as a
// chart (uPlot) and, saying the same to a screen reader, a table whose game numbers open
// each game. The numbers are the store's (papillon-store's story/); the screen decides
// nothing.
import { useEffect, useRef, useState } from "preact/hooks";
import { api, type GameType } from "../api";
import type { EveningStory, StoryGame } from "../bindings";
import { Section } from "../components";
import { useApp } from "../context";
import { dayText } from "../date-field";
import { gameName } from "../family/names";
import { formatNumber, signedNumber } from "../i18n";

/** The evening `session`'s story; `from`: the game it was opened from. */
export function EveningScreen({ session, from }: { session: number; from?: number }) {
  const { t, fail, lang, go } = useApp();
  const [story, setStory] = useState<EveningStory | null>(null);
  useEffect(() => { api.eveningStory(session).then(setStory, fail); }, [session]);
  if (!story) return <p class="muted">{t("loading")}</p>;
  const open = (g: StoryGame) => go(g.kind === "papillon"
    ? { screen: "game", game: g.game, tab: "result" }
    : { screen: "family", game: g.game });
  const n = (x: number) => formatNumber(lang, x);
  const list = (names: string[]) => new Intl.ListFormat(lang, { style: "long", type: "conjunction" }).format(names);
  const main = story.main;
  // the biggest swing's whole side: partners had the same points in that game
  const swing = story.biggest_swing;
  const swingGame = swing ? story.games[swing.number - 1] : undefined;
  const swingNames = swing && swingGame
    ? story.players.filter((_, i) => swingGame.points[i] === swing.points)
    : [];
  return (
    <div>
      <h1 id="evening-h">{t("eveningTitle", { day: dayText(story.session.started_at, lang) })}</h1>
      {from !== undefined && (
        <p><button type="button" class="ghost" id="evening-back" onClick={() => go({ screen: "game", game: from, tab: "result" })}>‹ {t("eveningBack")}</button></p>
      )}
      {story.games.length === 0 ? <p class="muted" id="evening-empty">{t("eveningEmpty")}</p> : (
        <>
          <ul class="items" id="evening-facts">
            {story.winners.length > 0 && story.lines[0] && (
              <li id="evening-winner">{t("eveningWinner", {
                names: list(story.winners), several: story.winners.length > 1 ? "yes" : "no", wins: story.lines[0].wins,
                total: signedNumber(lang, story.lines[0].total), game: main ? gameName(main, t) : "",
              })}</li>
            )}
            {swing && (
              <li id="evening-swing">{t("eveningSwing", {
                name: list(swingNames.length > 0 ? swingNames : [swing.name]), points: signedNumber(lang, swing.points),
                number: swing.number,
              })}</li>
            )}
            {story.games.some((g) => g.kind === "papillon") && (
              <li id="evening-chat-noirs">{story.chat_noirs.length === 0 ? t("eveningNoChatNoir") : t("eveningChatNoirs", {
                names: list(story.chat_noirs.map((c) => c.name)), count: story.chat_noirs[0]?.count ?? 0,
              })}</li>
            )}
          </ul>
          {main && <RunningChart story={story} main={main} />}
          <Section title={t("eveningGames")} id="evening-games-h">
            <p class="muted small" id="evening-games-note">{t("eveningTableCaption")}</p>
            {/* a small table a game, three columns: it fits a phone however many play */}
            <ol class="evening-games" id="evening-games">
              {story.games.map((g) => (
                <li key={g.game} data-game={g.game} data-kind={g.kind}>
                  <h3 id={`evening-game-${g.game}`}>
                    <button type="button" class="link" onClick={() => open(g)} aria-label={t("eveningOpenGame", { number: g.number, game: gameName(g.kind, t) })}>
                      {n(g.number)}. {gameName(g.kind, t)}
                    </button>
                  </h3>
                  <table class="score compact" aria-labelledby={`evening-game-${g.game}`} aria-describedby="evening-games-note">
                    <thead><tr>
                      <th scope="col">{t("player")}</th><th scope="col" class="num">{t("eveningPointsCol")}</th>
                      <th scope="col" class="num">{t("eveningRunningCol")}</th>
                    </tr></thead>
                    <tbody>
                      {story.players.map((p, i) => {
                        const points = g.points[i];
                        if (points === null || points === undefined) return null;
                        const won = g.winners.includes(p);
                        return (
                          <tr key={p} data-player={p} data-points={points} data-running={g.running[i]} class={won ? "won" : undefined}>
                            <th scope="row">{p}{won && <span class="small muted">{" "}{t("eveningWon")}</span>}</th>
                            <td class="num">{signedNumber(lang, points)}</td>
                            <td class="num total">{signedNumber(lang, g.running[i] ?? 0)}</td>
                          </tr>
                        );
                      })}
                    </tbody>
                  </table>
                </li>
              ))}
            </ol>
          </Section>
        </>
      )}
    </div>
  );
}

/** Draws a chart into `box` with the chart module, loaded when first needed (uPlot comes
 *  with the screens that draw, not with the app's first load); removed on a change. */
export function useChart(
  box: { current: HTMLDivElement | null },
  draw: (chart: typeof import("./evening-chart"), el: HTMLDivElement) => () => void,
  deps: unknown[],
) {
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    let stop: (() => void) | null = null;
    let gone = false;
    import("./evening-chart").then((chart) => { if (!gone) stop = draw(chart, el); });
    return () => { gone = true; stop?.(); };
  }, deps);
}

/** The running totals of the evening's main game, one line a player, drawn by uPlot;
 *  hidden from a screen reader, which reads the table below (its sentence says so). */
function RunningChart({ story, main }: { story: EveningStory; main: GameType }) {
  const { t, lang } = useApp();
  const box = useRef<HTMLDivElement>(null);
  useChart(box, (chart, el) => chart.runningChart(el, story, main, lang, { x: t("eveningAxisGame"), y: t("eveningAxisPoints") }), [story, main, lang]);
  const kind = story.games.filter((g) => g.kind === main);
  // players whose lines coincide (partners, mostly): said, since one line hides the other
  const series = story.players.map((p, i) => ({ p, key: JSON.stringify(kind.map((g) => [g.points[i], g.running[i]])) }))
    .filter(({ p }) => kind.some((g) => g.points[story.players.indexOf(p)] !== null));
  const groups = [...new Set(series.map((x) => x.key))]
    .map((key) => series.filter((x) => x.key === key).map((x) => x.p))
    .filter((names) => names.length > 1);
  const list = (names: string[]) => new Intl.ListFormat(lang, { style: "long", type: "conjunction" }).format(names);
  return (
    <Section title={t("eveningChartTitle", { game: gameName(main, t) })} id="evening-chart-h">
      <p class="muted small" id="evening-chart-note">{t("eveningChartNote", { games: kind.length, game: gameName(main, t) })}</p>
      <div ref={box} class="evening-chart" id="evening-chart" aria-hidden="true" />
      {groups.length > 0 && <p class="muted small" id="evening-chart-same">{t("eveningChartSame", { groups: groups.map(list).join(" · ") })}</p>}
    </Section>
  );
}
