import { CloseButton, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useDebouncedText } from './useDebouncedText';

interface GridSearchProps {
  /** The term in effect (from the URL or the grid's state). */
  value: string;
  onSearch: (term: string) => void;
  label: string;
  placeholder?: string;
  delay?: number;
  /** Shown at the right end while nothing is typed (a "searching" spinner, for instance). */
  rightSection?: ReactNode;
}

/**
 * A search box that sends its text after a pause in typing, or at once on Enter. It follows the
 * term in effect too, so the back button restores the text that produced the rows on screen.
 */
export function GridSearch({ value, onSearch, label, placeholder, delay = 300, rightSection }: GridSearchProps) {
  const { text, setText, flush, clear } = useDebouncedText(value, onSearch, delay);
  return (
    <TextInput
      enterKeyHint="search"
      aria-label={label}
      placeholder={placeholder ?? label}
      value={text}
      onChange={(e) => setText(e.currentTarget.value)}
      onKeyDown={(e) => {
        if (e.key === 'Enter') flush();
        if (e.key === 'Escape' && text) clear();
      }}
      leftSection={<IconSearch size={16} aria-hidden />}
      rightSection={text ? <CloseButton size="sm" aria-label="Clear search" onClick={clear} /> : rightSection}
      // Shares its row with the Filters button, even on a phone.
      flex="1 1 160px"
      maw={320}
    />
  );
}
