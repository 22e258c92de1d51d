// A table of a sheet kept at the table, one row per deal or game and one column per
// player: each cell the row's points, then the running total after it; the foot the
// totals. Farfalia's deals and PROUT's games are drawn with it (the engine gives every
// number; this only lays them out).
import { Section } from "../components";
import { useApp } from "../context";

export interface RunningRow {
  /** the deal's or game's number (1 = the first) */
  n: number;
  /** what the first cell shows: the number, and a mark such as "×2" */
  label: string;
  cells: { name: string; points: number; total: number }[];
}

export function RunningTable({ id, title, help, column, players, rows, totals, running, row }: {
  /** what a row is: its number goes in `data-deal` or `data-game` */
  row: "deal" | "game";
  id: string; title: string; help: string; column: string; players: string[]; rows: RunningRow[]; totals: number[];
  /** the running total's words under each cell's points */
  running: (n: number) => string;
}) {
  const { t } = useApp();
  return (
    <Section title={title} id={`${id}-h`}>
      <p class="muted small">{help}</p>
      {/* one Tab stop, so the keyboard can scroll a table wider than a phone */}
      <div class="table-wrap" tabIndex={0} role="region" aria-labelledby={`${id}-h`}>
        <table class="score compact per-player" id={id}>
          <thead>
            <tr><th scope="col">{column}</th>{players.map((p) => <th scope="col" class="num" key={p}>{p}</th>)}</tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.n} {...{ [`data-${row}`]: r.n }}>
                <th scope="row">{r.label}</th>
                {r.cells.map((c) => (
                  <td class="num" key={c.name} data-player={c.name} data-points={c.points} data-total={c.total}>
                    {c.points}<br /><small class="muted">{running(c.total)}</small>
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr><th scope="row">{t("total")}</th>{totals.map((x, i) => <td class="num total" key={i} data-player={players[i]}>{x}</td>)}</tr>
          </tfoot>
        </table>
      </div>
    </Section>
  );
}
