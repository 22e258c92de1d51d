// Setting up a game of Farfalia against the computer: four players (fixed teams) or
// five (the beginner game), you and the computer at its levels, the game's length and
// the house rules, the points for 1 to 3 matching cards shown as the reading they are
// (the text's table is lost). The two- and three-player games and CHINKWAY are not
// played, and the screen says why. The engine checks the table and deals.
import { useState } from "preact/hooks";
import { api, isCommandError } from "../../api";
import type { FarfaliaPlayOptions } from "../../bindings";
import { Check, ChoiceChips, Section, Stepper } from "../../components";
import { useApp } from "../../context";
import { farfaliaProblemText } from "../../family/farfalia-words";
import type { Translate } from "../../i18n";
import { ComputerSeats, ownName, seatPlayers, useRemembered, withCount, type ComputerSeat } from "../../play/computer-seats";
import { WhichGame } from "../../screens/classic-play-new";
import { ResumeOffer } from "../../play/resume-offer";

const STORE_KEY = "papillon.farfalia-play-setup";
const COMPUTER_NAMES = ["Ben", "Chloé", "Denis", "Élise"];

/** The engine's defaults (`PlayOptions::default()`). */
export const PLAY_OPTIONS: FarfaliaPlayOptions = {
  house_points: { three: 6, two: 3, one: 1 }, length: { kind: "standard" }, doubled_deals: null,
  double_you: false, double_you_leader: "tied_leaders_barred", double_you_stacking: "multiply", burnin: false,
  dealer_rule: "lowest_total", first_dealer: null,
};

interface Remembered { me: string; others: ComputerSeat[]; options: FarfaliaPlayOptions }

function remembered(me: string): Remembered {
  try {
    const raw = window.localStorage?.getItem(STORE_KEY);
    if (raw) {
      const r = JSON.parse(raw) as Remembered;
      if (typeof r.me === "string" && Array.isArray(r.others) && (r.others.length === 3 || r.others.length === 4) && r.options) {
        return { ...r, options: { ...PLAY_OPTIONS, ...r.options } };
      }
    }
  } catch { /* a damaged preference is just forgotten */ }
  return { me, others: COMPUTER_NAMES.map((name) => ({ name, level: "medium" })), options: PLAY_OPTIONS };
}

/** A stepper under its visible label (which says its unit: « Nombre de donnes »,
 *  « Points pour 3 cartes pareilles »). */
function LabelledStepper({ id, label, ...stepper }: {
  id: string; label: string; value: number; min?: number; max: number;
  onChange: (v: number) => void; onStep?: (by: number) => void;
}) {
  return (
    <div class="stepper-field">
      <label for={id}>{label}</label>
      <Stepper id={id} label={label} {...stepper} />
    </div>
  );
}

function problemText(e: unknown, t: Translate): string | null {
  if (isCommandError(e) && e.problems?.game === "farfalia") return e.problems.problems.map((p) => farfaliaProblemText(p, t)).join(" ");
  return null;
}

