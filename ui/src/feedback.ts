// Dice sound (synthesised, no file, no network) and vibration, each only when the user
// has them on and the platform offers them.
let audio: AudioContext | null = null;

export function rattle(enabled: boolean): void {
  if (!enabled) return;
  try {
    const Ctor = window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
    if (!Ctor) return;
    audio ??= new Ctor();
    const ctx = audio;
    const clicks = 6;
    for (let i = 0; i < clicks; i++) {
      const at = ctx.currentTime + i * 0.055 + Math.random() * 0.02;
      const osc = ctx.createOscillator();
      const gain = ctx.createGain();
      osc.type = "square";
      osc.frequency.value = 180 + Math.random() * 260;
      gain.gain.setValueAtTime(0.12, at);
      gain.gain.exponentialRampToValueAtTime(0.001, at + 0.045);
      osc.connect(gain).connect(ctx.destination);
      osc.start(at);
      osc.stop(at + 0.05);
    }
  } catch {
    // no audio device: the roll is still shown and announced
  }
}

export function buzz(enabled: boolean, pattern: number | number[] = [30, 40, 30]): void {
  if (!enabled) return;
  try {
    navigator.vibrate?.(pattern);
  } catch {
    // not offered here
  }
}
