import { usdIn } from 'shared-content/logic';

/** US dollars with two decimals: 4 -> "$4.00". */
export const formatUsd = (amount: number) => usdIn(amount);
