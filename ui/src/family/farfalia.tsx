// Farfalia at a real table, before the first deal: the mode, the length, and every
// option the engine offers, the gaps of the text said as such ("the text is cut here")
// with what the group agreed in their place. The sheet itself is in farfalia-sheet.tsx;
// the engine (crates/farfalia) checks and scores everything.
import type { ComponentChildren } from "preact";
import type { FarfaliaMode, FarfaliaOptions, FarfaliaSheet } from "../api";
import { Check, ChoiceChips, Section, Stepper } from "../components";
import { useApp } from "../context";
import type { Key } from "../i18n";
import { MODES, MODE_HELP_KEYS, MODE_PLAYERS, modeName } from "./farfalia-words";

/** An empty sheet with the engine's defaults (`Options::default()`). */
export const NEW_FARFALIA: FarfaliaSheet = {
  mode: "beginner_five", players: [], deals: [],
  options: {
    house_points: { three: 6, two: 3, one: 1 }, deals: null, target: null, doubled_deals: null,
    dealer_rule: "lowest_total", seating: "by_rule", chinkway_late_teams: "across", chinkway_winners: "two_best",
    three_extra_deal: true, double_you: false, double_you_leader: "tied_leaders_barred", double_you_stacking: "multiply",
  },
};

/** Whether a set-up can start with this many seats. */
export function farfaliaReady(sheet: FarfaliaSheet, seats: number): boolean {
  return seats === MODE_PLAYERS[sheet.mode];
}

/** One gap of the text, said as such, with what the group may set in its place. */
function Gap({ note, children }: { note: Key; children?: ComponentChildren }) {
  const { t } = useApp();
  return (
    <div class="farfalia-gap">
      <p><strong>{t("farfaliaTextCut")}</strong> {t(note)}</p>
      {children}
    </div>
  );
}

