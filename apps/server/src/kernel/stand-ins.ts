/**
 * What a player's answer shows where a site keeps something of its own elsewhere: a tier's badge, a bank's logo, the
 * page an external pay way without a gateway sends the member to. A production server has none (no image, no page:
 * the member is shown the order instead); the sandbox (apps/sandbox) draws its demo art and pages here.
 */
export interface StandIns {
  vipBadge: (vipname: string) => string;
  bankLogo: (bank: string) => string;
  /** The page a deposit order of an external pay way is paid on when no gateway is connected to its channel. */
  payPage: (outTradeNo: string) => string | undefined;
}

export const NO_STAND_INS: StandIns = {
  vipBadge: () => '',
  bankLogo: () => '',
  payPage: () => undefined,
};
