// The next deal of a Farfalia game, as it starts at the table: the dealer and the teams
// the rule proposes (the engine's `next`: at five, the lowest total deals and the teams
// follow), which the group agrees to or, under its own seating, sets; the trump the
// dealer calls; the proposition turned up subject by subject; DOUBLE YOU jokers. Then
// the deal goes on the sheet and each side's collection is tapped (farfalia-sheet.tsx).
import { useEffect, useRef, useState } from "preact/hooks";
import type { DealInput, FarfaliaSheet, FarfaliaSubject, FarfaliaTrump, NextDeal } from "../api";
import { Section, rovingKeyDown, rovingTabIndex } from "../components";
import { useApp } from "../context";
import { SUBJECTS, TRUMPS, reasonText, sideName, subjectName, teamsText, trumpName } from "./farfalia-words";

/** Moves the focus (and the view) to the first element of `css` after the next render,
 *  when a step of the entry replaces the control that had it. */
export function useFocusAfter(): (css: string) => void {
  const pending = useRef<string | null>(null);
  const [, rerender] = useState(0);
  useEffect(() => {
    const css = pending.current;
    if (!css) return;
    const el = document.querySelector<HTMLElement>(css);
    if (!el) return;
    pending.current = null;
    el.focus();
    el.scrollIntoView?.({ block: "nearest" });
  });
  return (css) => { pending.current = css; rerender((n) => n + 1); };
}

type Draft = {
  dealer: string | null;
  /** The group agreed to the dealer and the teams. */
  agreed: boolean;
  /** Under the group's own seating: the side (index) of each player. */
  sideOf: Record<string, number> | null;
  trump: FarfaliaTrump | null;
  proposition: FarfaliaSubject[];
  doubleYou: string[];
};

const NONE = { butterfly: 0, strawberry: 0, leaf: 0, fish: 0, shell: 0 };

/** The sides of the draft: the rule's for its dealer, or the group's own. */
function draftSides(dealer: string | null, sideOf: Record<string, number> | null, next: NextDeal, players: string[]): string[][] {
  const rule = next.seatings.find((s) => s.dealer === dealer)?.sides ?? [];
  if (!sideOf) return rule;
  const count = Math.max(rule.length, 1);
  return Array.from({ length: count }, (_, k) => players.filter((p) => (sideOf[p] ?? 0) === k)).filter((s) => s.length > 0);
}

