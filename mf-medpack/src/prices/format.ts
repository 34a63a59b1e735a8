const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** US dollars with two decimals: 4 -> "$4.00". */
export const formatUsd = (amount: number) => usd.format(amount);
