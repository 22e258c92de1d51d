import { useEffect, useState } from "preact/hooks";
import { api, classicGames, papillonGames, type GameSummary, type PracticeSummary, type Startup } from "../api";
import type { ClassicPlaySummary, FarfaliaPlaySummary } from "../bindings";
import { useApp } from "../context";
import { GAME_KIND } from "../enums";

export function Home({ startup }: { startup: Startup }) {
  const { t, go, fail } = useApp();
  // the game to resume, asked afresh: the buttons appear once it is known, so nothing
  // moves under a finger (a resume button arriving late would push "New game" down just
  // as it is tapped)
  const [resume, setResume] = useState<GameSummary | null | undefined>(undefined);
  const [practice, setPractice] = useState<PracticeSummary | null | undefined>(undefined);
  const [classic, setClassic] = useState<ClassicPlaySummary | null | undefined>(undefined);
  const [farfalia, setFarfalia] = useState<FarfaliaPlaySummary | null | undefined>(undefined);
  useEffect(() => {
    api.games({ status: "in_progress", limit: 1 }).then(
      (g) => setResume(g[0] ?? null),
      (e) => { setResume(startup.resume); fail(e); },
    );
    api.practiceList("papillon", true, 1).then(papillonGames).then(
      (p) => setPractice(p[0] ?? null),
      (e) => { setPractice(null); fail(e); },
    );
    api.practiceList("classic", true, 1).then(classicGames).then((c) => setClassic(c[0] ?? null), (e) => { setClassic(null); fail(e); });
    api.practiceList("farfalia", true, 1).then((l) => setFarfalia(l.game === "farfalia" ? l.games[0] ?? null : null), (e) => { setFarfalia(null); fail(e); });
  }, []);
  if (resume === undefined || practice === undefined || classic === undefined || farfalia === undefined) {
    return (
      <div class="home" aria-busy="true">
        <h1>Papillon</h1>
      </div>
    );
  }
  return (
    <div class="home">
      <h1>Papillon</h1>
      {/* the games to resume, spaced apart; « no game in progress » only when there is
          none of any kind (issue 50, item 6) */}
      {resume || practice || classic || farfalia ? (
        <div class="resumes" id="resumes">
          {resume && (
            <button type="button" class="primary big" id="resume" onClick={() => go(resume.game === "papillon" ? { screen: "game", game: resume.id, tab: "dice" } : { screen: "family", game: resume.id })}>
              {t("resume")}
              <small>{t("resumeOf", { players: resume.players.join(", ") })}</small>
            </button>
          )}
          {practice && (
            <button type="button" class="primary big" id="resume-play" onClick={() => go({ screen: "play", game: practice.id })}>
              {t("resumePlay")}
              <small>{t("resumePlayOf", { kind: t(GAME_KIND[practice.kind]), players: practice.names.join(", ") })}</small>
            </button>
          )}
          {classic && (
            <button type="button" class="primary big" id="resume-classic" onClick={() => go({ screen: "classic_play", game: classic.id })}>
              {t("cplayResume")}
              <small>{t("cplayResumeOf", { game: classic.game, players: classic.names.join(", ") })}</small>
            </button>
          )}
          {farfalia && (
            <button type="button" class="primary big" id="resume-farfalia" onClick={() => go({ screen: "farfalia_play", game: farfalia.id })}>
              {t("fplayResume")}
              <small>{farfalia.names.join(", ")}</small>
            </button>
          )}
        </div>
      ) : (
        <p class="muted" id="no-game">{t("noGameInProgress")}</p>
      )}
      <nav class="menu" aria-label={t("home")}>
        <button type="button" class="big" id="new-game" onClick={() => go({ screen: "new" })}>{t("newGame")}</button>
        <button type="button" class="big" id="play-computer" onClick={() => go({ screen: "play_new" })}>{t("playComputer")}</button>
        <button type="button" class="big" id="referee" onClick={() => go({ screen: "referee", tab: "blue" })}>{t("referee")}</button>
        <button type="button" class="big" id="history" onClick={() => go({ screen: "history" })}>{t("history")}</button>
        <button type="button" class="big" id="stats" onClick={() => go({ screen: "stats" })}>{t("statistics")}</button>
        <button type="button" class="big" id="rules" onClick={() => go({ screen: "rules" })}>{t("rules")}</button>
        <button type="button" class="big" id="settings" onClick={() => go({ screen: "settings" })}>{t("settings")}</button>
      </nav>
    </div>
  );
}