export function NextDealForm({ sheet, next, onPlay, onCancel }: {
  sheet: FarfaliaSheet; next: NextDeal; onPlay: (deal: DealInput) => void; onCancel: () => void;
}) {
  const { t, announce } = useApp();
  const own = sheet.options.seating === "as_entered";
  const ruleSides = (dealer: string | null) => next.seatings.find((s) => s.dealer === dealer)?.sides ?? [];
  // under the group's own seating, a dealer's teams start as the rule's
  const sidesOf = (dealer: string | null) => (own && dealer ? Object.fromEntries(ruleSides(dealer).flatMap((side, k) => side.map((q) => [q, k]))) : null);
  const [draft, setDraft] = useState<Draft>(() => ({ dealer: next.dealer, agreed: false, sideOf: sidesOf(next.dealer), trump: null, proposition: [], doubleYou: [] }));
  const change = (d: Partial<Draft>) => setDraft((x) => ({ ...x, ...d }));
  const focusAfter = useFocusAfter();
  const players = sheet.players;
  const chooseDealer = own || next.dealer === null;
  // the rule's dealer follows the standings, even as an earlier deal is corrected
  const dealer = chooseDealer ? draft.dealer : next.dealer;
  const sides = draftSides(dealer, draft.sideOf, next, players);
  const sideCount = next.seatings[0]?.sides.length ?? 2;
  const setDealer = (p: string) => change({ dealer: p, sideOf: sidesOf(p) });
  const agree = () => {
    if (!dealer) return;
    change({ agreed: true });
    focusAfter("#farfalia-trump [tabindex=\"0\"], #farfalia-turn-up button");
    announce(t("farfaliaAccepted", { name: dealer, teams: teamsText(sides) }));
  };
  const turnUp = (s: FarfaliaSubject) => {
    if (draft.proposition.length >= 5) return;
    const proposition = [...draft.proposition, s];
    change({ proposition });
    announce(t("farfaliaTurnedUp", { subject: subjectName(s, t), n: proposition.length }));
  };
  const play = () => {
    if (!dealer) return;
    onPlay({
      dealer,
      trump: next.trump === "dealer_calls" ? draft.trump : null,
      proposition: draft.proposition,
      // each side says what it kept (or that it kept nothing) before the next deal
      sides: sides.map((players) => ({ players, collected: { ...NONE }, cards: [], entered: false })),
      double_you: draft.doubleYou,
    });
  };
  const jokers = (p: string) => next.jokers_left.find((j) => j.player === p)?.jokers ?? 0;
  const dealerName = dealer ?? "";
  return (
    <Section title={`${t("farfaliaDealN", { n: next.deal })}${next.doubled ? ` · ${t("farfaliaDoubledMark")}` : ""}${next.extra ? ` · ${t("farfaliaExtraMark")}` : ""}`}
      id="farfalia-draft-h">
      <div id="farfalia-draft">
        <h3>{t("farfaliaProposal")}</h3>
        <p id="farfalia-reason" class="muted">{reasonText(next.reason, next.dealer, t)}</p>
        {chooseDealer && !draft.agreed ? (
          <div class="chips" role="radiogroup" aria-label={t("farfaliaWhoDeals")} id="farfalia-dealer"
            onKeyDown={(e) => rovingKeyDown(e, (i) => setDealer(players[i]))}>
            <p>{t("farfaliaWhoDeals")}</p>
            {players.map((p, i) => (
              <button type="button" key={p} role="radio" data-player={p} aria-checked={draft.dealer === p}
                tabIndex={rovingTabIndex(draft.dealer === p, i, draft.dealer !== null)}
                class={draft.dealer === p ? "chip on" : "chip"} onClick={() => setDealer(p)}>{p}</button>
            ))}
          </div>
        ) : (
          <p id="farfalia-dealer-is"><strong>{t("farfaliaDealerIs", { name: dealerName })}</strong></p>
        )}
        {dealer && (
          <div>
            <p class="muted small">{t("farfaliaTeams")}</p>
            <ul class="teams" id="farfalia-teams" aria-label={t("farfaliaTeams")}>
              {sides.map((s) => <li key={s.join("+")}>{sideName(s, dealerName, sheet.mode, next.extra, t)}</li>)}
            </ul>
          </div>
        )}
        {dealer && own && !draft.agreed && players.map((p) => (
          <div key={p} class="seg" role="radiogroup" aria-label={t("farfaliaSideOf", { name: p })}
            onKeyDown={(e) => rovingKeyDown(e, (k) => change({ sideOf: { ...draft.sideOf, [p]: k } }))}>
            <span aria-hidden="true">{p}</span>
            {Array.from({ length: sideCount }, (_, k) => {
              const on = (draft.sideOf?.[p] ?? 0) === k;
              return (
                <button type="button" key={k} role="radio" aria-checked={on} tabIndex={rovingTabIndex(on, k, true)}
                  class={on ? "chip on" : "chip"} onClick={() => change({ sideOf: { ...draft.sideOf, [p]: k } })}>{t("farfaliaSideN", { n: k + 1 })}</button>
              );
            })}
          </div>
        ))}
        {!draft.agreed && (
          <button type="button" class="primary" id="farfalia-accept" disabled={!dealer} onClick={agree}>
            {t("farfaliaAccept", { name: dealerName || "…" })}
          </button>
        )}
        {draft.agreed && (
          <>
            <h3>{t("farfaliaTrump")}</h3>
            {next.trump === "dealer_calls" ? (
              <div class="seg" role="radiogroup" aria-label={t("farfaliaTrump")} id="farfalia-trump"
                onKeyDown={(e) => rovingKeyDown(e, (i) => change({ trump: TRUMPS[i] }))}>
                {TRUMPS.map((x, i) => (
                  <button type="button" key={x} role="radio" data-trump={x} aria-checked={draft.trump === x}
                    tabIndex={rovingTabIndex(draft.trump === x, i, draft.trump !== null)}
                    class={`chip trump-${x}${draft.trump === x ? " on" : ""}`} onClick={() => change({ trump: x })}>{trumpName(x, t)}</button>
                ))}
              </div>
            ) : <p class="muted">{t("farfaliaTrumpFollows")}</p>}
            <h3>{t("farfaliaProposition")}</h3>
            <p class="muted small">{t("farfaliaSubjectsHelp")}</p>
            <ol class="farfalia-proposition" id="farfalia-turned" aria-label={t("farfaliaProposition")}>
              {draft.proposition.map((s, i) => <li key={i} class={`subject s-${s}`}>{subjectName(s, t)}</li>)}
            </ol>
            {draft.proposition.length === 0 && <p class="muted">{t("farfaliaNothingTurned")}</p>}
            <div class="seg" role="group" aria-label={t("farfaliaTurnUp")} id="farfalia-turn-up">
              {SUBJECTS.map((s) => (
                <button type="button" key={s} data-subject={s} class={`subject s-${s}`} disabled={draft.proposition.length >= 5}
                  onClick={() => turnUp(s)}>{subjectName(s, t)}</button>
              ))}
            </div>
            <p class="muted small">{t("farfaliaTurnUp")}</p>
            <button type="button" id="farfalia-untap" disabled={draft.proposition.length === 0}
              onClick={() => change({ proposition: draft.proposition.slice(0, -1) })}>{t("farfaliaRemoveLast")}</button>
            {sheet.options.double_you && (
              <div class="chips" role="group" aria-label={t("farfaliaDoubleYouWho")} id="farfalia-double-you-who">
                <p>{t("farfaliaDoubleYouWho")}</p>
                {players.map((p) => {
                  const barred = next.double_you_barred.includes(p);
                  const on = draft.doubleYou.includes(p);
                  return (
                    <button type="button" key={p} aria-pressed={on} class={on ? "chip on" : "chip"} disabled={barred || jokers(p) === 0}
                      onClick={() => change({ doubleYou: on ? draft.doubleYou.filter((q) => q !== p) : [...draft.doubleYou, p] })}>
                      {p}<small>{barred ? t("farfaliaBarred") : t("farfaliaJokersLeft", { n: jokers(p) })}</small>
                    </button>
                  );
                })}
              </div>
            )}
            <p class="muted small">{t("farfaliaMaxPicks", { n: next.max_picks })}</p>
          </>
        )}
        <div class="row">
          <button type="button" class="primary big" id="farfalia-play" disabled={!draft.agreed || draft.proposition.length !== 5} onClick={play}>
            {t("farfaliaPlayDeal")}
          </button>
          <button type="button" id="farfalia-cancel" onClick={onCancel}>{t("farfaliaCancelDeal")}</button>
        </div>
      </div>
    </Section>
  );
}
