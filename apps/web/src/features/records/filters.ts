import { DATE_FILTERS, RECORD_TYPES } from '@casino/contract/codes';

/** The date filter of SPEC §9 as choices: 今天, 一周内, 半个月内, 一个月内. */
export const DATE_OPTIONS = DATE_FILTERS.map((filter) => ({ label: filter.name, value: filter.code }));

/** The record types of SPEC §9 as choices: 存款, 取款, 转入, 转出. */
export const RECORD_TYPE_OPTIONS = RECORD_TYPES.map((type) => ({ label: type.name, value: type.code }));
