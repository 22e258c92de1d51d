import { useEffect, useRef, useState } from "preact/hooks";
import { api, type GameType, type PlayerStats, type PracticeStats } from "../api";
import type { LevelRecord } from "../bindings";
import { GameFilter } from "./history";
import { GAMES } from "../family/names";
import { Section } from "../components";
import { useApp } from "../context";
import { decimal, formatNumber } from "../i18n";
import { levelName } from "../play/words";
import { RatingsLadder } from "./ratings";
import { RecordsView } from "./records";
import { PairView } from "./pair";

/** Each player's games by the strongest computer level they faced: at that level, so
 *  many won out of so many played (« expert : 1 victoire sur 1 partie »; issue 50,
 *  item 16: « expert 1/1 » said nothing). Below the table, not in it: the table fits a
 *  phone (390 px) with its numbers only. */
function LevelRecords({ stats, id }: { stats: PracticeStats[]; id: string }) {
  const { t } = useApp();
  const line = (l: LevelRecord) => t("levelRecord", { level: levelName(l.level, t), wins: l.wins, games: l.games });
  return (
    <section class="level-records" aria-labelledby={`${id}-h`}>
      <h3 id={`${id}-h`}>{t("strongest")}</h3>
      <p class="muted small">{t("strongestNote")}</p>
      <dl id={id}>
        {stats.map((s) => (
          <div key={s.name}>
            <dt>{s.name}</dt>
            {s.by_level.map((l) => <dd key={l.level} data-level={l.level}>{line(l)}</dd>)}
          </div>
        ))}
      </dl>
    </section>
  );
}

