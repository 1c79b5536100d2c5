/**
 * Valid USDT addresses for tests and journeys, each distinct (a member binds an address once).
 * Generated, not anyone's wallet: TRC20 = base58check(0x41 ‖ the first 20 bytes of sha256('casino test tron N')),
 * ERC20 = the EIP-55 checksummed form of the first 20 bytes of sha256('casino test eth N'), N = 1, 2, ….
 */
export const TRC20_ADDRESSES = [
  'TAi9YeQKQg6JdcUKr6MBxxGrxmEhtki7Ym',
  'TAJV5hf9mYDp4GPFk3X5bJ3JGy8FPkqR5r',
  'TU91ZkQU7U6okHDDmhTTGvHHFietL6Pixr',
  'TLAxQXavY2wrFneDroJDLshyTSZdbGN5wq',
  'TAvwD3eWF5wKXA9ipC1QKov1uyTSroAZsS',
  'TS5KjSmiW4zVkPudbzvrkNjiroF2YEPfFA',
  'TBZYjFwP9Y1RLSiCFULRfjwAiVvnqJjVfN',
  'TRwhoBkigUHZN6d7T151ffDxQZtsFJBtVh',
  'TUYh68pPysw2iM6syySNw6TPyqbaabpJth',
  'TPhsz4anabtHdZZK9noVJCKtHzUKa17vJG',
] as const;

export const ERC20_ADDRESSES = [
  '0xF8ce9C8210e34147093C51013eBf906dd6f7880f',
  '0x186A69995176760aB475631B04610f55931203C9',
  '0x202e604C76c5abBc39dEd8033848bd830FF3d196',
  '0x1074F1BA26A5521df776c59F11C25C8Dcf75fB1f',
  '0x80d728f5686A67327Af565Ed6Aa9a06861F9EE70',
] as const;

export const [TRC20_ADDRESS] = TRC20_ADDRESSES;
export const [ERC20_ADDRESS] = ERC20_ADDRESSES;
