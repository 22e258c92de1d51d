import { useCallback, useEffect, useMemo, useRef, useState } from "preact/hooks";
import { api, errorMessage, type Lang, type Location, type Screen, type Settings, type Startup } from "./api";
import { Ctx, logScope, useLiveLog, type AppContext } from "./context";
import { buzz } from "./feedback";
import { cardNamer, localCatalog } from "./cards";
import { pickLanguage, translator } from "./i18n";
import { SettingsQueue } from "./settings-queue";
import { Home } from "./screens/home";
import { NewGameScreen } from "./screens/newgame";
import { GameScreen } from "./screens/game";
import { HistoryScreen } from "./screens/history";
import { StatsScreen } from "./screens/stats";
import { RulesScreen } from "./screens/rules";
import { SettingsScreen } from "./screens/settings";
import { PlayNewScreen } from "./screens/playnew";
import { PlayScreen } from "./screens/play";
import { ReviewScreen } from "./screens/review";
import { RefereeScreen } from "./screens/referee";
import { FamilyScreen } from "./screens/family";
import { ClassicPlayNewScreen } from "./screens/classic-play-new";
import { ClassicPlayScreen } from "./screens/classic-play";
import { FarfaliaPlayNewScreen } from "./games/farfalia/setup";
import { FarfaliaPlayScreen } from "./games/farfalia/table";
import { EveningScreen } from "./screens/evening";
import { ProposalBanner } from "./share";
import { UpdateNotice } from "./update-notice";

/** How many announcements the live log keeps (older ones were spoken already); the log
 *  starts clean with each game and each language (`logScope`). */
const LOG_KEPT = 200;

/** Every screen of the app: a record over the generated `Screen` type, so a screen added
 *  in Rust does not compile here until it is listed (and drawn below). */
const SCREENS: Record<Screen, true> = {
  home: true, new: true, game: true, history: true, stats: true, rules: true, settings: true,
  play_new: true, play: true, review: true, referee: true, family: true, classic_play_new: true, classic_play: true,
  farfalia_play_new: true, farfalia_play: true, evening: true,
};
const isScreen = (screen: string): screen is Screen => Object.hasOwn(SCREENS, screen);

/** What a phone at the table needs: the screen kept awake while a game is open (the
 *  Screen Wake Lock API, where the webview offers it; a setting), a short vibration on
 *  each tap of a button on a touch screen (the vibration setting), and the field being
 *  typed in brought above the on-screen keyboard when it opens. */
function usePhoneTouches(settings: Settings | null, location: Location) {
  const awake = !!settings?.keep_awake && ["game", "play", "referee", "family", "classic_play", "farfalia_play"].includes(location.screen);
  useEffect(() => {
    if (!awake || !("wakeLock" in navigator)) return;
    let sentinel: WakeLockSentinel | null = null;
    let stopped = false;
    const take = () => {
      if (document.visibilityState !== "visible") return;
      navigator.wakeLock.request("screen").then((s) => { if (stopped) void s.release(); else sentinel = s; }, () => { /* refused: the screen sleeps as usual */ });
    };
    take();
    // the lock ends when the app is hidden: take it again on return
    document.addEventListener("visibilitychange", take);
    return () => { stopped = true; document.removeEventListener("visibilitychange", take); void sentinel?.release(); };
  }, [awake]);
  const haptics = !!settings?.haptics;
  useEffect(() => {
    const coarse = window.matchMedia?.("(pointer: coarse)").matches;
    if (!haptics || !coarse) return;
    const tap = (e: Event) => { if ((e.target as Element | null)?.closest?.("button, [role=radio], label.choice")) buzz(true, 8); };
    document.addEventListener("click", tap, true);
    return () => document.removeEventListener("click", tap, true);
  }, [haptics]);
  useEffect(() => {
    // the on-screen keyboard shrinks the viewport: if the field being typed in is now
    // under it, bring the field up (nothing moves while no keyboard opens)
    const uncover = () => {
      const el = document.activeElement as HTMLElement | null;
      if (!el?.matches?.("input:not([type=checkbox]):not([type=radio]), textarea, select")) return;
      const visible = window.visualViewport?.height ?? window.innerHeight;
      if (el.getBoundingClientRect().bottom > visible - 8) el.scrollIntoView?.({ block: "center" });
    };
    window.visualViewport?.addEventListener("resize", uncover);
    window.addEventListener("resize", uncover);
    return () => { window.visualViewport?.removeEventListener("resize", uncover); window.removeEventListener("resize", uncover); };
  }, []);
}

