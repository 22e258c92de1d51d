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

/** The game's short sounds: your turn, a capture, the Chat Noir, the end of a round. */
export type Cue = "turn" | "capture" | "chat_noir" | "round_end";

const CUES: Record<Cue, { notes: number[]; step: number; length: number; type: OscillatorType }> = {
  turn: { notes: [523, 784], step: 0.09, length: 0.12, type: "sine" },
  capture: { notes: [660], step: 0, length: 0.07, type: "triangle" },
  chat_noir: { notes: [330, 247, 165], step: 0.11, length: 0.14, type: "sawtooth" },
  round_end: { notes: [523, 659, 784, 1047], step: 0.12, length: 0.2, type: "sine" },
};

/** Plays a cue (synthesised, quiet and short) when sound is on. */
export function cue(kind: Cue, enabled: boolean): void {
  if (!enabled) return;
  try {
    const Ctor = window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
    if (!Ctor) return;
    audio ??= new Ctor();
    const ctx = audio;
    const { notes, step, length, type } = CUES[kind];
    notes.forEach((freq, i) => {
      const at = ctx.currentTime + i * step;
      const osc = ctx.createOscillator();
      const gain = ctx.createGain();
      osc.type = type;
      osc.frequency.value = freq;
      gain.gain.setValueAtTime(0.08, at);
      gain.gain.exponentialRampToValueAtTime(0.001, at + length);
      osc.connect(gain).connect(ctx.destination);
      osc.start(at);
      osc.stop(at + length + 0.02);
    });
  } catch {
    // no audio device: every event is also announced and shown
  }
}
