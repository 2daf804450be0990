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
    __fdFrame?: { url?: string; answer?: Record<string, unknown> | null };
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
