/**
 * The record read the page's frame made from the HTML (scripts/pageFrame.ts), before the app's code
 * arrived: the first call to the same address with the same session takes its answer instead of
 * asking again. Taken once; a frame read that failed to arrive is asked for again.
 */
interface FrameRead {
  url: string;
  token: string;
  res: Promise<Response>;
}

declare global {
  interface Window {
    __fdFrameRead?: FrameRead;
    /** What the frame drew: a record's address, and the record once its read answered. */
    __fdFrame?: { url?: string; answer?: Record<string, unknown> | null; record?: Promise<unknown> };
  }
}

export function takeFrameRead(url: string, token: string | null): Promise<Response> | undefined {
  const read = window.__fdFrameRead;
  if (!read || read.url !== url || read.token !== token) return undefined;
  window.__fdFrameRead = undefined;
  return read.res;
}

/**
 * The record the frame read, if its read has answered by now: what the app's first render shows.
 * Taken once, with the read (the app's cache holds it from then on).
 */
export function takeFrameRecord(url: string): Record<string, unknown> | undefined {
  const frame = window.__fdFrame;
  if (frame?.url !== url || !frame.answer) return undefined;
  const record = frame.answer;
  frame.answer = undefined;
  if (window.__fdFrameRead?.url === url) window.__fdFrameRead = undefined;
  return record;
}

/**
 * Resolves once the record the page's frame is reading has been drawn and painted, or at once when
 * it reads none; never later than `limit` ms. The app's code is asked for after it: on a phone's
 * slow line the small read then arrives first, not behind the code's requests.
 */
export function frameDrawn(limit: number): Promise<void> {
  const record = window.__fdFrame?.record;
  if (!record) return Promise.resolve();
  const painted = record.then(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))),
  );
  return Promise.race([painted, new Promise<void>((resolve) => setTimeout(resolve, limit))]);
}
