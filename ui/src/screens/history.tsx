import { useEffect, useState } from "preact/hooks";
import { api, classicGames, papillonGames, type GameSummary, type GameType, type PracticeSummary } from "../api";
import type { ClassicPlaySummary, FarfaliaPlaySummary } from "../bindings";
import { Section, rovingKeyDown, rovingTabIndex } from "../components";
import { DateField, dayText } from "../date-field";
import { useApp } from "../context";
import { GAME_KIND } from "../enums";
import { GAMES, gameName } from "../family/names";
import { formatNumber } from "../i18n";

/** Which game to list: every game, or one of the family's (a radio group). */
export function GameFilter({ value, onChange, all }: { value: GameType | null; onChange: (g: GameType | null) => void; all: boolean }) {
  const { t } = useApp();
  const options: (GameType | null)[] = all ? [null, ...GAMES] : GAMES;
  return (
    <div class="seg" role="radiogroup" aria-label={t("whichGame")} id="game-filter"
      onKeyDown={(e) => rovingKeyDown(e, (i) => onChange(options[i]))}>
      {options.map((g, i) => (
        <button type="button" key={g ?? "all"} role="radio" data-game={g ?? "all"} aria-checked={value === g}
          tabIndex={rovingTabIndex(value === g, i, true)} class={value === g ? "chip on" : "chip"}
          onClick={() => onChange(g)}>{g ? gameName(g, t) : t("allGames")}</button>
      ))}
    </div>
  );
}
import { levelName } from "../play/words";
import type { ComponentChildren } from "preact";

/** Read between the parts of a game's line: a screen reader says them apart (the line
 *  is one button, its name its words run together otherwise). */
const Apart = () => <span class="sr-only">, </span>;

/** One game of a list, a button: its date and where it stands on top, its players
 *  below, then its scores, each in its own place and read apart (issue 50, item 15:
 *  « 02/12/2026Me, Ben » ran together). `data` are the button's data attributes. */
function GameLine({ date, who, status, sides, data, onClick }: {
  date: string; who: ComponentChildren; status: ComponentChildren; sides?: string | null;
  data: Record<`data-${string}`, string | number | boolean>; onClick: () => void;
}) {
  const { lang } = useApp();
  return (
    <button type="button" class="game-line" {...data} onClick={onClick}>
      <time class="date" dateTime={date}>{dayText(date, lang)}</time><Apart />
      <span class="who">{who}</span><Apart />
      <span class="status">{status}</span>
      {sides && <><Apart /><span class="sides">{sides}</span></>}
    </button>
  );
}

/** Games against the computer, marked as such, with the levels played against. */
function PracticeHistory() {
  const { t, go, fail, lang } = useApp();
  const [games, setGames] = useState<PracticeSummary[] | null>(null);
  useEffect(() => { api.practiceList("papillon", false, 200).then(papillonGames).then(setGames, fail); }, []);
  if (!games) return null;
  return (
    <Section title={t("practiceGames")} id="practice-h">
      {/* the modern game's list: its empty line names it (the 1756 and Farfalia lists
          below are games against the computer too) */}
      {games.length === 0 ? <p class="muted" id="no-practice">{t("noPracticeModern")}</p> : (
        <ul class="games" id="practice-games">
          {games.map((g) => {
            const levels = [...new Set(g.seats.flatMap((s) => (s.player === "computer" ? [levelName(s.level, t)] : [])))];
            return (
              <li key={g.id}>
                <GameLine date={g.created_at} data={{ "data-status": g.status }} onClick={() => go({ screen: g.status === "finished" ? "review" : "play", game: g.id })}
                  who={<>{t(GAME_KIND[g.kind])} · {g.names.join(", ")}</>}
                  status={<>{t("vsComputerLevels", { levels: levels.join(", ") })}{g.replay_of !== null ? ` · ${t("replayOfDeal")}` : ""} · {g.status === "finished" ? t("finished") : t("inProgress")}</>}
                  sides={g.report && g.report.sides.map((s) => `${s.members.join("+")} ${formatNumber(lang, s.total)}`).join(" · ")} />
              </li>
            );
          })}
        </ul>
      )}
    </Section>
  );
}

/** Games of the Papillon of 1756 against the computer: a finished one opens on its end
 *  (with its review), one in progress where it stands. */
function ClassicPlayHistory() {
  const { t, go, fail } = useApp();
  const [games, setGames] = useState<ClassicPlaySummary[] | null>(null);
  useEffect(() => { api.practiceList("classic", false, 200).then(classicGames).then(setGames, fail); }, []);
  if (!games) return null;
  return (
    <Section title={t("cplayStatsTitle")} id="classic-play-h">
      {games.length === 0 ? <p class="muted">{t("noPractice")}</p> : (
        <ul class="games" id="classic-play-games">
          {games.map((g) => {
            const levels = [...new Set(g.seats.flatMap((s) => (s.player === "computer" ? [levelName(s.level, t)] : [])))];
            return (
              <li key={g.id}>
                <GameLine date={g.updated_at} data={{ "data-status": g.status, "data-replay": g.replay_of !== null }} onClick={() => go({ screen: "classic_play", game: g.id })}
                  who={t("cplayResumeOf", { game: g.game, players: g.names.join(", ") })}
                  status={<>{t("vsComputerLevels", { levels: levels.join(", ") })}{g.replay_of !== null ? ` · ${t("replayOfDeal")}` : ""} · {g.status === "finished" ? t("finished") : t("inProgress")}</>}
                  sides={g.report && g.names.map((n, i) => `${n} ${g.report ? t("cplayCounters", { counters: g.report.counters[i] }) : ""}`).join(" · ")} />
              </li>
            );
          })}
        </ul>
      )}
    </Section>
  );
}

