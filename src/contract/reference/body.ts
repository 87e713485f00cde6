/** Heights offered by the profile form, from 4'5" to 7'0", stored as the label. */
export const HEIGHTS: readonly string[] = (() => {
  const list: string[] = [];
  for (let inches = 4 * 12 + 5; inches <= 7 * 12; inches += 1) {
    list.push(`${Math.floor(inches / 12)}'${inches % 12}"`);
  }
  return list;
})();

export const WEIGHT_MIN_KG = 30;
export const WEIGHT_MAX_KG = 110;

/** Weights offered by the profile form, in whole kilograms. */
export const WEIGHTS: readonly number[] = Array.from({ length: WEIGHT_MAX_KG - WEIGHT_MIN_KG + 1 }, (_, i) => WEIGHT_MIN_KG + i);
