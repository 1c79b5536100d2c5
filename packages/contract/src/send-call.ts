import { callSenders } from './http-call';
import { ROUTES } from './routes';

/** The senders of every call of the contract (the console, tests, tools); the player app sends the players' alone. */
export const { sendCall, sendUpload } = callSenders(ROUTES);
