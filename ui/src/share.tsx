// "Share this table": everyone at the table follows the game on their own phone. The
// app's server (src-tauri/src/commands/share.rs, crates/table-link) serves a read-only
// page; this panel shows its address as a QR code (drawn from the engine's module
// matrix) and as text, and stops it. Off until asked.
import { useEffect, useState } from "preact/hooks";
import { api } from "./api";
import type { PendingProposal, QrView, ShareTarget, ShareView } from "./bindings";
import { useApp } from "./context";
import { platform } from "./platform";

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

/** What is shared now, for the banner every screen shows (one share at a time). */
const sharing = (() => {
  let current: ShareView | null = null;
  const listeners = new Set<(s: ShareView | null) => void>();
  return {
    get: () => current,
    set(s: ShareView | null) { current = s; listeners.forEach((l) => l(s)); },
    listen(l: (s: ShareView | null) => void) { listeners.add(l); return () => { listeners.delete(l); }; },
  };
})();
const accepted = new Set<() => void>();
/** Calls `f` each time the host accepts a guest's proposal; returns the unsubscribe. */
function onAccepted(f: () => void): () => void {
  accepted.add(f);
  return () => { accepted.delete(f); };
}

/** The guests' waiting proposals, at the top of every screen while the table is shared
 *  (issue 33: it showed only under the QR code of the shared game's screen): each
 *  announced once in the live region, with Accept and Refuse. */
export function ProposalBanner() {
  const { t, fail, announce } = useApp();
  const [share, setShare] = useState<ShareView | null>(sharing.get());
  const [proposals, setProposals] = useState<PendingProposal[]>([]);
  const [busy, setBusy] = useState(false);
  useEffect(() => sharing.listen(setShare), []);
  useEffect(() => {
    if (!share || !share.proposals) { setProposals([]); return; }
    let stopped = false;
    const look = async () => {
      try {
        const list = await api.shareProposals();
        if (!stopped) setProposals((old) => {
          list.filter((p) => !old.some((o) => o.id === p.id)).forEach((p) => announce(t("shareWaiting", { name: p.player, cards: p.entry.cards })));
          return list;
        });
      } catch (e) { if (!stopped) fail(e); }
    };
    look();
    const timer = window.setInterval(look, 1000);
    return () => { stopped = true; window.clearInterval(timer); };
  }, [share?.urls[0], share?.proposals, t]);
  const answer = async (p: PendingProposal, accept: boolean) => {
    setBusy(true);
    try {
      await api.shareAnswer(p.id, accept);
      setProposals((list) => list.filter((x) => x.id !== p.id));
      if (accept) accepted.forEach((f) => f());
      announce(t(accept ? "shareAccepted" : "shareRefused", { name: p.player, cards: p.entry.cards }));
    } catch (e) { fail(e); } finally { setBusy(false); }
  };
  if (proposals.length === 0) return null;
  return (
    <section class="panel proposals" id="share-proposals" aria-labelledby="share-proposals-h">
      <h2 id="share-proposals-h" class="small">{t("shareProposals")}</h2>
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
  );
}

/** The share button and panel of one game: `target` says which (and how it is seen).
 *  The web build has no server to share from: it says so where the button would be. */
export function ShareTable(props: { target: ShareTarget; onEntered?: () => void }) {
  const { t } = useApp();
  if (!platform.tableLink) return <p class="muted small share" id="share-desktop-only">{t("shareNeedsDesktop")}</p>;
  return <ShareTableHere {...props} />;
}

function ShareTableHere({ target, onEntered }: { target: ShareTarget; onEntered?: () => void }) {
  const { t, fail, announce } = useApp();
  const [share, setShare] = useState<ShareView | null>(null);
  const [busy, setBusy] = useState(false);
  // a guest's proposal entered from the banner: the sheet on screen shows the entry made
  useEffect(() => onAccepted(() => onEntered?.()), [onEntered]);
  useEffect(() => {
    api.shareStatus().then((s) => {
      sharing.set(s);
      setShare(s && s.target.kind === target.kind && s.target.id === target.id ? s : null);
    }, fail);
  }, [target.kind, target.id]);
  const start = async () => {
    setBusy(true);
    try {
      const s = await api.shareStart(target);
      setShare(s);
      sharing.set(s);
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
      sharing.set(s);
      announce(t("shareNewLinkDone"));
    } catch (e) { fail(e); } finally { setBusy(false); }
  };
  const stop = async () => {
    setBusy(true);
    try {
      await api.shareStop();
      setShare(null);
      sharing.set(null);
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
      <p class="muted small">{t(share.proposals ? "shareSafetyPropose" : "shareSafety")}</p>
      <button type="button" id="share-new-link" disabled={busy} onClick={newLink}>{t("shareNewLink")}</button>{" "}
      <button type="button" id="share-stop" disabled={busy} onClick={stop}>{t("shareStop")}</button>
    </section>
  );
}
