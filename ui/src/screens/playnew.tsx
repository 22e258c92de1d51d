// Setting up a game against the computer: what to play, who sits where (a person, or the
// computer at a level), the teams the rules give, the house rules; then the deal, with
// its start roll shown as dice. The engine makes the teams and checks everything.
import { useEffect, useState } from "preact/hooks";
import { api, throwValues, type GameKind, type Level, type PracticeDeal, type PracticeSeat, type PracticeTeams, type RuleOptions } from "../api";
import { Die, Disclosure, OptionsEditor, Section } from "../components";
import { useApp } from "../context";
import { GAME_KIND, LEVEL } from "../enums";
import { ownName, useRemembered } from "../play/computer-seats";
import { levelName } from "../play/words";
import { WhichGame } from "./classic-play-new";
import { ResumeOffer } from "../play/resume-offer";

const STORE_KEY = "papillon.practice-setup";
const COMPUTER_NAMES = ["Ben", "Chloé", "Denis", "Emma"];
const LEVELS: Level[] = ["easy", "medium", "hard", "expert"];

interface Remembered { kind: GameKind; seats: PracticeSeat[]; alone: number | null }

function remembered(defaultName: string): Remembered {
  try {
    const raw = window.localStorage?.getItem(STORE_KEY);
    if (raw) {
      const r = JSON.parse(raw) as Remembered;
      if (Array.isArray(r.seats) && r.seats.length >= 2 && r.seats.length <= 5) return r;
    }
  } catch { /* a damaged preference is just forgotten */ }
  return {
    kind: "full",
    seats: [
      { name: defaultName, player: { player: "person" } },
      { name: COMPUTER_NAMES[0], player: { player: "computer", level: "medium" } },
    ],
    alone: null,
  };
}