/** Games of Farfalia against the computer: each opens where it stands (a finished one
 *  on its result, with its review). */
function FarfaliaPlayHistory() {
  const { t, go, fail, lang } = useApp();
  const [games, setGames] = useState<FarfaliaPlaySummary[] | null>(null);
  useEffect(() => {
    api.practiceList("farfalia", false, 200).then((l) => (l.game === "farfalia" ? l.games : [])).then(setGames, fail);
  }, []);
  if (!games) return null;
  return (
    <Section title={t("fplayTitle")} id="farfalia-play-h">
      {games.length === 0 ? <p class="muted">{t("noPractice")}</p> : (
        <ul class="games" id="farfalia-play-games">
          {games.map((g) => {
            const levels = [...new Set(g.seats.flatMap((s) => (s.player === "computer" ? [levelName(s.level, t)] : [])))];
            return (
              <li key={g.id}>
                <GameLine date={g.updated_at} data={{ "data-status": g.status, "data-replay": g.replay_of !== null }} onClick={() => go({ screen: "farfalia_play", game: g.id })}
                  who={g.names.join(", ")}
                  status={<>{t("vsComputerLevels", { levels: levels.join(", ") })}{g.replay_of !== null ? ` · ${t("replayOfDeal")}` : ""} · {g.status === "finished" ? t("finished") : t("inProgress")}</>}
                  sides={g.totals && g.names.map((n, i) => `${n} ${formatNumber(lang, g.totals?.[i] ?? 0)}`).join(" · ")} />
              </li>
            );
          })}
        </ul>
      )}
    </Section>
  );
}

export function HistoryScreen() {
  const { t, go, fail, lang } = useApp();
  const [player, setPlayer] = useState("");
  // null while a date field holds what is not a date: no search with a date not shown
  const [from, setFrom] = useState<string | null>("");
  const [to, setTo] = useState<string | null>("");
  const [game, setGame] = useState<GameType | null>(null);
  const [games, setGames] = useState<GameSummary[] | null>(null);
  const datesRead = from !== null && to !== null;
  const search = () =>
    datesRead && api.games({ game: game ?? undefined, player: player.trim() || undefined, from: from || undefined, to: to || undefined, limit: 200 }).then(setGames, fail);
  useEffect(() => { search(); }, [game]);
  const open = (g: GameSummary) => go(g.game === "papillon"
    ? { screen: "game", game: g.id, tab: g.status === "finished" ? "result" : "dice" }
    : { screen: "family", game: g.id });
  return (
    <div>
      <h1>{t("history")}</h1>
      <GameFilter value={game} onChange={setGame} all />
      {/* the search covers the games kept at a table only: its heading says so, and so
          does its empty line (the games against the computer are listed below it) */}
      <h2 id="table-games-h">{t("historyTableTitle")}</h2>
      <p class="muted small" id="table-games-help">{t("historyTableHelp")}</p>
      <form class="filters" aria-labelledby="table-games-h" onSubmit={(e) => { e.preventDefault(); search(); }}>
        <label>{t("player")}<input type="search" id="search-player" value={player} onInput={(e) => setPlayer((e.target as HTMLInputElement).value)} /></label>
        <DateField label={t("from")} id="search-from" value={from} onChange={setFrom} />
        <DateField label={t("to")} id="search-to" value={to} onChange={setTo} />
        <button type="submit" id="search" disabled={!datesRead}>{t("search")}</button>
      </form>
      {games && games.length === 0 && <p class="muted" id="no-games">{t("noGames")}</p>}
      <ul class="games" id="games">
        {games?.map((g) => (
          <li key={g.id}>
            <GameLine date={g.created_at} data={{ "data-status": g.status, "data-game": g.game, "data-id": g.id }} onClick={() => open(g)}
              who={<>{game === null || g.game !== "papillon" ? `${gameName(g.game, t)} · ` : ""}{g.players.join(", ")}</>}
              status={g.status === "finished" ? t("finished") : t("inProgress")}
              sides={g.sides.length > 0 ? g.sides.map((s) => `${s.members.join("+")} ${formatNumber(lang, s.total)}`).join(" · ") : null} />
          </li>
        ))}
      </ul>
      {(game === null || game === "papillon") && <PracticeHistory />}
      {(game === null || game === "classic") && <ClassicPlayHistory />}
      {(game === null || game === "farfalia") && <FarfaliaPlayHistory />}
    </div>
  );
}
