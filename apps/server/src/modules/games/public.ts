// What the rest of the server (the platforms' adapters) and the sandbox may use of the games area; everything else in
// modules/games/ is its own (ESLint: import-x/no-restricted-paths).
export { addWin, countSettledBet, openBet, settleBet, voidBet, type SettledBet } from './bets';
