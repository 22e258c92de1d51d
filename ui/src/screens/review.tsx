// Stepping through a finished game against the computer, move by move, every hand shown,
// with the hard level's preferred move where it differs from a person's, and why (as the
// hint says it); a jump to the next or previous move where the two differ.
import { useEffect, useRef, useState } from "preact/hooks";
import { api, papillonBoard, papillonReview, type HintReason, type PracticeView, type ReviewView } from "../api";
import { CardFace, Section, useCardInfo } from "../components";
import { useApp } from "../context";
import { moveText, playText, reasonText } from "../play/words";

/** A review step with the reason of the hard level's move, once the engine gives it
 *  (`preferred_reason`, beside `preferred`). */
type Step = ReviewView & { preferred_reason?: HintReason | null };

/** The steps that are a person's moves, in order (step n is move n). */
export function personSteps(game: PracticeView): number[] {
  return game.log.filter((m) => game.seats[m.seat]?.player.player === "person").map((m) => m.number);
}

export function ReviewScreen({ id }: { id: number }) {
  const { t, fail, go, cardName } = useApp();
  const info = useCardInfo();
  const [game, setGame] = useState<PracticeView | null>(null);
  const [step, setStep] = useState(0);
  const [review, setReview] = useState<Step | null>(null);
  // the jump to a difference: where it looks now, and what it found (or not)
  const [seeking, setSeeking] = useState<number | null>(null);
  const [noDiff, setNoDiff] = useState<"after" | "before" | null>(null);
  const cache = useRef(new Map<number, Step>());
  const seekRun = useRef(0);

  const fetchStep = async (n: number): Promise<Step> => {
    const known = cache.current.get(n);
    if (known) return known;
    const r = papillonReview(await api.practiceReview(id, n)) as Step;
    cache.current.set(n, r);
    return r;
  };

  useEffect(() => { cache.current.clear(); api.practiceView(id).then(papillonBoard).then(setGame, fail); }, [id]);
  useEffect(() => {
    let live = true;
    fetchStep(step).then((r) => { if (live) setReview(r); }, fail);
    return () => { live = false; };
  }, [id, step]);

  if (!game || !review) return <p aria-busy="true">{t("loading")}</p>;
  const names = game.seats.map((s) => s.name);
  const persons = game.seats.filter((s) => s.player.player === "person").length;
  const mine = personSteps(game);
  const table = review.table;
  const hands = table.round === "blue" ? table.hands?.map((h) => h.map((f) => ({ face: f, back: null as string | null }))) : table.hands?.map((h) => h.map((c) => ({ face: c.face, back: c.back as string | null })));
  const go_ = (n: number) => { seekRun.current++; setSeeking(null); setNoDiff(null); setStep(Math.max(0, Math.min(review.steps, n))); };

  /** Goes to the next (or previous) move of a person where hard would have played
   *  otherwise: each person's move asked in turn (the engine finds hard's move). */
  const seek = async (forward: boolean) => {
    const run = ++seekRun.current;
    setNoDiff(null);
    const order = forward ? mine.filter((n) => n > review.step) : mine.filter((n) => n < review.step).reverse();
    try {
      for (const n of order) {
        setSeeking(n);
        const r = await fetchStep(n);
        if (run !== seekRun.current) return;
        if (r.preferred) { setSeeking(null); setStep(n); setReview(r); return; }
      }
      if (run === seekRun.current) { setSeeking(null); setNoDiff(forward ? "after" : "before"); }
    } catch (e) { if (run === seekRun.current) { setSeeking(null); fail(e); } }
  };

  // the step's heading: which move of the game it is (every player's moves counted),
  // and, for a person's move, which of that person's moves
  const played = review.played;
  const byPerson = !!played && game.seats[played.seat]?.player.player === "person";
  const ownMoves = played ? game.log.filter((m) => m.seat === played.seat).map((m) => m.number) : [];
  const own = byPerson && played ? (persons > 1
    ? t("reviewTheirMove", { name: names[played.seat], mine: ownMoves.indexOf(played.number) + 1, mines: ownMoves.length })
    : t("reviewYourMove", { mine: ownMoves.indexOf(played.number) + 1, mines: ownMoves.length })) : null;
  const reason = review.preferred_reason ?? null;
  return (
    <div class="review">
      <h1>{t("review")}</h1>
      <p id="review-step" aria-live="polite">
        {own && <><strong id="review-own">{own}</strong><br /></>}
        {review.step === 0 ? <strong>{t("reviewDeal", { total: review.steps })}</strong>
          : own ? <span class="muted">{t("reviewStep", { n: review.step, total: review.steps })}</span>
          : <strong>{t("reviewStep", { n: review.step, total: review.steps })}</strong>}
      </p>
      <div class="play-actions">
        <button type="button" onClick={() => go_(0)} disabled={review.step === 0}>{t("first")}</button>
        <button type="button" id="review-prev" onClick={() => go_(review.step - 1)} disabled={review.step === 0}>◀ {t("previous")}</button>
        <button type="button" id="review-next" onClick={() => go_(review.step + 1)} disabled={review.step >= review.steps}>{t("next")} ▶</button>
        <button type="button" onClick={() => go_(review.steps)} disabled={review.step >= review.steps}>{t("last")}</button>
      </div>
      <div class="play-actions" role="group" aria-label={t("reviewDiffs")}>
        <button type="button" id="review-prev-diff" onClick={() => void seek(false)} disabled={seeking !== null || !mine.some((n) => n < review.step)}>◀ {t("reviewPrevDiff")}</button>
        <button type="button" id="review-next-diff" onClick={() => void seek(true)} disabled={seeking !== null || !mine.some((n) => n > review.step)} aria-busy={seeking !== null}>{t("reviewNextDiff")} ▶</button>
      </div>
      {seeking !== null && <p class="muted small" id="review-seeking" role="status">{t("reviewSeeking", { n: seeking, total: review.steps })}</p>}
      {noDiff && <p class="muted" id="review-no-diff" role="status">{t(noDiff === "after" ? "reviewNoDiffAfter" : "reviewNoDiffBefore")}</p>}
      {played && (
        <div class="review-move">
          <p id="review-played">{t("reviewPlayed", { move: moveText(played, names, t, cardName) })}</p>
          {review.preferred && (
            <div class="hint" id="review-preferred" role="note">
              <strong>{t("hardPrefers", { move: playText(review.preferred.play, names[review.preferred.seat], t, cardName, true) })}</strong>
              {reason && <p id="review-why">{reasonText(reason, t)}</p>}
            </div>
          )}
        </div>
      )}
      {/* the table below is the one this move left; the advice above was about the one
          before it (newcomer pass: the two seemed to be the same position) */}
      {played && <p class="muted small" id="review-board-when">{t("reviewBoardAfter")}</p>}
      {table.round === "blue" ? (
        <Section title={t("plate")} id="r-plate-h">
          <div class="plate">{table.plate.length === 0 ? <p class="muted">{t("plateEmpty")}</p> : table.plate.map((f) => <span key={f} class="card-wrap" role="img" aria-label={cardName(f)}><CardFace card={info(f)} small /></span>)}</div>
        </Section>
      ) : (
        <Section title={t("orangeLayout")} id="r-layout-h">
          <p class="small">
            {[
              ...table.plates.map((p, i) => t("layoutPlate", { x: i === 0 ? "A" : "B", card: cardName(p.card.face) })),
              ...table.suites.flatMap((s, i) => [
                s.top ? t("layoutSuite", { n: i + 1, card: cardName(s.top.face) }) : t("layoutSuiteEmpty", { n: i + 1 }),
                ...(s.sign ? [t("layoutSign", { n: i + 1, card: cardName(s.sign) })] : []),
              ]),
              ...(table.centre ? [t("layoutCentre", { card: cardName(table.centre) })] : []),
            ].join(" · ")}
          </p>
        </Section>
      )}
      <Section title={t("everyHand")} id="r-hands-h">
        {hands?.map((hand, seat) => (
          <div key={seat} class={`review-hand${review.to_play === seat ? " current" : ""}`}>
            <p><strong>{names[seat]}</strong></p>
            <div class="hand">{hand.map((c, i) => <span key={i} class={`card-wrap${c.back ? ` back-${c.back}` : ""}`} role="img" aria-label={cardName(c.face)}><CardFace card={info(c.face)} small /></span>)}</div>
          </div>
        ))}
      </Section>
      <button type="button" class="ghost" onClick={() => go({ screen: "play", game: id })}>{t("back")}</button>
    </div>
  );
}
