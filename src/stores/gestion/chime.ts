/**
 * The new-order sound: two short tones made with WebAudio (no file to download). Browsers let a page play sound
 * only after the person touched it: the AudioContext is made at the first tap or key press on the page, never
 * before (so no autoplay warning in the console); until then a new order only vibrates and notifies.
 */

let context: AudioContext | null = null;

/** Makes the sound ready at the first tap or key press on `doc` (a gesture lets the page play sound). */
export function readyChimeOnGesture(doc: Document): void {
  if (typeof AudioContext === 'undefined') return;
  const unlock = () => {
    doc.removeEventListener('pointerdown', unlock, true);
    doc.removeEventListener('keydown', unlock, true);
    context ??= new AudioContext();
    void context.resume().catch(() => undefined);
  };
  doc.addEventListener('pointerdown', unlock, true);
  doc.addEventListener('keydown', unlock, true);
}

/** Two tones, high then higher, a quarter of a second each; false when the page may not play sound yet. */
export function chime(): boolean {
  if (context?.state !== 'running') return false;
  const start = context.currentTime;
  for (const [at, hz] of [
    [0, 880],
    [0.3, 1320],
  ] as const) {
    const tone = context.createOscillator();
    const gain = context.createGain();
    tone.frequency.value = hz;
    gain.gain.setValueAtTime(0.0001, start + at);
    gain.gain.exponentialRampToValueAtTime(0.4, start + at + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + at + 0.25);
    tone.connect(gain).connect(context.destination);
    tone.start(start + at);
    tone.stop(start + at + 0.26);
  }
  return true;
}