/** The mode, its length and the options, before the first deal. */
export function FarfaliaSetup({ sheet, seats, onChange }: { sheet: FarfaliaSheet; seats: number; onChange: (sheet: FarfaliaSheet) => void }) {
  const { t } = useApp();
  const o = sheet.options;
  const mode = sheet.mode;
  const set = (change: Partial<FarfaliaOptions>) => onChange({ ...sheet, options: { ...o, ...change } });
  // a new mode starts from its own length
  const setMode = (m: FarfaliaMode) => onChange({ ...sheet, mode: m, options: { ...o, deals: null, target: null, doubled_deals: null } });
  const need = MODE_PLAYERS[mode];
  return (
    <Section title={t("farfaliaSetup")} id="farfalia-setup-h">
      <ChoiceChips cls="seg" id="farfalia-mode" label={t("farfaliaMode")} values={MODES} chosen={mode} name={(m) => modeName(m, t)} onPick={setMode} />
      <p class="muted small">{t(MODE_HELP_KEYS[mode])}</p>
      {seats !== need && <p id="farfalia-seats" class="notice">{t("farfaliaSeatsNeeded", { n: need, seats })}</p>}
      {mode === "four" && (
        <div>
          <Check id="farfalia-target-on" checked={o.target !== null} label={t("farfaliaTargetOn")}
            onChange={(on) => set({ target: on ? 100 : null, deals: null })} />
          {o.target !== null
            ? <Stepper label={t("farfaliaTarget")} value={o.target} min={1} max={10000} onChange={(v) => set({ target: v })} />
            : <Stepper label={t("farfaliaLength")} value={o.deals ?? 4} min={4} max={100}
                onStep={(by) => set({ deals: Math.max(4, (o.deals ?? 4) + 4 * by) })} onChange={(v) => set({ deals: v })} />}
        </div>
      )}
      {mode === "chinkway" && (
        <div>
          <Gap note="farfaliaNoteLateTeams">
            <ChoiceChips cls="seg" id="farfalia-late-teams" label={t("farfaliaLateTeams")} values={["across", "neighbours"] as const satisfies FarfaliaOptions["chinkway_late_teams"][]}
              chosen={o.chinkway_late_teams} name={(v) => t(v === "across" ? "farfaliaLateAcross" : "farfaliaLateNeighbours")}
              onPick={(v) => set({ chinkway_late_teams: v })} />
          </Gap>
          <Gap note="farfaliaNoteChinkwayWinners">
            <ChoiceChips cls="seg" id="farfalia-chinkway-winners" label={t("farfaliaWinnersChoice")} values={["two_best", "best"] as const satisfies FarfaliaOptions["chinkway_winners"][]}
              chosen={o.chinkway_winners} name={(v) => t(v === "two_best" ? "farfaliaWinnersTwoBest" : "farfaliaWinnersBest")}
              onPick={(v) => set({ chinkway_winners: v })} />
          </Gap>
          <Gap note="farfaliaNoteEleventh">
            <Check id="farfalia-eleventh" checked={o.deals === 11} label={t("farfaliaEleventh")} onChange={(on) => set({ deals: on ? 11 : null })} />
          </Gap>
        </div>
      )}
      {mode === "three" && (
        <div>
          <Gap note="farfaliaNoteThreeLength">
            <Stepper label={t("farfaliaDealsWithDummy")} value={o.deals ?? 3} min={1} max={99} onChange={(v) => set({ deals: v })} />
            <Check id="farfalia-extra-deal" checked={o.three_extra_deal} label={t("farfaliaExtraDeal")} onChange={(on) => set({ three_extra_deal: on })} />
          </Gap>
          <Gap note="farfaliaNoteDummyPartner">
            <Check id="farfalia-as-entered" checked={o.seating === "as_entered"} label={t("farfaliaAsEntered")}
              onChange={(on) => set({ seating: on ? "as_entered" : "by_rule" })} />
          </Gap>
        </div>
      )}
      {(mode === "three" || mode === "two") && <Gap note="farfaliaNoteDummyPlay" />}
      <details class="farfalia-options" id="farfalia-options">
        <summary>{t("farfaliaHouseRules")}</summary>
        <fieldset class="option">
          <legend>{t("farfaliaHousePoints")}</legend>
          <p class="help">{t("farfaliaHousePointsHelp")}</p>
          {(["three", "two", "one"] as const).map((k, i) => (
            <Stepper key={k} label={t("farfaliaMatchesN", { n: 3 - i })} value={o.house_points[k]} min={0} max={100}
              onChange={(v) => set({ house_points: { ...o.house_points, [k]: v } })} />
          ))}
        </fieldset>
        {(mode === "beginner_five" || mode === "two") && (
          <Stepper label={t("farfaliaLengthHouse", { n: mode === "two" ? 4 : 3 })} value={o.deals ?? (mode === "two" ? 4 : 3)} min={1} max={100}
            onChange={(v) => set({ deals: v })} />
        )}
        {(mode === "beginner_five" || mode === "three") && (
          <Check id="farfalia-not-outgoing" checked={o.dealer_rule === "lowest_total_not_outgoing"} label={t("farfaliaNotOutgoing")}
            onChange={(on) => set({ dealer_rule: on ? "lowest_total_not_outgoing" : "lowest_total" })} />
        )}
        {mode !== "three" && (
          <Check id="farfalia-as-entered" checked={o.seating === "as_entered"} label={t("farfaliaAsEntered")}
            onChange={(on) => set({ seating: on ? "as_entered" : "by_rule" })} />
        )}
        <Check id="farfalia-double-you" checked={o.double_you} label={t("farfaliaDoubleYou")} onChange={(on) => set({ double_you: on })} />
        {o.double_you && (
          <>
            <Check id="farfalia-leader-unique" checked={o.double_you_leader === "unique_leader_barred"} label={t("farfaliaLeaderUnique")}
              onChange={(on) => set({ double_you_leader: on ? "unique_leader_barred" : "tied_leaders_barred" })} />
            <Check id="farfalia-stack" checked={o.double_you_stacking === "at_most_double"} label={t("farfaliaStackAtMost")}
              onChange={(on) => set({ double_you_stacking: on ? "at_most_double" : "multiply" })} />
          </>
        )}
      </details>
    </Section>
  );
}
