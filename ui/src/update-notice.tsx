// « Une nouvelle version est prête — Recharger »: the web build's service worker holds a
// new version (platform.ts); the page goes on with the one it has until the person
// reloads, so two versions never mix. Polite: announced once, the focus left alone.
import { useEffect, useState } from "preact/hooks";
import { useApp } from "./context";
import { platform } from "./platform";

export function UpdateNotice() {
  const { t } = useApp();
  const [reload, setReload] = useState<(() => void) | null>(null);
  useEffect(() => platform.onUpdateReady((r) => setReload(() => r)), []);
  return (
    // the live region is always there (empty, it takes no room), so that its words are
    // announced when they come
    <div class="update-notice" role="status" id="update-notice">
      {reload && (
        <>
          <p>{t("updateReady")}</p>
          <button type="button" class="primary" id="update-reload" onClick={reload}>{t("updateReload")}</button>
        </>
      )}
    </div>
  );
}