export function FarfaliaPlayNewScreen() {
  const { t, go, fail, catalog } = useApp();
  const [start] = useState(() => remembered(t("playDefaultName")));
  const [me, setMe] = useState(ownName(start.me, t));
  const [others, setOthers] = useState<ComputerSeat[]>(start.others);
  const [options, setOptions] = useState<FarfaliaPlayOptions>(start.options);
  // kept as they change: the count of players, the seats, the length and house rules
  // come back after a restart even when no game was started (the newcomer's item 3)
  useRemembered(STORE_KEY, { me, others, options } satisfies Remembered, [me, others, options]);
  const [refused, setRefused] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const players = others.length + 1;
  const set = (change: Partial<FarfaliaPlayOptions>) => setOptions((o) => ({ ...o, ...change }));

  const setCount = (n: number) => {
    setOthers((o) => withCount(o, n, COMPUTER_NAMES, "medium"));
    // each count has its own length
    set({ length: { kind: "standard" } });
  };

  const begin = async () => {
    setBusy(true);
    setRefused(null);
    try {
      const view = await api.practiceNew("farfalia", { names: [me, ...others.map((o) => o.name)], seats: seatPlayers(others), options });
      go({ screen: "farfalia_play", game: view.id }, true);
    } catch (e) {
      const words = problemText(e, t);
      if (words) setRefused(words); else fail(e);
    } finally { setBusy(false); }
  };

  const length = options.length;
  const o = options;
  return (
    <div>
      <h1>{t("fplaySetupTitle")}</h1>
      <WhichGame current="farfalia" />
      <ResumeOffer game="farfalia" />
      <p class="muted">{t("fplaySetupHelp")}</p>
      <p class="muted small" id="fplay-not-played">{t("fplayNotPlayed")}</p>
      <Section title={t("playersCount")} id="fplay-players-h">
        <ChoiceChips id="fplay-count" label={t("playersCount")} values={[4, 5]} chosen={players} name={(n) => String(n)} onPick={setCount} />
        <p class="muted small" id="fplay-mode-help">{t(players === 5 ? "fplayFiveHelp" : "fplayFourHelp")}</p>
        <label class="field">
          <span>{t("playYourName")}</span>
          <input type="text" id="fplay-me" value={me} maxLength={catalog.max_name_chars} onInput={(e) => setMe((e.target as HTMLInputElement).value)} />
        </label>
        <ComputerSeats prefix="fplay" seats={others} onChange={setOthers} />
      </Section>
      <Section title={t("fplayLengthTitle")} id="fplay-length-h">
        {players === 4 ? (
          <>
            <Check id="fplay-target-on" checked={length.kind === "target"} label={t("farfaliaTargetOn")}
              onChange={(on) => set({ length: on ? { kind: "target", target: 100 } : { kind: "standard" } })} />
            {length.kind === "target"
              ? <LabelledStepper id="fplay-target" label={t("farfaliaTarget")} value={length.target} min={1} max={10000} onChange={(v) => set({ length: { kind: "target", target: v } })} />
              : <LabelledStepper id="fplay-deals" label={t("farfaliaLength")}
                  value={length.kind === "deals" ? length.deals : 4} min={4} max={100}
                  onStep={(by) => set({ length: { kind: "deals", deals: Math.max(4, (length.kind === "deals" ? length.deals : 4) + 4 * by) } })}
                  onChange={(v) => set({ length: { kind: "deals", deals: v } })} />}
          </>
        ) : (
          <LabelledStepper id="fplay-deals" label={t("farfaliaLengthHouse", { n: 3 })}
            value={length.kind === "deals" ? length.deals : 3} min={1} max={100}
            onChange={(v) => set({ length: v === 3 ? { kind: "standard" } : { kind: "deals", deals: v } })} />
        )}
      </Section>
      <Section title={t("farfaliaHouseRules")} id="fplay-rules-h">
        <div class="farfalia-gap" id="fplay-house-points">
          <p><strong>{t("farfaliaTextCut")}</strong> {t("farfaliaHousePointsHelp")}</p>
          {(["three", "two", "one"] as const).map((k, i) => (
            <LabelledStepper key={k} id={`fplay-points-${3 - i}`} label={t("fplayPointsFor", { n: 3 - i })}
              value={o.house_points[k]} min={0} max={100}
              onChange={(v) => set({ house_points: { ...o.house_points, [k]: v } })} />
          ))}
        </div>
        {players === 5 && (
          <Check id="fplay-not-outgoing" checked={o.dealer_rule === "lowest_total_not_outgoing"} label={t("farfaliaNotOutgoing")}
            onChange={(on) => set({ dealer_rule: on ? "lowest_total_not_outgoing" : "lowest_total" })} />
        )}
        <Check id="fplay-double-you" checked={o.double_you} label={t("farfaliaDoubleYou")} onChange={(on) => set({ double_you: on })} />
        {o.double_you && (
          <>
            <Check id="fplay-leader-unique" checked={o.double_you_leader === "unique_leader_barred"} label={t("farfaliaLeaderUnique")}
              onChange={(on) => set({ double_you_leader: on ? "unique_leader_barred" : "tied_leaders_barred" })} />
            <Check id="fplay-stack" checked={o.double_you_stacking === "at_most_double"} label={t("farfaliaStackAtMost")}
              onChange={(on) => set({ double_you_stacking: on ? "at_most_double" : "multiply" })} />
          </>
        )}
        <Check id="fplay-burnin" checked={o.burnin} label={t("fplayBurnin")} onChange={(on) => set({ burnin: on })} />
      </Section>
      {refused && <p class="error" role="alert" id="fplay-refused">{refused}</p>}
      <div class="sticky-actions">
        <button type="button" class="primary big" id="fplay-start" disabled={busy} onClick={() => void begin()}>{t("fplayStart")}</button>
      </div>
    </div>
  );
}
