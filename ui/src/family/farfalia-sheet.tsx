// A Farfalia game at a real table: what the score rests on (the mode, the points table,
// the gaps of the text), every deal with its proposition and each side's collection
// tapped subject by subject, the next deal as the rule proposes it, and the table of
// the deals. The engine (crates/farfalia) checks and scores every tap.
import { useState } from "preact/hooks";
import type { DealInput, DealReport, FarfaliaReport, FarfaliaSheet, FarfaliaSubject, SubjectCounts } from "../api";
import { Section } from "../components";
import { useApp } from "../context";
import type { Translate } from "../i18n";
import { NextDealForm, useFocusAfter } from "./farfalia-deal";
import { RunningTable } from "./running-table";
import { isGap, modeName, noteText, sideName, subjectName, trumpName } from "./farfalia-words";
import type { SheetEdit } from "./prout";

/** What the score rests on: mode, length, points, who wins, the text's gaps. */
function About({ sheet, report }: { sheet: FarfaliaSheet; report: FarfaliaReport | null }) {
  const { t } = useApp();
  const settings = report?.settings;
  const points = settings?.points ?? [0, sheet.options.house_points.one, sheet.options.house_points.two, sheet.options.house_points.three, 10, 15];
  const parts = [modeName(sheet.mode, t)];
  if (settings?.deals != null) parts.push(t("farfaliaDealsCount", { n: settings.deals }));
  if (settings?.target != null) parts.push(t("farfaliaToTarget", { n: settings.target }));
  const win = sheet.mode === "four" ? "farfaliaWinTeam"
    : sheet.mode === "beginner_five" || (sheet.mode === "chinkway" && sheet.options.chinkway_winners === "two_best") ? "farfaliaWinTwoBest"
    : "farfaliaWinBest";
  const notes = report?.notes ?? [];
  const gaps = notes.filter(isGap);
  const readings = notes.filter((n) => !isGap(n));
  return (
    <div>
      <p class="muted" id="farfalia-about">{parts.join(" · ")}</p>
      <p class="muted small" id="farfalia-points">{t("farfaliaPointsTable", { three: points[3], two: points[2], one: points[1] })}</p>
      <p class="small" id="farfalia-win-rule">{t(win)}</p>
      {gaps.length > 0 && (
        <div class="farfalia-gap" id="farfalia-gaps">
          <p><strong>{t("farfaliaTextCut")}</strong></p>
          <ul>{gaps.map((n) => <li key={n}>{noteText(n, t)}</li>)}</ul>
        </div>
      )}
      {readings.length > 0 && (
        <details id="farfalia-notes">
          <summary>{t("farfaliaReadings")}</summary>
          <ul>{readings.map((n) => <li key={n}>{noteText(n, t)}</li>)}</ul>
        </details>
      )}
    </div>
  );
}

/** The proposition's subjects, one tile each, in the order turned up. */
function Proposition({ subjects }: { subjects: FarfaliaSubject[] }) {
  const { t } = useApp();
  return (
    <ol class="farfalia-proposition" aria-label={t("farfaliaProposition")}>
      {subjects.map((s, i) => <li key={i} class={`subject s-${s}`}>{subjectName(s, t)}</li>)}
    </ol>
  );
}

/** Which tile of the proposition is which occurrence of its subject (0 for the first). */
function occurrences(subjects: FarfaliaSubject[]): number[] {
  return subjects.map((s, i) => subjects.slice(0, i).filter((x) => x === s).length);
}

