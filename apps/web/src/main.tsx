import './styles/mantine.css';
import './styles/app.css';
import { contractSlices } from './api/contractSlices';
import { frameDrawn } from './api/frameRead';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

/**
 * Resolves in a task of its own: the browser may paint and handle input in between. Chromium's
 * `scheduler.yield()` comes back first, ahead of other tasks; a timer elsewhere.
 */
const yielder = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
const nextTask = () => (yielder?.yield ? yielder.yield() : new Promise<void>((resolve) => setTimeout(resolve, 0)));

// A record's screen: its summary first (read and drawn by the page's frame), then the app's code.
await frameDrawn(400);
// The app's modules run in slices, each in a task of its own, rather than in one long task a
// phone cannot answer a tap during: React DOM, the contracts, the theme and its components, the
// routes, the app.
const [{ StrictMode, startTransition }, { createRoot }] = await Promise.all([
  import('react'),
  import('react-dom/client'),
]);
await nextTask();
// The contracts' schemas, a slice a task.
for (const load of contractSlices) {
  await load();
  await nextTask();
}
await import('./app/theme');
await nextTask();
await import('./app/router');
await nextTask();
const { App } = await import('./app/App');

// A transition: React renders the app in slices that leave the main thread free in between.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
