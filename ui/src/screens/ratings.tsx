// The ratings (issue 54): each game's ladder, recomputed by the store from its
// finished games kept at a table (Weng-Lin, papillon-store's ratings.rs), and what one
// game did to its players' ratings (« Ana 1 512 → 1 534, +22 »). The screen decides
// nothing: the numbers are the store's.
import { useEffect, useState } from "preact/hooks";
import { api, type GameType, type Lang } from "../api";
import type { Ladder, RatingChange } from "../bindings";
import { Disclosure, Section } from "../components";
import { useApp } from "../context";
import { dayText } from "../date-field";
import { LEVEL } from "../enums";
import { formatNumber, signedNumber, type Translate } from "../i18n";

/** Between a rating and its range, read as a pause (each on a line of its own). */
const Apart = () => <span class="sr-only">, </span>;

/** A rated player's name: a person's, or a level of the computer in words. */
function who(p: { name: string; level?: RatingChange["level"] }, t: Translate): string {
  return p.level ? t(LEVEL[p.level]) : p.name;
}

/** One player's change in one game, in words. */
export function changeText(c: RatingChange, t: Translate, lang: Lang): string {
  return t("ratingChange", {
    name: who(c, t), before: formatNumber(lang, c.before.rating), after: formatNumber(lang, c.after.rating),
    change: signedNumber(lang, c.change),
  });
}

/** A game's ladder: what the number means, each player's rating and its range, and on
 *  demand every game's changes, oldest first. Nothing when nobody is rated yet.
 *  `computer`: the ladder of its games against the computer, each level a player. */
export function RatingsLadder({ game, computer = false }: { game: GameType; computer?: boolean }) {
  const { t, fail, lang } = useApp();
  const [ladder, setLadder] = useState<Ladder | null>(null);
  useEffect(() => {
    setLadder(null);
    (computer ? api.practiceRatings(game) : api.ratings(game)).then(setLadder, fail);
  }, [game, computer]);
  if (!ladder || ladder.players.length === 0) return null;
  const n = (x: number) => formatNumber(lang, x);
  // the table games' ladder keeps its ids; the computer's its own, on the same screen
  const id = computer ? "computer-ratings" : "ratings";
  return (
    <Section title={t(computer ? "ratingsComputerTitle" : "ratingsTitle")} id={`${id}-h`}>
      <p class="muted small" id={`${id}-note`}>{t(computer ? "ratingsComputerNote" : "ratingsNote")}</p>
      <div class="table-wrap">
        <table class="score compact stats" id={id} aria-describedby={`${id}-note`}>
          {/* three columns, the range under its rating: the table fits a phone (390 px) */}
          <thead><tr>
            <th scope="col">{t("player")}</th><th scope="col" class="num">{t("ratingsRating")}</th>
            <th scope="col" class="num">{t("gamesCol")}</th>
          </tr></thead>
          <tbody>
            {ladder.players.map((p) => (
              <tr key={p.level ?? `p:${p.name}`} data-player={p.name} data-rating={p.rating.rating}>
                <th scope="row">{who(p, t)}</th>
                <td class="num">{n(p.rating.rating)}<Apart />
                  <span class="small muted nowrap range">{t("ratingRangeOf", { low: n(p.rating.low), high: n(p.rating.high) })}</span></td>
                <td class="num">{n(p.games)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Disclosure summary={t("ratingsByGame")} id={`${id}-games`}>
        <ol class="rating-games">
          {ladder.games.map((g) => (
            <li key={g.game} data-game={g.game}>
              {t("ratingsGameLine", { date: dayText(g.date, lang), changes: g.changes.map((c) => changeText(c, t, lang)).join(" · ") })}
            </li>
          ))}
        </ol>
      </Disclosure>
    </Section>
  );
}

/** What one finished game did to its players' ratings, on its result. Nothing while
 *  the game is not rated (in progress, or one side alone). */
export function GameRatingChanges({ game, id }: { game: GameType; id: number }) {
  const { t, fail, lang } = useApp();
  const [changes, setChanges] = useState<RatingChange[] | null>(null);
  useEffect(() => {
    api.ratings(game).then((l) => setChanges(l.games.find((g) => g.game === id)?.changes ?? null), fail);
  }, [game, id]);
  if (!changes) return null;
  return (
    <section class="panel" aria-labelledby="rating-changes-h" id="rating-changes">
      <h3 id="rating-changes-h">{t("ratingsAfterGame")}</h3>
      <ul>{changes.map((c) => <li key={c.name} data-player={c.name} data-change={c.change}>{changeText(c, t, lang)}</li>)}</ul>
      <p class="muted small">{t("ratingsAfterGameNote")}</p>
    </section>
  );
}
