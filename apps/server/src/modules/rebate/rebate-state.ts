/** A rebate row's state: accrued and claimable, or claimed (paid into the main wallet). */
export const REBATE_STATE = { claimable: 0, claimed: 1 } as const;
