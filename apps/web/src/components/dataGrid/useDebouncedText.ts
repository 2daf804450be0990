import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';

/**
 * Text typed into a box that is sent after a pause in typing (or at once with `flush`), and that
 * follows the value in effect when it changes from outside (the back button, "Clear filters").
 */
export function useDebouncedText(value: string, onSend: (text: string) => void, delay: number) {
  const [text, setText] = useState(value);
  const [debounced] = useDebouncedValue(text.trim(), delay);
  const sent = useRef(value);

  const send = (next: string) => {
    if (next === sent.current) return;
    sent.current = next;
    onSend(next);
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new pause in typing sends
  useEffect(() => send(debounced), [debounced]);

  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value;
      setText(value);
    }
  }, [value]);

  return {
    text,
    setText,
    /** Sends the text now (Enter). */
    flush: () => send(text.trim()),
    /** Empties the box and sends that at once. */
    clear: () => {
      setText('');
      send('');
    },
  };
}
