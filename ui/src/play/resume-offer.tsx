// On a set-up against the computer: the game of that kind still in progress, said at
// the top with one obvious button to resume it (a new set-up once left it silently;
// the newcomer's item 1). A new game stays possible below; the one in progress stays in
// History, and Home offers it.
import { useEffect, useState } from "preact/hooks";
import { api, type GameType, type Screen } from "../api";
import { useApp } from "../context";

/** Where a game of each kind is played. */
const TABLE: Record<Exclude<GameType, "prout">, Screen> = { papillon: "play", classic: "classic_play", farfalia: "farfalia_play" };

export function ResumeOffer({ game }: { game: keyof typeof TABLE }) {
  const { t, go, fail } = useApp();
  const [open, setOpen] = useState<{ id: number; names: string[] } | null>(null);
  useEffect(() => {
    let gone = false;
    api.practiceList(game, true, 1).then(
      (l) => { if (!gone && l?.game === game) setOpen(l.games[0] ?? null); },
      (e) => { if (!gone) fail(e); },
    );
    return () => { gone = true; };
  }, [game]);
  if (!open) return null;
  return (
    <div class="panel in-progress" id="setup-in-progress" role="region" aria-labelledby="setup-in-progress-says">
      <p id="setup-in-progress-says"><strong>{t("setupInProgress", { game, players: open.names.join(", ") })}</strong></p>
      <button type="button" class="primary big" id="setup-resume" onClick={() => go({ screen: TABLE[game], game: open.id }, true)}>{t("setupResume")}</button>
      <p class="muted small">{t("setupInProgressNew")}</p>
    </div>
  );
}
