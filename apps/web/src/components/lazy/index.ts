/** Code loaded on demand: screens, and the parts of a screen that need not hold it up. */

export { LazyScreen } from './LazyScreen';
export { lazyPanel, preloadOf } from './lazyPanel';
