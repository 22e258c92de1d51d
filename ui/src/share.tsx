// "Share this table": everyone at the table follows the game on their own phone. The
// app's server (src-tauri/src/commands/share.rs, crates/table-link) serves a read-only
// page; this panel shows its address as a QR code (drawn from the engine's module
// matrix) and as text, and stops it. Off until asked.
import { useEffect, useState } from "preact/hooks";
import { api } from "./api";
import type { PendingProposal, QrView, ShareTarget, ShareView } from "./bindings";
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
export function ShareTable({ target, onEntered }: { target: ShareTarget; onEntered?: () => void }) {
  const { t, fail, announce } = useApp();
  const [share, setShare] = useState<ShareView | null>(null);
  const [busy, setBusy] = useState(false);
  const [proposals, setProposals] = useState<PendingProposal[]>([]);
  // the guests' proposals, looked at every second while the table is shared
  useEffect(() => {
    if (!share || !share.proposals) return;
    let stopped = false;
    const look = async () => {
      try {
        const list = await api.shareProposals();
        if (!stopped) setProposals((old) => {
          list.filter((p) => !old.some((o) => o.id === p.id)).forEach((p) => announce(t("shareProposed", { name: p.player, cards: p.entry.cards })));
          return list;
        });
      } catch (e) { if (!stopped) fail(e); }
    };
    look();
    const timer = window.setInterval(look, 1000);
    return () => { stopped = true; window.clearInterval(timer); };
  }, [share?.urls[0], share?.proposals]);
  const answer = async (p: PendingProposal, accept: boolean) => {
    setBusy(true);
    try {
      await api.shareAnswer(p.id, accept);
      setProposals((list) => list.filter((x) => x.id !== p.id));
      // the sheet on screen shows the entry made
      if (accept) onEntered?.();
      announce(t(accept ? "shareAccepted" : "shareRefused", { name: p.player, cards: p.entry.cards }));
    } catch (e) { fail(e); } finally { setBusy(false); }
  };
  useEffect(() => {
    api.shareStatus().then((s) => setShare(s && s.target.kind === target.kind && s.target.id === target.id ? s : null), fail);
  }, [target.kind, target.id]);
  const start = async () => {
    setBusy(true);
    try {
      const s = await api.shareStart(target);
      setShare(s);
      announce(t("shareOn"));
      // the button pressed is gone: the focus goes to the panel's heading
      window.setTimeout(() => document.getElementById("share-h")?.focus(), 0);
    } catch (e) { fail(e); } finally { setBusy(false); }
  };
  // a fresh link: the old one is revoked (its guests' pages say so)
  const newLink = async () => {
    setBusy(true);
    try {
      const s = await api.shareNewLink(target);
      setShare(s);
      setProposals([]);
      announce(t("shareNewLinkDone"));
    } catch (e) { fail(e); } finally { setBusy(false); }
  };
  const stop = async () => {
    setBusy(true);
    try {
      await api.shareStop();
      setShare(null);
      setProposals([]);
      announce(t("shareOff"));
      window.setTimeout(() => document.getElementById("share-start")?.focus(), 0);
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
      <h2 id="share-h" tabIndex={-1}>{t("shareOn")}</h2>
      <p class="small">{t("shareHelp")}</p>
      {target.kind === "classic_play" && <p class="small">{t("shareSpectator")}</p>}
      {share.qr.size > 0 && <Qr qr={share.qr} label={t("shareQr")} />}
      <ul class="share-urls" aria-label={t("shareAddresses")}>
        {share.urls.map((u) => <li key={u}><code>{u}</code></li>)}
      </ul>
      {proposals.length > 0 && (
        <section id="share-proposals" aria-labelledby="share-proposals-h">
          <h3 id="share-proposals-h">{t("shareProposals")}</h3>
          <ul>
            {proposals.map((p) => (
              <li key={p.id} data-proposal={p.id}>
                <span id={`proposal-${p.id}`}>{t("shareProposed", { name: p.player, cards: p.entry.cards })}</span>{" "}
                <button type="button" class="primary" data-accept={p.id} aria-describedby={`proposal-${p.id}`} disabled={busy} onClick={() => answer(p, true)}>{t("shareAccept")}</button>{" "}
                <button type="button" data-refuse={p.id} aria-describedby={`proposal-${p.id}`} disabled={busy} onClick={() => answer(p, false)}>{t("shareRefuse")}</button>
              </li>
            ))}
          </ul>
        </section>
      )}
      <p class="muted small">{t(share.proposals ? "shareSafetyPropose" : "shareSafety")}</p>
      <button type="button" id="share-new-link" disabled={busy} onClick={newLink}>{t("shareNewLink")}</button>{" "}
      <button type="button" id="share-stop" disabled={busy} onClick={stop}>{t("shareStop")}</button>
    </section>
  );
}