/** One deal: dealer, trump, proposition, and each side's collection, tapped. */
function DealView({ sheet, index, scored, onChange }: {
  sheet: FarfaliaSheet; index: number; scored: DealReport | null; onChange: (change: (deal: DealInput) => DealInput) => void;
}) {
  const { t, announce } = useApp();
  const deal = sheet.deals[index];
  const n = index + 1;
  const extra = scored?.extra ?? false;
  const nth = occurrences(deal.proposition);
  const count = (c: SubjectCounts | null | undefined, s: FarfaliaSubject) => c?.[s] ?? 0;
  // a side entered by its cards (the CLI's sheets) has its counts in the report
  const counted = (k: number): SubjectCounts | null | undefined => deal.sides[k]?.collected ?? scored?.sides[k]?.collected;
  const toggle = (side: number, slot: number) => {
    const subject = deal.proposition[slot];
    const known = scored?.sides[side]?.collected;
    let kept = 0;
    onChange((d) => ({
      ...d,
      sides: d.sides.map((x, k) => {
        if (k !== side) return x;
        const collected: SubjectCounts = { butterfly: 0, strawberry: 0, leaf: 0, fish: 0, shell: 0, ...(x.collected ?? known ?? {}) };
        const c = collected[subject];
        collected[subject] = nth[slot] < c ? c - 1 : c + 1;
        kept = Object.values(collected).reduce((a, b) => a + b, 0);
        return { ...x, collected, entered: true };
      }),
    }));
    const name = sideName(deal.sides[side].players, deal.dealer, sheet.mode, extra, t);
    announce(t("farfaliaSideKept", { side: name, n: kept }));
  };
  const keptNothing = (side: number) => {
    onChange((d) => ({ ...d, sides: d.sides.map((x, k) => (k === side ? { ...x, entered: true } : x)) }));
    const name = sideName(deal.sides[side].players, deal.dealer, sheet.mode, extra, t);
    announce(t("farfaliaSideKept", { side: name, n: 0 }));
  };
  const title = [t("farfaliaDealN", { n })];
  if (scored?.doubled) title.push(t("farfaliaDoubledMark"));
  if (extra) title.push(t("farfaliaExtraMark"));
  const jokers = deal.double_you ?? [];
  return (
    <Section title={title.join(" · ")} id={`farfalia-deal-${n}-h`}>
      <div id={`farfalia-deal-${n}`}>
        <p class="farfalia-deal-line">
          <strong>{t("farfaliaDealerIs", { name: deal.dealer })}</strong>
          {scored?.trump ? ` · ${t("farfaliaTrumpIs", { trump: trumpName(scored.trump, t) })}` : ""}
        </p>
        <Proposition subjects={deal.proposition} />
        {jokers.length > 0 && <p>{t("farfaliaDoubleYouPlayed", { names: jokers.join(", ") })}</p>}
        <p class="muted small">{t("farfaliaCollectHelp")}</p>
        {deal.sides.map((side, k) => {
          const name = sideName(side.players, deal.dealer, sheet.mode, extra, t);
          const line = scored?.sides[k] ?? null;
          return (
            <div class="farfalia-side" key={k} data-side={k}>
              <h3>{name}</h3>
              <div class="farfalia-keep" role="group" aria-label={name}>
                {deal.proposition.map((s, slot) => {
                  const on = nth[slot] < count(counted(k), s);
                  return (
                    <button type="button" key={slot} data-slot={slot} aria-pressed={on} class={`subject s-${s}${on ? " on" : ""}`}
                      aria-label={t("farfaliaKeepLabel", { subject: subjectName(s, t), n: slot + 1, side: name })}
                      onClick={() => toggle(k, slot)}>
                      <span aria-hidden="true">{on ? "✓ " : ""}</span>{subjectName(s, t)}
                    </button>
                  );
                })}
              </div>
              {side.entered === false ? (
                <p class="side-score muted" data-waiting={k}>
                  {t("farfaliaSideWaiting")}{" "}
                  <button type="button" data-kept-nothing={k} onClick={() => keptNothing(k)}>{t("farfaliaKeptNothing")}</button>
                </p>
              ) : line && <p class="side-score">{t("farfaliaSideScore", { matches: line.matches, points: line.points })}</p>}
            </div>
          );
        })}
      </div>
    </Section>
  );
}

/** Every deal's points per player, and the running totals. */
export function DealTable({ report, t, id = "farfalia-deals" }: { report: FarfaliaReport; t: Translate; id?: string }) {
  if (report.deals.length === 0) return null;
  return (
    <RunningTable id={id} row="deal" title={t("farfaliaDealByDeal")} help={t("farfaliaDealByDealHelp")}
      column={t("farfaliaDealCol")} players={report.players} totals={report.totals}
      running={(n) => t("farfaliaRunning", { n })}
      rows={report.deals.map((d) => ({ n: d.deal, label: `${d.deal}${d.doubled ? " ×2" : ""}`, cells: d.players }))} />
  );
}

/** The sheet: what it rests on, every deal, the next one, the table of the deals. */
export function FarfaliaSheetView({ sheet, report, onEdit }: {
  sheet: FarfaliaSheet; report: FarfaliaReport | null; onEdit: SheetEdit<FarfaliaSheet>;
}) {
  const { t, announce } = useApp();
  const [drafting, setDrafting] = useState(false);
  const focusAfter = useFocusAfter();
  const next = report?.next ?? null;
  const waiting = report?.waiting ?? [];
  // the next deal can start once the sheet as shown is the one the engine scored
  const ready = next !== null && next.deal === sheet.deals.length + 1;
  const play = (deal: DealInput) => {
    setDrafting(false);
    onEdit((s) => ({ ...s, deals: [...s.deals, deal] }));
    focusAfter(`#farfalia-deal-${sheet.deals.length + 1} [data-slot="0"]`);
    announce(t("farfaliaRecorded", { n: sheet.deals.length + 1 }));
  };
  return (
    <div>
      <About sheet={sheet} report={report} />
      {report && <DealTable report={report} t={t} />}
      {sheet.deals.map((_, i) => (
        <DealView key={i} sheet={sheet} index={i} scored={report?.deals[i] ?? null}
          onChange={(change) => onEdit((s) => ({ ...s, deals: s.deals.map((d, j) => (j === i ? change(d) : d)) }))} />
      ))}
      {drafting && next && ready && (
        <NextDealForm key={next.deal} sheet={sheet} next={next} onPlay={play}
          onCancel={() => { setDrafting(false); focusAfter("#farfalia-next-deal"); }} />
      )}
      {waiting.length > 0 && (
        <div class="missing" id="farfalia-waiting">
          <p>{t("stillMissing")}</p>
          <ul>{waiting.map((w) => <li key={`${w.deal}-${w.players.join("+")}`}>{t("farfaliaWaitingFor", { deal: w.deal, side: w.players.join(" + ") })}</li>)}</ul>
        </div>
      )}
      {next && !drafting && (
        <div class="sticky-actions">
          <button type="button" class="primary big" id="farfalia-next-deal" disabled={!ready} onClick={() => { setDrafting(true); focusAfter("#farfalia-dealer [tabindex=\"0\"], #farfalia-accept"); }}>
            {t(sheet.deals.length === 0 ? "farfaliaFirstDeal" : "farfaliaNextDeal")}
          </button>
        </div>
      )}
    </div>
  );
}
