// A game of the family's other games kept at a real table. What every game shares is
// written once here: loading, saving each tap in order on the revision it was made on,
// undo and redo, the standings; each game draws its own sheet (ui/src/family/).
import { useEffect, useRef, useState } from "preact/hooks";
import { api, isCommandError, type FamilyGameView, type FamilyProblems, type FamilySheet } from "../api";
import { Section } from "../components";
import { useApp } from "../context";
import { ShareTable } from "../share";
import type { Translate } from "../i18n";
import { ClassicSheetView } from "../family/classic";
import { classicProblemText } from "../family/classic-words";
import { ProutSheetView, proutProblemText } from "../family/prout";
import { FarfaliaSheetView } from "../family/farfalia-sheet";
import { farfaliaProblemText } from "../family/farfalia-words";
import { gameName } from "../family/names";
import { GameRatingChanges } from "./ratings";
import { familyUndoLine } from "../sheet-words";

/** The engine's problems with a refused sheet, in the player's language. */
export function problemsText(problems: FamilyProblems, t: Translate): string[] {
  switch (problems.game) {
    case "prout": return problems.problems.map((p) => proutProblemText(p, t));
    case "classic": return problems.problems.map((p) => classicProblemText(p, t));
    case "farfalia": return problems.problems.map((p) => farfaliaProblemText(p, t));
  }
}

/** The standings of a game so far, best first: the result table every game shares. */
export function Standings({ view }: { view: FamilyGameView }) {
  const { t } = useApp();
  const sides = view.summary.sides;
  if (sides.length === 0) return null;
  return (
    <Section title={t(view.summary.status === "finished" ? "result" : "standings")} id="family-standings-h">
      <div class="table-wrap">
        <table class="score" id="family-standings">
          <thead><tr><th scope="col">{t("place")}</th><th scope="col">{t("player")}</th><th scope="col" class="num">{t("total")}</th></tr></thead>
          <tbody>
            {sides.map((s) => (
              <tr key={s.members.join("+")} class={view.summary.winners.some((w) => s.members.includes(w)) ? "won" : undefined}>
                <td>{s.place}</td><th scope="row">{s.members.join(" + ")}</th><td class="num total">{s.total}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {view.summary.status === "finished" && view.summary.winners.length > 0 && (
        <p id="family-winners"><strong>{t(view.summary.winners.length > 1 ? "winnersLine" : "winnerLine", { names: view.summary.winners.join(", ") })}</strong></p>
      )}
    </Section>
  );
}

export function FamilyScreen({ game }: { game: number }) {
  const { t, fail, announce, clearError } = useApp();
  const [view, setView] = useState<FamilyGameView | null>(null);
  // what the last undo or redo did, shown beside the buttons as it is announced
  const [said, setSaid] = useState<string | null>(null);
  const [refused, setRefused] = useState<string[]>([]);
  // taps go one after another, each on the revision the previous answer gave and on
  // the sheet as the person last left it (shown at once, before the engine answers)
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const revision = useRef(0);
  const latest = useRef<FamilySheet | null>(null);
  const accepted = useRef<FamilyGameView | null>(null);
  const waiting = useRef(0);
  const show = (v: FamilyGameView) => {
    accepted.current = v;
    revision.current = v.revision;
    if (waiting.current <= 1) {
      latest.current = v.sheet;
      setView(v);
    } else {
      // more taps are on their way: keep showing the sheet they build on
      setView({ ...v, sheet: latest.current ?? v.sheet });
    }
  };
  useEffect(() => { api.familyView(game).then(show, fail); }, [game]);

  const send = (work: () => Promise<FamilyGameView>, done?: (before: FamilySheet | null, after: FamilySheet) => void) => {
    waiting.current += 1;
    queue.current = queue.current.then(async () => {
      try {
        const before = accepted.current?.sheet ?? null;
        const next = await work();
        show(next);
        setRefused([]);
        clearError?.();
        done?.(before, next.sheet);
      } catch (e) {
        // the sheet goes back to what the engine last accepted
        latest.current = accepted.current?.sheet ?? latest.current;
        if (isCommandError(e) && e.code === "stale") {
          show(await api.familyView(game));
        } else if (isCommandError(e) && e.problems) {
          if (accepted.current) setView(accepted.current);
          const words = problemsText(e.problems, t);
          setRefused(words);
        } else {
          if (accepted.current) setView(accepted.current);
          fail(e);
        }
      } finally {
        waiting.current -= 1;
      }
    });
  };
  // undo and redo say what they took back or gave again
  const undoRedo = (kind: "undo" | "redo") => send(() => (kind === "undo" ? api.familyUndo(game) : api.familyRedo(game)), (before, after) => {
    const line = before ? familyUndoLine(kind, before, after, t) : t(kind);
    announce(line);
    setSaid(line);
  });
  const edit = (change: (sheet: FamilySheet) => FamilySheet) => {
    setSaid(null);
    if (!latest.current) return;
    const next = change(latest.current);
    latest.current = next;
    setView((v) => (v ? { ...v, sheet: next } : v));
    send(() => api.familySave(game, revision.current, next));
  };

  if (!view) return <p>{t("loading")}</p>;
  const { sheet } = view;
  let body;
  switch (sheet.game) {
    case "prout":
      body = <ProutSheetView sheet={sheet.sheet} report={view.report?.game === "prout" ? view.report.report : null}
        onEdit={(change) => edit((s) => (s.game === "prout" ? { game: "prout", sheet: change(s.sheet) } : s))} />;
      break;
    case "classic":
      body = <ClassicSheetView sheet={sheet.sheet} report={view.report?.game === "classic" ? view.report.report : null}
        onEdit={(change) => edit((s) => (s.game === "classic" ? { game: "classic", sheet: change(s.sheet) } : s))} />;
      break;
    case "farfalia":
      body = <FarfaliaSheetView sheet={sheet.sheet} report={view.report?.game === "farfalia" ? view.report.report : null}
        onEdit={(change) => edit((s) => (s.game === "farfalia" ? { game: "farfalia", sheet: change(s.sheet) } : s))} />;
      break;
  }
  return (
    <div>
      <h1>{gameName(sheet.game, t)} · {view.summary.players.join(", ")}</h1>
      <div class="bar family-bar">
        <button type="button" id="family-undo" disabled={!view.can_undo} onClick={() => undoRedo("undo")}>{t("undo")}</button>
        <button type="button" id="family-redo" disabled={!view.can_redo} onClick={() => undoRedo("redo")}>{t("redo")}</button>
        <span class="muted" id="family-status">{view.summary.status === "finished" ? t("finished") : t("inProgress")}</span>
      </div>
      {said && <p class="muted undo-said" id="family-undo-said" aria-hidden="true">{said}</p>}
      {refused.length > 0 && (
        <div class="error" role="alert" id="family-refused">
          <p>{t("familyRefused")}</p>
          <ul>{refused.map((r) => <li key={r}>{r}</li>)}</ul>
        </div>
      )}
      <Standings view={view} />
      {body}
      {/* under the sheet, not above it: it comes a moment after the game's last tap, and a
          panel appearing above the tiles moved the next tap onto another tile */}
      {view.summary.status === "finished" && <GameRatingChanges key={view.summary.revision} game={view.summary.game} id={view.summary.id} />}
      <ShareTable target={{ kind: "game", id: game }} />
    </div>
  );
}
