import type { Generated } from 'kysely';

/** Times are integer milliseconds since the epoch everywhere in the database. */
export type Millis = number;

export interface SiteTable {
  id: number;
  title: string;
  site_logo: string;
  site_state: number;
  repair_tips: string;
  redpacket_switch: number;
  index_modal: number;
  webcontent: string;
  app_state: number;
  ios_download_url: string;
  service_url: string;
  agent_login_url: string;
  visit_url: string;
  updated_at: Millis;
}

export interface Tables {
  site: SiteTable;
}

export type { Generated };
