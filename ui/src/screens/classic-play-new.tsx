// Setting up a game of the Papillon of 1756 against the computer: three or four
// players (you and the computer at its levels), the starting counters and the house
// rules. The engine checks the table and cuts for the first dealer.
import { useState } from "preact/hooks";
import { api, isCommandError } from "../api";
import type { ClassicOptions } from "../bindings";
import { ChoiceChips, Disclosure, Section } from "../components";
import { useApp } from "../context";
import { ClassicRules } from "../family/classic";
import { classicProblemText } from "../family/classic-words";
import type { Translate } from "../i18n";
import { ResumeOffer } from "../play/resume-offer";
import { ComputerSeats, ownName, seatPlayers, useRemembered, withCount, type ComputerSeat } from "../play/computer-seats";

const STORE_KEY = "papillon.classic-play-setup";
const COMPUTER_NAMES = ["Ben", "Chloé", "Denis"];
const DEFAULT_LEVEL = "medium";

/** The set-up as last chosen (the house rules too: nothing chosen is lost). */
interface Remembered { me: string; others: ComputerSeat[]; options?: ClassicOptions }

function remembered(me: string, options: ClassicOptions): Remembered & { options: ClassicOptions } {
  try {
    const raw = window.localStorage?.getItem(STORE_KEY);
    if (raw) {
      const r = JSON.parse(raw) as Remembered;
      if (typeof r.me === "string" && Array.isArray(r.others) && (r.others.length === 2 || r.others.length === 3)) return { ...r, options: { ...options, ...r.options } };
    }
  } catch { /* a damaged preference is just forgotten */ }
  // every computer seat at the same level to start with (the newcomer's item 15)
  return { me, others: COMPUTER_NAMES.slice(0, 2).map((name) => ({ name, level: DEFAULT_LEVEL })), options };
}

/** The games played against the computer and their set-up screens. */
const PLAYED = [
  { game: "modern", screen: "play_new", words: "cplayModern" },
  { game: "classic", screen: "classic_play_new", words: "cplayClassic" },
  { game: "farfalia", screen: "farfalia_play_new", words: "fplayWhich" },
] as const;

/** The chooser of the game against the computer, on every set-up screen: a button
 *  per game, the current one marked (a choice that changes the screen is a button, not
 *  a radio). */
export function WhichGame({ current }: { current: (typeof PLAYED)[number]["game"] }) {
  const { t, go } = useApp();
  return (
    <div class="chips" role="group" aria-label={t("cplayWhich")} id="which-game">
      {PLAYED.map((v) => {
        const on = v.game === current;
        return (
          <button type="button" key={v.game} data-value={v.game} class={on ? "chip on" : "chip"} aria-current={on ? "page" : undefined}
            onClick={() => { if (!on) go({ screen: v.screen }, true); }}>
            {t(v.words)}
          </button>
        );
      })}
    </div>
  );
}

function problemText(e: unknown, t: Translate): string | null {
  if (isCommandError(e) && e.problems?.game === "classic") return e.problems.problems.map((p) => classicProblemText(p, t)).join(" ");
  return null;
}

export function ClassicPlayNewScreen() {
  const { t, go, fail, catalog } = useApp();
  const [start] = useState(() => remembered(t("playDefaultName"), catalog.classic_options));
  const [me, setMe] = useState(ownName(start.me, t));
  const [others, setOthers] = useState<ComputerSeat[]>(start.others);
  const [options, setOptions] = useState<ClassicOptions>(start.options);
  useRemembered(STORE_KEY, { me, others, options } satisfies Remembered, [me, others, options]);
  const [refused, setRefused] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const setCount = (n: number) => setOthers((o) => withCount(o, n, COMPUTER_NAMES, DEFAULT_LEVEL));

  const begin = async () => {
    setBusy(true);
    setRefused(null);
    try {
      const view = await api.practiceNew("classic", { names: [me, ...others.map((o) => o.name)], seats: seatPlayers(others), options });
      go({ screen: "classic_play", game: view.id }, true);
    } catch (e) {
      const words = problemText(e, t);
      if (words) setRefused(words); else fail(e);
    } finally { setBusy(false); }
  };

  return (
    <div>
      <h1>{t("cplaySetupTitle")}</h1>
      <WhichGame current="classic" />
      <ResumeOffer game="classic" />
      <p class="muted">{t("cplaySetupHelp")}</p>
      <Section title={t("playersCount")} id="cplay-players-h">
        <ChoiceChips id="cplay-count" label={t("playersCount")} values={[3, 4]} chosen={others.length + 1} name={(n) => String(n)} onPick={setCount} />
        <label class="field">
          <span>{t("playYourName")}</span>
          <input type="text" id="cplay-me" value={me} maxLength={catalog.max_name_chars} onInput={(e) => setMe((e.target as HTMLInputElement).value)} />
        </label>
        <ComputerSeats prefix="cplay" seats={others} onChange={setOthers} />
      </Section>
      <Disclosure summary={t("houseRules")}>
        <ClassicRules options={options} onChange={setOptions} />
      </Disclosure>
      {refused && <p class="error" role="alert" id="cplay-refused">{refused}</p>}
      <div class="sticky-actions">
        <button type="button" class="primary big" id="cplay-start" disabled={busy} onClick={begin}>{t("cplayStart")}</button>
      </div>
    </div>
  );
}
