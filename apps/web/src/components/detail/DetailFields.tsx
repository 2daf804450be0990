import { SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './DetailFields.module.css';

export interface DetailField {
  label: string;
  /** Empty values show as a dash, so every label keeps its place. */
  value: ReactNode;
}

/** A record's fields read-only: label above value, as many columns as the width allows. */
export function DetailFields({ fields }: { fields: DetailField[] }) {
  return (
    <SimpleGrid
      component="dl"
      cols={{ base: 1, xs: 2, lg: 3 }}
      spacing="lg"
      verticalSpacing="md"
      className={classes.list}
    >
      {fields.map((f) => (
        <div key={f.label}>
          <Text component="dt" size="sm" c="dimmed" fw={500}>
            {f.label}
          </Text>
          <Text component="dd" fw={500} className={classes.value}>
            {f.value === null || f.value === undefined || f.value === '' ? '—' : f.value}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}
