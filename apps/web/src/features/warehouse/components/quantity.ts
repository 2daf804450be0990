/** A quantity as people write it: 12.500 → 12.5, 3.000 → 3. */
export const plainQuantity = (q: string) => (q.includes('.') ? q.replace(/\.?0+$/, '') : q);
