/** Prices are stored as integer pence and served as pounds (349.99), the contract's unit. */
export function toPounds(pence: number): number {
  return pence / 100;
}

export function toPoundsOrNull(pence: number | null): number | null {
  return pence === null ? null : toPounds(pence);
}

/** Price filters arrive in pounds; round to whole pence so 9.999 cannot slip between values. */
export function toPence(pounds: number): number {
  return Math.round(pounds * 100);
}