export function PlayNewScreen() {
  const { t, settings, catalog, go, fail, announce } = useApp();
  const [start] = useState(() => remembered(t("playDefaultName")));
  const [kind, setKind] = useState<GameKind>(start.kind);
  // a remembered default name follows the language (« Me » → « Moi »); a typed one stays
  const [seats, setSeats] = useState<PracticeSeat[]>(start.seats.map((s) => ({ ...s, name: ownName(s.name, t) })));
  const [alone, setAlone] = useState<number | null>(start.alone);
  const [options, setOptions] = useState<RuleOptions>(settings.default_options);
  // kept as they change, not only on « Commencer » (nothing chosen is lost on a restart)
  useRemembered(STORE_KEY, { kind, seats, alone } satisfies Remembered, [kind, seats, alone]);
  const [deal, setDeal] = useState<PracticeDeal | null>(null);
  const [partners, setPartners] = useState<number[]>([]);
  const [busy, setBusy] = useState(false);

  // a change of what is played or of who plays deals again (done in the change itself:
  // an effect run after the next paint could wipe a deal that arrived in between)
  const undeal = () => { setDeal(null); setPartners([]); };
  useEffect(() => { if (alone !== null && alone >= seats.length) setAlone(null); }, [seats.length]);

  const setCount = (n: number) => { undeal(); setSeats((s) => {
    if (n < s.length) return s.slice(0, n);
    const out = [...s];
    while (out.length < n) {
      const name = COMPUTER_NAMES.find((c) => !out.some((x) => x.name === c)) ?? `P${out.length + 1}`;
      out.push({ name, player: { player: "computer", level: "medium" } });
    }
    return out;
  }); };
  const setSeat = (i: number, seat: PracticeSeat) => setSeats((s) => s.map((x, j) => (j === i ? seat : x)));
  const people = seats.filter((s) => s.player.player === "person").length;
  const twoAgainstOne = seats.length === 3 && options.three_players === "two_against_one";

  const teams = (): PracticeTeams | null => {
    if (twoAgainstOne) return alone === null ? null : { teams: "alone", seat: alone };
    if (seats.length === 5) {
      if (!deal || deal.picker === null) return null;
      if (deal.picked) return { teams: "picked", partners: deal.picked };
      return partners.length === 2 ? { teams: "picked", partners: [partners[0], partners[1]] } : null;
    }
    return { teams: "seating" };
  };

  const dealCards = async () => {
    setBusy(true);
    try {
      const d = await api.practicePrepare(kind, seats);
      setDeal(d); setPartners([]);
      if (d.start_roll) announce(t("starts", { name: d.start_roll.winner }));
    } catch (e) { fail(e); } finally { setBusy(false); }
  };

  const begin = async () => {
    const chosen = teams();
    if (!deal || !chosen) return;
    setBusy(true);
    try {
      const view = await api.practiceNew("papillon", { kind, seats, options, teams: chosen, seed: deal.seed });
      go({ screen: "play", game: view.id }, true);
    } catch (e) { fail(e); } finally { setBusy(false); }
  };

  const ready = people >= 1 && deal !== null && teams() !== null;
  // why the game cannot start yet, said beside the button
  const why = people === 0 ? t("needPerson")
    : deal && twoAgainstOne && alone === null ? t("startNeedsAlone")
    : deal && !ready ? t("startNeedsPartners") : null;
  const roll = deal?.start_roll ?? null;
  return (
    <div>
      <h1>{t("playComputer")}</h1>
      <WhichGame current="modern" />
      <ResumeOffer game="papillon" />
      <Section title={t("gameKind")} id="kind-h">
        <div class="choices" role="radiogroup" aria-labelledby="kind-h">
          {(["blue", "orange", "full"] as GameKind[]).map((k) => (
            <label key={k} class={kind === k ? "choice on" : "choice"}>
              <input type="radio" name="kind" value={k} checked={kind === k} onChange={() => { undeal(); setKind(k); }} />
              {t(GAME_KIND[k])}
            </label>
          ))}
        </div>
      </Section>
      <Section title={t("seatsAndTeams")} id="seats-h">
        <div class="choices" role="radiogroup" aria-label={t("playersCount")}>
          {[2, 3, 4, 5].map((n) => (
            <label key={n} class={seats.length === n ? "choice on" : "choice"}>
              <input type="radio" name="count" value={n} checked={seats.length === n} onChange={() => setCount(n)} />
              {n} {t("players").toLowerCase()}
            </label>
          ))}
        </div>
        <ol class="practice-seats">
          {seats.map((s, i) => (
            <li key={i} class="practice-seat">
              <label class="seat-field">
                <span class="small">{t("seatField", { n: i + 1, field: t("name") })}</span>
                <input type="text" value={s.name} maxLength={catalog.max_name_chars} data-seat-name={i}
                  onInput={(e) => setSeat(i, { ...s, name: (e.target as HTMLInputElement).value })} />
              </label>
              <label class="seat-field">
                <span class="small">{t("seatField", { n: i + 1, field: t("who") })}</span>
                <select data-seat-player={i} value={s.player.player === "person" ? "person" : s.player.level}
                  onChange={(e) => {
                    const v = (e.target as HTMLSelectElement).value;
                    undeal();
                    setSeat(i, { ...s, player: v === "person" ? { player: "person" } : { player: "computer", level: v as Level } });
                  }}>
                  <option value="person">{t("person")}</option>
                  {LEVELS.map((l) => <option key={l} value={l}>{t(LEVEL[l])}</option>)}
                </select>
              </label>
            </li>
          ))}
        </ol>
        <p class="muted small">{t("levelHelp")}</p>
        {people === 0 && <p class="warn" role="alert">{t("needPerson")}</p>}
        {seats.length === 4 && <p class="muted">{t("teamsCrossed")}</p>}
        {twoAgainstOne && (
          <div class="chips" role="radiogroup" aria-label={t("aloneIs")}>
            <p>{t("aloneIs")}</p>
            {seats.map((s, i) => (
              <button type="button" key={i} role="radio" aria-checked={alone === i} class={alone === i ? "chip on" : "chip"} onClick={() => setAlone(i)}>{s.name}</button>
            ))}
          </div>
        )}
      </Section>
      <Disclosure summary={t("houseRules")}>
        <OptionsEditor options={options} onChange={setOptions} />
      </Disclosure>
      {roll && (
        <Section title={t("startRoll")} id="roll-h">
          {roll.rounds.map((round, r) => (
            <ul key={r} class="rolls">
              {round.map((rec, i) => {
                const [a, b] = throwValues(rec.throw);
                return (
                  <li key={i}>
                    <span>{rec.player}</span>
                    <Die value={a} colour="blue" label={t("blueDie")} />
                    {b !== undefined && <Die value={b} colour="orange" label={t("orangeDie")} />}
                  </li>
                );
              })}
            </ul>
          ))}
          <p id="starter"><strong>{t("starts", { name: roll.winner })}</strong></p>
          {deal && deal.picker !== null && deal.picked && (
            <p>{t("computerPicked", { name: seats[deal.picker].name, a: seats[deal.picked[0]].name, b: seats[deal.picked[1]].name })}</p>
          )}
          {deal && deal.picker !== null && !deal.picked && (
            <div class="chips" role="group" aria-label={t("picksTwo", { name: seats[deal.picker].name })}>
              <p>{t("picksTwo", { name: seats[deal.picker].name })}</p>
              {seats.map((s, i) => i === deal.picker ? null : (
                <button type="button" key={i} aria-pressed={partners.includes(i)} class={partners.includes(i) ? "chip on" : "chip"}
                  onClick={() => setPartners((x) => (x.includes(i) ? x.filter((y) => y !== i) : x.length < 2 ? [...x, i] : x))}>{s.name}</button>
              ))}
            </div>
          )}
          <p class="muted small">{seats.flatMap((s) => s.player.player === "computer" ? [t("seatWithLevel", { name: s.name, level: levelName(s.player.level, t) })] : []).join(" · ")}</p>
        </Section>
      )}
      {/* one obvious button at a time, both in the same bar (a sticky start button once
          covered the deal button above it): "Deal the cards" until the cards are dealt,
          then "Start playing", with "Deal again" beside it; a start that must wait says why */}
      <div class="sticky-actions setup-actions">
        {why && <p class="muted small" id="start-why">{why}</p>}
        <div class="setup-buttons">
          <button type="button" id="deal" class={deal ? undefined : "primary big"} disabled={busy || people === 0} onClick={dealCards}>{deal ? t("dealAgain") : t("deal")}</button>
          {deal && <button type="button" class="primary big" id="start-play" disabled={!ready || busy} aria-describedby={why ? "start-why" : undefined} onClick={begin}>{t("startPlaying")}</button>}
        </div>
      </div>
    </div>
  );
}
