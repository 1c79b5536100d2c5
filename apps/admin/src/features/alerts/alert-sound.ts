import { useSyncExternalStore } from 'react';

/** Whether this browser plays a sound on a new deposit or withdrawal: the operator's choice, kept here. */
const KEY = 'casino_admin_alert_sound';
const listeners = new Set<() => void>();

export const alertSound = {
  on: (): boolean => localStorage.getItem(KEY) === '1',
  set: (on: boolean): void => {
    if (on) localStorage.setItem(KEY, '1');
    else localStorage.removeItem(KEY);
    for (const listener of listeners) listener();
  },
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useAlertSoundOn(): boolean {
  return useSyncExternalStore(alertSound.subscribe, alertSound.on);
}

let audio: AudioContext | undefined;

/** Two short tones, made here rather than loaded: nothing to fetch, nothing to cache. */
export function playAlertSound(): void {
  if (typeof AudioContext === 'undefined') return;
  audio ??= new AudioContext();
  const start = audio.currentTime;
  for (const [offset, frequency] of [
    [0, 880],
    [0.18, 1320],
  ] as const) {
    const tone = audio.createOscillator();
    const volume = audio.createGain();
    tone.frequency.value = frequency;
    volume.gain.setValueAtTime(0.15, start + offset);
    volume.gain.exponentialRampToValueAtTime(0.001, start + offset + 0.15);
    tone.connect(volume).connect(audio.destination);
    tone.start(start + offset);
    tone.stop(start + offset + 0.15);
  }
}
