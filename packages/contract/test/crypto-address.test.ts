import { describe, expect, it } from 'vitest';
import { checksummedEthereumAddress, isEthereumAddress, isTronAddress } from '../src/rules/crypto-address';
import { ERC20_ADDRESSES, TRC20_ADDRESSES } from './crypto-addresses';

/** Public addresses checked by the chains' own tools: USDT's TRON contract and EIP-55's examples. */
const USDT_ON_TRON = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const EIP55_EXAMPLES = ['0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359', '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB', '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb'];

/** The address with one character swapped for another of the same alphabet and case. */
const withCharAt = (address: string, index: number, char: string) => `${address.slice(0, index)}${char}${address.slice(index + 1)}`;

describe('TRC20 addresses (base58check, version 0x41)', () => {
  it.each([USDT_ON_TRON, ...TRC20_ADDRESSES])('accepts %s', (address) => {
    expect(isTronAddress(address)).toBe(true);
  });

  it('refuses a bad checksum: one character changed', () => {
    const last = USDT_ON_TRON.length - 1;
    expect(isTronAddress(withCharAt(USDT_ON_TRON, last, 'u'))).toBe(false);
    expect(isTronAddress(withCharAt(USDT_ON_TRON, 10, 'A'))).toBe(false);
  });

  it('refuses another case: base58 letters are distinct characters', () => {
    expect(isTronAddress(`T${USDT_ON_TRON.slice(1).toLowerCase()}`)).toBe(false);
  });

  it('refuses a wrong length', () => {
    expect(isTronAddress(USDT_ON_TRON.slice(0, 33))).toBe(false);
    expect(isTronAddress(`${USDT_ON_TRON}1`)).toBe(false);
    expect(isTronAddress('TXyz123abc')).toBe(false);
  });

  it('refuses a wrong prefix, a character outside base58 and another chain', () => {
    expect(isTronAddress(`A${USDT_ON_TRON.slice(1)}`)).toBe(false);
    expect(isTronAddress(withCharAt(USDT_ON_TRON, 5, '0'))).toBe(false);
    expect(isTronAddress(withCharAt(USDT_ON_TRON, 5, 'l'))).toBe(false);
    // A Bitcoin address: valid base58check, 25 bytes, version 0x00.
    expect(isTronAddress('1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa')).toBe(false);
    expect(isTronAddress(ERC20_ADDRESSES[0])).toBe(false);
  });
});

describe('ERC20 addresses (0x + 40 hex, EIP-55 when mixed case)', () => {
  it.each([...EIP55_EXAMPLES, ...ERC20_ADDRESSES])('accepts the checksummed %s', (address) => {
    expect(isEthereumAddress(address)).toBe(true);
  });

  it('accepts all lower case and all upper case: no checksum to check', () => {
    for (const address of EIP55_EXAMPLES) {
      expect(isEthereumAddress(`0x${address.slice(2).toLowerCase()}`)).toBe(true);
      expect(isEthereumAddress(`0x${address.slice(2).toUpperCase()}`)).toBe(true);
    }
  });

  it('refuses mixed case with a bad checksum', () => {
    const [address = ''] = EIP55_EXAMPLES;
    // 0x5aAeb…: the first letter 'a' is lower case in the checksum; upper case breaks it.
    expect(isEthereumAddress(withCharAt(address, 3, 'A'))).toBe(false);
    expect(isEthereumAddress('0xAbCdEf0123456789aBcDeF0123456789AbCdEf01')).toBe(false);
  });

  it('writes an address in any case as its checksummed form', () => {
    for (const address of EIP55_EXAMPLES) {
      expect(checksummedEthereumAddress(address)).toBe(address);
      expect(checksummedEthereumAddress(`0x${address.slice(2).toLowerCase()}`)).toBe(address);
      expect(checksummedEthereumAddress(`0x${address.slice(2).toUpperCase()}`)).toBe(address);
    }
  });

  it('refuses a wrong length, a wrong prefix and a non-hex digit', () => {
    const [address = ''] = EIP55_EXAMPLES;
    expect(isEthereumAddress(address.slice(0, 41))).toBe(false);
    expect(isEthereumAddress(`${address}0`)).toBe(false);
    expect(isEthereumAddress(`0X${address.slice(2)}`)).toBe(false);
    expect(isEthereumAddress(address.slice(2))).toBe(false);
    expect(isEthereumAddress(withCharAt(address.toLowerCase(), 5, 'g'))).toBe(false);
    expect(isEthereumAddress(USDT_ON_TRON)).toBe(false);
  });
});
