/**
 * The modules' contracts in four slices: `main.tsx` builds their schemas one slice a task before the
 * app's code, which imports them all through `@freightdesk/contracts`, runs. Built in one go (some
 * 40 ms on this machine, four times that on a phone) they were the longest task of a first visit.
 * A module in no slice is still built, with the contracts' index, when the app first asks.
 */
export const contractSlices = [
  () => import('./people'),
  () => import('./projects'),
  () => import('./warehouse'),
  () => import('./billing'),
];
