/** The longest USDT or e-wallet address the rules accept (WALLET_ADDRESS: up to 128 word characters). */
export const WALLET_ADDRESS_MAX = 128;
