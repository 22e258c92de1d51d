// The evening's running totals as a line chart, by uPlot: small (about 20 KB gzipped),
// no dependencies, fast on a phone, and its own colours and dashes per line. Each player
// is a line of their own colour and dash (never blue or orange, which mean the rounds
// here), with a point at each game, and the legend names every line: colour is not the
// only cue.
import uPlot from "uplot";
import "uplot/dist/uPlot.min.css";
import type { GameType } from "../api";
import type { EveningStory } from "../bindings";

/** Colours that stay apart in both themes, and dashes that tell the lines apart without them. */
const LINES: { stroke: string; dash: number[] }[] = [
  { stroke: "#1b7f3b", dash: [] },
  { stroke: "#8e2a8e", dash: [8, 4] },
  { stroke: "#b3261e", dash: [2, 3] },
  { stroke: "#5a5a5a", dash: [10, 3, 2, 3] },
  { stroke: "#0f7c84", dash: [4, 4] },
  { stroke: "#7a5c00", dash: [12, 4] },
];

/** Draws the chart into `el` (sized to it) and returns what removes it. Nothing where
 *  there is no canvas (a test's page): the table says the same. */
export function runningChart(
  el: HTMLElement, story: EveningStory, main: GameType, lang: string, labels: { x: string; y: string },
): () => void {
  if (typeof HTMLCanvasElement === "undefined" || !document.createElement("canvas").getContext?.("2d")) return () => {};
  const games = story.games.filter((g) => g.kind === main);
  const players = story.players.map((name, i) => ({ name, i })).filter(({ i }) => games.some((g) => g.points[i] !== null));
  const xs = [0, ...games.map((_, k) => k + 1)];
  const series = players.map(({ name, i }) => {
    const first = games.findIndex((g) => g.points[i] !== null);
    // x = j: after j games of the kind; nothing before the player sat down, 0 just before
    return { label: name, values: xs.map((j) => (j < first ? null : j === first ? 0 : games[j - 1]?.running[i] ?? 0)) };
  });
  return lineChart(el, xs, series, lang, labels);
}

/** Lines over `xs` (one a series, `null` where it has no point) drawn into `el`;
 *  returns what removes the chart. */
export function lineChart(
  el: HTMLElement, xs: number[], series: { label: string; values: (number | null)[] }[], lang: string,
  labels: { x: string; y: string },
): () => void {
  if (typeof HTMLCanvasElement === "undefined" || !document.createElement("canvas").getContext?.("2d")) return () => {};
  const data: uPlot.AlignedData = [xs, ...series.map((s) => s.values)];
  const number = new Intl.NumberFormat(lang);
  const size = () => ({ width: Math.max(280, el.clientWidth || 320), height: 220 });
  // drawn on a canvas: the theme's colours are read when drawn, and again when it changes
  const draw = () => {
    const style = getComputedStyle(document.documentElement);
    const text = style.getPropertyValue("--text").trim() || "#222";
    const grid = style.getPropertyValue("--line").trim() || "#ccc";
    const axis = { stroke: text, grid: { stroke: grid, width: 1 }, ticks: { stroke: grid } };
    return new uPlot({
      ...size(),
      scales: { x: { time: false } },
      legend: { show: true, live: false },
      cursor: { show: false },
      axes: [
        { ...axis, label: labels.x, values: (_u, ticks) => ticks.map((v) => (Number.isInteger(v) ? number.format(v) : "")) },
        { ...axis, label: labels.y, values: (_u, ticks) => ticks.map((v) => number.format(v).replace("-", "\u2212")) },
      ],
      series: [
        {},
        ...series.map(({ label }, k) => {
          const line = LINES[k % LINES.length] ?? { stroke: text, dash: [] };
          return { label, stroke: line.stroke, dash: line.dash, width: 2, points: { show: true, size: 6 } };
        }),
      ],
    }, data, el);
  };
  let plot = draw();
  const redraw = () => { plot.destroy(); plot = draw(); };
  const resize = () => plot.setSize(size());
  const theme = new MutationObserver(redraw);
  theme.observe(document.documentElement, { attributes: true, attributeFilter: ["data-theme"] });
  const system = window.matchMedia?.("(prefers-color-scheme: dark)");
  system?.addEventListener?.("change", redraw);
  window.addEventListener("resize", resize);
  return () => {
    window.removeEventListener("resize", resize);
    system?.removeEventListener?.("change", redraw);
    theme.disconnect();
    plot.destroy();
  };
}
