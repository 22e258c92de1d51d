// Two players' record in one game (issue 54): the games they played together, how often
// each finished ahead and when last, their games as partners, and both ratings game after
// game, as a chart (uPlot, lazily) and the same numbers in a table. The numbers are the
// store's (papillon-store's story/pairs.rs).
import { useEffect, useRef, useState } from "preact/hooks";
import { api, type GameType } from "../api";
import type { PairRecord } from "../bindings";
import { Section } from "../components";
import { useApp } from "../context";
import { dayText } from "../date-field";
import { formatNumber } from "../i18n";
import { useChart } from "./evening";

/** Two of `players` compared in `game` (the first two by default, as the table lists them). */
export function PairView({ game, players }: { game: GameType; players: string[] }) {
  const { t, fail, lang } = useApp();
  const [a, setA] = useState(players[0] ?? "");
  const [b, setB] = useState(players[1] ?? "");
  const [record, setRecord] = useState<PairRecord | null>(null);
  useEffect(() => {
    setRecord(null);
    if (a && b && a !== b) api.pairRecord(game, a, b).then(setRecord, fail);
  }, [game, a, b]);
  if (players.length < 2) return null;
  const pick = (id: string, label: string, value: string, set: (v: string) => void) => (
    <label class="pair-pick">{label}
      <select id={id} value={value} onChange={(e) => set((e.target as HTMLSelectElement).value)}>
        {players.map((p) => <option key={p} value={p}>{p}</option>)}
      </select>
    </label>
  );
  const day = (id: number | null | undefined) => {
    const g = record?.games.find((x) => x.game === id);
    return g ? dayText(g.date, lang) : "";
  };
  return (
    <Section title={t("pairTitle")} id="pair-h">
      <div class="row pair-picks">
        {pick("pair-a", t("pairFirst"), a, setA)}
        {pick("pair-b", t("pairSecond"), b, setB)}
      </div>
      {a === b ? <p class="muted" id="pair-same">{t("pairSame")}</p> : record && (
        record.games.length === 0 ? <p class="muted" id="pair-none">{t("pairNone", { a, b })}</p> : (
          <>
            <ul class="items" id="pair-lines">
              <li id="pair-together">{t("pairTogether", { games: record.games.length, against: record.against })}</li>
              {record.against > 0 && record.names.map((name, i) => (
                <li key={name} id={`pair-wins-${i}`} data-wins={record.wins[i]}>
                  {record.last_win[i] !== null
                    ? t("pairAhead", { name, count: record.wins[i] ?? 0, day: day(record.last_win[i]) })
                    : t("pairNeverAhead", { name })}
                </li>
              ))}
              {record.ties > 0 && <li id="pair-ties">{t("pairTies", { count: record.ties })}</li>}
              {record.partners > 0 && <li id="pair-partners">{t("pairPartners", { games: record.partners, won: record.partners_won })}</li>}
            </ul>
            {record.ratings.length > 0 && <PairRatings record={record} />}
          </>
        )
      )}
    </Section>
  );
}

/** Both ratings after each rated game of either, as lines (hidden from a screen reader)
 *  and in a table. */
function PairRatings({ record }: { record: PairRecord }) {
  const { t, lang } = useApp();
  const box = useRef<HTMLDivElement>(null);
  useChart(box, (chart, el) => {
    const xs = record.ratings.map((_, k) => k + 1);
    const series = record.names.map((name, i) => ({ label: name, values: record.ratings.map((r) => r.ratings[i]?.rating ?? null) }));
    return chart.lineChart(el, xs, series, lang, { x: t("pairAxisGame"), y: t("ratingsRating") });
  }, [record, lang]);
  const n = (x: number | undefined) => (x === undefined ? "—" : formatNumber(lang, x));
  return (
    <>
      <h3 id="pair-ratings-h">{t("pairRatingsTitle")}</h3>
      <div ref={box} class="evening-chart" id="pair-chart" aria-hidden="true" />
      <div class="table-wrap">
        <table class="score compact" id="pair-ratings" aria-labelledby="pair-ratings-h">
          <thead><tr><th scope="col">{t("pairGameCol")}</th>{record.names.map((name) => <th scope="col" class="num" key={name}>{name}</th>)}</tr></thead>
          <tbody>
            {record.ratings.map((r) => (
              <tr key={r.game} data-game={r.game}>
                <th scope="row">{dayText(r.date, lang)}</th>
                {r.ratings.map((x, i) => <td class="num" key={i} data-rating={x?.rating ?? ""}>{n(x?.rating)}</td>)}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
