import type { Migration } from 'kysely';
import * as m0001 from './migrations/0001-site';

/** Every migration, in order. Listed here rather than read from the filesystem at run time. */
export const migrations: Record<string, Migration> = {
  '0001-site': m0001,
};
