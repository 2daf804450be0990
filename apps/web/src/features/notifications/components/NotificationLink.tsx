import { Anchor, type AnchorProps, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface NotificationLinkProps extends AnchorProps {
  href: string;
  children: ReactNode;
  onNavigate?: () => void;
}

/**
 * A notification's link: an in-app path through the router, anything else in a new tab. The
 * server gives each reader a screen they may open, or none when every screen of it is closed to
 * them: the title is then plain text.
 */
export function NotificationLink({ href, children, onNavigate, ...props }: NotificationLinkProps) {
  if (!href) {
    return (
      <Text span {...props}>
        {children}
      </Text>
    );
  }
  if (href.startsWith('/') && !href.startsWith('//')) {
    return (
      <Anchor component={Link} to={href} onClick={onNavigate} {...props}>
        {children}
      </Anchor>
    );
  }
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer" onClick={onNavigate} {...props}>
      {children}
    </Anchor>
  );
}
