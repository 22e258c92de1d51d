// A card moving across the table: a copy of the card drawn above everything, moved from
// one element's place to another's with the Web Animations API, then removed. Nothing
// moves for people who asked the system for reduced motion, or at instant speed.
import { FAMILY_CLASS, FAMILY_MARK, type CardLook } from "../components";

export function reducedMotion(): boolean {
  return window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
}

export function fly(card: CardLook, from: Element | null, to: Element | null, ms: number): void {
  if (!from || !to || ms <= 0 || reducedMotion() || typeof document.body.animate !== "function") return;
  const a = from.getBoundingClientRect();
  const b = to.getBoundingClientRect();
  const el = document.createElement("span");
  el.className = `card flying ${card.family ? FAMILY_CLASS[card.family] : "trump"}`;
  el.setAttribute("aria-hidden", "true");
  if (card.family) {
    const rank = document.createElement("span");
    rank.className = "rank";
    rank.textContent = String(card.rank ?? "");
    const mark = document.createElement("span");
    mark.className = "mark";
    mark.textContent = FAMILY_MARK[card.family] ?? "";
    el.append(rank, mark);
  } else {
    const name = document.createElement("span");
    name.className = "trump-name";
    name.textContent = card.name;
    el.append(name);
  }
  const x0 = a.left + a.width / 2 - 26;
  const y0 = a.top + a.height / 2 - 35;
  el.style.left = `${x0}px`;
  el.style.top = `${y0}px`;
  document.body.append(el);
  const dx = b.left + b.width / 2 - 26 - x0;
  const dy = b.top + b.height / 2 - 35 - y0;
  const anim = el.animate(
    [{ transform: "translate(0, 0) scale(1)", opacity: 1 }, { transform: `translate(${dx}px, ${dy}px) scale(1)`, opacity: 0.9 }],
    { duration: ms, easing: "ease-in-out" },
  );
  anim.onfinish = () => el.remove();
  anim.oncancel = () => el.remove();
}
