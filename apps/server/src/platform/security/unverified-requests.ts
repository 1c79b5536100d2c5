import { createHash } from 'node:crypto';

/**
 * What is kept of a request whose signature does not verify (a Hub88 callback, a gateway notification):
 * enough for a dispute (when, from where, to which path, how large, its hash, its first characters), never
 * its body, so that anyone on the internet cannot fill the disk with it (#41 item 6).
 */
export const UNVERIFIED_PREFIX_CHARS = 256;

/** The size in bytes, the SHA-256 (hex) and the first characters of a request's text. */
export function digestOf(text: string | Buffer): { size: number; sha256: string; prefix: string } {
  const bytes = typeof text === 'string' ? Buffer.from(text, 'utf8') : text;
  return { size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex'), prefix: bytes.subarray(0, UNVERIFIED_PREFIX_CHARS * 4).toString('utf8').slice(0, UNVERIFIED_PREFIX_CHARS) };
}

/** Lines of unverified requests one address may leave per window; the rest are counted by the metrics only. */
export const UNVERIFIED_LINES_PER_ADDRESS = 60;
export const UNVERIFIED_WINDOW_MS = 10 * 60_000;
/** Addresses followed at once: past it, an address not followed yet leaves no line until the window ends. */
const MAX_ADDRESSES = 10_000;

/**
 * Per address, how many unverified requests have left a line in the current window (per instance; several
 * instances each keep their own bound). A flood from one address writes at most UNVERIFIED_LINES_PER_ADDRESS
 * lines per UNVERIFIED_WINDOW_MS; one from many addresses at most that many per address.
 */
export class UnverifiedBudget {
  private readonly used = new Map<string, { since: number; count: number }>();

  constructor(
    private readonly perAddress = UNVERIFIED_LINES_PER_ADDRESS,
    private readonly windowMs = UNVERIFIED_WINDOW_MS,
  ) {}

  /** Whether a line of this address's request may be written now (and counts it). */
  take(address: string, now: number): boolean {
    let entry = this.used.get(address);
    if (entry && now - entry.since >= this.windowMs) entry = undefined;
    if (!entry) {
      if (this.used.size >= MAX_ADDRESSES) {
        for (const [known, seen] of this.used) if (now - seen.since >= this.windowMs) this.used.delete(known);
        if (this.used.size >= MAX_ADDRESSES) return false;
      }
      entry = { since: now, count: 0 };
      this.used.set(address, entry);
    }
    if (entry.count >= this.perAddress) return false;
    entry.count += 1;
    return true;
  }
}
