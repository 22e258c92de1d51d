// "Share this table": everyone at the table follows the game on their own phone. The
// app's server (src-tauri/src/commands/share.rs, crates/table-link) serves a read-only
// page; this panel shows its address as a QR code (drawn from the engine's module
// matrix) and as text, and stops it. Off until asked.
import { useEffect, useState } from "preact/hooks";
import { api } from "./api";
import type { QrView, ShareTarget, ShareView } from "./bindings";
import { useApp } from "./context";

/** The QR code as SVG squares; its text alternative is the address written below. */
function Qr({ qr, label }: { qr: QrView; label: string }) {
  const quiet = 4;
  const side = qr.size + 2 * quiet;
  const cells: string[] = [];
  qr.dark.forEach((dark, i) => {
    if (dark) cells.push(`M${(i % qr.size) + quiet} ${Math.floor(i / qr.size) + quiet}h1v1h-1z`);
  });
  return (
    <svg class="qr" id="share-qr" viewBox={`0 0 ${side} ${side}`} role="img" aria-label={label} shape-rendering="crispEdges">
      <rect width={side} height={side} fill="#ffffff" />
      <path d={cells.join("")} fill="#000000" />
    </svg>
  );
}

/** The share button and panel of one game: `target` says which (and how it is seen). */
export function ShareTable({ target }: { target: ShareTarget }) {
  const { t, fail, announce } = useApp();
  const [share, setShare] = useState<ShareView | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    api.shareStatus().then((s) => setShare(s && s.target.kind === target.kind && s.target.id === target.id ? s : null), fail);
  }, [target.kind, target.id]);
  const start = async () => {
    setBusy(true);
    try {
      const s = await api.shareStart(target);
      setShare(s);
      announce(t("shareOn"));
    } catch (e) { fail(e); } finally { setBusy(false); }
  };
  const stop = async () => {
    setBusy(true);
    try {
      await api.shareStop();
      setShare(null);
      announce(t("shareOff"));
    } catch (e) { fail(e); } finally { setBusy(false); }
  };
  if (!share) {
    return (
      <div class="share">
        <button type="button" id="share-start" disabled={busy} onClick={start}>{t("shareTable")}</button>
      </div>
    );
  }
  return (
    <section class="panel share" id="share-panel" aria-labelledby="share-h" data-url={share.urls[0] ?? ""}>
      <h2 id="share-h">{t("shareOn")}</h2>
      <p class="small">{t("shareHelp")}</p>
      {target.kind === "classic_play" && <p class="small">{t("shareSpectator")}</p>}
      {share.qr.size > 0 && <Qr qr={share.qr} label={t("shareQr")} />}
      <ul class="share-urls" aria-label={t("shareAddresses")}>
        {share.urls.map((u) => <li key={u}><code>{u}</code></li>)}
      </ul>
      <p class="muted small">{t("shareSafety")}</p>
      <button type="button" id="share-stop" disabled={busy} onClick={stop}>{t("shareStop")}</button>
    </section>
  );
}
