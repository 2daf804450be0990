import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, chunkAddress, failedModuleUrl } from './lazyLoad';

beforeAll(() => {
  vi.stubGlobal('window', { location: { href: 'http://127.0.0.1:3000/purchase-orders/14' } });
});

describe('a chunk that did not load', () => {
  it('is named by its file, with the failure and the address (docs/requirements.md section 8)', () => {
    const err = new ChunkLoadError('error', 'http://127.0.0.1:3000/assets/PoItemsTab-DhAtdv4k.js?retry=1');
    expect(err.chunk).toBe('PoItemsTab-DhAtdv4k');
    expect(err.message).toBe(
      'Loading chunk PoItemsTab-DhAtdv4k failed.\n(error: http://127.0.0.1:3000/assets/PoItemsTab-DhAtdv4k.js?retry=1)',
    );
    expect(new ChunkLoadError('timeout', null).message).toBe(
      'Loading chunk unknown failed.\n(timeout: unknown address)',
    );
  });

  it("finds the address in the browser's message, and nothing in another", () => {
    expect(
      failedModuleUrl(
        new TypeError(
          'Failed to fetch dynamically imported module: http://127.0.0.1:3000/assets/ShipmentItemsTab-Bx1.js',
        ),
      ),
    ).toBe('http://127.0.0.1:3000/assets/ShipmentItemsTab-Bx1.js');
    expect(failedModuleUrl(new Error('NetworkError when attempting to fetch resource.'))).toBeNull();
  });

  it("takes the address from the loader's own import, as the build writes it", () => {
    // What the bundler makes of `() => import('./PoItemsTab')`: the preload helper around the import.
    const built = new Function(
      'p',
      'd',
      'return () => p(() => import("./PoItemsTab-DhAtdv4k.js").then((m) => m), d([1, 2]))',
    )(
      () => Promise.resolve({}),
      () => [],
    ) as () => Promise<unknown>;
    expect(chunkAddress(built)).toMatch(/\/PoItemsTab-DhAtdv4k\.js$/);
    expect(chunkAddress(() => Promise.resolve({}))).toBeNull();
  });
});
