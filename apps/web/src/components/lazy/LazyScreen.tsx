import { Button, Center, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconPlugConnectedX, IconRefresh } from '@tabler/icons-react';
import { type ComponentType, type ReactNode, startTransition, useEffect, useState } from 'react';
import { Spinner } from '../Spinner';
import {
  type ChunkLoadError,
  LOADING_INDICATOR_DELAY_MS,
  loadExport,
  loadedScreen,
  SCREEN_LOAD_TIMEOUT_MS,
  type ScreenLoader,
} from './lazyLoad';

type Phase = 'waiting' | 'slow' | 'failed';

/**
 * Renders a screen loaded on demand, with the delayed indicator, the timeout and a real retry.
 * `frame` (the screen's title, or the shell's frame) shows at once while the code arrives.
 */
export function LazyScreen({ load, frame }: { load: ScreenLoader; frame?: ReactNode }) {
  return <LazyComponent load={load} name="default" frame={frame} props={{}} />;
}

interface LazyComponentProps<P extends object> {
  /** Imports the module; `name` is the component's export in it. */
  load: () => Promise<unknown>;
  name: string;
  frame?: ReactNode;
  props: P;
}

/** LazyScreen for any component a module exports, drawn with its props (a panel of a screen: lazyPanel). */
export function LazyComponent<P extends object>({ load, name, frame, props }: LazyComponentProps<P>) {
  const [screen, setScreen] = useState<{ Component: ComponentType<P> } | null>(() => {
    const Component = loadedScreen<P>(load);
    return Component ? { Component } : null;
  });
  const [phase, setPhase] = useState<Phase>('waiting');
  // Why the chunk did not load, once known (a screen shown as failed after 10 s may still be loading).
  const [failure, setFailure] = useState<ChunkLoadError | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (screen) return;
    let current = true;
    setPhase('waiting');
    setFailure(null);
    // The timers only move the phase forward: a load that already failed stays failed.
    const slow = setTimeout(() => setPhase((p) => (p === 'waiting' ? 'slow' : p)), LOADING_INDICATOR_DELAY_MS);
    const timeout = setTimeout(() => setPhase('failed'), SCREEN_LOAD_TIMEOUT_MS);
    const settle = () => {
      clearTimeout(slow);
      clearTimeout(timeout);
    };
    loadExport<P>(load, name, attempt).then(
      // A chunk that arrives after the timeout still replaces the error: the user wanted it. The
      // screen mounts in a transition, so React renders it in slices instead of one long task.
      (Component) => current && startTransition(() => setScreen({ Component })),
      (err: ChunkLoadError) => {
        if (!current) return;
        settle();
        setFailure(err);
        setPhase('failed');
      },
    );
    return () => {
      current = false;
      settle();
    };
  }, [load, name, attempt, screen]);

  if (screen) return <screen.Component {...props} />;
  if (phase === 'failed') return <ScreenLoadError failure={failure} onRetry={() => setAttempt((a) => a + 1)} />;
  if (phase === 'slow') {
    return (
      <>
        {frame}
        <Center mih={240}>
          <Spinner label="Loading screen" />
        </Center>
      </>
    );
  }
  if (frame) return frame;
  // Nothing for the first 200 ms, so fast loads never flash a spinner.
  return <div style={{ minHeight: 240 }} />;
}

function ScreenLoadError({ failure, onRetry }: { failure: ChunkLoadError | null; onRetry: () => void }) {
  return (
    <Center mih={320} p="md">
      <Stack align="center" gap="md" maw={420} ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" color="orange">
          <IconPlugConnectedX size={30} aria-hidden />
        </ThemeIcon>
        <Text role="alert" fw={600} size="lg">
          Component not Loaded! Please try to reload page.
        </Text>
        <Text c="dimmed" size="sm">
          The connection may have dropped while this screen was downloading.
        </Text>
        {/* docs/requirements.md section 8: the chunk, the failure type and the address, for whoever helps. */}
        <Text
          role="status"
          c="dimmed"
          size="xs"
          ff="monospace"
          style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
        >
          {failure?.message}
        </Text>
        <Button leftSection={<IconRefresh size={18} aria-hidden />} onClick={onRetry}>
          Retry to Load this Module
        </Button>
      </Stack>
    </Center>
  );
}
