import { CloseButton, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';

interface GridSearchProps {
  /** The term in effect (from the URL). */
  value: string;
  onSearch: (term: string) => void;
  label: string;
  placeholder?: string;
  delay?: number;
}

/**
 * A search box that sends its text after a pause in typing, or at once on Enter. It follows the
 * URL too, so the back button restores the text that produced the rows on screen.
 */
export function GridSearch({ value, onSearch, label, placeholder, delay = 300 }: GridSearchProps) {
  const [text, setText] = useState(value);
  const [debounced] = useDebouncedValue(text.trim(), delay);
  const sent = useRef(value);

  const send = (term: string) => {
    if (term === sent.current) return;
    sent.current = term;
    onSearch(term);
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new pause in typing sends
  useEffect(() => send(debounced), [debounced]);

  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value;
      setText(value);
    }
  }, [value]);

  return (
    <TextInput
      enterKeyHint="search"
      aria-label={label}
      placeholder={placeholder ?? label}
      value={text}
      onChange={(e) => setText(e.currentTarget.value)}
      onKeyDown={(e) => {
        if (e.key === 'Enter') send(text.trim());
        if (e.key === 'Escape' && text) {
          setText('');
          send('');
        }
      }}
      leftSection={<IconSearch size={16} aria-hidden />}
      rightSection={
        text ? (
          <CloseButton
            size="sm"
            aria-label="Clear search"
            onClick={() => {
              setText('');
              send('');
            }}
          />
        ) : null
      }
      w={{ base: '100%', xs: 320 }}
    />
  );
}
