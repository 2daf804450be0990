/** Code loaded on demand: screens, and the parts of a screen that need not hold it up. */

export { LazyComponent, LazyScreen } from './LazyScreen';
export {
  CHUNK_LOAD_TIMEOUT_MS,
  ChunkLoadError,
  LOADING_INDICATOR_DELAY_MS,
  loadExport,
  loadScreen,
  SCREEN_LOAD_TIMEOUT_MS,
  type ScreenLoader,
  type ScreenModule,
} from './lazyLoad';
export { type LazyPanel, lazyPanel, preloadOf } from './lazyPanel';
