const DEVICE_KEY = 'device_id';

/** A random (version 4) UUID; crypto.randomUUID exists only on https and localhost, getRandomValues everywhere. */
function randomUuid(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * This browser's device id: a random UUID made on the first sign-in and kept in its storage, sent as X-Device-Id on
 * a member's register and login (so that the operators see members who share a device) and on an operator's sign-in
 * (the player app and the console of one origin share it). A device that signed in to an account before keeps a
 * login budget of its own on the server (issue #41). Nothing about the device is read; a browser without storage
 * sends a new one each time.
 */
export function deviceId(): string {
  try {
    const kept = localStorage.getItem(DEVICE_KEY);
    if (kept !== null && kept !== '') return kept;
    const made = randomUuid();
    localStorage.setItem(DEVICE_KEY, made);
    return made;
  } catch {
    return randomUuid();
  }
}
