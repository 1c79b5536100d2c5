import { sha256 } from '@noble/hashes/sha2.js';
import { keccak_256 } from '@noble/hashes/sha3.js';

const BASE58_ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
/** A TRON address: the 0x41 version byte, 20 address bytes and a 4-byte checksum. */
const TRON_ADDRESS_BYTES = 25;
const TRON_VERSION = 0x41;
const TRON_ADDRESS = /^T[1-9A-HJ-NP-Za-km-z]{33}$/;
const ETHEREUM_ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/** Base58 text as bytes (leading '1's are leading zero bytes); undefined for a character outside the alphabet. */
function base58Decode(value: string): Uint8Array | undefined {
  const bytes: number[] = [];
  for (const char of value) {
    let carry = BASE58_ALPHABET.indexOf(char);
    if (carry < 0) return undefined;
    for (let i = 0; i < bytes.length; i++) {
      carry += (bytes[i] ?? 0) * 58;
      bytes[i] = carry & 0xff;
      carry >>= 8;
    }
    for (; carry > 0; carry >>= 8) bytes.push(carry & 0xff);
  }
  for (const char of value) {
    if (char !== '1') break;
    bytes.push(0);
  }
  return Uint8Array.from(bytes.reverse());
}

/** A TRC20 (TRON) address: T and 33 base58 characters that decode to 0x41, 20 bytes and their double-SHA-256 checksum. */
export function isTronAddress(value: string): boolean {
  if (!TRON_ADDRESS.test(value)) return false;
  const bytes = base58Decode(value);
  if (bytes?.length !== TRON_ADDRESS_BYTES || bytes[0] !== TRON_VERSION) return false;
  const payload = bytes.subarray(0, TRON_ADDRESS_BYTES - 4);
  const checksum = sha256(sha256(payload));
  return bytes.subarray(TRON_ADDRESS_BYTES - 4).every((byte, i) => byte === checksum[i]);
}

/** An Ethereum address's 40 hex digits in their EIP-55 form: a letter is upper case where that nibble of the lower-case digits' keccak-256 is 8 or more. */
function eip55(hex: string): string {
  const lower = hex.toLowerCase();
  const hash = keccak_256(new TextEncoder().encode(lower));
  return lower.replace(/[a-f]/g, (letter, i: number) => ((((hash[i >> 1] ?? 0) >> (i % 2 === 0 ? 4 : 0)) & 0x0f) >= 8 ? letter.toUpperCase() : letter));
}

/**
 * An ERC20 (Ethereum) address: 0x and 40 hex digits. All lower or all upper case carries no checksum; mixed case
 * is the EIP-55 checksum.
 */
export function isEthereumAddress(value: string): boolean {
  if (!ETHEREUM_ADDRESS.test(value)) return false;
  const hex = value.slice(2);
  return hex === hex.toLowerCase() || hex === hex.toUpperCase() || hex === eip55(hex);
}

/**
 * A valid ERC20 address in its checksummed (EIP-55) form: one address however its letters were typed, as it is
 * stored, so the same address in another case is the same account.
 */
export function checksummedEthereumAddress(value: string): string {
  return `0x${eip55(value.slice(2))}`;
}
