import { REDPACKET_GRAB_END_HOUR, REDPACKET_GRAB_START_HOUR } from '@casino/contract/constants';

const hour = (h: number) => `${String(h).padStart(2, '0')}:00`;

/** "10:00" — when grabbing opens (and the deposits counted for the day stop). */
export const GRAB_START = hour(REDPACKET_GRAB_START_HOUR);
/** "10:00-12:00", Beijing time (SPEC §9). */
export const GRAB_WINDOW = `${GRAB_START}-${hour(REDPACKET_GRAB_END_HOUR)}`;
