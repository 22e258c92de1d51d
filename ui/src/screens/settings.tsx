import { useEffect, useState } from "preact/hooks";
import { api, type Lang, type PlaySpeed, type Settings, type Startup, type Theme } from "../api";
import { OptionsEditor, Section } from "../components";
import { useApp } from "../context";
import { SPEED } from "../enums";
import { pickLanguage, translator } from "../i18n";
import { platform, type Persistence } from "../platform";

export function SettingsScreen({ startup }: { startup: Startup }) {
  const { t, settings, updateSettings, fail, announce } = useApp();
  const [message, setMessage] = useState("");
  // the web build: whether the browser agreed to keep the data (platform.ts)
  const [persistence, setPersistence] = useState<Persistence | null>(null);
  useEffect(() => { platform.persistence().then(setPersistence, () => undefined); }, []);
  const update = async (patch: Partial<Settings>) => {
    try {
      const saved = await updateSettings(patch);
      // in the language just chosen: `t` still speaks the one before (issue 33)
      const said = saved.language ?? pickLanguage(null, navigator.languages ?? [navigator.language]);
      announce(translator(said)("saved"));
    } catch (e) { fail(e); }
  };
  const exportNow = async () => {
    try {
      const made = await platform.exportBackup();
      setMessage(made.kind === "written" ? t("exported", { path: made.path }) : t("exportedDownload", { file: made.file }));
    } catch (e) { fail(e); }
  };
  const importFile = async (file: File | undefined) => {
    if (!file) return;
    try {
      const s = await api.importBackup(await file.text());
      setMessage(t("imported", { games: s.games, practice: s.practice, skipped: s.skipped, players: s.players_added }));
    } catch (e) { fail(e); }
  };
  const langs: (Lang | null)[] = [null, "fr", "en"];
  const themes: Theme[] = ["system", "light", "dark"];
  return (
    <div>
      <h1>{t("settings")}</h1>
      <Section title={t("language")} id="lang-h">
        <div class="choices" role="radiogroup" aria-label={t("language")}>
          {langs.map((l) => (
            <label key={String(l)} class={settings.language === l ? "choice on" : "choice"}>
              <input type="radio" name="lang" data-lang={l ?? "system"} checked={settings.language === l} onChange={() => update({ language: l })} />
              {l === null ? t("system") : l === "fr" ? "Français" : "English"}
            </label>
          ))}
        </div>
      </Section>
      <Section title={t("theme")} id="theme-h">
        <div class="choices" role="radiogroup" aria-label={t("theme")}>
          {themes.map((th) => (
            <label key={th} class={settings.theme === th ? "choice on" : "choice"}>
              <input type="radio" name="theme" data-theme-choice={th} checked={settings.theme === th} onChange={() => update({ theme: th })} />
              {t(th)}
            </label>
          ))}
        </div>
      </Section>
      <Section title={`${t("sound")} · ${t("haptics")}`} id="sound-h">
        <label class="switch"><input type="checkbox" id="sound" checked={settings.sound} onChange={(e) => update({ sound: (e.target as HTMLInputElement).checked })} /> {t("sound")}</label>
        <label class="switch"><input type="checkbox" id="haptics" checked={settings.haptics} onChange={(e) => update({ haptics: (e.target as HTMLInputElement).checked })} /> {t("haptics")}</label>
        <label class="switch"><input type="checkbox" id="keep-awake" checked={settings.keep_awake} onChange={(e) => update({ keep_awake: (e.target as HTMLInputElement).checked })} /> {t("keepAwake")}</label>
      </Section>
      <Section title={t("playSpeed")} id="speed-h">
        <div class="choices" role="radiogroup" aria-label={t("playSpeed")}>
          {(["instant", "fast", "normal", "slow"] as PlaySpeed[]).map((sp) => (
            <label key={sp} class={settings.play_speed === sp ? "choice on" : "choice"}>
              <input type="radio" name="speed" data-speed={sp} checked={settings.play_speed === sp} onChange={() => update({ play_speed: sp })} />
              {t(SPEED[sp])}
            </label>
          ))}
        </div>
        <label class="switch"><input type="checkbox" id="auto-play" checked={settings.auto_play} onChange={(e) => update({ auto_play: (e.target as HTMLInputElement).checked })} /> {t("autoPlay")}</label>
      </Section>
      <Section title={t("defaultRules")} id="defaults-h">
        <OptionsEditor options={settings.default_options} onChange={(o) => update({ default_options: o })} />
      </Section>
      <Section title={t("backup")} id="backup-h">
        <div class="stack">
          <button type="button" id="export" onClick={exportNow}>{t("exportBackup")}</button>
          <label class="button">{t("importBackup")}<input type="file" accept="application/json,.json" class="sr-only" onChange={(e) => importFile((e.target as HTMLInputElement).files?.[0])} /></label>
        </div>
        {message && <p role="status" id="backup-message">{message}</p>}
        {persistence && (
          <p class={persistence === "kept" ? "small" : "small warn"} id="storage-kept" data-persistence={persistence}>
            {t(persistence === "kept" ? "storageKept" : persistence === "not_kept" ? "storageNotKept" : "storageUnknown")}
          </p>
        )}
        <p class="muted small">{t("database", { path: startup.db_path })} · {t("version", { v: startup.version })}</p>
      </Section>
    </div>
  );
}
