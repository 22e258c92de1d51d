import { useEffect, useState } from "preact/hooks";
import {
  api, isCommandError, type FamilySheet, type FarfaliaSheet, type GameType, type Ledger, type NamedContest, type Player, type ProutSheet,
  type RuleOptions, type TeamChoice, type TeamProposal,
} from "../api";
import { OptionsEditor, Section, rovingKeyDown, rovingTabIndex } from "../components";
import { useApp } from "../context";
import { gameName } from "../family/names";
import { ClassicSetup } from "../family/classic";
import { problemsText } from "./family";
import { ProutSetup } from "../family/prout";
import { FarfaliaSetup, NEW_FARFALIA, farfaliaReady } from "../family/farfalia";

/** The games a group can start here: Papillon (the default) and the family's games
 *  whose score sheet has its screen. */
const STARTABLE: GameType[] = ["papillon", "classic", "farfalia", "prout"];

const NEW_PROUT: ProutSheet = {
  mode: "main", players: [], games: [],
  options: { scoring: "count", target: null, licorne_value: null, licornes: "besides_the_forty" },
};

export function NewGameScreen() {
  const { t, settings, catalog, go, fail, announce } = useApp();
  const [roster, setRoster] = useState<Player[]>([]);
  const [seats, setSeats] = useState<string[]>([]);
  const [name, setName] = useState("");
  const [options, setOptions] = useState<RuleOptions>(settings.default_options);
  const [proposal, setProposal] = useState<TeamProposal | null>(null);
  const [chosenTeams, setChosenTeams] = useState<string[][] | null>(null);
  const [alone, setAlone] = useState<string | null>(null);
  const [pick, setPick] = useState<NamedContest | null>(null);
  const [partners, setPartners] = useState<string[]>([]);
  const [dealer, setDealer] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [game, setGame] = useState<GameType>("papillon");
  const [prout, setProut] = useState<ProutSheet>(NEW_PROUT);
  // a new counter keeper's ledger, with the engine's default house rules
  const [classic, setClassic] = useState<Ledger>({ players: [], dealer: "", entries: [], options: catalog.classic_options });
  const [farfalia, setFarfalia] = useState<FarfaliaSheet>(NEW_FARFALIA);

  useEffect(() => { api.players().then(setRoster, fail); }, []);

  const count = seats.length;
  // the engine says whether the seating decides the teams or how the players choose
  useEffect(() => {
    setPick(null); setPartners([]); setAlone(null);
    if (count < catalog.min_players || count > catalog.max_players) { setProposal(null); return; }
    api.proposeTeams(seats, options).then(setProposal, fail);
  }, [seats.join("\u0000"), options.three_players]);
  // and builds the teams from the players' choice
  useEffect(() => {
    let choice: TeamChoice | null = null;
    if (proposal?.proposal === "fixed") { setChosenTeams(proposal.teams); return; }
    if (proposal?.proposal === "choose_alone" && alone) choice = { choice: "alone", player: alone };
    if (proposal?.proposal === "pick_after_roll" && pick && partners.length === 2) {
      choice = { choice: "picked", picker: pick.winner, partners: [partners[0], partners[1]] };
    }
    if (!choice) { setChosenTeams(null); return; }
    api.composeTeams(seats, options, choice).then(setChosenTeams, fail);
  }, [proposal, alone, pick, partners.join("\u0000")]);
  const twoAgainstOne = proposal?.proposal === "choose_alone";
  useEffect(() => { if (dealer !== null && dealer >= count) setDealer(null); }, [count]);

  const toggle = (player: string) =>
    setSeats((s) => (s.includes(player) ? s.filter((p) => p !== player) : s.length < catalog.max_players ? [...s, player] : s));
  const move = (i: number, d: number) =>
    setSeats((s) => { const n = [...s]; const j = i + d; if (j < 0 || j >= n.length) return s; [n[i], n[j]] = [n[j], n[i]]; return n; });

  const add = async () => {
    const trimmed = name.trim();
    if (!trimmed) return;
    try {
      const p = await api.addPlayer(trimmed);
      setRoster((r) => (r.some((x) => x.id === p.id) ? r : [...r, p].sort((a, b) => a.name.localeCompare(b.name))));
      setSeats((s) => (s.includes(p.name) || s.length >= catalog.max_players ? s : [...s, p.name]));
      setName("");
    } catch (e) { fail(e); }
  };

  const ready = count >= catalog.min_players && count <= catalog.max_players && chosenTeams !== null;

  const rollPick = async () => {
    try {
      const c = await api.rollTeams(seats);
      setPick(c); setPartners([]);
      announce(t("picksPartners", { name: c.winner }));
    } catch (e) { fail(e); }
  };

  const startFamily = async () => {
    setBusy(true);
    try {
      const sheet: FamilySheet = game === "classic"
        ? { game: "classic", sheet: { ...classic, players: seats, dealer: seats.includes(classic.dealer) ? classic.dealer : seats[0] ?? "" } }
        : game === "farfalia"
          ? { game: "farfalia", sheet: { ...farfalia, players: seats } }
          : { game: "prout", sheet: { ...prout, players: seats } };
      const view = await api.familyNew(sheet);
      go({ screen: "family", game: view.summary.id }, true);
    } catch (e) {
      // a sheet the engine refuses says why, each problem in words
      fail(isCommandError(e) && e.problems ? { ...e, message: [e.message, ...problemsText(e.problems, t)].join(" ") } : e);
    } finally { setBusy(false); }
  };

  const start = async () => {
    setBusy(true);
    try {
      const view = await api.createGame({ players: seats, teams: chosenTeams ?? undefined, options, dealer_seat: dealer ?? undefined });
      go({ screen: "game", game: view.detail.summary.id, tab: "dice" }, true);
    } catch (e) { fail(e); } finally { setBusy(false); }
  };

  const papillon = game === "papillon";
  return (
    <div>
      <h1>{t("newGame")}</h1>
      <div class="seg" role="radiogroup" aria-label={t("whichGame")} id="which-game"
        onKeyDown={(e) => rovingKeyDown(e, (i) => setGame(STARTABLE[i]))}>
        {STARTABLE.map((g, i) => (
          <button type="button" key={g} role="radio" data-game={g} aria-checked={game === g} tabIndex={rovingTabIndex(game === g, i, true)}
            class={game === g ? "chip on" : "chip"} onClick={() => setGame(g)}>{gameName(g, t)}</button>
        ))}
      </div>
      <Section title={t("players")} id="players-h">
        <p class="muted">{t("choosePlayers")}</p>
        <div class="chips" role="group" aria-label={t("roster")}>
          {roster.map((p) => (
            <button type="button" key={p.id} class={seats.includes(p.name) ? "chip on" : "chip"} aria-pressed={seats.includes(p.name)} onClick={() => toggle(p.name)}>{p.name}</button>
          ))}
        </div>
        <form class="row" onSubmit={(e) => { e.preventDefault(); add(); }}>
          <input id="new-player" type="text" value={name} maxLength={catalog.max_name_chars} placeholder={t("newPlayerName")} aria-label={t("newPlayerName")} onInput={(e) => setName((e.target as HTMLInputElement).value)} />
          <button type="submit" id="add-player">{t("addPlayer")}</button>
        </form>
      </Section>
      {count > 0 && (
        <Section title={t("seats")} id="seats-h">
          {papillon && <p class="muted" id="dealer-pick">{t("dealer")}</p>}
          <ol class="seats" aria-describedby={papillon ? "dealer-pick" : undefined}>
            {seats.map((p, i) => (
              <li key={p}>
                {papillon ? <label class="dealer"><input type="radio" name="dealer" checked={dealer === i} onChange={() => setDealer(i)} aria-label={t("dealerOf", { name: p })} /> {p}</label> : <span>{p}</span>}
                <span class="actions">
                  <button type="button" class="icon" aria-label={t("moveUp", { name: p })} disabled={i === 0} onClick={() => move(i, -1)}>↑</button>
                  <button type="button" class="icon" aria-label={t("moveDown", { name: p })} disabled={i === count - 1} onClick={() => move(i, 1)}>↓</button>
                  <button type="button" class="icon" aria-label={t("remove", { name: p })} onClick={() => toggle(p)}>✕</button>
                </span>
              </li>
            ))}
          </ol>
        </Section>
      )}
      {game === "prout" && <ProutSetup sheet={prout} onChange={setProut} />}
      {game === "classic" && <ClassicSetup sheet={classic} seats={seats} onChange={setClassic} />}
      {game === "farfalia" && <FarfaliaSetup sheet={farfalia} seats={count} onChange={setFarfalia} />}
      {!papillon && (
        <div class="sticky-actions">
          <button type="button" class="primary big" id="start-family" disabled={count === 0 || busy || (game === "farfalia" && !farfaliaReady(farfalia, count))} onClick={startFamily}>{t("familyStart")}</button>
        </div>
      )}
      {papillon && count >= catalog.min_players && (
        <Section title={t("teams")} id="teams-h">
          {twoAgainstOne ? (
            <div class="chips" role="radiogroup" aria-label={t("pickAlone")} onKeyDown={(e) => rovingKeyDown(e, (i) => setAlone(seats[i]))}>
              <p>{t("pickAlone")}</p>
              {seats.map((p, i) => (
                <button type="button" key={p} role="radio" aria-checked={alone === p} tabIndex={rovingTabIndex(alone === p, i, alone !== null)} class={alone === p ? "chip on" : "chip"} onClick={() => setAlone(p)}>{p}</button>
              ))}
            </div>
          ) : proposal?.proposal === "pick_after_roll" ? (
            <div>
              <button type="button" id="roll-teams" onClick={rollPick}>{t("rollForPartners")}</button>
              {pick && (
                <div class="chips" role="group" aria-label={t("picksPartners", { name: pick.winner })}>
                  <p>{t("picksPartners", { name: pick.winner })}</p>
                  {seats.filter((p) => p !== pick.winner).map((p) => (
                    <button type="button" key={p} aria-pressed={partners.includes(p)} class={partners.includes(p) ? "chip on" : "chip"}
                      onClick={() => setPartners((x) => (x.includes(p) ? x.filter((y) => y !== p) : x.length < 2 ? [...x, p] : x))}>{p}</button>
                  ))}
                </div>
              )}
            </div>
          ) : null}
          {chosenTeams && (
            <ul class="teams">
              {chosenTeams.map((side) => <li key={side.join("+")}>{side.join(" + ")}</li>)}
            </ul>
          )}
          {proposal?.proposal === "fixed" && <p class="muted">{t(proposal.teams.some((s) => s.length > 1) ? "teamsCrossed" : "eachAlone")}</p>}
        </Section>
      )}
      {papillon && (
        <Section title={t("houseRules")} id="rules-h">
          <OptionsEditor options={options} onChange={setOptions} />
        </Section>
      )}
      {papillon && (
        <div class="sticky-actions">
          <button type="button" class="primary big" id="start-game" disabled={!ready || busy} onClick={start}>{t("start")}</button>
        </div>
      )}
    </div>
  );
}
