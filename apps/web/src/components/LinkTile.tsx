import { Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import classes from './LinkTile.module.css';

interface LinkTileProps {
  to: string;
  icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean }>;
  title: string;
  /** A line under the title: what the place it leads to is for. */
  text?: string;
}

/** A card that leads somewhere: the home page's modules, the warehouse's work. The whole card is the link. */
export function LinkTile({ to, icon: Icon, title, text }: LinkTileProps) {
  return (
    <UnstyledButton component={Link} to={to} className={classes.tile} data-described={text ? true : undefined}>
      <ThemeIcon variant="light" size={40} radius="md">
        <Icon size={22} aria-hidden />
      </ThemeIcon>
      <div>
        <Text fw={600}>{title}</Text>
        {text && (
          <Text size="sm" c="dimmed">
            {text}
          </Text>
        )}
      </div>
    </UnstyledButton>
  );
}
