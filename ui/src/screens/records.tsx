// A game's records (issue 54): the best and worst score, the longest winning streak, the
// most frequent partners and the modern game's biggest comeback, each opening the game it
// was set in. The numbers are the store's (papillon-store's story/records.rs).
import { useEffect, useState } from "preact/hooks";
import { api, type GameType } from "../api";
import type { Records } from "../bindings";
import { Section } from "../components";
import { useApp } from "../context";
import { dayText } from "../date-field";
import { signedNumber } from "../i18n";

/** The records of `game`'s finished games kept at a table; nothing before the first. */
export function RecordsView({ game }: { game: GameType }) {
  const { t, fail, lang, go } = useApp();
  const [records, setRecords] = useState<Records | null>(null);
  useEffect(() => { setRecords(null); api.records(game).then(setRecords, fail); }, [game]);
  if (!records || !records.games) return null;
  const open = (id: number) => go(game === "papillon" ? { screen: "game", game: id, tab: "result" } : { screen: "family", game: id });
  const names = (list: string[]) => list.join(" + ");
  const line = (id: string, game: number, text: string, data: Record<string, string | number> = {}) => (
    <li id={id} data-game={game} {...data}>
      <button type="button" class="link" onClick={() => open(game)}>{text}</button>
    </li>
  );
  const { best, worst, streak, partners, comeback } = records;
  return (
    <Section title={t("recordsTitle")} id="records-h">
      <p class="muted small" id="records-note">{t("recordsNote", { games: records.games })}</p>
      <ul class="items records" id="records" aria-describedby="records-note">
        {best && line("record-best", best.game, t("recordBest", { names: names(best.names), total: signedNumber(lang, best.total), day: dayText(best.date, lang) }), { "data-total": best.total })}
        {worst && line("record-worst", worst.game, t("recordWorst", { names: names(worst.names), total: signedNumber(lang, worst.total), day: dayText(worst.date, lang) }), { "data-total": worst.total })}
        {streak && line("record-streak", streak.last, t("recordStreak", { name: streak.name, count: streak.length }), { "data-length": streak.length })}
        {partners && line("record-partners", partners.last, t("recordPartners", { names: partners.names.join(" + "), games: partners.games, won: partners.won }), { "data-games": partners.games })}
        {comeback && line("record-comeback", comeback.game, t("recordComeback", { names: names(comeback.names), behind: comeback.behind, day: dayText(comeback.date, lang) }), { "data-behind": comeback.behind })}
      </ul>
    </Section>
  );
}
