import fc from 'fast-check';
import { RawJson, type FieldValue } from './json-text';

/** Amounts as existing clients send them, and as they should not: every way a number can be written wrong. */
const numericTexts = ['1e309', '-1e309', '0x10', '0b11', '0o17', '1,000', ' 5 ', '5 ', '\t5', '５', '１００', '+100', '-100', '-0', '0', '00100', '100.', '.5', '100.001', '0.1e1', '1e2', '1e21', '99999999999999999999', '9007199254740993', 'NaN', 'Infinity', '-Infinity', '1_000', '١٢٣'];

/** Raw JSON numbers beyond what a double holds exactly, or that read as infinite. */
const rawNumbers = ['1e309', '-1e309', '1E400', '123456789012345678901234567890', '0.30000000000000000000000001', '-0', '1e-400', '100.00', '1e2'].map((text) => new RawJson(text));

/** Number tokens JSON does not have: the whole body is then not JSON. */
const notJsonNumbers = ['NaN', 'Infinity', '-Infinity', '0x10', '01', '.5', '+1'].map((text) => new RawJson(text));

const numbers = [-1, 0, 0.001, 0.1 + 0.2, 100.005, 99.999, -100, 1e21, 1e308, -1e308, 2 ** 31, 2 ** 31 - 1, -(2 ** 31) - 1, 2 ** 53, 2 ** 53 + 2, -(2 ** 53) - 2, Number.MAX_VALUE, Number.MIN_VALUE, Number.EPSILON];

const injections = [
  "' OR '1'='1",
  "'; DROP TABLE member; --",
  '1; DELETE FROM account',
  '" OR ""="',
  "admin'--",
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '{{7*7}}',
  '${7*7}',
  '#{7*7}',
  '<%= 7*7 %>',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%2e%2e%2f',
  '%00',
  '$where',
  '{"$gt":""}',
  '__proto__',
  'constructor',
  'prototype',
  'null',
  'undefined',
  'true',
];

const unicode = [
  '张三',
  '中文测试用户名',
  '😀🎰💰',
  '👨‍👩‍👧‍👦',
  'مرحبا',
  'שלום',
  '\u202eRTL\u202c',
  '\u200b',
  '\ufeff',
  'a\u0000b',
  '\u0000',
  '\u001b[2J',
  '\u0007\u0008',
  '\u0085',
  '\u009b31m',
  '\ud800',
  '\udfff\ud800',
  'e\u0301',
  'ｆｕｌｌｗｉｄｔｈ',
  'Ⅻ',
];

/** Strings of a length around the contract's limits (64, 200, 500, 2000) and beyond the 64 KiB body limit. */
const longStrings = fc.constantFrom(65, 201, 501, 2001, 5001, 70_000).chain((length) => fc.constantFrom('9', 'a', '中', '😀', '\u0000').map((unit) => unit.repeat(length)));

/** Values of the wrong type: containers, booleans, null, deep nesting, own `__proto__` keys. */
const wrongTypes: fc.Arbitrary<FieldValue> = fc.oneof(
  fc.constantFrom<FieldValue>(true, false, null, [], {}, [1, 2], ['1'], { a: 1 }, [[[]]], { value: '100' }),
  fc.constantFrom(
    new RawJson('{"__proto__":{"isagent":1}}'),
    new RawJson('{"constructor":{"prototype":{"polluted":1}}}'),
    new RawJson(`${'['.repeat(200)}${']'.repeat(200)}`),
  ),
);

/** A value a field should refuse or survive: wrong types, numeric edge cases, injections, odd unicode, long text. */
export const hostileValue: fc.Arbitrary<FieldValue> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...numericTexts) },
  { weight: 2, arbitrary: fc.constantFrom(...rawNumbers) },
  { weight: 1, arbitrary: fc.constantFrom(...notJsonNumbers) },
  { weight: 2, arbitrary: fc.constantFrom(...numbers) },
  { weight: 1, arbitrary: fc.double() },
  { weight: 3, arbitrary: fc.constantFrom(...injections) },
  { weight: 3, arbitrary: fc.constantFrom(...unicode) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 12 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 12 }) },
  { weight: 1, arbitrary: longStrings },
  { weight: 3, arbitrary: wrongTypes },
);

/** Keys a request should not carry: prototype keys, server-side names, near-misses of real fields. */
export const unknownKey: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', '', ' ', 'member_id', 'user_id', 'id', 'balance', 'status', 'isagent', 'vip', 'code', '$where', 'amount ', 'AMOUNT'),
  fc.string({ minLength: 1, maxLength: 10 }),
);
