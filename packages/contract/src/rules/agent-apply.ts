import { MSG } from '../messages';
import { filled, firstBroken, text, type Rule } from './check';
import { MOBILE, REASON, emptyOr } from './patterns';

export interface AgentApplyFields {
  mobile?: unknown;
  apply_info?: unknown;
}

const agentApplyRules: readonly Rule<AgentApplyFields>[] = [
  [(f) => MOBILE.test(text(f.mobile)), MSG.mobileFormat],
  [(f) => filled(f.apply_info), MSG.applyReasonRequired],
  [(f) => emptyOr(REASON, text(f.apply_info)), MSG.applyReasonFormat],
];

/** SPEC §5 agent application: a mainland mobile number, then a reason. */
export function checkAgentApply(fields: AgentApplyFields): string | undefined {
  return firstBroken(fields, agentApplyRules);
}
