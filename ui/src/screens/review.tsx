// Stepping through a finished game against the computer, move by move, every hand shown,
// with the hard level's preferred move where it differs from a person's.
import { useEffect, useState } from "preact/hooks";
import { api, papillonBoard, papillonReview, type PracticeView, type ReviewView } from "../api";
import { CardFace, Section, useCardInfo } from "../components";
import { useApp } from "../context";
import { moveText, playText } from "../play/words";

export function ReviewScreen({ id }: { id: number }) {
  const { t, fail, go, cardName } = useApp();
  const info = useCardInfo();
  const [game, setGame] = useState<PracticeView | null>(null);
  const [step, setStep] = useState(0);
  const [review, setReview] = useState<ReviewView | null>(null);

  useEffect(() => { api.practiceView(id).then(papillonBoard).then(setGame, fail); }, [id]);
  useEffect(() => {
    let live = true;
    api.practiceReview(id, step).then(papillonReview).then((r) => { if (live) setReview(r); }, fail);
    return () => { live = false; };
  }, [id, step]);

  if (!game || !review) return <p aria-busy="true">{t("loading")}</p>;
  const names = game.seats.map((s) => s.name);
  const table = review.table;
  const hands = table.round === "blue" ? table.hands?.map((h) => h.map((f) => ({ face: f, back: null as string | null }))) : table.hands?.map((h) => h.map((c) => ({ face: c.face, back: c.back as string | null })));
  const go_ = (n: number) => setStep(Math.max(0, Math.min(review.steps, n)));
  return (
    <div class="review">
      <h1>{t("review")}</h1>
      <p id="review-step" aria-live="polite"><strong>{review.step === 0 ? t("reviewDeal", { total: review.steps }) : t("reviewStep", { n: review.step, total: review.steps })}</strong></p>
      <div class="play-actions">
        <button type="button" onClick={() => go_(0)} disabled={review.step === 0}>{t("first")}</button>
        <button type="button" id="review-prev" onClick={() => go_(review.step - 1)} disabled={review.step === 0}>◀ {t("previous")}</button>
        <button type="button" id="review-next" onClick={() => go_(review.step + 1)} disabled={review.step >= review.steps}>{t("next")} ▶</button>
        <button type="button" onClick={() => go_(review.steps)} disabled={review.step >= review.steps}>{t("last")}</button>
      </div>
      {review.played && (
        <div class="review-move">
          <p id="review-played"><span class="muted">{t("played")}: </span>{moveText(review.played, names, t, cardName)}</p>
          {review.preferred && <p class="hint" id="review-preferred">{t("hardPrefers", { move: playText(review.preferred.play, names[review.preferred.seat], t, cardName, true) })}</p>}
        </div>
      )}
      {table.round === "blue" ? (
        <Section title={t("plate")} id="r-plate-h">
          <div class="plate">{table.plate.length === 0 ? <p class="muted">{t("plateEmpty")}</p> : table.plate.map((f) => <span key={f} class="card-wrap" role="img" aria-label={cardName(f)}><CardFace card={info(f)} small /></span>)}</div>
        </Section>
      ) : (
        <Section title={t("orangeLayout")} id="r-layout-h">
          <p class="small">
            {table.plates.map((p, i) => `${i === 0 ? "A" : "B"}: ${cardName(p.card.face)}`).join(" · ")}
            {" · "}
            {table.suites.map((s, i) => `${t("suiteN", { n: i + 1 })}: ${s.top ? cardName(s.top.face) : "—"}${s.sign ? ` (${cardName(s.sign)})` : ""}`).join(" · ")}
            {table.centre ? ` · ${t("centre")}: ${cardName(table.centre)}` : ""}
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