/** Results against the computer, kept apart from table games. */
function PracticeStatsView() {
  const { t, fail, lang } = useApp();
  const [stats, setStats] = useState<PracticeStats[] | null>(null);
  useEffect(() => { api.practiceStats("papillon").then(setStats, fail); }, []);
  if (!stats) return null;
  return (
    <>
    <Section title={t("vsComputer")} id="practice-stats-h">
      <p class="muted small">{t("practiceStatsNote")}</p>
      {stats.length === 0 ? <p class="muted">{t("noPracticeModern")}</p> : (
        <>
          <div class="table-wrap">
            <table class="score compact stats" id="practice-stats">
              <thead><tr><th scope="col">{t("player")}</th><th scope="col" class="num">{t("gamesCol")}</th><th scope="col" class="num">{t("wins")}</th><th scope="col" class="num">{t("meanScore")}</th></tr></thead>
              <tbody>
                {stats.map((s) => (
                  <tr key={s.name}>
                    <th scope="row">{s.name}</th><td class="num">{formatNumber(lang, s.games)}</td><td class="num">{formatNumber(lang, s.wins)}</td><td class="num">{decimal(lang, s.mean_score, 1)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <LevelRecords stats={stats} id="practice-levels" />
        </>
      )}
    </Section>
    <RatingsLadder game="papillon" computer />
    </>
  );
}

/** The words of a game's results against the computer: its title, what its won games
 *  and its points are called. */
const PLAY_STATS = {
  classic: { title: "cplayStatsTitle", won: "cplayStatsWon", wonNote: "cplayStatsWonNote", points: "cplayStatsCounters" },
  farfalia: { title: "fplayTitle", won: "wins", wonNote: null, points: "fplayStatsPoints" },
} as const;

/** Results in a game of the family against the computer (the Papillon of 1756,
 *  Farfalia), from the shared outcomes. */
function PlayStatsView({ game }: { game: keyof typeof PLAY_STATS }) {
  const { t, fail, lang } = useApp();
  const [stats, setStats] = useState<PracticeStats[] | null>(null);
  useEffect(() => { api.practiceStats(game).then(setStats, fail); }, [game]);
  if (!stats) return null;
  const words = PLAY_STATS[game];
  return (
    <>
    <Section title={t(words.title)} id={`${game}-play-stats-h`}>
      <p class="muted small">{t("practiceStatsNote")}</p>
      {stats.length === 0 ? <p class="muted">{t("noPractice")}</p> : (
        <>
          <div class="table-wrap">
            <table class="score compact stats" id={`${game}-play-stats`}>
              <thead><tr><th scope="col">{t("player")}</th><th scope="col" class="num">{t("gamesCol")}</th><th scope="col" class="num" aria-describedby={words.wonNote ? `${game}-won-note` : undefined}>{t(words.won)}{words.wonNote && <sup aria-hidden="true">*</sup>}</th><th scope="col" class="num">{t(words.points)}</th><th scope="col" class="num">{t("cplayStatsBest")}</th></tr></thead>
              <tbody>
                {stats.map((s) => (
                  <tr key={s.name}>
                    <th scope="row">{s.name}</th><td class="num">{formatNumber(lang, s.games)}</td><td class="num">{formatNumber(lang, s.wins)}</td>
                    <td class="num">{formatNumber(lang, s.points)}</td><td class="num">{formatNumber(lang, s.best)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {/* what the column counts, under the table (« Sorti le premier » said nothing of a win) */}
          {words.wonNote && <p class="muted small" id={`${game}-won-note`}><span aria-hidden="true">* </span>{t(words.wonNote)}</p>}
          <LevelRecords stats={stats} id={`${game}-play-levels`} />
        </>
      )}
    </Section>
    <RatingsLadder game={game} computer />
    </>
  );
}

/** The first game of the family with finished games, at a table or against the
 *  computer (Papillon when none has). */
export async function firstWithGames(): Promise<GameType> {
  const has = await Promise.all(GAMES.map(async (g) => {
    const [table, computer] = await Promise.all([api.familyStats(g), g === "prout" ? Promise.resolve([]) : api.practiceStats(g)]);
    return (table?.length ?? 0) > 0 || (computer?.length ?? 0) > 0;
  }));
  return GAMES[has.indexOf(true)] ?? "papillon";
}

/** A horizontal bar chart drawn as SVG: average total per player (negative bars go left). */
export function AverageChart({ stats, title }: { stats: PlayerStats[]; title: string }) {
  const { lang, t } = useApp();
  const rowH = 28;
  const width = 320;
  const label = 90;
  const max = Math.max(1, ...stats.map((s) => Math.abs(s.average_total)));
  const hasNeg = stats.some((s) => s.average_total < 0);
  const zero = hasNeg ? label + (width - label) / 2 : label;
  const span = hasNeg ? (width - label) / 2 - 30 : width - label - 40;
  // its caption says what is drawn and how a team's points count (newcomer pass: the
  // chart had no caption, and a team's total seemed credited twice)
  return (
    <figure class="chart-figure" aria-labelledby="chart-caption">
    <figcaption id="chart-caption">{title}<span class="muted small"> {t("chartCredit")}</span></figcaption>
    <svg class="chart" viewBox={`0 0 ${width} ${stats.length * rowH + 8}`} role="img" aria-label={title}>
      <title>{title}</title>
      {stats.map((s, i) => {
        const w = (Math.abs(s.average_total) / max) * span;
        const x = s.average_total >= 0 ? zero : zero - w;
        const y = i * rowH + 4;
        return (
          <g key={s.name}>
            {/* a long name squeezed into the labels' width rather than cut off */}
            <text x={label - 6} y={y + 17} text-anchor="end" class="chart-label"
              {...(s.name.length > 11 ? { textLength: label - 8, lengthAdjust: "spacingAndGlyphs" } : {})}>{s.name}</text>
            <rect x={x} y={y + 4} width={Math.max(w, 1)} height={rowH - 10} rx={4} class={s.average_total >= 0 ? "bar" : "bar neg"} />
            <text x={zero + (s.average_total >= 0 ? w + 4 : 4)} y={y + 17} text-anchor="start" class="chart-value">{decimal(lang, s.average_total, 1)}</text>
          </g>
        );
      })}
      <line x1={zero} x2={zero} y1={0} y2={stats.length * rowH + 8} class="axis" />
    </svg>
    </figure>
  );
}

export function StatsScreen() {
  const { t, fail, lang } = useApp();
  const [stats, setStats] = useState<PlayerStats[] | null>(null);
  const [open, setOpen] = useState<string | null>(null);
  const [game, setGame] = useState<GameType>("papillon");
  // the screen opens on the first game that has games (Papillon when none has, or when
  // it has): not on an empty Papillon when all were of another game; a game the person
  // picked meanwhile stays
  const [opened, setOpened] = useState(false);
  const picked = useRef(false);
  useEffect(() => {
    firstWithGames().then((g) => { if (!picked.current) setGame(g); }, () => undefined).finally(() => setOpened(true));
  }, []);
  useEffect(() => { if (opened) { setStats(null); api.familyStats(game).then(setStats, fail); } }, [game, opened]);
  const chooser = <GameFilter value={game} onChange={(g) => { picked.current = true; setOpened(true); setGame(g ?? "papillon"); }} all={false} />;
  if (!stats) return <div><h1>{t("statistics")}</h1>{chooser}<p>{t("loading")}</p></div>;
  const rounds = game === "papillon";
  const vsComputer = rounds ? <PracticeStatsView /> : game === "classic" || game === "farfalia" ? <PlayStatsView key={game} game={game} /> : null;
  const head = stats.find((s) => s.name === open);
  // the games kept at the table under their own heading, apart from those against the
  // computer below: « no finished game » says which kind it is about (issue 50, item 16)
  return (
    <div>
      <h1>{t("statistics")}</h1>
      {chooser}
      <section aria-labelledby="table-stats-h" id="table-stats">
        <h2 id="table-stats-h">{t("statsAtTable")}</h2>
        {stats.length === 0 ? <p class="muted" id="no-stats">{t("noStats")}</p> : (
          <>
            <AverageChart stats={stats} title={t("chartTitle")} />
            {/* the modern game's averages by round in a table of their own: one table of
                seven columns does not fit a phone (390 px; issue 50, item 16) */}
            <div class="table-wrap">
              <table class="score compact stats" id="stats-table">
                <thead><tr><th scope="col">{t("player")}</th>{(rounds ? ["gamesCol", "wins", "winRate"] as const : ["gamesCol", "wins", "winRate", "avgTotal"] as const).map((k) => <th scope="col" class="num" key={k}>{t(k)}</th>)}</tr></thead>
                <tbody>
                  {stats.map((s) => (
                    <tr key={s.player}>
                      <th scope="row"><button type="button" class="link" aria-expanded={open === s.name} onClick={() => setOpen(open === s.name ? null : s.name)}>{s.name}</button></th>
                      <td class="num">{formatNumber(lang, s.games)}</td><td class="num">{formatNumber(lang, s.wins)}</td><td class="num">{decimal(lang, s.win_percent, 0)}</td>
                      {!rounds && <td class="num">{decimal(lang, s.average_total, 1)}</td>}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            {rounds && (
              <div class="table-wrap">
                <table class="score compact stats" id="stats-averages">
                  <caption>{t("statsAverages")}</caption>
                  <thead><tr><th scope="col">{t("player")}</th>{(["kind_blue", "kind_orange", "total"] as const).map((k) => <th scope="col" class="num" key={k}>{t(k)}</th>)}</tr></thead>
                  <tbody>
                    {stats.map((s) => (
                      <tr key={s.player}>
                        <th scope="row">{s.name}</th>
                        <td class="num">{s.average_blue !== null ? decimal(lang, s.average_blue, 1) : ""}</td>
                        <td class="num">{s.average_orange !== null ? decimal(lang, s.average_orange, 1) : ""}</td>
                        <td class="num">{decimal(lang, s.average_total, 1)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
            {head && (
              <section class="panel" aria-label={t("headToHead")}>
                <h3>{t("headToHeadOf", { name: head.name })}</h3>
                <ul>
                  {head.head_to_head.map((h) => (
                    <li key={h.opponent}>{t("vs", { name: h.opponent, wins: h.wins, losses: h.losses, ties: Number(h.ties ?? 0), games: h.games })}</li>
                  ))}
                </ul>
              </section>
            )}
          </>
        )}
      </section>
      <RatingsLadder key={game} game={game} />
      <RecordsView key={`records-${game}`} game={game} />
      <PairView key={`pair-${game}`} game={game} players={stats.map((s) => s.name)} />
      {vsComputer}
    </div>
  );
}