function systemLanguage(): Lang {
  return pickLanguage(null, navigator.languages ?? [navigator.language]);
}

function applyTheme(theme: Settings["theme"]) {
  const dark = theme === "dark" || (theme === "system" && window.matchMedia?.("(prefers-color-scheme: dark)").matches);
  document.documentElement.dataset.theme = dark ? "dark" : "light";
}

export function App() {
  const [startup, setStartup] = useState<Startup | null>(null);
  const [bootError, setBootError] = useState<string | null>(null);
  const [settings, setSettingsState] = useState<Settings | null>(null);
  const settingsQueue = useRef(
    new SettingsQueue<Settings>((s) => api.saveSettings(s, systemLanguage()), setSettingsState),
  );
  const [location, setLocation] = useState<Location>({ screen: "home" });
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    api.start(systemLanguage()).then(
      (s) => {
        setStartup(s);
        setSettingsState(s.settings);
        const loc = s.location;
        if (loc && isScreen(loc.screen)) {
          screenRef.current = loc.screen;
          setLocation(loc);
        }
      },
      (e) => setBootError(errorMessage(e)),
    );
  }, []);

  useEffect(() => {
    if (!settings) return;
    applyTheme(settings.theme);
    const media = window.matchMedia?.("(prefers-color-scheme: dark)");
    const listener = () => applyTheme(settings.theme);
    media?.addEventListener?.("change", listener);
    return () => media?.removeEventListener?.("change", listener);
  }, [settings?.theme]);

  const lang: Lang = settings?.language ?? systemLanguage();
  useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);
  const t = useMemo(() => translator(lang), [lang]);

  const screenRef = useRef(location.screen);
  const show = useCallback((loc: Location, newScreen: boolean) => {
    screenRef.current = loc.screen;
    setLocation(loc);
    setError(null);
    api.saveLocation(loc).catch((e) => setError(errorMessage(e)));
    if (newScreen) {
      window.scrollTo?.(0, 0);
      // a new screen: keyboard and screen-reader users start at its top
      document.getElementById("main")?.focus({ preventScroll: true });
    }
  }, []);
  const go = useCallback((loc: Location, replace = false) => {
    const newScreen = loc.screen !== screenRef.current;
    // each new screen is a step of the webview's history, so the phone's back button
    // (and the mouse's) goes back a screen; moving within a screen replaces the step.
    // Every entry is already saved when it is tapped: going back never loses one.
    const depth = (window.history.state as { depth?: number } | null)?.depth ?? 0;
    if (newScreen && !replace) window.history.pushState({ loc, depth: depth + 1 }, "");
    else window.history.replaceState({ loc, depth }, "");
    show(loc, newScreen);
  }, [show]);
  const back = useCallback((fallback: Location) => {
    const depth = (window.history.state as { depth?: number } | null)?.depth ?? 0;
    if (depth > 0) window.history.back(); else go(fallback);
  }, [go]);
  useEffect(() => {
    window.history.replaceState({ loc: location, depth: 0 }, "");
    const onPop = (e: PopStateEvent) => {
      const loc = (e.state as { loc?: Location } | null)?.loc;
      if (loc && isScreen(loc.screen)) show(loc, loc.screen !== screenRef.current);
    };
    window.addEventListener("popstate", onPop);
    return () => window.removeEventListener("popstate", onPop);
  }, [startup !== null]);
  usePhoneTouches(settings, location);

  // the live log: every announcement stays (the last ones), so a screen reader speaks
  // each once, even when several come at once (the computer's moves in a row); each
  // game and each language has a clean log (issue 50, item 5)
  const { lines: notices, announce } = useLiveLog(logScope(lang, location), LOG_KEPT);

  const ctx: AppContext | null = useMemo(() => {
    if (!startup || !settings) return null;
    const catalog = localCatalog(startup.catalog, t);
    return {
      t, lang, catalog, cardName: cardNamer(catalog, t), settings,
      updateSettings: (patch: Partial<Settings>) => settingsQueue.current.update(settings, patch),
      location, go, back, announce,
      fail: (e: unknown) => setError(errorMessage(e)),
      clearError: () => setError(null),
    };
  }, [startup, settings, t, lang, location, go, back, announce]);

  if (bootError) return <main class="boot-error" role="alert"><h1>Papillon</h1><p>{bootError}</p></main>;
  if (!ctx || !startup) return <p class="boot">{t("loading")}</p>;

  let screen;
  switch (location.screen) {
    case "new": screen = <NewGameScreen />; break;
    case "game": screen = location.game ? <GameScreen key={location.game} game={location.game} /> : <Home startup={startup} />; break;
    case "history": screen = <HistoryScreen />; break;
    case "stats": screen = <StatsScreen />; break;
    case "rules": screen = <RulesScreen />; break;
    case "settings": screen = <SettingsScreen startup={startup} />; break;
    case "play_new": screen = <PlayNewScreen />; break;
    case "play": screen = location.game ? <PlayScreen key={location.game} id={location.game} /> : <Home startup={startup} />; break;
    case "referee": screen = <RefereeScreen />; break;
    case "review": screen = location.game ? <ReviewScreen key={location.game} id={location.game} /> : <Home startup={startup} />; break;
    case "family": screen = location.game ? <FamilyScreen key={location.game} game={location.game} /> : <Home startup={startup} />; break;
    case "classic_play_new": screen = <ClassicPlayNewScreen />; break;
    case "classic_play": screen = location.game ? <ClassicPlayScreen key={location.game} id={location.game} /> : <Home startup={startup} />; break;
    case "farfalia_play_new": screen = <FarfaliaPlayNewScreen />; break;
    case "farfalia_play": screen = location.game ? <FarfaliaPlayScreen key={location.game} id={location.game} /> : <Home startup={startup} />; break;
    case "evening": screen = location.session ? <EveningScreen key={location.session} session={location.session} from={location.game} /> : <Home startup={startup} />; break;
    default: screen = <Home startup={startup} />;
  }

  return (
    <Ctx.Provider value={ctx}>
      {/* made anew when the language changes: WebKitGTK tells no screen reader of a new name */}
      <a key={lang} class="skip" href="#main">{t("skipToContent")}</a>
      <header class="top">
        {location.screen !== "home" ? (
          <button type="button" class="ghost" onClick={() => go({ screen: "home" })} aria-label={t("home")}>‹ {t("home")}</button>
        ) : <span />}
        {location.screen === "game" && location.game !== undefined && (
          // the referee, one tap from the score sheet (and back to it)
          <button type="button" class="ghost" id="open-referee"
            onClick={() => go({ screen: "referee", game: location.game, tab: location.tab === "orange" ? "orange" : "blue" })}>⚖ {t("referee")}</button>
        )}
        <span class="brand"><img src={`${import.meta.env.BASE_URL}icon.png`} alt="" width={24} height={24} /> Papillon</span>
      </header>
      {error && (
        <div class="error" role="alert" id="error">
          <p>{error}</p>
          <button type="button" class="ghost" onClick={() => setError(null)}>{t("close")}</button>
        </div>
      )}
      <UpdateNotice />
      <ProposalBanner />
      <main id="main" tabIndex={-1}>{screen}</main>
      <div class="sr-only" role="log" aria-live="polite" aria-label={t("announcements")} id="announce">
        {notices.map((n) => <p key={n.id} data-n={n.id}>{n.text}</p>)}
      </div>
    </Ctx.Provider>
  );
}
